import Foundation
import ResponderKit

extension Scenario {
  /// One view of the tree.
  public struct ViewSpec: Sendable {
    /// The identifier traces name the view by.
    public var id: String
    /// The frame in the superview's coordinates; zero for a view laid out by ``constraints``,
    /// whose frame the layout pass gives.
    public var frame: CGRect
    /// The view's Auto Layout constraints (Auto Layout §21.1): the view is then laid out by them
    /// (`translatesAutoresizingMaskIntoConstraints` off) and takes no `frame`.
    public var constraints: [ConstraintSpec] = []
    /// A label's text or a button's title, which give their intrinsic sizes (§21.4).
    public var text: String?
    /// The stack view's arrangement, for a view of kind ``Kind/stack``.
    public var stack = StackSpec()
    /// Whether the view is an arranged subview of a stack view, which places it.
    public var isArranged = false
    /// Whether the view is laid out by constraints rather than by its frame.
    public var usesConstraints: Bool { !constraints.isEmpty || isArranged }
    /// The bounds origin (a scroll position, say).
    public var boundsOrigin: CGPoint = .zero
    /// Scale, rotation (degrees) and translation, applied in that order about the centre.
    public var transform: CGAffineTransform = .identity
    /// The opacity.
    public var alpha: CGFloat = 1
    /// The background colour the picture paints the view with, if set.
    public var backgroundColor: Color?
    /// `isHidden`.
    public var isHidden = false
    /// `isUserInteractionEnabled`.
    public var isUserInteractionEnabled = true
    /// `isMultipleTouchEnabled`.
    public var isMultipleTouchEnabled = false
    /// `isExclusiveTouch`.
    public var isExclusiveTouch = false
    /// `clipsToBounds`; `nil` keeps the view's default (`true` for a scroll view, as UIKit's).
    public var clipsToBounds: Bool?
    /// `layer.zPosition`: a higher value draws the view in front of its siblings, but
    /// hit-testing keeps the subviews' order (Hit-testing §2.1).
    public var zPosition: Double = 0
    /// The title of a view controller whose root view this is: the window's root controller for a
    /// window subview, else a child of the nearest controller above.
    public var controller: String?
    /// Whether the view can become first responder (a `canBecomeFirstResponder` override).
    public var canBecomeFirstResponder = false
    /// Whether the view is made first responder before the script; it implies
    /// ``canBecomeFirstResponder``.
    public var becomesFirstResponder = false
    /// What the view does in its `touchesBegan`, besides what `implements` says.
    public var onTouchesBegan: TouchesBeganAction?
    /// The key commands the view offers (`keyCommands`), in order.
    public var keyCommands: [KeyCommandSpec] = []
    /// Whether the view takes typed text as its first responder (adopts `KeyInput`).
    public var textInput = false
    /// How far beyond each edge the view takes touches (a `point(inside:)` override).
    public var touchArea: EdgeInsets?
    /// Whether the view lets through touches no subview takes (a `hitTest` override, seed E6).
    public var passThrough = false
    /// A descendant that gets every touch the view would take (a `hitTest` override, seed E7).
    public var redirectTo: String?
    /// What kind of view: a plain view, a control of one of the kinds, a scroll view, ...
    public var kind: Kind = .view
    /// A scroll view's content size.
    public var contentSize: CGSize = .zero
    /// A scroll view's `isScrollEnabled`.
    public var isScrollEnabled = true
    /// A scroll view's `alwaysBounceVertical`.
    public var alwaysBounceVertical = false
    /// A scroll view's `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal = false
    /// A scroll view's `decelerationRate`, the velocity kept per millisecond.
    public var decelerationRate: CGFloat = DecelerationRate.normal.rawValue
    /// A scroll view's `contentInset`.
    public var contentInset = EdgeInsets()
    /// A switch's `isOn`.
    public var isOn = false
    /// A scroll view's `isPagingEnabled`.
    public var isPagingEnabled = false
    /// A scroll view's `bounces`.
    public var bounces = true
    /// A scroll view's `delaysContentTouches`.
    public var delaysContentTouches = true
    /// A scroll view's `canCancelContentTouches`.
    public var canCancelContentTouches = true
    /// A scroll view's answer to `touchesShouldBegin(_:with:in:)`, if it overrides it.
    public var touchesShouldBegin: Bool?
    /// A scroll view's answer to `touchesShouldCancel(in:)`, if it overrides it (UIKit's default:
    /// yes, except for controls).
    public var touchesShouldCancel: Bool?
    /// A control's `isEnabled`.
    public var isEnabled = true
    /// The touch methods the view overrides (the seed's E9, E10); `nil`: none.
    public var implements: [ResponderMethod]?
    /// Whether those overrides call `super`.
    public var callsSuper = false
    /// The gesture recognizers attached to the view.
    public var gestures: [GestureSpec] = []
    /// A control's target-action pairs, in the order added.
    public var targets: [TargetSpec] = []
    /// The actions the view performs when they reach it.
    public var performs: [String] = []
    /// The actions the view's controller performs.
    public var controllerPerforms: [String] = []
    /// The key commands the view's controller offers.
    public var controllerKeyCommands: [KeyCommandSpec] = []
    /// Whether the view's controller can become first responder.
    public var controllerCanBecomeFirstResponder = false
    /// Whether the view's controller is made first responder before the script.
    public var controllerBecomesFirstResponder = false
    /// The subviews, back to front.
    public var subviews: [ViewSpec] = []
    /// An animation in flight when the script starts: the view moves from another frame to its
    /// `frame`.
    public var animation: AnimationSpec?

