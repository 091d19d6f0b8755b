import Foundation
import ResponderKit

/// A screen and a touch script, as a scenario file describes them (Docs/scenario-format.md).
public struct Scenario: Sendable {
  /// One view of the tree.
  public struct ViewSpec: Sendable {
    /// The identifier traces name the view by.
    public var id: String
    /// The frame in the superview's coordinates.
    public var frame: CGRect
    /// The bounds origin (a scroll position, say).
    public var boundsOrigin: CGPoint = .zero
    /// Scale, rotation (degrees) and translation, applied in that order about the centre.
    public var transform: CGAffineTransform = .identity
    /// The opacity.
    public var alpha: CGFloat = 1
    /// `isHidden`.
    public var isHidden = false
    /// `isUserInteractionEnabled`.
    public var isUserInteractionEnabled = true
    /// `isMultipleTouchEnabled`.
    public var isMultipleTouchEnabled = false
    /// `isExclusiveTouch`.
    public var isExclusiveTouch = false
    /// `clipsToBounds`.
    public var clipsToBounds = false
    /// The title of a view controller whose root view this is.
    public var controller: String?
    /// How far beyond each edge the view takes touches (a `point(inside:)` override).
    public var touchArea: EdgeInsets?
    /// Whether the view lets through touches no subview takes (a `hitTest` override, seed E6).
    public var passThrough = false
    /// A descendant that gets every touch the view would take (a `hitTest` override, seed E7).
    public var redirectTo: String?
    /// What kind of view: a plain view, a button, a switch or a scroll view.
    public var kind: Kind = .view
    /// A scroll view's content size.
    public var contentSize: CGSize = .zero
    /// A scroll view's `isPagingEnabled`.
    public var isPagingEnabled = false
    /// A scroll view's `bounces`.
    public var bounces = true
    /// A scroll view's `delaysContentTouches`.
    public var delaysContentTouches = true
    /// A scroll view's `canCancelContentTouches`.
    public var canCancelContentTouches = true
    /// A control's `isEnabled`.
    public var isEnabled = true
    /// The touch methods the view overrides (the seed's E9, E10); `nil`: none.
    public var implements: [ResponderMethod]?
    /// Whether those overrides call `super`.
    public var callsSuper = false
    /// The gesture recognizers attached to the view.
    public var gestures: [GestureSpec] = []
    /// The subviews, back to front.
    public var subviews: [ViewSpec] = []
  }

  /// The kinds of view a scenario can hold.
  public enum Kind: String, Sendable, CaseIterable {
    /// A plain view.
    case view
    /// A ``Button``.
    case button
    /// A ``Switch``.
    case `switch`
    /// A ``ScrollView``.
    case scrollView
  }

  /// A gesture recognizer on a view, with its properties and its delegate's answers.
  public struct GestureSpec: Sendable {
    /// The kind: tap, longPress, pan, swipe, pinch, rotation or screenEdgePan.
    public var type: String
    /// The name expectations and other recognizers refer to it by; unique in the file.
    public var name: String
    /// Numeric properties by UIKit name (`numberOfTapsRequired`, `minimumPressDuration`, ...).
    public var numbers: [String: Double] = [:]
    /// Boolean properties by UIKit name (`cancelsTouchesInView`, `delaysTouchesBegan`, ...).
    public var flags: [String: Bool] = [:]
    /// A swipe's directions or an edge pan's edges.
    public var directions: [String] = []
    /// Names of recognizers this one requires to fail.
    public var requireToFail: [String] = []
    /// Names of recognizers its delegate lets it recognize with.
    public var simultaneousWith: [String] = []
    /// The delegate's answer to `gestureRecognizerShouldBegin`.
    public var shouldBegin = true
  }

  /// One step of the touch script.
  public enum Step: Sendable {
    /// Touch-script gestures, already synthesized into samples and waits.
    case script(TouchScript)
  }

  /// What a scenario expects, checked after the script.
  public enum Expectation: Sendable {
    /// The touch with this id was hit-tested to this view (`nil`: to no view).
    case hit(touch: Int, view: String?, line: Int)
    /// The view received exactly these touch methods, in order.
    case received(view: String, methods: [ResponderMethod], line: Int)
    /// The recognizer recognized (sent an action for began or ended) or did not.
    case recognized(gesture: String, expected: Bool, line: Int)
    /// The control sent exactly these events, in order.
    case controlEvents(control: String, events: [String], line: Int)
    /// The scroll view ended at this content offset.
    case contentOffset(view: String, offset: CGPoint, line: Int)
  }

  /// The window's size.
  public var windowSize = CGSize(width: 375, height: 667)
  /// Whether the window's `sendEvent` calls `super` (seed E16); `false` delivers nothing.
  public var windowCallsSuper = true
  /// The window's subviews, back to front.
  public var views: [ViewSpec] = []
  /// The touch script.
  public var script = TouchScript()
  /// The expectations.
  public var expectations: [Expectation] = []

  /// Every view of the tree, depth first, parents before their subviews.
  public var allViews: [ViewSpec] {
    func flatten(_ specs: [ViewSpec]) -> [ViewSpec] {
      specs.flatMap { [$0] + flatten($0.subviews) }
    }
    return flatten(views)
  }
}
