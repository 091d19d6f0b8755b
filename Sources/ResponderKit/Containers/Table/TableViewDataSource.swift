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
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