    /// Whether the view offers key commands or can become first responder, so that a control,
    /// image view, label or scroll view is built as a subclass that overrides them.
    var isResponding: Bool { !keyCommands.isEmpty || canBecomeFirstResponder }
    /// A list row's index among its list's rows.
    public var rowIndex: Int?
    /// The recognizers a scroll view's own pan waits for
    /// (`panGestureRecognizer.require(toFail:)`), by name.
    public var panRequiresToFail: [String] = []
    /// Whether a page view controller's pages turn vertically.
    public var pagesAreVertical = false
    /// A page view controller's `interPageSpacing`.
    public var interPageSpacing: Double = 0
    /// Whether the scroll view has a `refreshControl`, named `ID.refreshControl`
    /// (Refreshing and paging §20.1).
    public var hasRefreshControl = false
    /// A table's rows, or a collection's items, per section.
    public var tableSections: [Int] = []
    /// A collection's flow layout: item size, spacings, and whether it scrolls sideways.
    public var collectionLayout = CollectionLayoutSpec()
    /// A table's row height.
    public var tableRowHeight: Double = 44
    /// A table's or a collection's `allowsSelection`.
    public var tableAllowsSelection = true
    /// A table's or a collection's `allowsMultipleSelection`.
    public var tableAllowsMultipleSelection = false
    /// The views a table's every cell adds to itself as it is made, before anything asks for its
    /// content view, which therefore covers them (`cellSubviews`, §17.2).
    public var tableCellSubviews: [ViewSpec] = []
    /// The views a table's every cell adds to its content view (`contentSubviews`).
    public var tableContentSubviews: [ViewSpec] = []
    /// A slider's, stepper's or segmented control's values.
    public var valueControl = ValueControlSpec()
  }

  /// Something a view does when its `touchesBegan` runs (seed E12).
  public enum TouchesBeganAction: String, Sendable, CaseIterable {
    /// Sends a shake motion event: queued behind the touch event being dispatched.
    case shake
    /// Becomes first responder.
    case becomeFirstResponder
    /// Resigns first responder.
    case resignFirstResponder
  }

  /// A view controller presented over the screen by another (seed E11).
  public struct Presentation: Sendable {
    /// The presented controller's title.
    public var controller: String
    /// The title of the controller that presents it.
    public var presenter: String
    /// Its root view; it fills the window.
    public var view: ViewSpec
  }

