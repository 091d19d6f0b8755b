import Foundation

/// One thing that happened while events were dispatched, as a value. Views and responders are named
/// by their ``Responder/traceName``; touches by their input id.
public enum TraceRecord: Hashable, Sendable {
  /// An event went into ``Application/sendEvent(_:)``.
  case eventDispatched(type: Event.EventType, timestamp: TimeInterval)
  /// A touch went down at a window location; hit-testing gave it `view` (`nil`: no view took it).
  case touchBegan(touch: Int, at: CGPoint, view: String?, tapCount: Int)
  /// A touch moved to a window location.
  case touchMoved(touch: Int, to: CGPoint)
  /// A touch lifted at a window location.
  case touchEnded(touch: Int, at: CGPoint)
  /// A touch was cancelled by the platform.
  case touchCancelled(touch: Int)
  /// The default `hitTest(_:with:)` of `view` was entered.
  case hitTestEntered(view: String)
  /// The default `hitTest(_:with:)` of `view` returned `result`; `reason` says why it returned
  /// `nil` when it did so without asking its subviews.
  case hitTestExited(view: String, result: String?, reason: HitTestSkipReason?)
  /// Hit-testing ran a second time for a touch going down, at the same point, before the touch
  /// was first delivered, as UIKit's does (Hit-testing §2.5); its walk is not recorded again.
  /// `view` is its answer, the one the touch gets; `changed` says the first pass answered
  /// otherwise; `overridesAsked` says `hitTest(_:with:)` or `point(inside:with:)` overrides were
  /// asked again (without any the second pass cannot differ, and is not run).
  case hitTestRepeated(view: String?, changed: Bool, overridesAsked: Bool)
  /// Views will not get a touch (§6).
  case touchWithheld(touch: Int, view: String, reason: TouchWithholdReason)
  /// The window or application called a responder's method.
  case delivered(ResponderMethod, to: String, touches: [Int])
  /// A default handler forwarded the call to the next responder.
  case forwarded(ResponderMethod, from: String, to: String)
  /// The call reached the end of the responder chain unhandled.
  case dropped(ResponderMethod, at: String, touches: [Int])
  /// The first responder changed.
  case firstResponderChanged(from: String?, to: String?)
  /// An action message was sent; `to` is the responder that performed it, if any.
  case actionSent(String, to: String?)
  /// Raw input was refused.
  case inputRejected(String)
  /// A control sent control events to its targets (§11.1).
  case controlEvent(control: String, events: String)
  /// A table-like list selected a row (`tableView(_:didSelectRowAt:)`): the row's touch ended in
  /// it.
  case rowSelected(list: String, row: Int)
  /// A timer of a recognizer fired, between events (§12).
  case timerFired(at: TimeInterval, owner: String)
  /// A recognizer was attached to a new touch (§8.3).
  case recognizerReceivedTouch(recognizer: String, touch: Int)
  /// A recognizer on the touch's path did not get it (§8.3), and why.
  case recognizerSkippedTouch(recognizer: String, touch: Int, reason: GestureSkipReason)
  /// The environment reported a recognizer's new state; `reason` explains failures.
  case recognizerStateChanged(
    recognizer: String, from: GestureRecognizer.State, to: GestureRecognizer.State,
    reason: GestureFailureReason?)
  /// A recognizer is held until another fails (§8.6).
  case recognizerWaiting(recognizer: String, for: String)
  /// Recognizers that require one another to fail, in a cycle (a programmer error UIKit does not
  /// detect, where each would wait forever): the first goes ahead, the cycle is broken (§8.6).
  case requirementCycleBroken([String])
  /// A recognizer's actions were sent for a state.
  case recognizerActionSent(recognizer: String, state: GestureRecognizer.State)
  /// A recognizer was reset to possible (§8.7).
  case recognizerReset(recognizer: String)
  /// A recognizer withheld a touch's phase from the views (§7).
  case touchDelayed(touch: Int, phase: Touch.Phase, by: String)
  /// Withheld phases of a touch were released to its view.
  case touchReleased(touch: Int, phases: [Touch.Phase])
  /// A recognizer took a touch away from the views (§7 cancelsTouchesInView).
  case touchCancelledForViews(touch: Int, by: String)
  /// A scroll view's content began dragging, followed the finger, or came to rest (§10);
  /// `offset` is the content offset after.
  case scrolled(view: String, phase: ScrollTracePhase, offset: CGPoint)
  /// The user lifted from a dragged scroll view at `offset`; the content heads for `target`.
  case scrollReleased(view: String, offset: CGPoint, target: CGPoint)
  /// A hardware key went down, repeated or came up: `phase` is `down`, `repeat` or `up`.
  case keyInput(key: String, phase: String)
  /// A key command matched a key; `target` is the responder that performed its action, `nil`
  /// when no responder up the chain can perform it.
  case keyCommandPerformed(key: String, action: String, target: String?)
  /// A key went to the first responder's text input (``KeyInput``): `text` inserted, or
  /// `nil` for a deletion backward.
  case textInput(text: String?, into: String)

  /// The record's kind, as the JSON Lines `event` field names it.
  public var kind: String {
    switch self {
    case .eventDispatched: "eventDispatched"
    case .touchBegan: "touchBegan"
    case .touchMoved: "touchMoved"
    case .touchEnded: "touchEnded"
    case .touchCancelled: "touchCancelled"
    case .hitTestEntered: "hitTestEntered"
    case .hitTestExited: "hitTestExited"
    case .hitTestRepeated: "hitTestRepeated"
    case .touchWithheld: "touchWithheld"
    case .delivered: "delivered"
    case .forwarded: "forwarded"
    case .dropped: "dropped"
    case .firstResponderChanged: "firstResponderChanged"
    case .actionSent: "actionSent"
    case .inputRejected: "inputRejected"
    case .controlEvent: "controlEvent"
    case .rowSelected: "rowSelected"
    case .timerFired: "timerFired"
    case .recognizerReceivedTouch: "recognizerReceivedTouch"
    case .recognizerSkippedTouch: "recognizerSkippedTouch"
    case .recognizerStateChanged: "recognizerStateChanged"
    case .recognizerWaiting: "recognizerWaiting"
    case .requirementCycleBroken: "requirementCycleBroken"
    case .recognizerActionSent: "recognizerActionSent"
    case .recognizerReset: "recognizerReset"
    case .touchDelayed: "touchDelayed"
    case .touchReleased: "touchReleased"
    case .touchCancelledForViews: "touchCancelledForViews"
    case .scrolled: "scrolled"
    case .scrollReleased: "scrollReleased"
    case .keyInput: "keyInput"
    case .keyCommandPerformed: "keyCommandPerformed"
    case .textInput: "textInput"
    }
  }
}
