import ResponderKit

// MARK: Tables

/// UIKit's `UITableView`: ``ResponderKit/TableView``, with `UITableView.Style`,
/// `UITableView.ScrollPosition` and `UITableView.automaticDimension` nested in it.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: ``ResponderKit/TableViewCell``, with `UITableViewCell.CellStyle`,
/// `UITableViewCell.SelectionStyle` and `UITableViewCell.AccessoryType` nested in it.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewDataSource`: ``ResponderKit/TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`: ``ResponderKit/TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UIContextualAction`: ``ResponderKit/ContextualAction``, with
/// `UIContextualAction.Style` and `UIContextualAction.Handler` nested in it.
public typealias UIContextualAction = ContextualAction
/// UIKit's `UISwipeActionsConfiguration`: ``ResponderKit/SwipeActionsConfiguration``.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
