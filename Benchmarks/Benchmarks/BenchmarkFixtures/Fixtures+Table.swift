import Foundation
import ResponderKit

/// The data source and delegate of the 10,000-row table: cells dequeued and left as they come,
/// rows 44 pt tall, every row selectable.
@MainActor
public final class TableRows: TableViewDataSource, TableViewDelegate {
  /// The number of rows.
  public let count: Int
  /// How many times a row was selected.
  public private(set) var selections = 0

  /// A source of `count` rows.
  public init(count: Int) { self.count = count }

  /// ``count``.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  /// A cell from the reuse queue, left as it comes.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }

  /// Counts the selection.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selections += 1
  }
}

extension Fixtures {
  /// A window of 375 x 812 filled by a table of 10,000 rows, laid out; the source is returned so
  /// that the caller keeps it (the table holds it weakly).
  public static func table10k() -> (Application, TableView, TableRows) {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), application: application)
    window.makeKeyAndVisible()
    let table = TableView(frame: window.bounds, style: .plain)
    table.rowHeight = 44
    table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
    let rows = TableRows(count: 10_000)
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    table.layoutIfNeeded()
    return (application, table, rows)
  }
}

extension Workloads {
  /// A drag up a table (or any full-window scroll view): a touch-down on a row, 60 moves of 10 pt
  /// at 60 Hz (600 pt, 14 rows through a table's reuse queue), a lift without speed (the finger
  /// stops first), then back to the top. Returns the events processed.
  public static func tableDrag(_ application: Application, _ table: ScrollView) -> Int {
    time += 10
    let start = time
    try! application.send(
      TouchSample(touchID: 1, phase: .began, location: CGPoint(x: 180, y: 760), timestamp: start))
    for step in 1...60 {
      try! application.send(
        TouchSample(
          touchID: 1, phase: .moved, location: CGPoint(x: 180, y: 760 - CGFloat(step) * 10),
          timestamp: start + Double(step) / 60))
    }
    try! application.send(
      TouchSample(
        touchID: 1, phase: .moved, location: CGPoint(x: 180, y: 160), timestamp: start + 1.5))
    try! application.send(
      TouchSample(
        touchID: 1, phase: .ended, location: CGPoint(x: 180, y: 160), timestamp: start + 1.6))
    while table.isDecelerating { application.advance(by: ScrollView.frameInterval) }
    table.setContentOffset(.zero, animated: false)
    time = application.clock.now
    return 63
  }
}

extension Fixtures {
  /// The table's plain counterpart: a window of 375 x 812 filled by a scroll view whose content is
  /// 10,000 rows of 44 pt, each a view with a content view, all of them subviews at once (no
  /// reuse). A tap or drag through it costs what the scroll view itself costs.
  public static func plainRows10k() -> (Application, ScrollView) {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), application: application)
    window.makeKeyAndVisible()
    let list = ScrollView(frame: window.bounds)
    list.contentSize = CGSize(width: 375, height: 10_000 * 44)
    for index in 0..<10_000 {
      let row = View(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 375, height: 44))
      row.addSubview(View(frame: row.bounds))
      list.addSubview(row)
    }
    window.addSubview(list)
    return (application, list)
  }
}
