import Foundation
import ResponderKit

extension ScenarioLoader {
  /// The most a view's transform, composed with its ancestors', may stretch a length in the
  /// window: as much as one transform may (its scale is within the numbers limit, ±10⁷). Nested
  /// transforms multiply (ten levels of scale 10 make 10¹⁰, fifty of 10⁷ more than a `Double`
  /// holds); with this bound and the view limit (100,000 levels at most), every point of every
  /// view stays finite in the window, within about ±10²⁰ (each level adds at most a few times
  /// 10⁷ · 10⁷).
  public static let maximumComposedScale: Double = 10_000_000

  /// The largest factor by which the linear part of `transform` stretches a length: its largest
  /// singular value; infinite or NaN when the entries are.
  static func stretch(_ transform: CGAffineTransform) -> Double {
    let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
    // Half the sum of the lengths of its rotation-like and reflection-like parts: free of the
    // cancellation of the formula through the determinant.
    let rotation = ((a + d) * (a + d) + (c - b) * (c - b)).squareRoot()
    let reflection = ((a - d) * (a - d) + (b + c) * (b + c)).squareRoot()
    return (rotation + reflection) / 2
  }

  /// The linear part of `spec`'s transform composed with `parent`'s (its ancestors' linear parts
  /// composed), refused at the view's transform (or id) when it stretches past
  /// ``maximumComposedScale`` or is not finite.
  static func composedTransform(
    of spec: Scenario.ViewSpec, under parent: CGAffineTransform, at node: YAMLNode
  ) throws(ScenarioError) -> CGAffineTransform {
    var composed = spec.transform.concatenating(parent)
    composed.tx = 0
    composed.ty = 0
    let scale = stretch(composed)
    // A hair of tolerance: one transform at the numbers limit, rotated, must not be refused for
    // the rounding of its own product.
    guard scale <= maximumComposedScale * (1 + 1e-9) else {
      let amount =
        scale.isFinite ? "by \(TextTraceFormatter.number(scale))" : "past what a number holds"
      throw node.error(
        "view \(quoted(spec.id)): its transform composed with its ancestors' scales \(amount) in the window; a view's scale in the window is at most \(TextTraceFormatter.number(maximumComposedScale))"
      )
    }
    return composed
  }
}
