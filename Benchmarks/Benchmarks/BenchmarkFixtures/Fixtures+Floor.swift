import Foundation
import ResponderKit

extension Fixtures {
  /// The four hit-test workloads measured beside the C floor (``FloorTree``), by name.
  public static let floorWorkloads: [(name: String, make: @MainActor () -> HitTestFixture)] = [
    ("flat1000", flat1000), ("balanced5x5", balanced5x5), ("chain64", chain64),
    ("transformed4x4", transformed4x4),
  ]

  /// A container of 1,000 sibling 10 x 10 views in a 40 x 25 grid; the point is on sibling 499,
  /// so 501 siblings are visited (503 views with the window and the container).
  public static func flat1000() -> HitTestFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 250))
    let container = View(frame: window.bounds)
    window.addSubview(container)
    for index in 0..<1_000 {
      container.addSubview(
        View(frame: CGRect(x: (index % 40) * 10, y: (index / 40) * 10, width: 10, height: 10)))
    }
    window.isHidden = false
    return HitTestFixture(window: window, point: CGPoint(x: 195, y: 125), viewCount: 1_001)
  }

  /// A balanced tree of depth 5 and branching 5 (3,906 views): every view splits its width into
  /// five columns; the point is in the third column from the front at every level, so 17 views
  /// are visited.
  public static func balanced5x5() -> HitTestFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 3125, height: 100))
    let root = View(frame: window.bounds)
    window.addSubview(root)
    var level = [root]
    var count = 1
    for _ in 0..<5 {
      var next: [View] = []
      for parent in level {
        let width = parent.bounds.width / 5
        for index in 0..<5 {
          let child = View(
            frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 100))
          parent.addSubview(child)
          next.append(child)
          count += 1
        }
      }
      level = next
    }
    window.isHidden = false
    return HitTestFixture(
      window: window, point: CGPoint(x: 1250 + 250 + 50 + 10 + 2 + 0.5, y: 50), viewCount: count)
  }

  /// A chain of 64 nested views, each inset by one point in its superview; the point is at the
  /// centre, so 65 views are visited.
  public static func chain64() -> HitTestFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var parent: View = window
    for _ in 0..<64 {
      let child = View(frame: parent.bounds.insetBy(dx: 1, dy: 1))
      parent.addSubview(child)
      parent = child
    }
    window.isHidden = false
    return HitTestFixture(window: window, point: CGPoint(x: 200, y: 200), viewCount: 64)
  }

  /// Depth 4, branching 4: every view holds four children in a 2 x 2 grid, each scaled by 0.9 and
  /// rotated by 0.1 radians; the point is at the centre of a leaf reached through the second child
  /// from the front at every level, so 10 views are visited.
  public static func transformed4x4() -> HitTestFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    let root = View(frame: window.bounds)
    window.addSubview(root)
    var level = [root]
    var count = 1
    var leaf = root
    for _ in 0..<4 {
      var next: [View] = []
      for parent in level {
        let size = parent.bounds.width / 2
        for index in 0..<4 {
          let child = View(
            frame: CGRect(
              x: CGFloat(index % 2) * size, y: CGFloat(index / 2) * size, width: size,
              height: size))
          child.transform = CGAffineTransform(rotationAngle: 0.1).scaledBy(x: 0.9, y: 0.9)
          parent.addSubview(child)
          next.append(child)
          count += 1
        }
      }
      leaf = leaf.subviews[2]
      level = next
    }
    window.isHidden = false
    let point = leaf.convert(CGPoint(x: leaf.bounds.midX, y: leaf.bounds.midY), to: window)
    return HitTestFixture(window: window, point: point, viewCount: count)
  }
}

extension Fixtures {
  /// A container of 100,000 sibling 2 x 2 views in a 500 x 200 grid; the point is on sibling
  /// 50,250, in the middle. Through the subview index after its first hit-tests.
  public static func flat100k() -> HitTestFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
    let container = View(frame: window.bounds)
    window.addSubview(container)
    for index in 0..<100_000 {
      container.addSubview(
        View(frame: CGRect(x: (index % 500) * 2, y: (index / 500) * 2, width: 2, height: 2)))
    }
    window.isHidden = false
    return HitTestFixture(window: window, point: CGPoint(x: 501, y: 201), viewCount: 100_001)
  }
}
