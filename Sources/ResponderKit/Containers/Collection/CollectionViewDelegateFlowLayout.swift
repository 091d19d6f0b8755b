import Foundation

/// What a flow layout asks the collection view's delegate about sizes and spacing, with UIKit's
/// exact signatures (`UICollectionViewDelegateFlowLayout`). Each method's default is the flow
/// layout's property, so a delegate implements only what varies (<doc:Collections> §19.2).
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item at `indexPath`. Default: the layout's
  /// ``CollectionViewFlowLayout/itemSize``.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The margins around `section`'s items. Default: the layout's
  /// ``CollectionViewFlowLayout/sectionInset``.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The least room between `section`'s lines. Default: the layout's
  /// ``CollectionViewFlowLayout/minimumLineSpacing``.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least room between items in a line of `section`. Default: the layout's
  /// ``CollectionViewFlowLayout/minimumInteritemSpacing``.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension CollectionViewDelegateFlowLayout {
  /// The flow layout's ``CollectionViewFlowLayout/itemSize`` (zero for another layout).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// The flow layout's ``CollectionViewFlowLayout/sectionInset``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// The flow layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  /// The flow layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
}
