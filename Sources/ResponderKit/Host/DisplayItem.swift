import Foundation

/// One view to draw, as a ``DisplayList`` gives it (Embedding §22.2): everything a renderer needs
/// to paint the view's own rectangle, worked out from the view and its ancestors.
///
/// A renderer paints ``bounds`` mapped by ``transform``, clipped to ``clip``, at ``alpha``: a
/// rectangle when ``isAxisAligned``, else the quadrilateral ``corners``. What a view shows inside
/// its rectangle (a label's text, a switch's knob) is the renderer's to draw from ``view``.
public struct DisplayItem {
  /// The view, held until the list is built again (a list never outlives what it shows).
  public let view: View
  /// The view's bounds: its own coordinate space, whose origin may be scrolled.
  public let bounds: CGRect
  /// The map from the view's bounds space to the window's (or, for an application's list, the
  /// screen's) coordinates: every ancestor's centre, bounds origin and transform.
  public let transform: CGAffineTransform
  /// The rectangle, in the list's coordinates, outside which nothing of the view shows: the
  /// window's bounds narrowed by every ancestor that clips to its bounds (the bounding box of a
  /// rotated one).
  public let clip: CGRect
  /// The opacity to paint with: the view's alpha times every ancestor's.
  public let alpha: CGFloat
  /// The view's background colour, if any.
  public let backgroundColor: Color?
  /// The layer's corner radius (0 unless the view's layer was made and given one).
  public let cornerRadius: CGFloat
  /// The layer's border width.
  public let borderWidth: CGFloat
  /// The layer's border colour, when it has a border.
  public let borderColor: CGColor?
  /// How deep the view is below the list's window (the window is 0).
  public let depth: Int

  /// Whether ``transform`` keeps rectangles upright (no rotation or skew), so that the view is
  /// the rectangle ``frame``.
  public var isAxisAligned: Bool { transform.b == 0 && transform.c == 0 }

  /// The view's rectangle in the list's coordinates: exact when ``isAxisAligned``, else the
  /// bounding box of ``corners``.
  public var frame: CGRect { bounds.applying(transform) }

  /// The corners of the view's rectangle in the list's coordinates, clockwise from the bounds'
  /// top left: a quadrilateral to fill when the view is rotated or skewed.
  public var corners:
    (topLeft: CGPoint, topRight: CGPoint, bottomRight: CGPoint, bottomLeft: CGPoint)
  {
    (
      CGPoint(x: bounds.minX, y: bounds.minY).applying(transform),
      CGPoint(x: bounds.maxX, y: bounds.minY).applying(transform),
      CGPoint(x: bounds.maxX, y: bounds.maxY).applying(transform),
      CGPoint(x: bounds.minX, y: bounds.maxY).applying(transform)
    )
  }
}
