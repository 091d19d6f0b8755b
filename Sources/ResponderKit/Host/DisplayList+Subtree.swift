import Foundation

extension DisplayList {
  /// Appends `view` and its visible subtree; `mapping` takes the view's bounds space to the
  /// list's coordinates.
  @MainActor mutating func appendSubtree(
    of view: View, mapping: CGAffineTransform, clip: CGRect, alpha inherited: CGFloat, depth: Int
  ) {
    guard !view.isHidden else { return }
    let alpha = inherited * view.alpha
    guard alpha > 0 else { return }
    let bounds = view.layerBounds
    let frame = bounds.applying(mapping)
    if Self.overlaps(frame, clip) {
      let layer = view.layerStorage
      items.append(
        DisplayItem(
          view: view, bounds: bounds, transform: mapping, clip: clip, alpha: alpha,
          backgroundColor: view.backgroundColor, cornerRadius: layer?.cornerRadius ?? 0,
          borderWidth: layer?.borderWidth ?? 0,
          borderColor: (layer?.borderWidth ?? 0) > 0 ? layer?.borderColor : nil, depth: depth))
    }
    var inner = clip
    if view.clipsToBounds {
      guard Self.overlaps(clip, frame) else { return }
      inner = clip.intersection(frame)
    }
    let subviews = view.subviews
    guard hasZOrder(subviews) else {
      for subview in subviews {
        appendSubtree(
          of: subview, mapping: subview.transformToSuperview.concatenating(mapping), clip: inner,
          alpha: alpha, depth: depth + 1)
      }
      return
    }
    // Back to front by (zPosition, index), without sorting into new storage.
    var last: (z: CGFloat, index: Int) = (-.infinity, -1)
    for _ in subviews.indices {
      var next: (z: CGFloat, index: Int)?
      for (index, subview) in subviews.enumerated() {
        let key = (z: subview.layerStorage?.zPosition ?? 0, index: index)
        guard key > last, next.map({ key < $0 }) ?? true else { continue }
        next = key
      }
      guard let next else { break }
      last = next
      let subview = subviews[next.index]
      appendSubtree(
        of: subview, mapping: subview.transformToSuperview.concatenating(mapping), clip: inner,
        alpha: alpha, depth: depth + 1)
    }
  }

  /// Whether two standardized rectangles share some area (a rectangle of no area shares none,
  /// so a zero-sized view is not listed: it shows nothing).
  @inline(__always)
  static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.size.width > 0 && a.size.height > 0 && b.size.width > 0 && b.size.height > 0
      && a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
      && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
  }

  /// Whether any of `subviews` has a layer with a `zPosition` other than 0.
  @MainActor private func hasZOrder(_ subviews: [View]) -> Bool {
    for subview in subviews where (subview.layerStorage?.zPosition ?? 0) != 0 { return true }
    return false
  }
}
