import Foundation
import Testing

@testable import ResponderKit

/// Issue 29: a long path is measured once, so a gesture along it costs a bisection per frame, not
/// a walk of the whole path; the points found are those the walk finds.
@Suite("TouchScript: points along long paths")
struct PathWalkerTests {
  /// A zigzag of `count` points with runs of repeated points (segments of no length).
  private func zigzag(_ count: Int) -> [CGPoint] {
    (0..<count).map { (index: Int) -> CGPoint in
      let x = Double(index / 2 * 3)
      let y: Double = index % 4 < 2 ? 0 : Double(index % 7)
      return CGPoint(x: x, y: y)
    }
  }

  @Test("a measured path gives the walked points", arguments: [65, 200, 1_001])
  func sameAsTheWalk(count: Int) {
    let path = zigzag(count)
    let walker = TouchScript.PathWalker(path)
    for step in 0...500 {
      let fraction = Double(step) / 500
      let found = walker.point(at: fraction)
      let walked = TouchScript.point(along: path, at: fraction)
      #expect(abs(found.x - walked.x) < 1e-9 && abs(found.y - walked.y) < 1e-9, "at \(fraction)")
    }
  }

  @Test("a path of repeated points stays at its point")
  func noLength() {
    let walker = TouchScript.PathWalker(Array(repeating: CGPoint(x: 4, y: 5), count: 100))
    #expect(walker.point(at: 0.5) == CGPoint(x: 4, y: 5))
  }

  @Test("a 600-second hover along 200,000 points is a reading per frame, ending at the path's end")
  func longHover() {
    var script = TouchScript()
    let path = zigzag(200_000)
    script.hover(along: path, duration: 600)
    #expect(script.steps.count == 36_001)
    guard case .pointer(let last) = script.steps.last else {
      Issue.record("the last step is not a pointer reading")
      return
    }
    let end = path[path.count - 1]
    #expect(abs(last.location.x - end.x) < 1e-6 && abs(last.location.y - end.y) < 1e-6)
  }
}
