import Foundation
import ResponderKit

extension View {
  /// The part of the view's bounding box, in window coordinates, that lies inside every ancestor
  /// and the window: the only part hit-testing can reach (§2.3), bounding boxes standing in
  /// for rotated shapes. `.null` when nothing of it can be reached.
  ///
  /// - Complexity: O(*d*) in the view's depth.
  func reachableArea(in window: Window) -> CGRect {
    var reachable = convert(bounds, to: window)
    var ancestor = superview
    while let parent = ancestor {
      reachable = reachable.intersection(parent.convert(parent.bounds, to: window))
      if parent === window { break }
      ancestor = parent.superview
    }
    return reachable
  }
}
