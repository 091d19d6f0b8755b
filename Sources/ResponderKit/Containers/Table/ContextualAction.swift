import Foundation

/// An action shown when a row is swiped: UIKit's `UIContextualAction` (<doc:Tables> §17.7).
///
/// Its handler runs when the user taps the action's button, or swipes the row fully when it is
/// the first action of a configuration that ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``.
/// The handler gets the action, the view that showed it and a completion to call with whether
/// the action was performed; the row closes when the completion is called.
@preconcurrency @MainActor
open class ContextualAction: NSObject {
  /// What an action's handler is given: the action, the view showing it, and the completion.
  public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  /// How an action looks and what it is for (UIKit's `UIContextualAction.Style`).
  public enum Style: Int, Sendable {
    /// An ordinary action.
    case normal = 0
    /// An action that removes the row: red, by default.
    case destructive = 1
  }

  /// The action's style.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's colour; `nil` uses the style's.
  open var backgroundColor: Color!
  /// The button's image.
  open var image: Image?
  /// What runs when the action is performed.
  public let handler: Handler

  /// Creates an action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    self.backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The actions a swiped row shows on one edge: UIKit's `UISwipeActionsConfiguration` (§17.7).
@preconcurrency @MainActor
open class SwipeActionsConfiguration: NSObject {
  /// The actions, from the edge inwards: the first sits at the edge, and is the one a full swipe
  /// performs.
  public let actions: [ContextualAction]
  /// Whether swiping the row most of the way across performs the first action. Default `true`.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`.
  public init(actions: [ContextualAction]) {
    self.actions = actions
    super.init()
  }
}
