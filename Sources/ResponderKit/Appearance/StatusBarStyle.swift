import Foundation

/// The look a view controller asks of the status bar (`UIStatusBarStyle`), with UIKit's raw
/// values. The engine has no status bar: the value is read back, nothing is drawn.
public enum StatusBarStyle: Int, Hashable, Sendable, CaseIterable {
  /// The system's choice for the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}
