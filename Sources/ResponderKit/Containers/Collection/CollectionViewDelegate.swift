import Foundation

/// What a collection view tells and asks about its items' display, highlight, selection and
/// movement, with UIKit's exact signatures (`UICollectionViewDelegate`). It is a
/// ``ScrollViewDelegate``, as in UIKit; every method has a default in an extension
/// (<doc:Collections> §19.1, §19.4–§19.6).
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// `cell` is about to be shown for the item at `indexPath`.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// `cell`, shown for the item at `indexPath`, left the screen (or the collection reloaded).
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// Whether a touch highlights the item at `indexPath`; `false` also keeps the touch from
  /// selecting it (§19.4). Default `true`.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  /// A touch highlighted the item at `indexPath`.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item at `indexPath` lost the highlight of a touch.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether the user's touch selects the item at `indexPath` (§19.5). Default `true`.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Whether the user's touch deselects the item at `indexPath` (§19.5). Default `true`.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// The user selected the item at `indexPath`.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// The user's action deselected the item at `indexPath`.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Where an item moved interactively from `originalIndexPath` goes when it is over
  /// `proposedIndexPath`: return it, or another path (§19.6). Default: the proposed path. The
  /// older of UIKit's two methods, the one most code implements.
  func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// `proposedIndexPath`.
  public func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
}
