import Foundation

// This file sits after `Views/ViewController.swift` in the compiler's file order, as
// `NavigationController.swift` does, for the reason given there.

/// View controllers shown one at a time, chosen by the tabs of a bar at the bottom
/// (`UITabBarController`, Navigation §18.6).
///
/// ```
///   view                                  UILayoutContainerView, as UIKit's
///    ├── UITransitionView                 fills the view, clips to its bounds
///    │    └── UIViewControllerWrapperView fills it
///    │         └── selected view          fills it, under the translucent bar
///    └── tabBar                           49 pt at the bottom, in front: hit-tested first
///         ├── _UIBarBackground            fills the bar, takes no touches
///         └── UITabBarButton …            one per tab; touch-up selects
/// ```
///
/// Every controller of ``viewControllers`` is a child; only the selected one's view is in the
/// hierarchy. Its responder chain goes from its view to it, the wrapper, the transition view,
/// this controller's view, then this controller.
///
/// A tap on a tab asks the ``delegate`` whether it may select the tab's controller, selects it,
/// then tells the delegate, even when the tab was selected already; a tap on the selected tab of
/// a navigation controller pops it to its root. Selecting in code tells the delegate nothing.
/// More than five tabs are shown side by side: UIKit's More screen is not modelled.
open class TabBarController: ViewController, TabBarDelegate {
  /// The controllers of the tabs, in order, or `nil` for none.
  open var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The controller of the selected tab. Setting one that is not a tab's stops the program, as
  /// UIKit raises `NSInvalidArgumentException`.
  open var selectedViewController: ViewController? {
    get { selected }
    set {
      guard let newValue else { return }
      precondition(
        tabs.contains { $0 === newValue },
        uncaughtException(
          "NSInvalidArgumentException",
          "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
            + "bar controller's list of view controllers can be selected."))
      select(newValue)
    }
  }
  /// The index of the selected tab, or `NSNotFound` when there is none. An index past the last
  /// tab is ignored.
  open var selectedIndex: Int {
    get { tabs.firstIndex { $0 === selected } ?? NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else { return }
      select(tabs[newValue])
    }
  }
  /// The bar of tabs, whose delegate is this controller.
  open var tabBar: TabBar { bar }
  /// The delegate asked before a tap selects a tab and told after.
  open weak var delegate: (any TabBarControllerDelegate)?

  /// The controllers of the tabs.
  private var tabs: [ViewController] = []
  /// The controller of the selected tab.
  private weak var selected: ViewController?
  private lazy var bar = TabBar(frame: .zero)
  /// The view that holds the wrapper (UIKit's `UITransitionView`).
  private(set) lazy var transitionView = TransitionView(frame: .zero)
  /// The view that holds the selected controller's view (UIKit's `UIViewControllerWrapperView`).
  private(set) lazy var wrapperView = ViewControllerWrapperView(frame: .zero)

  /// Creates a tab bar controller with no tabs. This is UIKit's designated initializer.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    manageBar()
  }

  /// Creates a tab bar controller with no tabs (no archives here).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    manageBar()
  }

  /// Makes the bar this controller's: its delegate, and closed to direct changes.
  private func manageBar() {
    bar.controller = self
    bar.delegate = self
  }

  /// The selected tab's controller: its status bar style stands for the tab bar controller's,
  /// as UIKit's tab bar controller forwards it.
  open override var childForStatusBarStyle: ViewController? { selected }
  /// The selected tab's controller, as for ``childForStatusBarStyle``.
  open override var childForStatusBarHidden: ViewController? { selected }

  /// Tells the controller its bar's tab `item` was tapped and selected. The default does
  /// nothing; the tab's controller is already shown.
  open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}

  /// Replaces the tabs: controllers leaving are removed as children, new ones added. The
  /// selected controller stays selected if it is still a tab; else the tab at its index, else the
  /// first (UIKit's documented rule).
  ///
  /// - Complexity: O(*n*²) in the controllers (tab lists are short).
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    let oldSelected = selected
    let oldIndex = selectedIndex
    for old in tabs where !new.contains(where: { $0 === old }) {
      if old === oldSelected { hide(old, animated: animated) }
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    for controller in new where !tabs.contains(where: { $0 === controller }) {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    tabs = new
    rebuildItems()
    let kept = new.first { $0 === oldSelected }
    if let next = kept ?? (new.indices.contains(oldIndex) ? new[oldIndex] : new.first) {
      select(next)
    } else {
      selected = nil
      bar.select(nil)
    }
  }

  /// Makes the view: the transition view and its wrapper, the bar in front.
  open override func loadView() {
    let container = LayoutContainerView(frame: proposedRootFrame ?? Screen.main.bounds)
    container.owner = self
    view = container
  }

  /// Assembles the container views and shows the selected tab.
  open override func viewDidLoad() {
    super.viewDidLoad()
    transitionView.clipsToBounds = true
    transitionView.addSubview(wrapperView)
    view.addSubview(transitionView)
    view.addSubview(bar)
    layoutContent()
    if let selected { show(selected, animated: false) }
  }

  /// Gives the bar the controllers' items, keeping the selected one marked.
  func rebuildItems() {
    bar.replaceItems(tabs.map { $0.tabBarItem! })
    bar.select(selected?.tabBarItem)
  }

  /// A tap on `item`'s tab: asks the delegate, selects, then tells it.
  func tabBarItemTapped(_ item: TabBarItem) {
    guard let controller = tabs.first(where: { $0.tabBarItemStorage === item }) else { return }
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    if controller === selected, let navigation = controller as? NavigationController {
      navigation.popToRootViewController(animated: true)
    }
    select(controller)
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// Shows `controller`'s tab, hiding the one shown before.
  private func select(_ controller: ViewController) {
    if controller !== selected {
      if let old = selected { hide(old, animated: false) }
      selected = controller
      show(controller, animated: false)
    }
    bar.select(controller.tabBarItem)
  }

  /// Puts `controller`'s view in the wrapper, with its appearance callbacks.
  private func show(_ controller: ViewController, animated: Bool) {
    guard let container = viewIfLoaded else { return }
    controller.loadViewIfNeeded(forWindowBounds: container.bounds)
    guard controller.view.superview !== wrapperView else { return }
    controller.viewWillAppear(animated)
    wrapperView.addSubview(controller.view)
    layoutContent()
    controller.viewDidAppear(animated)
  }

  /// Takes `controller`'s view out of the wrapper, with its disappearance callbacks.
  private func hide(_ controller: ViewController, animated: Bool) {
    guard let view = controller.viewIfLoaded, view.superview === wrapperView else { return }
    controller.viewWillDisappear(animated)
    view.removeFromSuperview()
    controller.viewDidDisappear(animated)
  }
}

extension TabBarController: LayoutContainerOwner {
  /// Lays out the transition view and the wrapper (both fill the view), the selected view in the
  /// wrapper (short of the bar when the bar is opaque) and the bar across the bottom, in front.
  func layoutContent() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    if transitionView.frame != bounds { transitionView.frame = bounds }
    if wrapperView.frame != transitionView.bounds { wrapperView.frame = transitionView.bounds }
    if let shown = selected?.viewIfLoaded, shown.superview === wrapperView {
      var frame = wrapperView.bounds
      if !bar.isTranslucent && !bar.isHidden { frame.size.height -= TabBar.height }
      if shown.frame != frame { shown.frame = frame }
    }
    let barFrame = CGRect(
      x: 0, y: bounds.height - TabBar.height, width: bounds.width, height: TabBar.height)
    if bar.frame != barFrame { bar.frame = barFrame }
    container.bringSubviewToFront(bar)
  }
}
