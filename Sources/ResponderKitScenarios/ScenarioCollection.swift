import Foundation
import ResponderKit

/// A scenario file's collection (`kind: collection`): a ``CollectionView`` with a flow layout
/// that is its own data source, with the file's sections; each cell is named `ID.itemN` by its
/// item counted across sections, its content view `ID.itemN.contentView`, renamed as cells are
/// reused.
@MainActor
final class ScenarioCollection: CollectionView, CollectionViewDataSource {
  /// The items of each section.
  let sections: [Int]
  /// The items before each section, to number items across sections.
  private let firstItems: [Int]

  init(frame: CGRect, sections: [Int], layout spec: Scenario.CollectionLayoutSpec) {
    self.sections = sections
    var first: [Int] = []
    var total = 0
    for count in sections {
      first.append(total)
      total += count
    }
    firstItems = first
    let layout = CollectionViewFlowLayout()
    layout.itemSize = spec.itemSize
    layout.minimumLineSpacing = CGFloat(spec.lineSpacing)
    layout.minimumInteritemSpacing = CGFloat(spec.interitemSpacing)
    layout.scrollDirection = spec.isHorizontal ? .horizontal : .vertical
    super.init(frame: frame, collectionViewLayout: layout)
    register(CollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    dataSource = self
  }

  required init?(coder: NSCoder) { nil }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section]
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    let name = "\(traceName).item\(firstItems[indexPath.section] + indexPath.item)"
    if cell.accessibilityIdentifier != name {
      cell.accessibilityIdentifier = name
      cell.contentView.accessibilityIdentifier = name + ".contentView"
    }
    return cell
  }
}
