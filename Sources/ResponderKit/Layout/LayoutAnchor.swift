import Foundation

/// One attribute of a view or layout guide, as a factory of constraints: UIKit's
/// `NSLayoutAnchor` (Auto Layout §21.2). The type parameter keeps constraints between anchors of
/// the same kind: x-axis to x-axis, y-axis to y-axis, dimension to dimension.
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide the anchor belongs to, held: an anchor is made afresh on each read
  /// and kept by nobody but its reader, so holding its item makes no cycle, and an anchor kept
  /// past the last other reference to its view (`let anchor = UIView().topAnchor`) still makes
  /// constraints on a live view.
  let item: AnyObject
  /// The attribute the anchor stands for.
  let attribute: LayoutConstraint.Attribute

  /// An anchor for `attribute` of `item`.
  init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// A constraint making this anchor equal to `anchor`; not active until activated.
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.equal, anchor, constant: 0)
  }
  /// A constraint making this anchor at least `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }
  /// A constraint making this anchor at most `anchor`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }
  /// A constraint making this anchor equal to `anchor` plus `c`.
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: c)
  }
  /// A constraint making this anchor at least `anchor` plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// A constraint making this anchor at most `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  /// `self relation multiplier × anchor + constant`.
  func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: liveItem, attribute, relation, second: anchor.liveItem, anchor.attribute,
      multiplier: multiplier, constant: constant)
  }

  /// The item, for the constraints the anchor makes.
  var liveItem: AnyObject { item }

  /// `Card.leading`.
  open override nonisolated var description: String {
    MainActor.assumeIsolated { "\(LayoutConstraint.name(of: item)).\(attribute.name)" }
  }
}

/// A horizontal position anchor: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// A constraint placing this anchor the system spacing (8 points, <doc:Choices>) times
  /// `multiplier` after `anchor`.
  open func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.equal, anchor, constant: LayoutAnchorSpacing.system * multiplier)
  }
  /// A constraint placing this anchor at least the system spacing times `multiplier` after
  /// `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
  }
  /// A constraint placing this anchor at most the system spacing times `multiplier` after
  /// `anchor`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
  }
}

/// A vertical position anchor: top, bottom, centre Y, first and last baseline.
@preconcurrency @MainActor
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// A constraint placing this anchor the system spacing (8 points) times `multiplier` below
  /// `anchor`.
  open func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: LayoutAnchorSpacing.system * multiplier)
  }
  /// A constraint placing this anchor at least the system spacing times `multiplier` below
  /// `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
  }
  /// A constraint placing this anchor at most the system spacing times `multiplier` below
  /// `anchor`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
  }
}

/// A size anchor: width or height. Sizes may be related across axes (an aspect ratio) and to
/// constants.
@preconcurrency @MainActor
open class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// A constraint making the size `c`.
  open func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    constant(.equal, c)
  }
  /// A constraint making the size at least `c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constant(.greaterThanOrEqual, c)
  }
  /// A constraint making the size at most `c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constant(.lessThanOrEqual, c)
  }
  /// A constraint making the size `m` times `anchor`.
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }
  /// A constraint making the size at least `m` times `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// A constraint making the size at most `m` times `anchor`.
  open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// A constraint making the size `m` times `anchor` plus `c`.
  open func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  /// A constraint making the size at least `m` times `anchor` plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// A constraint making the size at most `m` times `anchor` plus `c`.
  open func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }

  private func constant(_ relation: LayoutConstraint.Relation, _ c: CGFloat) -> LayoutConstraint {
    LayoutConstraint(
      first: liveItem, attribute, relation, second: nil, .notAnAttribute, multiplier: 0,
      constant: c)
  }
}

/// The spacing the system-spacing anchors use.
enum LayoutAnchorSpacing {
  /// UIKit's standard spacing between sibling views: 8 points.
  static let system: CGFloat = 8
}
