import Foundation
import ResponderKit

/// A scenario file's table (`kind: table`): a ``TableView`` that is its own data source, with the
/// file's sections and row height; each cell is named `ID.rowN` by its row counted across
/// sections, its content view `ID.rowN.contentView`, renamed as cells are reused.
@MainActor
final class ScenarioTable: TableView, TableViewDataSource {
  /// The rows of each section.
  let sections: [Int]
  /// The rows before each section, to number rows across sections.
  private let firstRows: [Int]

  init(frame: CGRect, sections: [Int], rowHeight: CGFloat) {
    self.sections = sections
    var first: [Int] = []
    var total = 0
    for count in sections {
      first.append(total)
      total += count
    }
    firstRows = first
    super.init(frame: frame, style: .plain)
    self.rowHeight = rowHeight
    register(TableViewCell.self, forCellReuseIdentifier: "Row")
    dataSource = self
  }

  required init?(coder: NSCoder) { nil }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section]
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    let name = "\(traceName).row\(firstRows[indexPath.section] + indexPath.row)"
    if cell.accessibilityIdentifier != name {
      cell.accessibilityIdentifier = name
      cell.contentView.accessibilityIdentifier = name + ".contentView"
    }
    return cell
  }
}
