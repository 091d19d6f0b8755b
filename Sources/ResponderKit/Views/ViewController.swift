import Foundation

/// An object that manages a view hierarchy: its root ``view`` sends events it does not handle to the
/// controller, which sends them on to its view's superview, the window, or the controller that
/// presented it (§3.1).
@preconcurrency @MainActor
open class ViewController: Responder {
  private var loadedView: View?
  /// The frame the default root view gets: its window's bounds while a window loads it.
  var proposedRootFrame: CGRect?

  /// The controller's title; traces name the controller by it.
  public var title: String? {
    didSet {
      (navigationItemStorage as? NavigationItem)?.title = title
      (tabBarItemStorage as? TabBarItem)?.title = title
    }
  }
  /// The parent of a child view controller.
  public private(set) weak var parent: ViewController?
  /// The child view controllers, in the order added.
  public private(set) var children: [ViewController] = []
  /// The controller this one presented, held while it is presented.
  private var presentedStorage: ViewController?
  /// The controller that presented this one, while it is presented.
  private weak var presentingStorage: ViewController?

  /// The controller this one presented or, when it presented none, the one its nearest
  /// presenting ancestor presented: Apple's summary, "presented by this view controller, or one
  /// of its ancestors in the view controller hierarchy" (§3.1).
  public var presentedViewController: ViewController? {
    var controller: ViewController? = self
    while let current = controller {
      if let presented = current.presentedStorage { return presented }
      controller = current.parent
    }
    return nil
  }

  /// The controller that presented this one or, when this one was not presented, the one that
  /// presented its nearest presented ancestor (a child of a presented navigation controller
  /// answers the controller that presented the navigation controller), as Apple documents (§3.1).
  public var presentingViewController: ViewController? {
    presentedAncestorOrSelf?.presentingStorage
  }

  /// This controller if it was presented, else its nearest ancestor that was.
  private var presentedAncestorOrSelf: ViewController? {
    var controller: ViewController? = self
    while let current = controller {
      if current.presentingStorage != nil { return current }
      controller = current.parent
    }
    return nil
  }
  /// The navigation item once asked for (``navigationItem``), type-erased: a stored property of a
  /// `@preconcurrency` class type beside an `isolated deinit` trips the compiler.
  final var navigationItemStorage: AnyObject?
  /// How the controller covers the screen when presented; stored only (every presentation here
  /// covers its presenter's window at once).
  open var modalPresentationStyle = ModalPresentationStyle.automatic
  /// How the controller's presentation animates; stored only.
  open var modalTransitionStyle = ModalTransitionStyle.coverVertical
  /// The tab bar item once asked for or set (``tabBarItem``), type-erased for the same reason.
  final var tabBarItemStorage: AnyObject?

  /// Creates a view controller; ResponderKit has no nibs, so both arguments are ignored. This is
  /// UIKit's designated initializer: subclasses call it from their own.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// Creates a view controller from an archive; ResponderKit has none, so it is an empty one.
  public required init?(coder: NSCoder) { super.init() }

