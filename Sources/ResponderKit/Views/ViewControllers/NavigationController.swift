import Foundation

// This file sits after `Views/ViewController.swift` in the compiler's file order on purpose: a
// subclass read before the class whose `isolated deinit` it inherits stops Swift 6.3 emitting the
// module ("'@preconcurrency' attribute cannot be applied to this declaration").

/// A stack of view controllers shown one at a time under a navigation bar
/// (`UINavigationController`).
///
/// ```
///   view                                  UILayoutContainerView, as UIKit's
///    ├── UINavigationTransitionView       fills the view, clips to its bounds
///    │    └── UIViewControllerWrapperView fills it
///    │         └── top controller's view  fills it, under the translucent bar
///    └── navigationBar                    44 pt at the top, in front: hit-tested first
///   interactivePopGestureRecognizer       a left-edge pan on the view: drags the top view right
///                                         and pops it past half the width or on a flick
/// ```
///
/// The container views are UIKit's (§18.1): they are on the hit-test path, in
/// `recursiveDescription()` under UIKit's class names, and in the responder chain, which goes
/// from the top view to its controller, the wrapper, the transition view, this controller's
/// view, then this controller.
///
/// Transitions are not animated: a push or pop is complete when the call returns (`animated`
/// reaches the appearance callbacks and the delegate only). The interactive pop moves the top
/// view with the finger and shows the one below.
open class NavigationController: ViewController {
  /// The controllers of the stack, root first; setting it replaces the stack
  /// (``setViewControllers(_:animated:)`` without animation).
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The delegate told of each controller shown.
  open weak var delegate: (any NavigationControllerDelegate)?
  /// The bar at the top of the view.
  public private(set) lazy var navigationBar: NavigationBar = makeBar()
  /// Whether the bar is hidden.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { navigationBar.isHidden = newValue }
  }
  /// Hides or shows the bar; `animated` is ignored (no animation here).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }
  /// The left-edge pan that pops the top controller (`interactivePopGestureRecognizer`), on
  /// `view`. Its own delegate lets it begin only above the root; an app that sets another
  /// delegate takes over that answer, as in UIKit.
  open var interactivePopGestureRecognizer: GestureRecognizer? { popGesture }
  /// The controllers of the stack.
  var stack: [ViewController] = []
  /// The pop gesture, made with the view.
  private(set) var popGesture: ScreenEdgePanGestureRecognizer?
  /// The pop gesture's own delegate, kept here because the recognizer holds it weakly.
  let popDelegate = NavigationPopDelegate()
  /// The view shown below the top one while the pop gesture drags it.
  var revealedView: View?
  /// The view in ``view`` that holds the wrapper (UIKit's `UINavigationTransitionView`).
  private(set) lazy var transitionView = NavigationTransitionView(frame: .zero)
  /// The view that holds the top controller's view (UIKit's `UIViewControllerWrapperView`).
  private(set) lazy var wrapperView = ViewControllerWrapperView(frame: .zero)

  /// Creates a navigation controller with `rootViewController` at the bottom of the stack.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates an empty navigation controller (no archives here).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The controller on top of the stack.
  open var topViewController: ViewController? { stack.last }
  /// The controller shown: a controller the top one presented, else the top one.
  open var visibleViewController: ViewController? {
    var visible = topViewController
    while let presented = visible?.presentedViewController { visible = presented }
    return visible
  }

  /// Pushes `viewController` on the stack and shows it.
  ///
  /// Pushing a controller already in the stack stops the program, as UIKit raises "Pushing the
  /// same view controller instance more than once is not supported".
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    precondition(
      !viewControllers.contains { $0 === viewController },
      uncaughtException(
        "NSInvalidArgumentException",
        "\(Console.describe(self)) is pushing the same view controller instance "
          + "(\(Console.describe(viewController))) more than once which is not supported and is "
          + "most likely an error in the application : \(ProcessInfo.processInfo.processName)"))
    precondition(
      !(viewController is NavigationController),
      uncaughtException(
        "NSInvalidArgumentException", "Pushing a navigation controller is not supported"))
    setViewControllers(viewControllers + [viewController], animated: animated)
  }

  /// Pops the top controller and shows the one below; `nil` at the root, which never pops.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
    setViewControllers(Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root; `nil` when there were none.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    setViewControllers([viewControllers[0]], animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController`; `nil` when it is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      return nil
    }
    let popped = Array(viewControllers[(index + 1)...])
    setViewControllers(Array(viewControllers[...index]), animated: animated)
    return popped
  }

  /// Replaces the stack: controllers leaving it are removed as children, new ones added, and the
  /// new top shown. Every controller must appear once.
  ///
  /// - Complexity: O(*n*) in the controllers of the two stacks.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    var given = Set<ObjectIdentifier>(minimumCapacity: viewControllers.count)
    for controller in viewControllers {
      precondition(
        given.insert(ObjectIdentifier(controller)).inserted,
        uncaughtException(
          "NSInternalInconsistencyException",
          "All view controllers in a navigation controller must be distinct (\(viewControllers.map { Console.describe($0) }))"
        ))
    }
    let oldTop = topViewController
    let old = Set(self.viewControllers.map(ObjectIdentifier.init))
    for old in self.viewControllers where !given.contains(ObjectIdentifier(old)) {
      old.willMove(toParent: nil)
      if old === oldTop { old.viewWillDisappear(animated) }
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
      if old === oldTop { old.viewDidDisappear(animated) }
    }
    for new in viewControllers where !old.contains(ObjectIdentifier(new)) {
      addChild(new)
      new.didMove(toParent: self)
    }
    stack = viewControllers
    navigationBar.items = viewControllers.map(\.navigationItem)
    if isViewLoaded, oldTop !== topViewController {
      if let oldTop, given.contains(ObjectIdentifier(oldTop)) {
        oldTop.viewWillDisappear(animated)
        oldTop.viewIfLoaded?.removeFromSuperview()
        oldTop.viewDidDisappear(animated)
      }
      showTop(animated: animated)
    }
  }

  /// Makes the view (the transition view and its wrapper, the bar in front, the pop gesture on
  /// it) and shows the top controller.
  open override func viewDidLoad() {
    super.viewDidLoad()
    let edge = ScreenEdgePanGestureRecognizer(target: nil, action: nil)
    edge.edges = .left
    edge.name = "interactivePopGestureRecognizer"
    popDelegate.navigationController = self
    edge.delegate = popDelegate
    edge.addTarget(self, action: Selector("handlePop:", NavigationController.handlePop))
    view.addGestureRecognizer(edge)
    popGesture = edge
    transitionView.clipsToBounds = true
    transitionView.frame = view.bounds
    wrapperView.frame = transitionView.bounds
    transitionView.addSubview(wrapperView)
    view.addSubview(transitionView)
    view.addSubview(navigationBar)
    showTop(animated: false)
  }

  /// Makes the view (UIKit's `UILayoutContainerView`), which keeps the transition view filling it
  /// and the bar across its top.
  open override func loadView() {
    let container = LayoutContainerView(frame: proposedRootFrame ?? Screen.main.bounds)
    container.owner = self
    view = container
  }

  private func makeBar() -> NavigationBar {
    let bar = NavigationBar(frame: .zero)
    bar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
    return bar
  }
}
