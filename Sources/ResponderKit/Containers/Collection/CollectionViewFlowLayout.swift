import Foundation

/// The layout that puts items in lines, a line after another: UIKit's
/// `UICollectionViewFlowLayout` (<doc:Collections> §19.2).
///
/// Items fill a line while they fit across the collection view less the section's insets; each
/// full line spreads its leftover room between its items, and the lines stack along the
/// ``scrollDirection``. A ``CollectionViewDelegateFlowLayout`` delegate may give each item's size
/// and each section's insets and spacings; else the properties here apply. Changing a property
/// invalidates the layout.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The size of every item the delegate does not size. Default 50 × 50, as in UIKit.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// The least room between lines. Default 10, as in UIKit.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least room between items in a line. Default 10, as in UIKit.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The margins around each section's items. Default zero.
  open var sectionInset = EdgeInsets.zero {
    didSet { invalidateLayout() }
  }
  /// The axis the content scrolls on: lines run across it. Default `.vertical`.
  open var scrollDirection = CollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// The estimated item size. Kept only: items are sized up front here (§19.2).
  open var estimatedItemSize = CGSize.zero

  /// Every item's frame and the lines, from the last ``prepare()``.
  @exclusivity(unchecked) var geometry = FlowLayoutGeometry()
  /// The content size from the last ``prepare()``.
  @exclusivity(unchecked) var contentSize = CGSize.zero

  /// Creates a flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// Measures every item, asking the delegate for sizes, insets and spacings (§19.2).
  ///
  /// - Complexity: O(*n*) in the number of items.
  open override func prepare() {
    super.prepare()
    geometry = FlowLayoutGeometry()
    contentSize = .zero
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let bounds = collectionView.bounds
    let insets = collectionView.contentInset
    let extent =
      vertical
      ? bounds.width - insets.left - insets.right : bounds.height - insets.top - insets.bottom
    let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
    for (section, count) in collectionView.layoutItemCounts.enumerated() {
      let metrics = FlowLayoutGeometry.SectionMetrics(
        inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
          ?? sectionInset,
        lineSpacing: delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing,
        interitemSpacing: delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
          ?? minimumInteritemSpacing)
      var sizes: [CGSize] = []
      sizes.reserveCapacity(count)
      for item in 0..<count {
        let path = IndexPath(item: item, section: section)
        let size =
          delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
        precondition(
          size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite,
          uncaughtException(
            "NSInternalInconsistencyException",
            "negative sizes are not supported in the flow layout"
          ))
        sizes.append(size)
      }
      geometry.appendSection(sizes: sizes, metrics: metrics, vertical: vertical, extent: extent)
    }
    contentSize =
      vertical
      ? CGSize(width: max(0, extent), height: geometry.length)
      : CGSize(width: geometry.length, height: max(0, extent))
  }

  /// The size of all the lines, as wide (or tall, scrolling horizontally) as the bounds less the
  /// content insets.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// The attributes of the items that overlap `rect`.
  ///
  /// - Complexity: O(log *l* + *k*) in the *l* lines, for the *k* items returned.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]?
  {
    geometry.items(in: rect, vertical: scrollDirection == .vertical).map { attributes(ofFlat: $0) }
  }

  /// The attributes of the item at `indexPath`; `nil` when it names no item.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard geometry.contains(indexPath) else { return nil }
    return attributes(ofFlat: geometry.flatIndex(of: indexPath))
  }

  /// `true` when the bounds' extent across the lines changes: their width when the layout
  /// scrolls vertically, their height when horizontally.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let old = collectionView?.bounds else { return false }
    return scrollDirection == .vertical
      ? old.width != newBounds.width : old.height != newBounds.height
  }

  private func attributes(ofFlat flat: Int) -> CollectionViewLayoutAttributes {
    let result = CollectionViewLayoutAttributes(forCellWith: geometry.indexPath(ofFlat: flat))
    result.frame = geometry.frames[flat]
    return result
  }
}
