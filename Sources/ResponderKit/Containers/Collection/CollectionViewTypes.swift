import Foundation

extension CollectionView {
  /// Where ``CollectionView/scrollToItem(at:at:animated:)`` and
  /// ``CollectionView/selectItem(at:animated:scrollPosition:)`` put an item (UIKit's
  /// `UICollectionView.ScrollPosition`): at most one vertical and one horizontal position (§19.3).
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw bits, as UIKit's.
    public let rawValue: UInt
    /// Creates a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No scrolling on either axis.
    public static let none = ScrollPosition([])
    /// The item's top at the top of the bounds (less the content insets).
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's middle at the middle of the bounds, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the bounds.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the bounds.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's middle at the middle of the bounds, horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the bounds.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}

extension CollectionView {
  /// UIKit's `UICollectionView.elementKindSectionHeader`, kept for code that names it: the engine
  /// shows no supplementary views (§19.7).
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// UIKit's `UICollectionView.elementKindSectionFooter`, kept for code that names it (§19.7).
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

extension CollectionView {
  /// The axis a flow layout scrolls on (UIKit's `UICollectionView.ScrollDirection`): lines of
  /// items run across it (§19.2).
  public enum ScrollDirection: Int, Sendable {
    /// Lines run left to right and stack downward.
    case vertical = 0
    /// Lines run top to bottom and stack rightward.
    case horizontal = 1
  }
}
