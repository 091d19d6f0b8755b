import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("View hierarchy")
struct HierarchyTests {
  private func names(_ view: View) -> [String] { view.subviews.map(\.traceName) }

  private func family() -> (View, View, View, View) {
    let parent = View().named("P")
    let a = View().named("A", in: parent)
    let b = View().named("B", in: parent)
    let c = View().named("C", in: parent)
    return (parent, a, b, c)
  }

  @Test("addSubview appends (frontmost last) and sets superview")
  func add() {
    let (parent, a, _, _) = family()
    #expect(names(parent) == ["A", "B", "C"])
    #expect(a.superview === parent)
  }

  @Test("insert at, above and below; bring to front; send to back; exchange")
  func reorder() {
    let (parent, a, b, c) = family()
    parent.insertSubview(c, at: 0)
    #expect(names(parent) == ["C", "A", "B"])
    parent.insertSubview(c, aboveSubview: a)
    #expect(names(parent) == ["A", "C", "B"])
    parent.insertSubview(a, belowSubview: b)
    #expect(names(parent) == ["C", "A", "B"])
    parent.bringSubviewToFront(c)
    #expect(names(parent) == ["A", "B", "C"])
    parent.sendSubviewToBack(b)
    #expect(names(parent) == ["B", "A", "C"])
    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(names(parent) == ["C", "A", "B"])
    let d = View().named("D")
    parent.insertSubview(d, at: 99)
    #expect(names(parent) == ["C", "A", "B", "D"])
  }

  @Test("Adding a view elsewhere moves it; removeFromSuperview detaches it")
  func moveAndRemove() {
    let (parent, a, _, _) = family()
    let other = View()
    other.addSubview(a)
    #expect(names(parent) == ["B", "C"])
    #expect(a.superview === other)
    a.removeFromSuperview()
    #expect(a.superview == nil && other.subviews.isEmpty)
  }

  @Test("window follows the hierarchy through the whole subtree")
  func windowPropagation() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let branch = View()
    let leaf = View().named("leaf", in: branch)
    #expect(leaf.window == nil)
    window.addSubview(branch)
    #expect(leaf.window === window && branch.window === window)
    branch.removeFromSuperview()
    #expect(leaf.window == nil)
  }

  @Test("isDescendant(of:) is true for self and ancestors only")
  func descendant() {
    let (parent, a, b, _) = family()
    let leaf = View().named("leaf", in: a)
    #expect(
      leaf.isDescendant(of: parent) && leaf.isDescendant(of: a) && leaf.isDescendant(of: leaf))
    #expect(!leaf.isDescendant(of: b) && !parent.isDescendant(of: leaf))
  }

  @Test("viewWithTag and view(withIdentifier:) search depth first")
  func lookup() {
    let (parent, _, b, _) = family()
    b.tag = 7
    #expect(parent.viewWithTag(7) === b)
    #expect(parent.view(withIdentifier: "C")?.traceName == "C")
    #expect(parent.view(withIdentifier: "missing") == nil)
  }

  @Test("Hierarchy hooks are called in UIKit's order")
  func hooks() {
    final class Hooked: View {
      var log: [String] = []
      override func willMove(toSuperview newSuperview: View?) { log.append("willMoveToSuperview") }
      override func didMoveToSuperview() { log.append("didMoveToSuperview") }
      override func willMove(toWindow newWindow: Window?) { log.append("willMoveToWindow") }
      override func didMoveToWindow() { log.append("didMoveToWindow") }
    }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let view = Hooked()
    window.addSubview(view)
    #expect(
      view.log == [
        "willMoveToSuperview", "willMoveToWindow", "didMoveToWindow", "didMoveToSuperview",
      ])
  }
}
