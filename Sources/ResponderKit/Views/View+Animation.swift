import Foundation

/// Options for ``View/animate(withDuration:delay:options:animations:completion:)``.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits, with UIKit's values.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Lets the animated views take touches while the animation runs (§2.1).
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Starts from the current state of running animations.
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Lays out subviews at commit time.
  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  /// Repeats indefinitely (kept; the model values change once).
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Runs backwards and forwards.
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// Ease in and out (the default curve).
  public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  /// Ease in.
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// Ease out.
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// Linear.
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
}

extension View {
  /// UIKit's nested name for ``ResponderKit/AnimationOptions``.
  public typealias AnimationOptions = ResponderKit.AnimationOptions
}

extension View {
  /// The views changed inside the animation block being run, if any.
  @exclusivity(unchecked) @MainActor private static var animationCollector: [View]?

  /// Changes views' properties inside `animations`, as UIKit's block animation does: the model
  /// values change at once (hit-testing uses them, §2.1), and unless `options` contains
  /// ``AnimationOptions/allowUserInteraction`` the changed views take no touches until the
  /// animation ends on the application's clock, `delay + duration` from now.
  ///
  /// Views outside any application's window have no clock: their animation completes at once.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let outer = animationCollector
    animationCollector = []
    animations()
    let changed = animationCollector ?? []
    animationCollector = outer
    let clock = changed.lazy.compactMap { $0.window?.application?.clock }.first
    guard let clock, duration + delay > 0 else {
      completion?(true)
      return
    }
    let blocksInteraction = !options.contains(.allowUserInteraction)
    if blocksInteraction { for view in changed { view.nonInteractiveAnimationCount += 1 } }
    clock.schedule(after: duration + delay) {
      if blocksInteraction { for view in changed { view.nonInteractiveAnimationCount -= 1 } }
      completion?(true)
    }
  }

  /// The spring variant of ``animate(withDuration:delay:options:animations:completion:)``: the
  /// model values change at once and the animation lasts `delay + duration` on the clock; the
  /// damping and initial velocity only shape the curve, which ResponderKit does not draw.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with no animation collecting its changes.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let outer = animationCollector
    animationCollector = nil
    actionsWithoutAnimation()
    animationCollector = outer
  }

  /// Notes the view as animated when an animation block is collecting changes.
  func noteAnimatableChange() {
    DisplayList.noteChange()
    guard View.animationCollector != nil else { return }
    if !View.animationCollector!.containsIdentical(self) {
      View.animationCollector!.append(self)
    }
  }
}
