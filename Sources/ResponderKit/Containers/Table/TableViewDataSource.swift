import Foundation

/// What a table view asks for its rows, with UIKit's exact signatures (`UITableViewDataSource`), so
/// that a data source written for UIKit is the one called (<doc:Tables> §17.1).
///
/// The two row methods are required, as in UIKit; the optional ones have defaults in an extension.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The number of sections. Default 1.
  func numberOfSections(in tableView: TableView) -> Int
  /// Whether the row at `indexPath` shows the reorder control while the table is editing (if
  /// the cell's ``TableViewCell/showsReorderControl``). Default `false`: UIKit's answer is `true`
  /// when the data source implements ``tableView(_:moveRowAt:to:)``, which Swift cannot ask, so
  /// a data source that reorders implements both (§17.8).
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved the row at `sourceIndexPath` to `destinationIndexPath` with the reorder
  /// control: update the model to match (§17.8).
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// `false`: implement it, with ``tableView(_:moveRowAt:to:)``, to allow reordering.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