  /// Creates a view controller, as UIKit's `UIViewController()`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// The root view, created by ``loadView()`` on first use (UIKit's implicitly unwrapped shape).
  /// Setting `nil` unloads it; the next read loads it again.
  open var view: View! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? View()
      loadedView = view
      view.owningViewController = self
      viewDidLoad()
      return view
    }
    set {
      if loadedView?.owningViewControllerPointer === self {
        loadedView?.owningViewController = nil
      }
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// Lets the root view go: it no longer names this controller as its next responder.
  isolated deinit {
    if let loadedView, loadedView.owningViewControllerPointer === self {
      loadedView.owningViewController = nil
    }
  }

  /// The root view if it has been loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }
  /// Whether the root view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view. The default makes a plain ``View`` the size of the window that is
  /// about to show it (else of ``Screen/main``), so ``viewDidLoad()`` sees its final size, as in
  /// UIKit; set ``view`` here to use another.
  open func loadView() {
    view = View(frame: proposedRootFrame ?? Screen.main.bounds)
  }

  /// Loads the root view if it is not loaded yet.
  public func loadViewIfNeeded() {
    _ = view
  }

  /// Loads the root view for a window of `bounds`, if it is not loaded yet.
  func loadViewIfNeeded(forWindowBounds bounds: CGRect) {
    guard loadedView == nil else { return }
    proposedRootFrame = bounds
    loadViewIfNeeded()
    proposedRootFrame = nil
  }

  /// Called after the root view is loaded.
  open func viewDidLoad() {}

  /// Insets added to the safe area of the controller's view and its subviews (Auto Layout §21.8).
  open var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet { loadedView?.noteAutoLayoutChange() }
  }
  /// Updates the constraints of the controller's view at the constraint-update pass, in place of
  /// the view's ``View/updateConstraints()`` (§21.6). The default calls the view's; an override
  /// calls `super` last.
  open func updateViewConstraints() { loadedView?.updateConstraints() }
  /// Tells the controller its view is about to lay out its subviews (§21.6).
  open func viewWillLayoutSubviews() {}
  /// Tells the controller its view laid out its subviews (§21.6).
  open func viewDidLayoutSubviews() {}
  /// Called before the root view is added to a window (as a window's root or when presented).
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the root view was added to a window.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the root view leaves the window (dismissal, or replaced as the window's root).
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the root view left the window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Tells the controller its traits changed from `previousTraitCollection`: called when an
  /// override at or above its view changes the style it is shown in.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The interface style the controller's view and the controllers below it are shown in
  /// regardless of the system's, or `.unspecified` to follow what is above; changing it tells
  /// each view and controller whose style changes.
  ///
  /// - Complexity: O(*n*) in the view's subtree when it changes.
  open var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { overrideStyleStorage }
    set {
      guard newValue != overrideStyleStorage else { return }
      let environments: [any TraitEnvironment] = loadedView?.traitEnvironments ?? [self]
      let before = environments.map(\.traitCollection)
      overrideStyleStorage = newValue
      for (environment, previous) in zip(environments, before)
      where environment.traitCollection.userInterfaceStyle != previous.userInterfaceStyle {
        environment.traitCollectionDidChange(previous)
      }
    }
  }
  private var overrideStyleStorage = UserInterfaceStyle.unspecified

  /// The status bar style the controller asks for. There is no status bar here: the value is
  /// read back, never shown. Default `.default`.
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  /// Whether the controller asks for the status bar hidden; read back only. Default `false`.
  open var prefersStatusBarHidden: Bool { false }
  /// The child whose ``preferredStatusBarStyle`` stands for this controller's; `nil` by default,
  /// the selected tab's controller in a ``TabBarController``.
  open var childForStatusBarStyle: ViewController? { nil }
  /// The child whose ``prefersStatusBarHidden`` stands for this controller's; `nil` by default.
  open var childForStatusBarHidden: ViewController? { nil }
  /// Tells the system the status bar's attributes changed; there is none here, so nothing
  /// happens.
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// The presenting controller if this one was presented, else the root view's superview (the
  /// window, for a window's root controller) (§3.1).
  open override var next: Responder? {
    if let presentingStorage { return presentingStorage }
    return loadedView?.superview
  }

  /// The controller's title, or its type's name.
  open override var traceName: String {
    title ?? String(describing: type(of: self))
  }

  /// Called just before the controller is added to or removed from a parent.
  open func willMove(toParent parent: ViewController?) {}
  /// Called just after the controller was added to or removed from a parent.
  open func didMove(toParent parent: ViewController?) {}

  /// Adds `child` as a child controller. Its view is not added to the hierarchy: do that yourself,
  /// then call `child.didMove(toParent: self)`, as in UIKit.
  public func addChild(_ child: ViewController) {
    precondition(
      child !== self,
      uncaughtException(
        "UIViewControllerHierarchyInconsistency",
        "\(Console.describe(child)) can't be added as a child view controller of itself"))
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll(identicalTo: self)
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Presents `controller` over this one's window: its view fills the window, frontmost, and its
  /// ``next`` is this controller. Transitions are not animated: `animated` only reaches the
  /// appearance callbacks, and `completion` runs at once.
  ///
  /// As UIKit, a controller that is already presenting (itself or through an ancestor), or whose
  /// view is not in a window, presents nothing: UIKit's console message is printed
  /// (``Console``) and `completion` is not called (§3.1).
  open func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let controller = viewControllerToPresent
    if let presented = presentedViewController {
      Console.log(
        "[Presentation] Attempt to present \(Console.describe(controller)) on "
          + "\(Console.describe(self)) (from \(Console.describe(self))) which is already "
          + "presenting \(Console.describe(presented)).")
      return
    }
    guard let window = loadedView?.window else {
      Console.log(
        "[Presentation] Attempt to present \(Console.describe(controller)) on "
          + "\(Console.describe(self)) (from \(Console.describe(self))) whose view is not in "
          + "the window hierarchy.")
      return
    }
    presentedStorage = controller
    controller.presentingStorage = self
    controller.loadViewIfNeeded(forWindowBounds: window.bounds)
    controller.view.frame = window.bounds
    controller.viewWillAppear(flag)
    window.addSubview(controller.view)
    controller.viewDidAppear(flag)
    completion?()
  }

  /// Dismisses the controller this one presented, or the one presented by an ancestor; called on
  /// a presented controller (or a child of one) that presents nothing, dismisses that presented
  /// controller. With nothing to dismiss it does nothing.
  open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    guard let presented = presentedViewController ?? presentedAncestorOrSelf,
      let presenter = presented.presentingStorage
    else { return }
    presented.viewWillDisappear(flag)
    presented.viewIfLoaded?.removeFromSuperview()
    presented.presentingStorage = nil
    presenter.presentedStorage = nil
    presented.viewDidDisappear(flag)
    completion?()
  }

  /// A controller hosts first responder state in its view's window.
  override var firstResponderHost: Window? { loadedView?.window }
}
