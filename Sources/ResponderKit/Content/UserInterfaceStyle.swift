import Foundation

/// The appearance an interface asks for or is shown in, with UIKit's raw values
/// (`UIUserInterfaceStyle`). A value only: ResponderKit draws nothing, and its system colours are
/// those of the light appearance (``Color``).
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
  /// No preference: follow the system's appearance.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
