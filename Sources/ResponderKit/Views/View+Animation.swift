import Foundation

/// Options for ``View/animate(withDuration:delay:options:animations:completion:)``.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits, with UIKit's values.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Lets the animated views take touches while the animation runs (spec §2.1).
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Starts from the current state of running animations.
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
}

extension View {
  /// The views changed inside the animation block being run, if any.
  @MainActor private static var animationCollector: [View]?

  /// Changes views' properties inside `animations`, as UIKit's block animation does: the model
  /// values change at once (hit-testing uses them, spec §2.1), and unless `options` contains
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

  /// Notes the view as animated when an animation block is collecting changes.
  func noteAnimatableChange() {
    guard View.animationCollector != nil else { return }
    if !View.animationCollector!.contains(where: { $0 === self }) {
      View.animationCollector!.append(self)
    }
  }
}
