import Foundation
import ResponderKit

extension Scenario {
  /// One Auto Layout constraint of a view in a scenario file (Auto Layout §21.1), written as
  /// `ATTRIBUTE RELATION TARGET.ATTRIBUTE [* MULTIPLIER] [+|- CONSTANT] [@ PRIORITY]` or
  /// `ATTRIBUTE RELATION CONSTANT [@ PRIORITY]`; the first item is the view itself.
  public struct ConstraintSpec: Sendable, Hashable {
    /// Where the target's attribute is measured: the view, its margins or its safe area.
    public enum Guide: String, Sendable, Hashable {
      /// The view's own rectangle.
      case none
      /// The view's `layoutMarginsGuide`.
      case margins
      /// The view's `safeAreaLayoutGuide`.
      case safeArea
    }
    /// The view's attribute.
    public var attribute: LayoutConstraint.Attribute
    /// How the sides compare.
    public var relation: LayoutConstraint.Relation
    /// The target's id, `superview`, or `nil` for a size equal to a constant.
    public var target: String?
    /// The target's guide.
    public var guide: Guide = .none
    /// The target's attribute.
    public var targetAttribute: LayoutConstraint.Attribute = .notAnAttribute
    /// The multiplier.
    public var multiplier: Double = 1
    /// The constant.
    public var constant: Double = 0
    /// The priority, 1 to 1000.
    public var priority: Float = 1000
    /// The text as written, for messages.
    public var text: String
  }
}

extension Scenario {
  /// How a stack view arranges its subviews (Auto Layout §21.9).
  public struct StackSpec: Sendable, Hashable {
    /// `axis`: horizontal (the default) or vertical.
    public var axis: LayoutConstraint.Axis = .horizontal
    /// `spacing` between arranged views.
    public var spacing: Double = 0
    /// `distribution`, by UIKit's name.
    public var distribution: StackView.Distribution = .fill
    /// `alignment`, by UIKit's name.
    public var alignment: StackView.Alignment = .fill
    /// `layoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelative = false
  }
}
