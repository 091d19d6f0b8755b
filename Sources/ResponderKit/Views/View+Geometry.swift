import Foundation

extension View {
  /// The frame computed from the stored geometry: the bounding box of the bounds after
  /// ``transform`` about the centre, in the superview's coordinates.
  var frameRectangle: CGRect {
    let size = layerBounds.size
    let local = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let box = hasIdentityTransform ? local : local.applying(transform)
    return box.offsetBy(dx: layerCenter.x, dy: layerCenter.y)
  }

  /// The bounds size the frame setter gives for a frame of `size`: `size` itself with the
  /// identity; under a transform, `size` taken through the transform's inverse as a vector
  /// (`CGSize.applying(_:)`), each side's magnitude, as Core Animation's frame setter does; the
  /// current size when the transform cannot be inverted.
  ///
  /// Under a scale the frame then reads back as set. Under a rotation it does not: a 100 by 100
  /// view turned by 0.1 rad and given the frame (20, 20, 100, 100) gets bounds of 109.48 by
  /// 89.52 and reads back (11.06, 20, 117.87, 100), the numbers an iOS device printed (a 2011
  /// question, mirrored at tutoriales.edu.lat, checked to six digits).
  func boundsSize(forFrameSize size: CGSize) -> CGSize {
    guard let storage = transformStorage else { return size }
    let t = storage.transform
    guard t.a * t.d - t.b * t.c != 0 else { return layerBounds.size }
    let inverse = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0).inverted()
    let vector = size.applying(inverse)
    return CGSize(width: abs(vector.width), height: abs(vector.height))
  }

  /// Maps a point in the superview's bounds space into this view's bounds space.
  @inline(__always)
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let dx = point.x - layerCenter.x
    let dy = point.y - layerCenter.y
    if hasIdentityTransform {
      let size = layerBounds.size
      return CGPoint(
        x: dx + layerBounds.origin.x + size.width / 2,
        y: dy + layerBounds.origin.y + size.height / 2)
    }
    let local = CGPoint(x: dx, y: dy).applying(transformStorage.unsafelyUnwrapped.inverse)
    return CGPoint(x: local.x + layerBounds.midX, y: local.y + layerBounds.midY)
  }

  /// The affine map from this view's bounds space into its superview's bounds space (for a root,
  /// into the space its frame is in: the screen, for a window).
  var transformToSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -layerBounds.midX, y: -layerBounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: layerCenter.x, y: layerCenter.y))
  }
}

/// A view's transform that is not the identity, with its inverse computed once.
final class TransformStorage {
  /// The transform.
  let transform: CGAffineTransform
  /// Its inverse (`inverted()`: the transform itself when it cannot be inverted, as in Core
  /// Graphics).
  let inverse: CGAffineTransform

  init(_ transform: CGAffineTransform) {
    self.transform = transform
    inverse = transform.inverted()
  }
}
