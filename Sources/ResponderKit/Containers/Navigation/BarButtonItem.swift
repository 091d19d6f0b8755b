import Foundation

/// A button for a navigation bar or toolbar (`UIBarButtonItem`): a title, an image, a system item
/// or a custom view, with a target and action sent when it is tapped.
///
/// The navigation bar shows each item as a ``Button`` of its own (UIKit's private bar button
/// views); a tap on it sends ``action`` through `Application.sendAction(_:to:from:for:)` with the
/// item as sender, or runs ``primaryAction``.
@preconcurrency @MainActor
open class BarButtonItem: NSObject {
  /// The item's style (`UIBarButtonItem.Style`), with UIKit's raw values.
  public enum Style: Int, Hashable, Sendable {
    /// A plain item.
    case plain = 0
    /// A bordered item (deprecated in UIKit; drawn as plain).
    case bordered = 1
    /// A done item, drawn bold.
    case done = 2
  }

  /// UIKit's system items (`UIBarButtonItem.SystemItem`), with UIKit's raw values.
  public enum SystemItem: Int, Hashable, Sendable, CaseIterable {
    /// The done item.
    case done = 0
    /// The cancel item.
    case cancel
    /// The edit item.
    case edit
    /// The save item.
    case save
    /// Add (a plus sign).
    case add
    /// Space that grows to fill the bar.
    case flexibleSpace
    /// Space of a fixed ``BarButtonItem/width``.
    case fixedSpace
    /// The compose item.
    case compose
    /// The reply item.
    case reply
    /// The share (action) item.
    case action
    /// The organize item.
    case organize
    /// The bookmarks item.
    case bookmarks
    /// The search item.
    case search
    /// The refresh item.
    case refresh
    /// The stop item.
    case stop
    /// The camera item.
    case camera
    /// The trash item.
    case trash
    /// The play item.
    case play
    /// The pause item.
    case pause
    /// The rewind item.
    case rewind
    /// The fast-forward item.
    case fastForward
    /// The undo item.
    case undo
    /// The redo item.
    case redo
    /// The page curl (deprecated in UIKit).
    case pageCurl
    /// The close item.
    case close

    /// The title ResponderKit shows for it (UIKit draws a localized title or a symbol).
    var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .flexibleSpace, .fixedSpace: ""
      case .fastForward: "Fast Forward"
      case .pageCurl: "Page Curl"
      default: String(describing: self).capitalized
      }
    }
  }

  /// The title shown.
  open var title: String? { didSet { owner?.setNeedsLayout() } }
  /// The image shown.
  open var image: Image? { didSet { owner?.setNeedsLayout() } }
  /// The style.
  open var style: Style = .plain
  /// The object the action is sent to; `nil` sends it up the responder chain. Held weakly.
  open weak var target: AnyObject?
  /// The action sent when the item is tapped.
  open var action: Selector?
  /// A closure action run when the item is tapped, instead of ``action``.
  open var primaryAction: Action?
  /// Whether the item responds to taps.
  open var isEnabled = true { didSet { owner?.setNeedsLayout() } }
  /// A view shown instead of a button; it gets the touches itself.
  open var customView: View? { didSet { owner?.setNeedsLayout() } }
  /// An integer that identifies the item in app code.
  open var tag = 0
  /// The width of a fixed space, or of the item when not 0.
  open var width: CGFloat = 0
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The bar that shows the item, told to lay out again when the item changes.
  weak var owner: View?

  /// Creates an empty plain item.
  public override init() { super.init() }

  /// Creates an item with a title (`init(title:style:target:action:)`).
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item with an image (`init(image:style:target:action:)`).
  public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates a system item (`init(barButtonSystemItem:target:action:)`).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init()
    self.systemItem = systemItem
    self.title = systemItem.title
    self.style = systemItem == .done ? .done : .plain
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item that shows `customView` (`init(customView:)`).
  public convenience init(customView: View) {
    self.init()
    self.customView = customView
  }

  /// Creates an item that runs a closure action (`init(title:image:primaryAction:menu:)`, without
  /// the menu).
  public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action?) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image
    self.primaryAction = primaryAction
  }

  /// Creates a system item that runs a closure action.
  public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    self.primaryAction = primaryAction
  }

  /// What a tap on the item's button does: the closure action, else the action to the target or
  /// up the responder chain, with the item as sender.
  func perform(with event: Event?) {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.sender = self
      primaryAction.handler(primaryAction)
    } else if let action {
      Application.current.sendAction(action, to: target, from: self, for: event)
    }
  }
}

extension BarButtonItem {
  /// Creates an item whose action is a method of `target` taking the item: UIKit's
  /// `#selector(save(_:))` written as `ViewController.save`.
  public convenience init<Owner: AnyObject, Sender>(
    title: String?, style: Style, target: Owner, action: @escaping (Owner) -> (Sender) -> Void
  ) {
    self.init(title: title, style: style, target: target, action: Selector(action))
  }

  /// Creates an item whose action is a method of `target` taking no argument.
  public convenience init<Owner: AnyObject>(
    title: String?, style: Style, target: Owner, action: @escaping (Owner) -> () -> Void
  ) {
    self.init(title: title, style: style, target: target, action: Selector(action))
  }

  /// Creates a system item whose action is a method of `target` taking the item.
  public convenience init<Owner: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Owner,
    action: @escaping (Owner) -> (Sender) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
  }

  /// Creates a system item whose action is a method of `target` taking no argument.
  public convenience init<Owner: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Owner,
    action: @escaping (Owner) -> () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
  }
}
