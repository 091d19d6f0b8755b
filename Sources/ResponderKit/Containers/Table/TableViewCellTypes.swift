import Foundation

extension TableViewCell {
  /// The standard cell layouts: which labels a cell has (UIKit's `UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable {
    /// A text label and an optional image; no detail label.
    case `default` = 0
    /// A text label and a detail label on the trailing side.
    case value1 = 1
    /// A detail label and a text label beside it.
    case value2 = 2
    /// A text label with a detail label under it.
    case subtitle = 3
  }

  /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: Int, Sendable {
    /// No selected look; the row still selects.
    case none = 0
    /// Blue, in old iOS; gray now.
    case blue = 1
    /// Gray.
    case gray = 2
    /// The default look.
    case `default` = 3
  }

  /// The standard accessory at a cell's trailing edge (UIKit's `UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A check mark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }
}
