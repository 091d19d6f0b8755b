import Foundation

extension LayoutConstraint {
  /// A part of a view's or layout guide's rectangle that a constraint relates: UIKit's
  /// `NSLayoutConstraint.Attribute`, with its raw values. Leading and trailing are left and right:
  /// the engine lays out left to right.
  public enum Attribute: Int, Sendable, CaseIterable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (the left one, left to right).
    case leading
    /// The trailing edge (the right one, left to right).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text: the bottom of that line (ResponderKit's text
    /// measure); the bottom edge of a view without text.
    case lastBaseline
    /// The baseline of the first line of text: the bottom of that line; the bottom edge of a view
    /// without text.
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The horizontal centre of the area inside the margins.
    case centerXWithinMargins
    /// The vertical centre of the area inside the margins.
    case centerYWithinMargins
    /// No attribute: the second attribute of a constraint on a size alone.
    case notAnAttribute = 0

    /// UIKit's alias of ``lastBaseline``.
    public static var baseline: Attribute { .lastBaseline }

    /// The axis the attribute measures along, or `nil` for ``notAnAttribute``.
    var axis: Axis? {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        .horizontal
      case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
        .bottomMargin, .centerYWithinMargins:
        .vertical
      case .notAnAttribute: nil
      }
    }

    /// Whether the attribute is a size rather than a position.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is leading or trailing (margin or not), which cannot be mixed with
    /// left and right.
    var isDirectional: Bool {
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: true
      default: false
      }
    }

    /// Whether the attribute is left or right (margin or not).
    var isAbsoluteHorizontal: Bool {
      switch self {
      case .left, .right, .leftMargin, .rightMargin: true
      default: false
      }
    }

    /// The name UIKit's constraint descriptions use.
    var name: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }
  }

  /// How a constraint's two sides compare: UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, CaseIterable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1

    /// The symbol UIKit's constraint descriptions use.
    var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// An axis of layout: UIKit's `NSLayoutConstraint.Axis`, which stack views and content
  /// priorities take.
  public enum Axis: Int, Sendable, CaseIterable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}
