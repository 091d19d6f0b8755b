import UIKit

// A photo viewer: double tap zooms to the tapped area, a round close button answers only inside
// its circle, a caption bar stretches with the screen, and a toast window floats above alerts.
// Edits from the UIKit original: `@objc` removed (twice); `#selector(handleDoubleTap(_:))` and
// `#selector(close)` written as method references.

final class RoundButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let circle = UIBezierPath(ovalIn: bounds)
    return circle.contains(point)
  }
}

final class ZoomingPhotoViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let photoView = UIImageView()
  let closeButton = RoundButton(type: .custom)
  let captionBar = UIView()
  private(set) var closed = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.showsVerticalScrollIndicator = false
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = UIDevice.current.userInterfaceIdiom == .pad ? 6 : 4
    scrollView.delegate = self
    view.addSubview(scrollView)

    photoView.frame = scrollView.bounds
    photoView.isUserInteractionEnabled = true
    scrollView.addSubview(photoView)
    scrollView.contentSize = photoView.bounds.size

    let doubleTap = UITapGestureRecognizer(
      target: self, action: ZoomingPhotoViewController.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    photoView.addGestureRecognizer(doubleTap)

    closeButton.frame = CGRect(x: view.bounds.width - 60, y: 40, width: 44, height: 44)
    closeButton.autoresizingMask = [.flexibleLeftMargin]
    closeButton.backgroundColor = UIColor.systemGray5.withAlphaComponent(0.8)
    closeButton.addTarget(self, action: ZoomingPhotoViewController.close, for: .touchUpInside)
    view.addSubview(closeButton)

    captionBar.frame = CGRect(
      x: 0, y: view.bounds.height - 80, width: view.bounds.width, height: 80)
    captionBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    captionBar.backgroundColor = .secondarySystemBackground
    view.addSubview(captionBar)
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    return photoView
  }

  func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
    if scrollView.zoomScale > scrollView.minimumZoomScale {
      scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
      return
    }
    let point = gesture.location(in: photoView)
    let size = CGSize(width: scrollView.bounds.width / 3, height: scrollView.bounds.height / 3)
    let rect = CGRect(
      x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
      height: size.height)
    scrollView.zoom(to: rect, animated: true)
  }

  func close() {
    closed = true
  }
}

/// A toast shown in its own window above alerts.
@MainActor
func makeToastWindow(frame: CGRect, text: String) -> UIWindow {
  let window = UIWindow(frame: frame)
  window.windowLevel = .alert + 1
  let label = UILabel(frame: window.bounds)
  label.text = text
  label.textAlignment = .center
  label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  window.addSubview(label)
  window.isHidden = false
  return window
}
