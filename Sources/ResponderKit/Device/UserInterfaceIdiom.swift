import Foundation

/// The kind of interface a device has: UIKit's `UIUserInterfaceIdiom`, with its raw values.
public enum UserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// A CarPlay screen.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}
