import Foundation

/// What places a collection view's items: UIKit's `UICollectionViewLayout`, an abstract base
/// class (<doc:Collections> §19.2). Subclasses override ``prepare()``,
/// ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``; ``CollectionViewFlowLayout`` is the concrete one.
@preconcurrency @MainActor
open class CollectionViewLayout {
  /// The collection view the layout places items for. Held weakly; set when the layout is given
  /// to a collection view.
  open internal(set) weak var collectionView: CollectionView?

  /// Creates a layout for no collection view yet.
  public init() {}

  /// Computes what the other methods answer. Called by the collection view before it asks them,
  /// after the layout was invalidated. The default does nothing.
  open func prepare() {}

  /// The size of everything the layout places. Default zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every item whose frame overlaps `rect`, in content coordinates. Default
  /// `nil`: none.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath`. Default `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout.
  /// Default `false`, as in UIKit.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Marks the layout out of date: the collection view calls ``prepare()`` again before its next
  /// layout pass or question.
  open func invalidateLayout() {
    guard let collectionView else { return }
    collectionView.layoutIsStale = true
    collectionView.setNeedsLayout()
  }
}
