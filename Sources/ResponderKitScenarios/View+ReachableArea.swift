import Foundation
import ResponderKit

extension View {
  /// The part of the view's bounding box, in window coordinates, that lies inside every ancestor
  /// and the window: the only part hit-testing can reach (§2.3), bounding boxes standing in
  /// for rotated shapes. `.null` when nothing of it can be reached, and when a box in the window
  /// is not a finite rectangle (transforms composed past what a `Double` holds; the loader
  /// refuses those, a scenario built in code may not).
  ///
  /// - Complexity: O(*d*) in the view's depth.
  func reachableArea(in window: Window) -> CGRect {
    var reachable = convert(bounds, to: window)
    guard reachable.isFiniteBox else { return .null }
    var ancestor = superview
    while let parent = ancestor {
      let area = parent.convert(parent.bounds, to: window)
      guard area.isFiniteBox else { return .null }
      reachable = reachable.intersection(area)
      if parent === window { break }
      ancestor = parent.superview
    }
    return reachable
  }
}

extension CGRect {
  /// Whether the rectangle's origin and size are finite numbers (`.null` and `.infinite` are
  /// not).
  var isFiniteBox: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
