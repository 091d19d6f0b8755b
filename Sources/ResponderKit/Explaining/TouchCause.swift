import Foundation

/// Something that changed where a touch's calls went, or when, after hit-testing chose its view:
/// a delay, a cancellation, a recognizer that could not win. Each says what happened and why in
/// UIKit's terms, and ``fix`` names the property or method an engineer would change.
public enum TouchCause: Hashable, Sendable, CustomStringConvertible {
  /// A scroll view's `delaysContentTouches` held `touchesBegan` back; `released` is when the
  /// content got it, `nil` when it never did (the scroll view took the touch first).
  case contentTouchesDelayed(scrollView: String, from: TimeInterval, released: TimeInterval?)
  /// A recognizer's `delaysTouchesBegan` held `touchesBegan` back; `released` as above.
  case beganDelayed(recognizer: String, from: TimeInterval, released: TimeInterval?)
  /// A recognizer's `delaysTouchesEnded` held `touchesEnded` back until it failed or recognized.
  case endedDelayed(recognizer: String, from: TimeInterval, released: TimeInterval)
  /// A recognizer's `delaysTouchesEnded` held `touchesEnded` back and never let it go: the
  /// recognizer stayed possible after the lift, neither failing nor recognizing (a custom
  /// recognizer that sets no state when its touches end).
  case endedNeverReleased(recognizer: String, from: TimeInterval)
  /// A recognizer recognized and, with `cancelsTouchesInView`, took the touch from the views; the
  /// views had already seen it begin when `viewsHadIt` (they got `touchesCancelled`).
  case takenByRecognizer(recognizer: String, at: TimeInterval, viewsHadIt: Bool)
  /// A scroll view's content-touch delay swallowed the touch: `touchesShouldBegin(_:with:in:)`
  /// said no, or the touch stopped a moving scroll view.
  case swallowedByScrollView(scrollView: String, stoppedMotion: Bool)
  /// A scroll view's pan could not take the touch from the content it began in.
  case scrollCouldNotCancel(
    recognizer: String, scrollView: String, content: String, canCancel: Bool)
  /// A view's `gestureRecognizerShouldBegin(_:)` refused a recognizer of an ancestor (a control
  /// keeps its touches from an ancestor's tap, §11.4).
  case viewRefusedRecognizer(recognizer: String, view: String)
  /// A recognizer's delegate said no in `gestureRecognizerShouldBegin(_:)`.
  case delegateRefused(recognizer: String)
  /// A recognizer was excluded when another recognized (§8.5).
  case excluded(recognizer: String, by: String)
  /// A recognizer failed because one it requires to fail recognized (§8.6).
  case requiredRecognizerWon(recognizer: String, required: String)
  /// A recognizer waited for another to fail before it recognized (§8.6).
  case waitedForFailure(recognizer: String, other: String, recognizedAt: TimeInterval?)
  /// A single-tap recognizer fired on a tap that was the first of another recognizer's double tap.
  case singleTapBeforeDoubleTap(single: String, double: String, laterTouch: Int)
  /// A recognizer on the path did not get the touch.
  case recognizerSkipped(recognizer: String, reason: GestureSkipReason)
  /// The hit view did not get the touch's calls (multiple or exclusive touch, §6).
  case withheldFromView(view: String, reason: TouchWithholdReason)
  /// A recognizer failed for its own rules (moved too far, lifted too early, ...).
  case recognizerFailed(recognizer: String, reason: GestureFailureReason)
  /// Hit-testing chose a view, yet nothing was delivered to it and nothing in the trace took the
  /// touch: the window's or application's `sendEvent(_:)` did not pass the event on.
  case notDelivered(view: String)
  /// A control sent `touchUpInside` though the finger lifted `outsideBy` points outside its
  /// bounds: while it tracks, inside reaches a tracking margin past them (§11.2).
  case insideTrackingMargin(control: String, outsideBy: Double)
  /// A pan recognized and excluded a pan of an enclosing or enclosed view (§8.5): both see every
  /// drag, and the first to move far enough wins whatever the direction.
  case panBeatNestedPan(winner: String, loser: String, at: TimeInterval)
  /// An ancestor's recognizer recognized and took the touch from a control that was tracking
  /// it: a control keeps only taps (and a slider a swipe from its thumb) from its ancestors
  /// (§11.4).
  case recognizerTookControlTouch(recognizer: String, control: String, at: TimeInterval)

