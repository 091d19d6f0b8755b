import Foundation

/// The z-order level of a window: UIKit's `UIWindow.Level`, with UIKit's raw values. Levels stack
/// before windows do: the backmost window of a level is in front of every window of a lower one.
public struct WindowLevel: RawRepresentable, Hashable, Comparable, Sendable {
  /// The level's value: higher is in front.
  public var rawValue: CGFloat
  /// Creates a level.
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  /// Creates a level, as UIKit's `init(_:)`.
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
  /// The level of ordinary app windows: 0.
  public static let normal = WindowLevel(rawValue: 0)
  /// The level of the status bar: 1000.
  public static let statusBar = WindowLevel(rawValue: 1000)
  /// The level of alerts, in front of the status bar: 2000.
  public static let alert = WindowLevel(rawValue: 2000)
  /// Orders levels by value.
  public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The level `rhs` above `lhs`, as app code writes `UIWindow.Level.alert + 1`.
  public static func + (lhs: WindowLevel, rhs: CGFloat) -> WindowLevel {
    WindowLevel(rawValue: lhs.rawValue + rhs)
  }

  /// The level `rhs` below `lhs`, as app code writes `UIWindow.Level.statusBar - 1`.
  public static func - (lhs: WindowLevel, rhs: CGFloat) -> WindowLevel {
    WindowLevel(rawValue: lhs.rawValue - rhs)
  }
}

extension Window {
  /// UIKit's nested name for ``WindowLevel``.
  public typealias Level = WindowLevel
}
