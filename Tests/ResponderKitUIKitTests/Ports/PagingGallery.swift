import UIKit

// A photo pager that snaps to pages narrower than the scroll view, through the delegate's
// target-offset pointer.
// Edits from the UIKit original: none.

final class PagingGalleryController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let pageWidth: CGFloat = 300
  let pageCount = 5
  private(set) var snappedPages: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    scrollView.contentSize = CGSize(width: pageWidth * CGFloat(pageCount), height: 300)
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.decelerationRate = .fast
    scrollView.delegate = self
    view.addSubview(scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    var page = (scrollView.contentOffset.x / pageWidth).rounded()
    if velocity.x > 0.2 {
      page = floor(scrollView.contentOffset.x / pageWidth) + 1
    } else if velocity.x < -0.2 {
      page = ceil(scrollView.contentOffset.x / pageWidth) - 1
    }
    page = max(0, min(CGFloat(pageCount - 1), page))
    snappedPages.append(Int(page))
    targetContentOffset.pointee = CGPoint(x: page * pageWidth, y: 0)
  }
}
