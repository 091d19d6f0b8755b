import Foundation

// Apple's platforms have Core Graphics. Not `!canImport(CoreGraphics)`: that is true on Linux
// once the package's own `CoreGraphics` module is in the build folder (PORTING.md).
#if !canImport(Darwin)
  /// A 2-D affine transform with CoreGraphics' layout and semantics, for platforms whose Foundation
  /// lacks CoreGraphics.
  ///
  /// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)` (row-vector convention), so code written
  /// against Apple's `CGAffineTransform` compiles and behaves the same.
  public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates a transform from its six entries, unlabelled, as CoreGraphics allows.
    public init(
      _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
    ) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
      let (s, c) = (sin(angle), cos(angle))
      self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform, or `self` unchanged when it is not invertible (as CoreGraphics does).
    public func inverted() -> CGAffineTransform {
      let det = a * d - b * c
      guard det != 0, det.isFinite else { return self }
      return CGAffineTransform(
        a: d / det, b: -b / det, c: -c / det, d: a / det,
        tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// This transform preceded by a translation of `(tx, ty)`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform preceded by a scale of `(sx, sy)`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform preceded by a rotation of `angle` radians.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A textual form listing the six entries.
    public var description: String {
      "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
  }

  extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size mapped by `t`'s linear part (translation ignored), as CoreGraphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle containing the four corners of `self` mapped by `t`. Computed
    /// without storage: the display list maps every view's bounds this way, each frame.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      guard !isNull else { return self }
      let (x0, y0, x1, y1) = (minX, minY, maxX, maxY)
      if t.b == 0, t.c == 0 {
        // Upright: scale and move the two opposite corners.
        let (ax, bx) = (t.a * x0 + t.tx, t.a * x1 + t.tx)
        let (ay, by) = (t.d * y0 + t.ty, t.d * y1 + t.ty)
        return CGRect(x: min(ax, bx), y: min(ay, by), width: abs(bx - ax), height: abs(by - ay))
      }
      let p0 = CGPoint(x: x0, y: y0).applying(t)
      let p1 = CGPoint(x: x1, y: y0).applying(t)
      let p2 = CGPoint(x: x0, y: y1).applying(t)
      let p3 = CGPoint(x: x1, y: y1).applying(t)
      let left = min(min(p0.x, p1.x), min(p2.x, p3.x))
      let right = max(max(p0.x, p1.x), max(p2.x, p3.x))
      let top = min(min(p0.y, p1.y), min(p2.y, p3.y))
      let bottom = max(max(p0.y, p1.y), max(p2.y, p3.y))
      return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
  }
#endif
