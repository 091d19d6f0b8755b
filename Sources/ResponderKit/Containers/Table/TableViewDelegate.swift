import Foundation

/// What a table view tells and asks about its rows' geometry, display, highlight and selection,
/// with UIKit's exact signatures (`UITableViewDelegate`). It is a ``ScrollViewDelegate``, as in
/// UIKit; every method has a default in an extension (<doc:Tables> §17.1, §17.4, §17.5).
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of the row at `indexPath`. Default: the table's ``TableView/rowHeight``.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of `section`'s header. Default: the table's ``TableView/sectionHeaderHeight``.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer. Default: the table's ``TableView/sectionFooterHeight``.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// `cell` is about to be shown for the row at `indexPath`.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// `cell`, shown for the row at `indexPath`, left the screen (or the table reloaded).
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// Whether a touch highlights the row at `indexPath`; `false` also keeps the touch from
  /// selecting it (§17.4). Default `true`.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// A touch highlighted the row at `indexPath`.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// The row at `indexPath` lost the highlight of a touch.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The user is about to select the row at `indexPath`: return it, another row to select
  /// instead, or `nil` to select nothing (§17.5). Default: `indexPath`.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user is about to deselect the row at `indexPath`: return it, another row, or `nil` to
  /// keep it selected (§17.5). Default: `indexPath`.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row at `indexPath`.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The user's action deselected the row at `indexPath`.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// The actions revealed at the leading edge when the row at `indexPath` is swiped to the
  /// right; `nil` (the default) shows none (§17.7).
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The actions revealed at the trailing edge when the row at `indexPath` is swiped to the
  /// left; `nil` (the default) shows none (§17.7).
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// Where a row dragged by its reorder control from `sourceIndexPath` goes when it is over
  /// `proposedDestinationIndexPath`: return it, or another row (§17.8). Default: the proposed
  /// path.
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension TableViewDelegate {
  /// The table's ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's ``TableView/sectionHeaderHeight``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's ``TableView/sectionFooterHeight``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// `true`.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// `indexPath`.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// `indexPath`.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `nil`: no leading actions.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// `nil`: no trailing actions.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// `proposedDestinationIndexPath`.
  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}
