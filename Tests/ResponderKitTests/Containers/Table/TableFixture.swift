import Foundation
import ResponderKit
import ResponderKitDemos

/// A data source and delegate that record what the table asks and tells, with answers a test
/// sets: `sections` rows per section, heights, highlight and selection redirections.
@MainActor
final class TableLog: TableViewDataSource, TableViewDelegate {
  var sections: [Int]
  var heights: [IndexPath: CGFloat] = [:]
  var refusesHighlight: Set<IndexPath> = []
  var redirectSelection: [IndexPath: IndexPath?] = [:]
  var entries: [String] = []
  var cellsMade = 0
  /// Whether each cell's text label gets the row's name (which makes the content view at once).
  var setsText = true
  /// Every log made, kept for the whole run: a table holds its data source weakly, and a test
  /// that drops the scene (`let (_, table, log)`) still reads the table.
  static var kept: [TableLog] = []

  init(sections: [Int]) { self.sections = sections }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellsMade += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    if setsText { cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)" }
    cell.showsReorderControl = true
    return cell
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    entries.append("shouldHighlight \(name(indexPath))")
    return !refusesHighlight.contains(indexPath)
  }
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    entries.append("didHighlight \(name(indexPath))")
  }
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    entries.append("didUnhighlight \(name(indexPath))")
  }
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    entries.append("willSelect \(name(indexPath))")
    if let redirected = redirectSelection[indexPath] { return redirected }
    return indexPath
  }
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    entries.append("willDeselect \(name(indexPath))")
    return indexPath
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    entries.append("didSelect \(name(indexPath))")
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    entries.append("didDeselect \(name(indexPath))")
  }

  /// Whether rows can move, the moves made (`from → to`), and where the delegate sends a drop.
  var movable = false
  var moves: [String] = []
  var retarget: IndexPath?

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(name(sourceIndexPath)) → \(name(destinationIndexPath))")
    sections[sourceIndexPath.section] -= 1
    sections[destinationIndexPath.section] += 1
  }
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    retarget ?? proposedDestinationIndexPath
  }

  /// The titles of the actions revealed by a swipe to the left and to the right.
  var trailing: [String] = []
  var leading: [String] = []
  /// Whether a full swipe performs the first action.
  var fullSwipe = true
  /// The actions performed, as `Title section.row`.
  var performed: [String] = []

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    configuration(of: trailing, for: indexPath)
  }
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    configuration(of: leading, for: indexPath)
  }

  private func configuration(of titles: [String], for path: IndexPath)
    -> SwipeActionsConfiguration?
  {
    guard !titles.isEmpty else { return nil }
    let row = name(path)
    let actions = titles.map { title in
      ContextualAction(style: .normal, title: title) { [weak self] _, _, completion in
        self?.performed.append("\(title) \(row)")
        completion(true)
      }
    }
    let configuration = SwipeActionsConfiguration(actions: actions)
    configuration.performsFirstActionWithFullSwipe = fullSwipe
    return configuration
  }

  /// The delegate messages about selection only.
  var selections: [String] {
    entries.filter { $0.hasPrefix("didSelect") || $0.hasPrefix("didDeselect") }
  }

  private func name(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }
}

/// A 375 x 600 table at the window's origin, rows 44 pt tall, `Row` registered, laid out.
@MainActor
func makeTable(
  sections: [Int] = [100], cellClass: TableViewCell.Type = TableViewCell.self,
  frame: CGRect = CGRect(x: 0, y: 0, width: 375, height: 600)
) -> (DemoScene, TableView, TableLog) {
  let scene = DemoScene()
  let table = TableView(frame: frame, style: .plain)
  table.rowHeight = 44
  table.register(cellClass, forCellReuseIdentifier: "Row")
  let log = TableLog(sections: sections)
  table.dataSource = log
  table.delegate = log
  scene.window.addSubview(table)
  TableLog.kept.append(log)
  table.layoutIfNeeded()
  return (scene, table, log)
}

/// A script of one touch held still at `point` for `hold` seconds, then lifted.
func press(at point: CGPoint, hold: TimeInterval, from start: TimeInterval = 0) -> TouchScript {
  var script = TouchScript(startingAt: start)
  script.tap(at: point, duration: hold)
  return script
}
