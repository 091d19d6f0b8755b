import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a pager snapping through scrollViewWillEndDragging's target-offset pointer")
struct PagerPortTests {
  private func gallery() -> (Stage, PagingGalleryController) {
    let gallery = PagingGalleryController()
    let stage = Stage(root: gallery)
    return (stage, gallery)
  }

  @Test("§10 a quick flick to the left lands on the next page, set through targetContentOffset")
  func flickSnapsToNextPage() throws {
    let (stage, gallery) = gallery()
    try stage.play {
      $0.drag(along: [CGPoint(x: 300, y: 150), CGPoint(x: 200, y: 150)], duration: 0.1)
      $0.wait(3)
    }
    #expect(gallery.snappedPages == [1], "the delegate method with UIKit's signature was called")
    #expect(gallery.scrollView.contentOffset == CGPoint(x: 300, y: 0))
  }

  @Test("§10 a slow drag of less than half a page settles back on the page it started from")
  func slowDragSettlesBack() throws {
    let (stage, gallery) = gallery()
    try stage.play {
      $0.drag(along: [CGPoint(x: 300, y: 150), CGPoint(x: 240, y: 150)], duration: 1.5, hold: 0.3)
      $0.wait(3)
    }
    #expect(gallery.snappedPages == [0])
    #expect(gallery.scrollView.contentOffset == .zero)
  }
}
