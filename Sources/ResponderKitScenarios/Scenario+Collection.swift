import Foundation

extension Scenario {
  /// A collection's flow layout in a scenario file (`kind: collection`).
  public struct CollectionLayoutSpec: Hashable, Sendable {
    /// `itemSize`: UIKit's default, 50 x 50 pt.
    public var itemSize = CGSize(width: 50, height: 50)
    /// `minimumLineSpacing`: UIKit's default, 10 pt.
    public var lineSpacing: Double = 10
    /// `minimumInteritemSpacing`: UIKit's default, 10 pt.
    public var interitemSpacing: Double = 10
    /// Whether `scrollDirection` is `horizontal`.
    public var isHorizontal = false
  }
}
