import Foundation
import ResponderKit

extension Scenario {
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
    /// Names its delegate answers yes for in
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: this one waits for them to fail.
    public var shouldRequireFailureOf: [String] = []
    /// Names its delegate answers yes for in
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: they wait for this one to fail.
    public var shouldBeRequiredToFailBy: [String] = []
    /// The delegate's answer to `gestureRecognizerShouldBegin`.
    public var shouldBegin = true
    /// When the delegate's `gestureRecognizerShouldBegin` answer depends on the gesture: yes
    /// only in this direction or at this place (`shouldBegin` is then `true`).
    public var beginsWhen: BeginCondition?
    /// The delegate's answer to `gestureRecognizer(_:shouldReceive:)`.
    public var shouldReceive: ReceivePolicy = .always
    /// What a `type: custom` recognizer's methods set.
    public var custom: CustomRecognizer?
  }

  /// What a recognizer's delegate checks in `gestureRecognizerShouldBegin`, as real delegates
  /// do: the direction a pan moves in (its velocity, the translation when it has none), or where
  /// the gesture is.
  public enum BeginCondition: Sendable, Equatable {
    /// Yes when the pan moves mostly along one of these: `horizontal`, `vertical`, `left`,
    /// `right`, `up`, `down` (a nested pan that takes only its own axis).
    case direction([String])
    /// Yes when the gesture's location in its view is inside this rectangle (a drawer's grab
    /// area, a handle).
    case inside(CGRect)
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
}
