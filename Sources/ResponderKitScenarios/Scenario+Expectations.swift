import Foundation
import ResponderKit

extension Scenario {
  /// What a scenario expects, checked after the script.
  public enum Expectation: Sendable {
    /// The touch with this id was hit-tested to this view (`nil`: to no view).
    case hit(touch: Int, view: String?, line: Int)
    /// The touch with this id began with this tap count.
    case tapCount(touch: Int, count: Int, line: Int)
    /// The view received exactly these methods, in order; where touch ids are given, with exactly
    /// those touches. With `within`, only the calls at a clock time inside that interval count.
    case received(
      view: String, calls: [ExpectedCall], within: ClosedRange<TimeInterval>? = nil, line: Int)
    /// The view's responder chain is exactly this, from the view on.
    case responderChain(view: String, chain: [String], line: Int)
    /// The action was performed by this responder (`nil`: by nobody), every time it was sent.
    case action(name: String, performer: String?, line: Int)
    /// The action was never sent, by a control, a key command or `sendAction` (a button that
    /// must not fire when its touch became a scroll).
    case actionNotSent(name: String, line: Int)
    /// The recognizer recognized (sent an action for began or ended) or did not: over the whole
    /// script, or, with `touch`, from that touch's touch-down to the next touch-down.
    /// With `within`, the recognition must happen at a clock time inside that interval.
    case recognized(
      gesture: String, expected: Bool, touch: Int?, within: ClosedRange<TimeInterval>? = nil,
      line: Int)
    /// The control sent exactly these events, in order.
    case controlEvents(control: String, events: [String], line: Int)
    /// The list selected exactly these rows, in order.
    case selected(list: String, rows: [Int], line: Int)
    /// The scroll view ended at this content offset.
    /// With `afterTouch`, the offset when the next touch begins (or at the end, after the last).
    case contentOffset(view: String, offset: CGPoint, afterTouch: Int? = nil, line: Int)
  }

  /// One method call a view is expected to receive.
  public struct ExpectedCall: Sendable, Equatable {
    /// The method.
    public var method: ResponderMethod
    /// The touch ids of the call, when the expectation names them.
    public var touches: [Int]?
  }
}
