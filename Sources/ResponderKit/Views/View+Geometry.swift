import Foundation

extension View {
  /// The view's rectangle in its superview's coordinate space: the bounding box of its bounds after
  /// ``transform`` about the centre. Setting it (meaningful with the identity transform, as in
  /// UIKit) moves the centre and resizes the bounds, keeping the bounds origin.
  public var frame: CGRect {
    get {
      let size = bounds.size
      let local = CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      let box = transform.isIdentity ? local : local.applying(transform)
      return box.offsetBy(dx: center.x, dy: center.y)
    }
    set {
      let frame = newValue.standardized
      center = CGPoint(x: frame.midX, y: frame.midY)
      bounds.size = frame.size
    }
  }

  /// Maps a point in the superview's bounds space into this view's bounds space.
  @inline(__always)
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let dx = point.x - center.x
    let dy = point.y - center.y
    if hasIdentityTransform {
      let size = bounds.size
      return CGPoint(
        x: dx + bounds.origin.x + size.width / 2, y: dy + bounds.origin.y + size.height / 2)
    }
    let local = CGPoint(x: dx, y: dy).applying(transform.inverted())
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

  /// The affine map from this view's bounds space into its superview's bounds space (for a root,
  /// into the space its frame is in: the screen, for a window).
  var transformToSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}
