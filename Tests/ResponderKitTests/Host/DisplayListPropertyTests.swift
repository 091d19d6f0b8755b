import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("§22.2 DisplayList invariants on random hierarchies")
struct DisplayListPropertyTests {
  /// Whether `view` and its ancestors up to the window are all shown (not hidden, some opacity).
  func isShown(_ view: View) -> Bool {
    var current: View? = view
    while let each = current {
      if each.isHidden || each.alpha <= 0 { return false }
      current = each.superview
    }
    return true
  }

  @Test(
    "§22.2 every shown view that covers some of the screen is listed once, after its superview if that is listed, at the rectangle convert(_:to:) gives, with its ancestors' alpha"
  )
  func listMatchesTheTree() async {
    await propertyCheck(count: 200, input: ViewSpec.gen.array(of: 1...40)) { specs in
      let (scene, views) = buildHierarchy(specs)
      var list = DisplayList()
      list.update(from: scene.window)
      var seen: [ObjectIdentifier: Int] = [:]
      for (index, item) in list.enumerated() {
        #expect(seen[ObjectIdentifier(item.view)] == nil, "listed twice")
        seen[ObjectIdentifier(item.view)] = index
        if let superview = item.view.superview,
          let above = list.firstIndex(where: { $0.view === superview })
        {
          #expect(above < index, "\(specs): a view before its superview")
        }
        let expected = item.view.convert(item.view.bounds, to: scene.window)
        #expect(isClose(item.frame, expected, tolerance: 1e-6), "\(specs)")
        var alpha: CGFloat = 1
        var current: View? = item.view
        while let each = current {
          alpha *= each.alpha
          current = each.superview
        }
        #expect(abs(item.alpha - alpha) < 1e-12)
      }
      for view in views {
        let listed = seen[ObjectIdentifier(view)] != nil
        let overlap = view.convert(view.bounds, to: scene.window).intersection(scene.window.bounds)
        let onScreen = !overlap.isNull && overlap.width > 0 && overlap.height > 0
        // No view clips in these hierarchies: a shown view is listed exactly when it covers some
        // of the window's bounds.
        #expect(
          listed == (isShown(view) && onScreen),
          "\(specs): V\(views.firstIndex { $0 === view }! + 1)")
      }
    }
  }
}
