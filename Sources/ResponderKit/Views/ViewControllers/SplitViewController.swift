import Foundation

// This file sits after `Views/ViewController.swift` in the compiler's file order on purpose, as
// `NavigationController.swift` does: see there. The rest of the split view controller is in
// `Containers/Split/`.

/// A container of two or three columns, each a child view controller, side by side or a sidebar
/// over the detail, collapsing to one column in a compact width: UIKit's
/// `UISplitViewController` (§18.4).
///
/// ```
///   view (the split view controller's), laid out at each layout pass
///    ├── secondary's view       the width the sidebars leave (tile), or all of it (overlay)
///    ├── dimming view           over the secondary while a sidebar overlays or displaces it
///    ├── primary's view         at primaryEdge, primaryColumnWidth wide
///    └── supplementary's view   beside the primary (triple column)
///   collapsed (width under compactWidthThreshold): only the top column's view, filling it
/// ```
///
/// Transitions are not animated: a change of display mode or of width is complete after the
/// layout pass that follows it. Columns are shown as set, not wrapped in navigation controllers,
/// and the edge swipe that reveals a sidebar is not modelled.
open class SplitViewController: ViewController {
  /// UIKit's `UISplitViewController.automaticDimension`: the width properties' "let the split
  /// view controller decide".
  public static let automaticDimension: CGFloat = -1
  /// The width from which the split view controller is horizontally regular, and expanded; under
  /// it, horizontally compact and collapsed (§18.4). 678 pt is the narrowest regular width an
  /// iPad reports (a 12.9-inch iPad's half of the screen); the widest compact one is 639 pt.
  public static let compactWidthThreshold: CGFloat = 678
  /// The width of a sidebar when nothing is preferred, and the automatic maximum: 320 pt.
  public static let automaticColumnWidth: CGFloat = 320

  /// How many columns, fixed at creation: `.unspecified` for the classic controller.
  public let style: Style
  /// The delegate told of display mode changes, collapsing and expanding.
  open weak var delegate: (any SplitViewControllerDelegate)?
  /// The arrangement wanted when expanded; `.automatic` (the default) lets the width and style
  /// decide. Setting it forgets a column shown or hidden by ``show(_:)`` or ``hide(_:)``.
  open var preferredDisplayMode = DisplayMode.automatic {
    didSet {
      requestedDisplayMode = nil
      viewIfLoaded?.setNeedsLayout()
    }
  }
  /// The split behavior wanted; `.automatic` (the default) lets the display mode, width and
  /// style decide.
  open var preferredSplitBehavior = SplitBehavior.automatic {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The side of the primary column (`.leading`, the left, by default).
  open var primaryEdge = PrimaryEdge.leading { didSet { viewIfLoaded?.setNeedsLayout() } }
  /// The primary column's width as a fraction of the view's; ``automaticDimension`` by default.
  open var preferredPrimaryColumnWidthFraction = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The primary column's width in points, which wins over the fraction;
  /// ``automaticDimension`` by default.
  open var preferredPrimaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The narrowest the primary column gets; ``automaticDimension`` (0 pt) by default.
  open var minimumPrimaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The widest the primary column gets; ``automaticDimension`` (320 pt) by default.
  open var maximumPrimaryColumnWidth = automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// Whether only one column shows, as in a horizontally compact width; set by the layout pass.
  public internal(set) var isCollapsed = false
  /// Whether an edge swipe shows a hidden sidebar (default `true`). Kept: the swipe is not
  /// modelled.
  open var presentsWithGesture = true
  /// Whether a button to show the secondary alone appears (default `false`). Kept: no bar shows.
  open var showsSecondaryOnlyButton = false
  /// When the display mode button shows (default `.automatic`). Kept: no bar shows.
  open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
  /// The primary column's background (default `.none`). Kept: nothing is drawn.
  open var primaryBackgroundStyle = BackgroundStyle.none

  /// The controller of each column.
  var columns: [Column: ViewController] = [:]
  /// The display mode ``show(_:)`` and ``hide(_:)`` asked for, until the preference changes.
  var requestedDisplayMode: DisplayMode?
  /// The display mode of the last arrangement; `nil` before the first or while collapsed.
  var arrangedDisplayMode: DisplayMode?
  /// The column shown while collapsed.
  var collapsedTopColumn = Column.secondary
  /// Covers the secondary while a sidebar overlays or displaces it, made with the view.
  private(set) var dimmingView: SplitDimmingView?

  /// Creates a column-style split view controller of two or three columns.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split view controller (`style` is `.unspecified`); ResponderKit has no
  /// nibs, so both arguments are ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates an empty classic split view controller (no archives here).
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// The columns' controllers, primary first: `[primary, secondary]`, with the supplementary
  /// between them in the triple-column style. A collapsed classic controller reports its primary
  /// alone, as UIKit does. Setting it fills the columns in that order.
  open var viewControllers: [ViewController] {
    get {
      if style == .unspecified, isCollapsed, let primary = columns[.primary] { return [primary] }
      return contentColumns.compactMap { columns[$0] }
    }
    set {
      for (column, controller) in zip(contentColumns, newValue) {
        setViewController(controller, for: column)
      }
      for column in contentColumns.dropFirst(newValue.count) {
        setViewController(nil, for: column)
      }
    }
  }

  /// Puts `vc` in `column` as a child controller, in place of the one there; `nil` empties the
  /// column. A controller in another column leaves it. UIKit documents this for the column
  /// styles; ResponderKit also takes it for a classic controller's primary and secondary.
  open func setViewController(_ vc: ViewController?, for column: Column) {
    if let old = columns[column], old !== vc { removeColumnController(old) }
    guard let vc else {
      columns[column] = nil
      viewIfLoaded?.setNeedsLayout()
      return
    }
    if let other = columns.first(where: { $0.value === vc && $0.key != column })?.key {
      columns[other] = nil
    }
    if columns[column] !== vc {
      vc.viewIfLoaded?.removeFromSuperview()
      addChild(vc)
      vc.didMove(toParent: self)
    }
    columns[column] = vc
    viewIfLoaded?.setNeedsLayout()
  }

  /// The controller in `column`, if any.
  open func viewController(for column: Column) -> ViewController? { columns[column] }

  /// Makes the container view, which arranges the columns at each layout pass.
  open override func loadView() {
    let container = SplitContainerView(frame: proposedRootFrame ?? Screen.main.bounds)
    container.controller = self
    view = container
  }

  /// Makes the dimming view; the columns arrive at the first layout pass.
  open override func viewDidLoad() {
    super.viewDidLoad()
    let dimming = SplitDimmingView(frame: .zero)
    dimming.controller = self
    dimmingView = dimming
    view.setNeedsLayout()
  }

  /// The columns a controller of this style lays out, primary first.
  var contentColumns: [Column] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  /// Takes `controller` out of its column: its view leaves, and it leaves the children.
  private func removeColumnController(_ controller: ViewController) {
    controller.willMove(toParent: nil)
    let shown = isViewLoaded && controller.viewIfLoaded?.superview === viewIfLoaded
    if shown { controller.viewWillDisappear(false) }
    controller.viewIfLoaded?.removeFromSuperview()
    controller.removeFromParent()
    if shown { controller.viewDidDisappear(false) }
  }
}
