import Foundation

/// What a collection view asks for its items, with UIKit's exact signatures
/// (`UICollectionViewDataSource`), so that a data source written for UIKit is the one called
/// (<doc:Collections> §19.1).
///
/// The two item methods are required, as in UIKit; the optional ones have defaults in an
/// extension.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, usually from
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The number of sections. Default 1.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// Whether the item at `indexPath` may be moved interactively. Default `false`: UIKit's answer
  /// is `true` when the data source implements ``collectionView(_:moveItemAt:to:)``, which Swift
  /// cannot ask, so a data source that reorders implements both (§19.6).
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// The user moved the item at `sourceIndexPath` to `destinationIndexPath`: update the model to
  /// match (§19.6).
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// `false`: implement it, with ``collectionView(_:moveItemAt:to:)``, to allow moving.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