  /// What happened and why.
  public var description: String {
    switch self {
    case .contentTouchesDelayed(let scrollView, let from, let released):
      guard let released else {
        return
          "touchesBegan withheld by \(scrollView).delaysContentTouches and never delivered: the "
          + "touch was taken before the delay ended, so the content never saw it"
      }
      return
        "touchesBegan withheld \(Self.seconds(released - from)) s by \(scrollView).delaysContentTouches: "
        + "the scroll view waits to see whether the touch is a drag before its content sees it"
    case .beganDelayed(let recognizer, let from, let released):
      guard let released else {
        return
          "touchesBegan withheld by \(recognizer), whose delaysTouchesBegan is true, and never "
          + "delivered: it recognized first"
      }
      return
        "touchesBegan \(Self.seconds(released - from)) s late: \(recognizer) has delaysTouchesBegan "
        + "and held it until it failed"
    case .endedDelayed(let recognizer, let from, let released):
      return
        "touchesEnded \(Self.seconds(released - from)) s late: \(recognizer) (delaysTouchesEnded, "
        + "true by default) held it until it failed or recognized"
    case .endedNeverReleased(let recognizer, _):
      return
        "touchesEnded withheld by \(recognizer) (delaysTouchesEnded, true by default) and never "
        + "delivered: the recognizer stayed possible after the lift, so the view waits for a lift "
        + "it never gets"
    case .takenByRecognizer(let recognizer, let time, let viewsHadIt):
      let views =
        viewsHadIt
        ? "the views got touchesCancelled instead of touchesEnded"
        : "the views never saw it"
      if recognizer.contains(".panGestureRecognizer") {
        return
          "\(recognizer) began scrolling at \(Self.seconds(time)) s and took the touch from the "
          + "content (canCancelContentTouches): \(views)"
      }
      return
        "\(recognizer) recognized at \(Self.seconds(time)) s and, with cancelsTouchesInView "
        + "(true by default), took the touch: \(views)"
    case .swallowedByScrollView(let scrollView, let stoppedMotion):
      return stoppedMotion
        ? "the touch stopped \(scrollView), which was still moving, and the scroll view kept it"
        : "\(scrollView).touchesShouldBegin(_:with:in:) said no: the scroll view kept the touch"
    case .scrollCouldNotCancel(let recognizer, let scrollView, let content, let canCancel):
      let why =
        canCancel
        ? "\(scrollView).touchesShouldCancel(in: \(content)) said no (it does for controls)"
        : "\(scrollView).canCancelContentTouches is false"
      return
        "\(recognizer) could not take the touch from \(content): \(why), so the drag did not scroll"
    case .viewRefusedRecognizer(let recognizer, let view):
      return
        "\(recognizer) failed: \(view).gestureRecognizerShouldBegin said no; a control keeps "
        + "its touches from an ancestor's tap, so the control wins"
    case .delegateRefused(let recognizer):
      return "\(recognizer) failed: its delegate's gestureRecognizerShouldBegin said no"
    case .excluded(let recognizer, let other):
      return "\(recognizer) failed: excluded when \(other) recognized (only one may recognize)"
    case .requiredRecognizerWon(let recognizer, let required):
      return "\(recognizer) failed: it requires \(required) to fail, and \(required) recognized"
    case .waitedForFailure(let recognizer, let other, let time):
      let when = time.map { " and recognized at \(Self.seconds($0)) s" } ?? ""
      return "\(recognizer) waited for \(other) to fail (require(toFail:))\(when)"
    case .singleTapBeforeDoubleTap(let single, let double, let later):
      return
        "\(single) fired on this tap, though it was the first tap of \(double)'s double tap "
        + "(touch \(later)): nothing made it wait"
    case .recognizerSkipped(let recognizer, let reason):
      return "\(recognizer) did not get the touch: \(reason)"
    case .withheldFromView(let view, let reason):
      return "\(view) got no calls for the touch: \(reason)"
    case .recognizerFailed(let recognizer, let reason):
      return "\(recognizer) failed: \(reason)"
    case .notDelivered(let view):
      return
        "\(view) got no call though hit-testing chose it and nothing took the touch: a sendEvent(_:) "
        + "override of the window or application did not pass the event on"
    case .insideTrackingMargin(let control, let distance):
      return
        "\(control) still counted the lift as inside, \(Self.seconds(distance)) pt outside its "
        + "bounds: within the control's tracking margin (\(Self.seconds(Double(Control.trackingMargin))) pt around them while it "
        + "tracks), so it sent touchUpInside"
    case .panBeatNestedPan(let winner, let loser, let time):
      return
        "\(winner) recognized at \(Self.seconds(time)) s and excluded \(loser), a pan on a nested "
        + "view: both pans see every drag and the first to move 10 pt wins, whatever the "
        + "direction, then takes the touch"
    case .recognizerTookControlTouch(let recognizer, let control, let time):
      return
        "\(recognizer) recognized at \(Self.seconds(time)) s and took the touch from \(control), "
        + "which was tracking it: a control keeps from its ancestors' recognizers only a tap (a "
        + "button, switch, stepper or segmented control) or a swipe from a slider's thumb, so "
        + "\(control) got touchesCancelled"
    }
  }

