import Foundation

/// How much a layout constraint, or a view's content size preference, matters: UIKit's
/// `UILayoutPriority`, a number from 1 to 1000 where 1000 is required (Auto Layout §21.3).
///
/// Optional priorities are met strictly in order: a constraint is never violated further to help
/// any number of constraints of a lower priority.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's number.
  public var rawValue: Float
  /// Creates a priority from its number.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from its number.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint: 1000.
  public static let required = LayoutPriority(1000)
  /// The priority a button's content resists compression with: 750.
  public static let defaultHigh = LayoutPriority(750)
  /// The priority a button's content hugs with: 250.
  public static let defaultLow = LayoutPriority(250)
  /// The priority at which a view is as small as it can be when fitted: 50.
  public static let fittingSizeLevel = LayoutPriority(50)
  /// The priority of a drag that resizes a scene: 510.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// The priority at which a scene's size holds: 500.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// The priority of a drag that cannot resize a scene: 490.
  public static let dragThatCannotResizeScene = LayoutPriority(490)

  /// Orders priorities by their numbers.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  /// A priority `rhs` above `lhs`.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }
  /// A priority `rhs` below `lhs`.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }
}
