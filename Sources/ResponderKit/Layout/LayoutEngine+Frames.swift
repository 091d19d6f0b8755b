import Foundation
internal import LayoutSolver

extension LayoutEngine {
  /// The frame the constraints give `item`, in its superview's (a guide's: its owning view's)
  /// coordinates, with edges rounded to the screen's pixels as UIKit rounds them (§21.6); `nil`
  /// for an item the engine does not know.
  func solvedFrame(of item: AnyObject) -> CGRect? {
    guard let index = entryIndex[ObjectIdentifier(item)] else { return nil }
    let entry = entries[index]
    let scale = Double(max(1, Screen.main.scale))
    func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let x = solver.value(entry.x)
    let y = solver.value(entry.y)
    let minX = round(x)
    let minY = round(y)
    let maxX = round(x + solver.value(entry.width))
    let maxY = round(y + solver.value(entry.height))
    return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// Whether the constraints leave any of `item`'s four variables undetermined (§21.7).
  func isAmbiguous(_ item: AnyObject) -> Bool {
    update()
    guard let index = entryIndex[ObjectIdentifier(item)] else { return false }
    let entry = entries[index]
    return [entry.x, entry.y, entry.width, entry.height].contains { solver.isAmbiguous($0) }
  }

  /// Marks as needing layout the superview of each constrained view whose solved frame differs
  /// from its frame, so the layout pass applies it.
  ///
  /// - Complexity: O(*n*) in the items.
  func markViewsToMove() {
    for entry in entries {
      guard let view = entry.item as? View, !view.translatesAutoresizingMaskIntoConstraints,
        let superview = view.superview, let frame = solvedFrame(of: view)
      else { continue }
      if frame != view.untransformedFrame { superview.needsLayout = true }
    }
  }

  /// Gives each constrained subview of `view` its solved frame, by its centre and bounds size so
  /// that a transform is kept (§21.6).
  ///
  /// - Complexity: O(*s*) in the subviews.
  func applyFrames(toSubviewsOf view: View) {
    for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let frame = solvedFrame(of: subview), frame != subview.untransformedFrame else {
        continue
      }
      var bounds = subview.bounds
      bounds.size = frame.size
      subview.bounds = bounds
      subview.center = CGPoint(x: frame.midX, y: frame.midY)
    }
  }
}

extension View {
  /// The frame before the transform: the bounds' size about the centre.
  var untransformedFrame: CGRect {
    let size = layerBounds.size
    return CGRect(
      x: layerCenter.x - size.width / 2, y: layerCenter.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
