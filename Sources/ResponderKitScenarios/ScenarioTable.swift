import Foundation
import ResponderKit

/// A scenario file's table (`kind: table`): a ``TableView`` that is its own data source, with the
/// file's sections and row height; each cell is named `ID.rowN` by its row counted across
/// sections, its content view `ID.rowN.contentView` and its own views `ID.rowN.VIEW`, renamed as
/// cells are reused.
@MainActor
final class ScenarioTable: TableView, TableViewDataSource {
  /// The rows of each section.
  let sections: [Int]
  /// The rows before each section, to number rows across sections.
  private let firstRows: [Int]
  /// The views every cell adds to itself, then to its content view, and how to make one.
  private let cellViews: (cell: [Scenario.ViewSpec], content: [Scenario.ViewSpec])
  private let makeView: (Scenario.ViewSpec) -> View
  /// Each cell's own views with their ids, made once per cell.
  private var madeViews: [ObjectIdentifier: [(id: String, view: View)]] = [:]

  init(
    frame: CGRect, sections: [Int], rowHeight: CGFloat,
    cellViews: (cell: [Scenario.ViewSpec], content: [Scenario.ViewSpec]) = ([], []),
    makeView: @escaping (Scenario.ViewSpec) -> View = { View(frame: $0.frame) }
  ) {
    self.sections = sections
    var first: [Int] = []
    var total = 0
    for count in sections {
      first.append(total)
      total += count
    }
    firstRows = first
    self.cellViews = cellViews
    self.makeView = makeView
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
    let key = ObjectIdentifier(cell)
    if madeViews[key] == nil {
      // As a cell subclass's initializer does: its own views first, so that the content view,
      // made at the first ask, goes on top of them (§17.2).
      var made: [(id: String, view: View)] = []
      for spec in cellViews.cell {
        let view = makeView(spec)
        cell.addSubview(view)
        made.append((spec.id, view))
      }
      for spec in cellViews.content {
        let view = makeView(spec)
        cell.contentView.addSubview(view)
        made.append((spec.id, view))
      }
      madeViews[key] = made
    }
    let name = "\(traceName).row\(firstRows[indexPath.section] + indexPath.row)"
    if cell.accessibilityIdentifier != name {
      cell.accessibilityIdentifier = name
      cell.contentView.accessibilityIdentifier = name + ".contentView"
      for (id, view) in madeViews[key] ?? [] { view.accessibilityIdentifier = name + "." + id }
    }
    return cell
  }
}
