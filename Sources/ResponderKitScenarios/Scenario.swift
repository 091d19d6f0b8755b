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
    /// The title of a view controller whose root view this is: the window's root controller for a
    /// window subview, else a child of the nearest controller above.
    public var controller: String?
    /// Whether the view can become first responder (a `canBecomeFirstResponder` override).
    public var canBecomeFirstResponder = false
    /// Whether the view is made first responder before the script; it implies
    /// ``canBecomeFirstResponder``.
    public var becomesFirstResponder = false
    /// What the view does in its `touchesBegan`, besides what `implements` says.
    public var onTouchesBegan: TouchesBeganAction?
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
    /// A control's target-action pairs, in the order added.
    public var targets: [TargetSpec] = []
    /// The actions the view performs when they reach it.
    public var performs: [String] = []
    /// The actions the view's controller performs.
    public var controllerPerforms: [String] = []
    /// The subviews, back to front.
    public var subviews: [ViewSpec] = []
  }

  /// Something a view does when its `touchesBegan` runs (seed E12).
  public enum TouchesBeganAction: String, Sendable, CaseIterable {
    /// Sends a shake motion event: queued behind the touch event being dispatched.
    case shake
    /// Becomes first responder.
    case becomeFirstResponder
    /// Resigns first responder.
    case resignFirstResponder
  }

  /// A view controller presented over the screen by another (seed E11).
  public struct Presentation: Sendable {
    /// The presented controller's title.
    public var controller: String
    /// The title of the controller that presents it.
    public var presenter: String
    /// Its root view; it fills the window.
    public var view: ViewSpec
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
    /// The delegate's answer to `gestureRecognizer(_:shouldReceive:)`.
    public var shouldReceive: ReceivePolicy = .always
  }

  /// How a recognizer's delegate answers `gestureRecognizer(_:shouldReceive:)`.
  public enum ReceivePolicy: Sendable, Equatable {
    /// Yes to every touch (the default, as with no delegate).
    case always
    /// No to every touch.
    case never
    /// No to touches whose hit view is one of these views or inside one of them (the usual way
    /// to keep a tap recognizer from taking a button's touches).
    case except(inViews: [String])
  }

  /// A control's target-action pair.
  public struct TargetSpec: Sendable {
    /// The action's name.
    public var action: String
    /// The control events that send it.
    public var events: [String]
    /// The target: a view controller's title or a view's id; `nil`: the first responder, up the
    /// responder chain (a nil-targeted action).
    public var target: String?
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
    /// The touch with this id began with this tap count.
    case tapCount(touch: Int, count: Int, line: Int)
    /// The view received exactly these methods, in order; where touch ids are given, with exactly
    /// those touches.
    case received(view: String, calls: [ExpectedCall], line: Int)
    /// The view's responder chain is exactly this, from the view on.
    case responderChain(view: String, chain: [String], line: Int)
    /// The action was performed by this responder (`nil`: by nobody), every time it was sent.
    case action(name: String, performer: String?, line: Int)
    /// The recognizer recognized (sent an action for began or ended) or did not: over the whole
    /// script, or, with `touch`, from that touch's touch-down to the next touch-down.
    case recognized(gesture: String, expected: Bool, touch: Int?, line: Int)
    /// The control sent exactly these events, in order.
    case controlEvents(control: String, events: [String], line: Int)
    /// The scroll view ended at this content offset.
    case contentOffset(view: String, offset: CGPoint, line: Int)
  }

  /// One method call a view is expected to receive.
  public struct ExpectedCall: Sendable, Equatable {
    /// The method.
    public var method: ResponderMethod
    /// The touch ids of the call, when the expectation names them.
    public var touches: [Int]?
  }

  /// The window's size.
  public var windowSize = CGSize(width: 375, height: 667)
  /// Whether the window's `sendEvent` calls `super` (seed E16); `false` delivers nothing.
  public var windowCallsSuper = true
  /// The window's subviews, back to front.
  public var views: [ViewSpec] = []
  /// Controllers presented over the screen, in order.
  public var presentations: [Presentation] = []
  /// Whether the application has a delegate that is a responder (as Xcode's template makes it),
  /// so that the responder chain ends there rather than at the application.
  public var hasResponderAppDelegate = false
  /// The actions the app delegate performs when they reach it.
  public var appDelegatePerforms: [String] = []
  /// The touch script.
  public var script = TouchScript()
  /// The expectations.
  public var expectations: [Expectation] = []

  /// Every view of the tree, depth first, parents before their subviews.
  public var allViews: [ViewSpec] {
    func flatten(_ specs: [ViewSpec]) -> [ViewSpec] {
      specs.flatMap { [$0] + flatten($0.subviews) }
    }
    return flatten(views + presentations.map(\.view))
  }
}