  /// The kinds of view a scenario can hold.
  public enum Kind: String, Sendable, CaseIterable {
    /// A plain view.
    case view
    /// A ``Button``.
    case button
    /// A ``Switch``.
    case `switch`
    /// A ``ScrollView``.
    case scrollView
    /// An ``ImageView``: user interaction off unless the file turns it on, as in UIKit.
    case imageView
    /// A ``Label``: user interaction off unless the file turns it on, as in UIKit.
    case label
    /// A plain ``Control``: tracks touches and sends control events, with no primary action.
    case control
    /// A table-like list: a scroll view whose rows (views of kind ``row``) select on
    /// `touchesEnded`, as a `UITableView`'s cells do; `rows: n` makes `n` rows `ID.row0`, ...
    case list
    /// A row of a ``list``: highlighted on `touchesBegan`, selected when its touch ends inside
    /// it, left unselected when the touch is cancelled (a scroll, a recognizer that took it).
    case row
    /// A ``Slider``: `value`, `min`, `max`, `continuous`.
    case slider
    /// A ``Stepper``: `value`, `min`, `max`, `stepValue`, `wraps`, `autorepeat`, `continuous`.
    case stepper
    /// A ``SegmentedControl``: `segments`, `selected`, `momentary`.
    case segmentedControl
    /// A ``TableView``: `rows` (one section) or `sections` (rows per section), `rowHeight`,
    /// `allowsSelection`, `allowsMultipleSelection`; cells `ID.row0`, ... (numbered across
    /// sections) made and reused as they scroll, highlighting and selecting as UIKit's
    /// (Tables §17).
    case table
    /// A ``NavigationController``'s view: its subviews are the stack's screens, root first, each
    /// the view of a controller titled by its `controller` (else its id); the last is shown under
    /// the bar, and `ID.interactivePopGestureRecognizer` is its swipe back (Navigation §18).
    case navigation
    /// A ``TextField``: a tap makes it first responder and it sends editing events; its own caret
    /// tap, word double tap and loupe long press meet the screen's recognizers (Text input §16).
    case textField
    /// A ``CollectionView`` with a ``CollectionViewFlowLayout``: `items` (one section) or
    /// `sections` (items per section), `itemSize`, `minimumLineSpacing`,
    /// `minimumInteritemSpacing`, `scrollDirection`, `allowsSelection`, `allowsMultipleSelection`;
    /// cells `ID.item0`, ... (numbered across sections) made and reused as they scroll,
    /// highlighting and selecting as UIKit's (Collections §19).
    case collection
    /// A ``PageViewController``'s view in the scroll style: its subviews are the pages, first
    /// shown first, each the view of a controller titled by its `controller` (else its id) and
    /// filling it; `navigationOrientation`, `interPageSpacing`; its paging scroll view is
    /// `ID.scrollView` (Refreshing and paging §20.2).
    case pages
    /// A ``StackView``: its subviews are its arranged subviews, laid out by its `axis`,
    /// `spacing`, `distribution` and `alignment` and taking no `frame` (Auto Layout §21.9).
    case stack

    /// Whether views of this kind take touches by default (UIKit's `isUserInteractionEnabled`).
    public var takesTouchesByDefault: Bool { self != .imageView && self != .label }

    /// Whether views of this kind are controls.
    public var isControl: Bool {
      switch self {
      case .button, .switch, .control, .slider, .stepper, .segmentedControl, .textField: true
      default: false
      }
    }

    /// Whether views of this kind are scroll views (a list is one).
    public var isScrollView: Bool {
      self == .scrollView || self == .list || self == .table || self == .collection
    }
  }
}

extension Scenario {
  /// A key command a view offers: `{key: command+c, action: copy:}`.
  public struct KeyCommandSpec: Sendable, Hashable {
    /// The input, as ``ResponderKit/KeyCommand/input``.
    public var input: String
    /// The modifiers that must be held.
    public var modifiers: KeyModifierFlags
    /// The action's name.
    public var action: String
    /// ``ResponderKit/KeyCommand/wantsPriorityOverSystemBehavior``.
    public var wantsPriority: Bool
  }
}
