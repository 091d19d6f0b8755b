import Foundation

/// The numbers of the standard recognizers, in one place (§9; the table of §13).
///
/// Those marked as choices in the rules (the documentation's articles) are ours; each says so. Where UIKit exposes a
/// property (a tap's `numberOfTapsRequired`, a long press's `allowableMovement`), the recognizer
/// has it; these are the values UIKit keeps private.
public enum GestureConstants {
  /// How far a tap's touches may move from where the first tap started, in points (strict `>`
  /// fails; §9.1, widely observed).
  public static let tapAllowableMovement: CGFloat = 45
  /// The longest gap between one tap's lift and the next tap's touch-down, in seconds (§9.1).
  public static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35
  /// The longest a single tap may be held, in seconds. Uncertain (§14.3): UIKit's private value was
  /// not recovered; 0.75 s is what UIKit's own text taps use.
  public static let maximumTapDuration: TimeInterval = 0.75
  /// How far apart in time the fingers of a multi-finger tap may land, in seconds. Uncertain (§9.1).
  public static let multiTouchTapSeparation: TimeInterval = 0.25
  /// Pan hysteresis per axis, in points (`>=` begins; §9.3, widely observed).
  public static let panHysteresis: CGFloat = 10
  /// Pan velocity smoothing: the weight of the latest sample (§9.3; uncertain in every OS version).
  public static let panVelocityLatestWeight: CGFloat = 0.2
  /// Velocity samples closer in time than this are ignored, in seconds (§9.3).
  public static let minimumVelocitySampleInterval: TimeInterval = 0.001
  /// The longest a swipe may take while still possible, in seconds (§9.4).
  public static let swipeMaximumDuration: TimeInterval = 0.5
  /// The shortest movement along a swipe's direction, in points. Uncertain (§14.4): "about 50".
  public static let swipeMinimumPrimaryMovement: CGFloat = 50
  /// The most a swipe may drift across its direction, in points. Uncertain (§14.4).
  public static let swipeMaximumSecondaryMovement: CGFloat = 50
  /// The most a swipe may move against its direction, in points. Uncertain (§14.4).
  public static let swipeMaximumReverseMovement: CGFloat = 10
  /// Pinch hysteresis: the change in finger distance that begins a pinch, in points (§9.5).
  public static let pinchHysteresis: CGFloat = 8
  /// Pinch velocity smoothing: the weight of the latest sample (§9.5).
  public static let pinchVelocityLatestWeight: CGFloat = 0.25
  /// The rotation that begins a rotation gesture with no pinch, in radians (5°; §9.6).
  public static let rotationMinimumThreshold: CGFloat = 5 * .pi / 180
  /// The most the threshold grows as the fingers also pinch, in radians (5° more; §9.6). Uncertain:
  /// we grow it by 1° per 10 pt of distance change.
  public static let rotationExtraThreshold: CGFloat = 5 * .pi / 180
  /// The width of the region along a screen edge where an edge pan must start, in points. Uncertain
  /// (§14.5).
  public static let screenEdgeRegionWidth: CGFloat = 20
}
