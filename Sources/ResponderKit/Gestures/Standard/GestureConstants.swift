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
  /// The width of each swipe-action button of a table row once the row is open, in points
  /// (Tables §17.7). ResponderKit's choice: UIKit sizes each button to its title, with a minimum
  /// it keeps private; 74 pt is about what a one-word title such as "Delete" takes on iOS.
  public static let tableSwipeActionWidth: CGFloat = 74
  /// The share of a row's width a swipe must reveal for a full swipe, which performs the first
  /// action on release (Tables §17.7). ResponderKit's choice: UIKit's threshold is private and
  /// no public measurement of it was found.
  public static let tableFullSwipeShare: CGFloat = 0.6
  /// Pan hysteresis per axis, in points (`>=` begins; §9.3, widely observed).
  public static let panHysteresis: CGFloat = 10
  /// Pan velocity smoothing: the weight of the latest sample (§9.3; uncertain in every OS version).
  public static let panVelocityLatestWeight: CGFloat = 0.2
  /// Velocity samples closer in time than this are ignored, in seconds (§9.3).
  public static let minimumVelocitySampleInterval: TimeInterval = 0.001
  /// The longest a swipe may take while still possible, in seconds (§9.4).
  public static let swipeMaximumDuration: TimeInterval = 0.5
  /// The shortest movement along a swipe's direction at touch-down, in points (§9.4: "about 50").
  /// It relaxes over ``swipeLimitChangeDuration`` to ``swipeRelaxedMinimumShare`` of itself.
  public static let swipeMinimumPrimaryMovement: CGFloat = 50
  /// The most a swipe may drift across its direction at touch-down, in points. Uncertain (§14.4).
  /// It tightens over ``swipeLimitChangeDuration`` to ``swipeTightenedSecondaryShare`` of itself.
  public static let swipeMaximumSecondaryMovement: CGFloat = 50
  /// How long a swipe's distance limits keep changing, in seconds (§9.4): from touch-down the
  /// minimum along the direction relaxes and the maximum across it tightens, in proportion to the
  /// time elapsed, and both hold from then on. ResponderKit's choice: UIKit keeps it private.
  public static let swipeLimitChangeDuration: TimeInterval = 0.5
  /// The share of ``swipeMinimumPrimaryMovement`` left once it has relaxed: 50 pt becomes 26.5 pt
  /// by 0.5 s, so a slow swipe needs less distance than a quick one (§9.4, §14.4). ResponderKit's
  /// choice, matching public measurements of iOS 26.
  public static let swipeRelaxedMinimumShare: CGFloat = 0.53
  /// The share of ``swipeMaximumSecondaryMovement`` left once it has tightened: 50 pt becomes
  /// 25.5 pt by 0.5 s, so a slow swipe must be straighter (§9.4, §14.4). ResponderKit's choice,
  /// matching public measurements of iOS 26.
  public static let swipeTightenedSecondaryShare: CGFloat = 0.51
  /// The slowest speed along a swipe's direction, in points per second, at which it may recognize:
  /// measured between a move and the one before it (§9.4, §14.4). A finger that stops short does not
  /// recognize when the minimum distance relaxes under it. ResponderKit's choice: UIKit's value is
  /// private, and public measurements of iOS 26 see a 26.5 pt swipe over 0.5 s (53 pt/s) recognize,
  /// so it is no higher than that.
  public static let swipeMinimumSpeed: CGFloat = 50
  /// The shortest interval a swipe's speed is measured over, in seconds: moves closer together are
  /// treated as this far apart, so one coalesced jump does not read as a huge speed (§9.4).
  /// ResponderKit's choice.
  public static let swipeMinimumSpeedInterval: TimeInterval = 0.01
  /// The most a swipe may move against its direction, in points. Uncertain (§14.4).
  public static let swipeMaximumReverseMovement: CGFloat = 10
  /// Pinch hysteresis: the change in finger distance that begins a pinch, in points (§9.5).
  public static let pinchHysteresis: CGFloat = 8
  /// Pinch velocity smoothing: the weight of the latest sample (§9.5).
  public static let pinchVelocityLatestWeight: CGFloat = 0.25
  /// The rotation that begins a rotation gesture with no pinch, in radians (5°; §9.6).
  public static let rotationMinimumThreshold: CGFloat = 5 * .pi / 180
  /// The most the threshold grows as the fingers also pinch, in radians (5° more; §9.6). It grows
  /// with the square root of the change in finger distance relative to the starting distance, all
  /// of it once the distance has doubled or closed up. ResponderKit's choice, after public
  /// reverse-engineering of UIKit.
  public static let rotationExtraThreshold: CGFloat = 5 * .pi / 180
  /// How much a rotation gesture counts the fingers' turning when it asks whether turning is the
  /// dominant part of their motion (§9.6): the turning, in points along the circle around their
  /// centroid, is multiplied by this. ResponderKit's choice, after public reverse-engineering of
  /// UIKit.
  public static let rotationTurningWeight: CGFloat = 1
  /// How much a rotation gesture counts the fingers' pinching, in points towards or away from their
  /// centroid, against their turning (§9.6). ResponderKit's choice, after public
  /// reverse-engineering of UIKit.
  public static let rotationPinchingWeight: CGFloat = 0.25
  /// How much a rotation gesture counts the fingers moving together, in points, against their
  /// turning (§9.6). ResponderKit's choice, after public reverse-engineering of UIKit.
  public static let rotationTranslationWeight: CGFloat = 0.25
  /// How many times the weighted turning must exceed both the weighted pinching and the weighted
  /// translation to be the dominant part of the motion (§9.6). ResponderKit's choice, after public
  /// reverse-engineering of UIKit.
  public static let rotationDominanceRatio: CGFloat = 1.4
  /// How the parts of the fingers' motion are smoothed from one move to the next: the weight of
  /// the latest move against the running value (§9.6). ResponderKit's choice, after public
  /// reverse-engineering of UIKit.
  public static let rotationMotionLatestWeight: CGFloat = 0.4
  /// The width of the region along a screen edge where an edge pan must start, in points. Uncertain
  /// (§14.5).
  public static let screenEdgeRegionWidth: CGFloat = 20
  /// How long a finger must rest on a text field or text view before its loupe's long press
  /// begins, in seconds (TextInput §16.4). UIKit's loupe recognizer varies its delay privately;
  /// 0.5 s is the documented default of `UILongPressGestureRecognizer.minimumPressDuration`, and
  /// the loupe is ResponderKit's choice of it.
  public static let textLoupePressDuration: TimeInterval = 0.5
}