  /// The change an engineer would make, in UIKit's words, or `nil` when the behaviour is the
  /// usual one with nothing to change.
  public var fix: String? {
    switch self {
    case .contentTouchesDelayed(let scrollView, _, let released):
      released == nil
        ? nil
        : "set \(scrollView).delaysContentTouches = false to deliver touch-downs at once (a drag still cancels them)"
    case .beganDelayed(let recognizer, _, _):
      "set \(Self.bare(recognizer)).delaysTouchesBegan = false"
    case .endedDelayed(let recognizer, _, _):
      "set \(Self.bare(recognizer)).delaysTouchesEnded = false for an immediate touchesEnded"
    case .endedNeverReleased(let recognizer, _):
      "let \(Self.bare(recognizer)) set state = .failed in touchesEnded when it has not "
        + "recognized, or set its delaysTouchesEnded = false"
    case .takenByRecognizer(let recognizer, _, _):
      recognizer.contains(".panGestureRecognizer")
        ? nil
        : "if the views need the touch, set \(Self.bare(recognizer)).cancelsTouchesInView = false"
    case .swallowedByScrollView: nil
    case .scrollCouldNotCancel(_, let scrollView, _, let canCancel):
      canCancel
        ? "override touchesShouldCancel(in:) of \(scrollView) to return true for controls"
        : "set \(scrollView).canCancelContentTouches = true"
    case .viewRefusedRecognizer(_, let view):
      "use \(view)'s own action, or put the recognizer on \(view)"
    case .delegateRefused: nil
    case .excluded(let recognizer, let other):
      "answer gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) true in a delegate to let "
        + "both recognize, or \(Self.bare(other)).require(toFail: \(Self.bare(recognizer))) to let "
        + "\(Self.bare(recognizer)) go first"
    case .requiredRecognizerWon: nil
    case .waitedForFailure: nil
    case .singleTapBeforeDoubleTap(let single, let double, _):
      "\(Self.bare(single)).require(toFail: \(Self.bare(double))) (requireToFail in a scenario file)"
    case .notDelivered: "call super.sendEvent(_:) for the events the override does not handle"
    case .withheldFromView(let view, let reason):
      switch reason {
      case .multipleTouchDisabled:
        "set \(view).isMultipleTouchEnabled = true to let it take another finger"
      case .exclusiveTouchView(let other):
        "set \(other).isExclusiveTouch = false to let \(view) take a finger while \(other) has one"
      case .otherViewTracking:
        "set \(view).isExclusiveTouch = false to let it take a finger while another view has one"
      }
    case .insideTrackingMargin(let control, _):
      "nothing, if that is wanted (it is UIKit's behaviour); for a tighter area, override "
        + "\(control)'s continueTracking(_:with:) or point(inside:with:), or check the touch's "
        + "location in the action"
    case .panBeatNestedPan(let winner, let loser, _):
      "let each pan begin only along its own axis: a delegate whose gestureRecognizerShouldBegin(_:) "
        + "answers by direction for \(Self.bare(winner)) (shouldBegin: {direction: horizontal} in a "
        + "scenario file), or \(Self.bare(winner)).require(toFail: \(Self.bare(loser))) to let "
        + "\(Self.bare(loser)) go first"
    case .recognizerTookControlTouch(let recognizer, let control, _):
      "answer gestureRecognizer(_:shouldReceive:) false in \(Self.bare(recognizer))'s delegate for "
        + "touches in \(control) (shouldReceive: {except: [\(control)]} in a scenario file)"
    case .recognizerSkipped, .recognizerFailed: nil
    }
  }

  /// The section of the rules (the documentation's articles) that says why: `Scroll views §10`.
  public var rule: String {
    switch self {
    case .contentTouchesDelayed, .swallowedByScrollView, .scrollCouldNotCancel: "Scroll views §10"
    case .takenByRecognizer(let recognizer, _, _) where recognizer.contains(".panGestureRecognizer"):
      "Scroll views §10"
    case .beganDelayed, .endedDelayed, .endedNeverReleased, .takenByRecognizer: "Delivery §7"
    case .viewRefusedRecognizer: "Controls §11.4"
    case .delegateRefused: "Gesture recognizers §8.2"
    case .excluded: "Gesture recognizers §8.5"
    case .requiredRecognizerWon, .waitedForFailure, .singleTapBeforeDoubleTap:
      "Gesture recognizers §8.6"
    case .recognizerSkipped: "Gesture recognizers §8.3"
    case .withheldFromView, .notDelivered: "Delivery §6"
    case .recognizerFailed: "Gesture recognizers §9"
    case .insideTrackingMargin: "Controls §11.2"
    case .panBeatNestedPan: "Gesture recognizers §8.5"
    case .recognizerTookControlTouch: "Controls §11.4"
    }
  }

  /// A recognizer's label without its view: `singleTap on Photo` → `singleTap`.
  static func bare(_ label: String) -> String {
    label.components(separatedBy: " on ").first ?? label
  }

  private static func seconds(_ value: TimeInterval) -> String {
    TextTraceFormatter.number(value)
  }
}
