import Foundation
import ResponderKit
import ResponderKitDemos

/// A data source and delegate that record what the collection view asks and tells, with answers
/// a test sets: `sections` items per section, sizes, highlight, selection and movement answers.
@MainActor
final class CollectionLog: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var sections: [Int]
  var sizes: [IndexPath: CGSize] = [:]
  var refusesHighlight: Set<IndexPath> = []
  var refusesSelection: Set<IndexPath> = []
  var refusesDeselection: Set<IndexPath> = []
  var entries: [String] = []
  var cellsMade = 0
  /// Whether items can move, the moves made (`from → to`), and where the delegate sends a drop.
  var movable = true
  var moves: [String] = []
  var retarget: IndexPath?
  /// Every log made, kept for the whole run: a collection view holds its data source weakly.
  static var kept: [CollectionLog] = []

  init(sections: [Int]) { self.sections = sections }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    sections[section]
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    cellsMade += 1
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    entries.append("shouldHighlight \(name(indexPath))")
    return !refusesHighlight.contains(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    entries.append("didHighlight \(name(indexPath))")
  }
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    entries.append("didUnhighlight \(name(indexPath))")
  }
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    entries.append("shouldSelect \(name(indexPath))")
    return !refusesSelection.contains(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    entries.append("shouldDeselect \(name(indexPath))")
    return !refusesDeselection.contains(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    entries.append("didSelect \(name(indexPath))")
  }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    entries.append("didDeselect \(name(indexPath))")
  }
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  {
    movable
  }
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(name(sourceIndexPath)) → \(name(destinationIndexPath))")
    sections[sourceIndexPath.section] -= 1
    sections[destinationIndexPath.section] += 1
  }
  func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    retarget ?? proposedIndexPath
  }

  /// The delegate messages about selection only.
  var selections: [String] {
    entries.filter { $0.hasPrefix("didSelect") || $0.hasPrefix("didDeselect") }
  }

  private func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
}

/// A cell that counts its reuses.
final class CountingItemCell: CollectionViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A 320 × 480 collection view at the window's origin with a vertical flow layout of 100 × 100
/// items 10 pt apart (three to a line, lines 110 pt apart), `Item` registered, laid out.
@MainActor
func makeCollection(
  sections: [Int] = [300], itemSize: CGSize = CGSize(width: 100, height: 100),
  frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
  direction: CollectionView.ScrollDirection = .vertical
) -> (DemoScene, CollectionView, CollectionLog) {
  let scene = DemoScene()
  let layout = CollectionViewFlowLayout()
  layout.itemSize = itemSize
  layout.scrollDirection = direction
  let collection = CollectionView(frame: frame, collectionViewLayout: layout)
  collection.register(CountingItemCell.self, forCellWithReuseIdentifier: "Item")
  let log = CollectionLog(sections: sections)
  collection.dataSource = log
  collection.delegate = log
  scene.window.addSubview(collection)
  CollectionLog.kept.append(log)
  collection.layoutIfNeeded()
  return (scene, collection, log)
}

/// The middle of item `item` of a 320-wide collection of 100 × 100 items three to a line, in
/// content points.
func middle(ofItem item: Int) -> CGPoint {
  CGPoint(x: CGFloat(item % 3) * 110 + 50, y: CGFloat(item / 3) * 110 + 50)
}
