import Foundation

/// Where a layout puts one item: UIKit's `UICollectionViewLayoutAttributes` (<doc:Collections>
/// §19.2). ``frame``, ``center`` and ``size`` are one geometry: setting one changes the others.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
  /// The item's index path.
  open var indexPath: IndexPath
  /// The item's frame, in the collection view's content coordinates.
  open var frame: CGRect
  /// Whether the item's cell is hidden. Default `false`.
  open var isHidden = false
  /// The cell's opacity. Default 1.
  open var alpha: CGFloat = 1
  /// The cell's drawing order. Kept for renderers; hit-testing follows the subview order.
  open var zIndex = 0

  /// Creates attributes for the cell of the item at `indexPath`, with a zero frame.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
  }

  /// The middle of ``frame``; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of ``frame``; setting it keeps ``center``.
  open var size: CGSize {
    get { frame.size }
    set {
      let middle = center
      frame.size = newValue
      center = middle
    }
  }
}
