import Foundation
import ResponderKit

extension DumpAttributes {
  /// The view's spec (its id still to be given): its kind from the class and its geometry and
  /// flags from the attributes.
  func viewSpec(kind: Scenario.Kind) -> Scenario.ViewSpec {
    var spec = Scenario.ViewSpec(id: "", frame: untransformedFrame)
    spec.kind = kind
    spec.transform = transform
    spec.alpha = alpha
    spec.isHidden = isHidden
    spec.isUserInteractionEnabled = isUserInteractionEnabled
    spec.clipsToBounds = clipsToBounds
    spec.isEnabled = isEnabled
    if let origin = bounds?.origin { spec.boundsOrigin = origin }
    if kind.isScrollView {
      if let contentOffset { spec.boundsOrigin = contentOffset }
      if let contentSize { spec.contentSize = contentSize }
    }
    return spec
  }

  /// The frame the view has before its transform, which a scenario's `frame` is: a dump's `frame`
  /// is the bounding box of the transformed bounds. The centre is the box's, less the transform's
  /// translation; the size is the bounds' when given, else the size whose transformed box is the
  /// frame (for a rotation by 45°, where that is not decided, a square).
  var untransformedFrame: CGRect {
    let frame = frame ?? .zero
    guard !transform.isIdentity else {
      return bounds.map { CGRect(origin: frame.origin, size: $0.size) } ?? frame
    }
    let center = CGPoint(x: frame.midX - transform.tx, y: frame.midY - transform.ty)
    let size = bounds?.size ?? sizeBeforeTransform(of: frame.size)
    return CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The size (w, h) whose box after the transform's linear part is `box`:
  /// |a|·w + |c|·h = box width, |b|·w + |d|·h = box height.
  private func sizeBeforeTransform(of box: CGSize) -> CGSize {
    let (a, b, c, d) = (abs(transform.a), abs(transform.b), abs(transform.c), abs(transform.d))
    let determinant = a * d - b * c
    if abs(determinant) > 1e-9 * max(1, a * d, b * c) {
      let width = (box.width * d - box.height * c) / determinant
      let height = (a * box.height - b * box.width) / determinant
      let tolerance = -1e-6 * max(1, box.width + box.height)
      if width >= tolerance, height >= tolerance, width.isFinite, height.isFinite {
        return CGSize(width: max(0, width), height: max(0, height))
      }
    }
    let stretch = a + c
    guard stretch > 0 else { return box }
    let side = box.width / stretch
    return CGSize(width: side, height: side)
  }
}
