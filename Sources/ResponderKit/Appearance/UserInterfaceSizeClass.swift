import Foundation

/// How much room an interface has along one axis (`UIUserInterfaceSizeClass`), with UIKit's raw
/// values.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
  /// Not known (a view outside any window).
  case unspecified = 0
  /// Little room: an iPhone's width, or its height in landscape.
  case compact = 1
  /// Room to spare: an iPad, or an iPhone's height in portrait.
  case regular = 2
}
