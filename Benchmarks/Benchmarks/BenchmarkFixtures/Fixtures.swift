import Foundation
import ResponderKit

/// The scenes the benchmarks measure, built once per benchmark before measuring.
@MainActor
public enum Fixtures {
  /// A window with a view tree and the window point whose hit-test the benchmark repeats.
  public struct HitTestFixture {
    /// The window hit-tested.
    public let window: Window
    /// The window point hit-tested.
    public let point: CGPoint
    /// How many views the tree has.
    public let viewCount: Int
  }

  /// A realistic app screen: a navigation bar with buttons, a tab bar, and a list of 24 cells, each
  /// a nest of content views; 300 views in all, the deepest at depth 12 below the window.
  public static func appTree() -> HitTestFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    var count = 0
    func add(_ frame: CGRect, to parent: View) -> View {
      let view = View(frame: frame)
      parent.addSubview(view)
      count += 1
      return view
    }
    let root = add(window.bounds, to: window)
    let navigationBar = add(CGRect(x: 0, y: 0, width: 375, height: 100), to: root)
    for index in 0..<4 {
      _ = add(CGRect(x: 10 + index * 90, y: 50, width: 80, height: 44), to: navigationBar)
    }
    let tabBar = add(CGRect(x: 0, y: 730, width: 375, height: 82), to: root)
    for index in 0..<5 { _ = add(CGRect(x: index * 75, y: 0, width: 75, height: 82), to: tabBar) }
    let list = add(CGRect(x: 0, y: 100, width: 375, height: 630), to: root)
    let content = add(list.bounds, to: list)
    for row in 0..<24 {
      let cell = add(CGRect(x: 0, y: row * 26, width: 375, height: 26), to: content)
      var parent = add(cell.bounds, to: cell)
      for _ in 0..<7 {
        parent = add(parent.bounds.insetBy(dx: 2, dy: 1), to: parent)
      }
      _ = add(CGRect(x: 300, y: 0, width: 40, height: 10), to: parent)
      _ = add(CGRect(x: 0, y: 0, width: 200, height: 10), to: cell)
      _ = add(CGRect(x: 200, y: 0, width: 50, height: 10), to: cell)
    }
    while count < 300 { _ = add(CGRect(x: 0, y: 0, width: 1, height: 1), to: tabBar) }
    window.isHidden = false
    // Row 12's deepest leaf: under the nav bar (y 100) and the list, 12 levels down.
    return HitTestFixture(
      window: window, point: CGPoint(x: 330, y: 100 + 12 * 26 + 14), viewCount: count)
  }

  /// 10,000 sibling views in a 100 x 100 grid; the point is on the back-most one, so every sibling
  /// is asked first.
  public static func flat() -> HitTestFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = View(frame: window.bounds)
    window.addSubview(container)
    for index in 0..<10_000 {
      container.addSubview(
        View(frame: CGRect(x: (index % 100) * 4, y: (index / 100) * 4, width: 4, height: 4)))
    }
    window.isHidden = false
    return HitTestFixture(window: window, point: CGPoint(x: 1, y: 1), viewCount: 10_001)
  }

  /// 10,000 views in a balanced tree: every view splits its bounds among up to 10 children (a 5 x 2
  /// grid), filled breadth first; the point leads to a back-most child at every level.
  public static func balanced() -> HitTestFixture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let root = View(frame: window.bounds)
    window.addSubview(root)
    var queue: [View] = [root]
    var count = 1
    var head = 0
    while count < 10_000 {
      let parent = queue[head]
      head += 1
      let width = parent.bounds.width / 5
      let height = parent.bounds.height / 2
      for index in 0..<10 where count < 10_000 {
        let child = View(
          frame: CGRect(
            x: CGFloat(index % 5) * width, y: CGFloat(index / 5) * height, width: width,
            height: height))
        parent.addSubview(child)
        queue.append(child)
        count += 1
      }
    }
    window.isHidden = false
    return HitTestFixture(window: window, point: CGPoint(x: 0.5, y: 0.5), viewCount: count)
  }

  /// A touch-handling view, as an app's would be: it takes touches and does nothing with them.
  final class Sink: View {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
  }

  /// An application with the realistic app tree and a handling view at the tapped leaf.
  public static func deliveryApp() -> (Application, CGPoint) {
    let fixture = appTree()
    let application = Application()
    application.attach(fixture.window)
    fixture.window.makeKeyAndVisible()
    let leaf = fixture.window.hitTest(fixture.point, with: nil)!
    leaf.addSubview(Sink(frame: leaf.bounds))
    return (application, fixture.point)
  }

  /// The delivery app's window and the tap's point: the bare hit-test of the leaf a tap event
  /// reaches, the figure a touch event's cost is compared with.
  public static func deliveryLeaf() -> HitTestFixture {
    let (application, point) = deliveryApp()
    let window = application.windows[0]
    var count = 0
    var pending: [View] = [window]
    while let view = pending.popLast() {
      count += 1
      pending += view.subviews
    }
    // Kept alive, so the window is hit-tested in the state the tap sees it in.
    retained.append(application)
    return HitTestFixture(window: window, point: point, viewCount: count)
  }

  /// Applications kept alive for fixtures that hand out only their window.
  private static var retained: [Application] = []

  /// An application whose window holds a chain of 1,000 plain views, each the size of the window:
  /// a tap on the deepest is forwarded by every default responder up to the application, so the
  /// event's cost over the hit-test's is the responder chain's, per level.
  public static func deepChainApp() -> (Application, CGPoint) {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
    window.makeKeyAndVisible()
    var parent: View = window
    for _ in 0..<1_000 {
      let child = View(frame: window.bounds)
      parent.addSubview(child)
      parent = child
    }
    return (application, CGPoint(x: 200, y: 200))
  }

  /// The delivery app with four recognizers along the hit view's chain, as a scrolling list has
  /// them: a tap on the leaf, a long press on its cell, a swipe on the list content and a pan on the
  /// list.
  public static func gestureApp() -> (Application, CGPoint) {
    let (application, point) = deliveryApp()
    let window = application.windows[0]
    let leaf = window.hitTest(point, with: nil)!
    var chain: [View] = []
    var current: View? = leaf
    while let view = current, view !== window {
      chain.append(view)
      current = view.superview
    }
    let tap = TapGestureRecognizer()
    let press = LongPressGestureRecognizer()
    let swipe = SwipeGestureRecognizer()
    swipe.direction = .left
    let pan = PanGestureRecognizer()
    for recognizer in [tap, press, swipe, pan] as [GestureRecognizer] {
      recognizer.addHandler { _ = $0.state }
    }
    leaf.addGestureRecognizer(tap)
    chain[chain.count - 5].addGestureRecognizer(press)
    chain[chain.count - 4].addGestureRecognizer(swipe)
    chain[chain.count - 3].addGestureRecognizer(pan)
    return (application, point)
  }

  /// A 375 x 812 list of 1,000 rows, each a row view holding a button: 2,001 views in the scroll view.
  public static func buttonList() -> (Application, ScrollView) {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), application: application)
    window.makeKeyAndVisible()
    let list = ScrollView(frame: window.bounds)
    window.addSubview(list)
    list.contentSize = CGSize(width: 375, height: 1000 * 60)
    for index in 0..<1000 {
      let row = View(frame: CGRect(x: 0, y: CGFloat(index) * 60, width: 375, height: 60))
      let button = Button(frame: CGRect(x: 20, y: 8, width: 335, height: 44))
      button.addAction(Action { _ in }, for: .primaryActionTriggered)
      row.addSubview(button)
      list.addSubview(row)
    }
    return (application, list)
  }
}
