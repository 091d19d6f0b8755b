import Foundation

/// What has traits and hears of their change (`UITraitEnvironment`): views and view controllers.
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
  /// The traits of the environment.
  var traitCollection: TraitCollection { get }
  /// Tells the environment its traits changed from `previousTraitCollection`.
  func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension View: TraitEnvironment {
  /// The traits this view is shown with: the style the nearest override above it asks, else
  /// light in a window; the size classes of its window's size; the screen's scale; the device's
  /// idiom.
  ///
  /// - Complexity: O(*d*) in the view's depth.
  public var traitCollection: TraitCollection {
    let idiom = Device.current.userInterfaceIdiom
    guard let window else {
      return TraitCollection(
        style: overrideStyleAbove ?? .unspecified, horizontal: .unspecified,
        vertical: .unspecified, scale: Screen.main.scale, idiom: idiom)
    }
    let (horizontal, vertical) = TraitCollection.sizeClasses(of: window.bounds.size)
    return TraitCollection(
      style: overrideStyleAbove ?? .light, horizontal: horizontal, vertical: vertical,
      scale: Screen.main.scale, idiom: idiom)
  }

  /// The interface style this view and its subviews are shown in regardless of the system's,
  /// or `.unspecified` to follow their superview; changing it tells each view and controller
  /// whose style changes (``traitCollectionDidChange(_:)``).
  ///
  /// - Complexity: O(*n*) in the subtree when it changes.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { ownOverrideStyle }
    set {
      guard newValue != ownOverrideStyle else { return }
      let environments = traitEnvironments
      let before = environments.map(\.traitCollection)
      setOwnOverrideStyle(newValue)
      for (environment, previous) in zip(environments, before)
      where environment.traitCollection.userInterfaceStyle != previous.userInterfaceStyle {
        environment.traitCollectionDidChange(previous)
      }
    }
  }

  /// The style the nearest override at or above this view asks: its own, its controller's (a
  /// root view), then its superview's, and so on up; `nil` when none does.
  var overrideStyleAbove: UserInterfaceStyle? {
    var view: View? = self
    while let current = view {
      if current.ownOverrideStyle != .unspecified { return current.ownOverrideStyle }
      if let controller = current.owningViewController,
        controller.overrideUserInterfaceStyle != .unspecified
      {
        return controller.overrideUserInterfaceStyle
      }
      view = current.superview
    }
    return nil
  }

  /// This view's subtree and the controllers whose root views are in it, in order.
  ///
  /// - Complexity: O(*n*) in the subtree.
  var traitEnvironments: [any TraitEnvironment] {
    var found: [any TraitEnvironment] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      found.append(view)
      if let controller = view.owningViewController { found.append(controller) }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return found
  }
}

extension ViewController: TraitEnvironment {
  /// The traits of the controller's view once it is in a window; before that (in
  /// `viewDidLoad`, say), its parent's, else the main screen's as a window filling it would
  /// have them, as iOS 17 gives a controller its traits before its view appears; with its own
  /// style override applied.
  public var traitCollection: TraitCollection {
    if let view = viewIfLoaded, view.window != nil { return view.traitCollection }
    let inherited: TraitCollection
    if let parent {
      inherited = parent.traitCollection
    } else {
      let (horizontal, vertical) = TraitCollection.sizeClasses(of: Screen.main.bounds.size)
      inherited = TraitCollection(
        style: .light, horizontal: horizontal, vertical: vertical, scale: Screen.main.scale,
        idiom: Device.current.userInterfaceIdiom)
    }
    guard overrideUserInterfaceStyle != .unspecified else { return inherited }
    return TraitCollection(
      style: overrideUserInterfaceStyle, horizontal: inherited.horizontalSizeClass,
      vertical: inherited.verticalSizeClass, scale: inherited.displayScale,
      idiom: inherited.userInterfaceIdiom)
  }
}
