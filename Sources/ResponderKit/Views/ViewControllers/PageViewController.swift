import Foundation

// This file sits after `Views/ViewController.swift` in the compiler's file order on purpose, as
// `NavigationController.swift` does: see there.

/// A container that shows one page, a child view controller, at a time and turns to the pages its
/// data source gives beside it: UIKit's `UIPageViewController` (§20.2).
///
/// ```
///   view              _UIPageViewControllerContentView, as UIKit's
///    └── scroller     _UIQueuingScrollView, as UIKit's: a paging scroll view, one page wide
///                     plus interPageSpacing
///         ├── previous page's view   (while a drag shows it)
///         ├── current page's view
///         └── next page's view       (while a drag shows it)
/// ```
///
/// In the `.scroll` style a drag moves the pages and settles by the scroll view's own paging
/// rules (§10); settling on a neighbour makes it the current page. The `.pageCurl` style is kept
/// with its spine location and double-sidedness, but its tap and pan are not modelled: pages
/// change only through ``setViewControllers(_:direction:animated:completion:)``.
open class PageViewController: ViewController {
  /// How pages change: UIKit's `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    /// Pages turn like a book's: not modelled beyond the value.
    case pageCurl = 0
    /// Pages slide by, in a paging scroll view.
    case scroll = 1
  }

  /// The axis the pages are laid along: UIKit's `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// Which way a programmatic change turns: UIKit's `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    /// To a later page.
    case forward = 0
    /// To an earlier page.
    case reverse = 1
  }

  /// Where a page curl's spine is: UIKit's `UIPageViewController.SpineLocation`.
  public enum SpineLocation: Int, Sendable {
    /// No spine: the `.scroll` style.
    case none = 0
    /// At the left or top edge.
    case min = 1
    /// In the middle: two pages at once.
    case mid = 2
    /// At the right or bottom edge.
    case max = 3
  }

  /// The keys of the options dictionary: UIKit's `UIPageViewController.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A ``SpineLocation`` (or its raw value) for the `.pageCurl` style.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// A `CGFloat` (or number) of points between pages in the `.scroll` style; default 0.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How pages change, fixed at creation.
  public let transitionStyle: TransitionStyle
  /// The axis of the pages, fixed at creation.
  public let navigationOrientation: NavigationOrientation
  /// The spine of a page curl: `.none` in the `.scroll` style, `.min` by default for a curl.
  public private(set) var spineLocation: SpineLocation
  /// The points between pages in the `.scroll` style.
  public let interPageSpacing: CGFloat
  /// Whether a page curl shows content on the back of pages. Kept: curls are not modelled.
  open var isDoubleSided = false
  /// The data source asked for neighbouring pages; `nil` turns gesture navigation off, as in
  /// UIKit.
  open weak var dataSource: (any PageViewControllerDataSource)? {
    didSet {
      scroller?.isScrollEnabled = dataSource != nil
      guard isViewLoaded else { return }
      dropPending()
      recentre()
    }
  }
  /// The delegate told of gesture-driven turns.
  open weak var delegate: (any PageViewControllerDelegate)?
  /// The recognizers of gesture navigation: empty in the `.scroll` style, whose pan belongs to
  /// its scroll view, as in UIKit; empty for `.pageCurl` too, whose tap and pan are not modelled.
  open var gestureRecognizers: [GestureRecognizer] { [] }

  /// The pages shown: one, or two for a curl with its spine in the middle.
  var shownPages: [ViewController] = []
  /// The page shown.
  var current: ViewController? { shownPages.first }
  /// The neighbours the data source gave for ``current``.
  var before: ViewController?
  var after: ViewController?
  /// The neighbour a drag shows, a child while it shows.
  var pending: ViewController?
  /// The paging scroll view of the `.scroll` style (UIKit's `_UIQueuingScrollView`), made with
  /// the view.
  var scroller: ScrollView?
  /// The scroller's delegate, kept here because the scroller holds it weakly.
  let scrollerDelegate = PageScrollerDelegate()
  /// Set while the controller moves the scroller itself, so that it is not taken for a drag.
  var isRecentring = false

  /// Creates a page view controller: `options` may give ``OptionsKey/interPageSpacing`` and
  /// ``OptionsKey/spineLocation``.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
    if style == .scroll {
      spineLocation = .none
    } else {
      let raw =
        (options?[.spineLocation] as? SpineLocation)?.rawValue
        ?? Self.number(options?[.spineLocation]).map { Int($0) }
      spineLocation = raw.flatMap(SpineLocation.init(rawValue:)) ?? .min
      if spineLocation == .none { spineLocation = .min }
    }
    super.init(nibName: nil, bundle: nil)
    if spineLocation == .mid { isDoubleSided = true }
  }

  /// Creates a page view controller, as UIKit's archive default: `.pageCurl`, horizontal.
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    interPageSpacing = 0
    super.init(coder: coder)
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  /// The pages shown: the current one (`nil` before any is set, as UIKit's optional).
  open var viewControllers: [ViewController]? { shownPages }

  /// Shows `viewControllers` (one page; two only for a curl with its spine in the middle) at
  /// once: ResponderKit does not animate, so `animated` changes nothing and `completion` runs
  /// with `true` before the call returns. The delegate is not told: its methods are for
  /// gesture-driven turns, as in UIKit. A wrong number of pages stops the program, as UIKit
  /// raises.
  open func setViewControllers(
    _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let pages = viewControllers ?? []
    let required = transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1
    precondition(
      pages.count == required,
      uncaughtException(
        "NSInvalidArgumentException",
        "The number of view controllers provided (\(pages.count)) doesn't match the number required (\(required)) for the requested transition"
      ))
    dropPending()
    let old = shownPages
    for page in old where !pages.contains(where: { $0 === page }) {
      remove(page, animated: animated)
    }
    shownPages = pages
    for page in pages where !old.contains(where: { $0 === page }) {
      addChild(page)
      if isViewLoaded { show(page, animated: animated) }
      page.didMove(toParent: self)
    }
    if isViewLoaded {
      layoutPages()
      recentre()
    }
    completion?(true)
  }

  /// Makes the view (UIKit's `_UIPageViewControllerContentView`), which keeps the paging scroll
  /// view of the `.scroll` style and the pages at its size.
  open override func loadView() {
    let container = PageViewControllerContentView(
      frame: proposedRootFrame ?? Screen.main.bounds)
    container.controller = self
    view = container
  }

  /// Puts the scroller in the view and shows the current page.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if transitionStyle == .scroll {
      let scroller = QueuingScrollView(frame: .zero)
      scroller.accessibilityIdentifier = "\(traceName).scrollView"
      scroller.isPagingEnabled = true
      scroller.showsHorizontalScrollIndicator = false
      scroller.showsVerticalScrollIndicator = false
      scroller.isScrollEnabled = dataSource != nil
      scrollerDelegate.controller = self
      scroller.delegate = scrollerDelegate
      view.addSubview(scroller)
      self.scroller = scroller
    }
    for page in shownPages { show(page, animated: false) }
    layoutPages()
    recentre()
  }

  /// Takes `page` out: its view leaves, with its appearance callbacks, and it stops being a child.
  func remove(_ page: ViewController, animated: Bool) {
    page.willMove(toParent: nil)
    let showing = page.viewIfLoaded?.superview != nil
    if showing { page.viewWillDisappear(animated) }
    page.viewIfLoaded?.removeFromSuperview()
    page.removeFromParent()
    if showing { page.viewDidDisappear(animated) }
  }

  /// Adds `page`'s view to the pages, with its appearance callbacks.
  func show(_ page: ViewController, animated: Bool) {
    guard let container = viewIfLoaded else { return }
    page.loadViewIfNeeded(forWindowBounds: container.bounds)
    let host = scroller ?? container
    let appearing = page.view.superview !== host
    if appearing { page.viewWillAppear(animated) }
    host.addSubview(page.view)
    if appearing { page.viewDidAppear(animated) }
  }
}

/// A page view controller's view, as UIKit's `_UIPageViewControllerContentView`: at each layout
/// the scroller and the pages take its size.
final class PageViewControllerContentView: View, UIKitPrivateView {
  static let uikitClassName = "_UIPageViewControllerContentView"
  /// The page view controller whose view this is.
  weak var controller: PageViewController?

  override var traceName: String { accessibilityIdentifier ?? Self.uikitClassName }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutPages()
  }
}

/// The paging scroll view of a page view controller's `.scroll` style, as UIKit's private
/// `_UIQueuingScrollView`: a plain scroll view here, the controller doing the queuing.
final class QueuingScrollView: ScrollView, UIKitPrivateView {
  static let uikitClassName = "_UIQueuingScrollView"

  override var traceName: String { accessibilityIdentifier ?? Self.uikitClassName }
}
