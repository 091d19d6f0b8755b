import Foundation

/// Why a recognizer failed, or was cancelled or held, in words an iOS engineer can act on.
public enum GestureFailureReason: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The touches moved farther than allowed.
  case movedTooFar(distance: CGFloat, allowed: CGFloat)
  /// The next tap came too late.
  case tapTooLate(after: TimeInterval, allowed: TimeInterval)
  /// No next tap came within the interval after a lift.
  case noNextTap(within: TimeInterval)
  /// A tap was held too long.
  case heldTooLong(duration: TimeInterval, allowed: TimeInterval)
  /// The touches lifted, or the gesture stopped, before moving far enough.
  case movedTooLittle(distance: CGFloat, required: CGFloat)
  /// The fingers lifted too early.
  case liftedTooEarly(after: TimeInterval, required: TimeInterval)
  /// More touches than the gesture takes.
  case tooManyTouches(count: Int, allowed: Int)
  /// Fewer touches than the gesture needs were down together.
  case tooFewTouches(count: Int, required: Int)
  /// The fingers of a multi-finger tap landed too far apart in time.
  case fingersNotTogether(after: TimeInterval, allowed: TimeInterval)
  /// The gesture took too long to be recognized.
  case tooSlow(duration: TimeInterval, allowed: TimeInterval)
  /// The touches lifted after moving far enough, but they were moving too slowly then, in points
  /// per second (a swipe that stopped short, §9.4).
  case movedTooSlowly(speed: CGFloat, required: CGFloat)
  /// The movement went the wrong way.
  case wrongDirection(String)
  /// A touch was cancelled.
  case touchCancelled
  /// Another recognizer recognized and excluded this one (§8.5).
  case excluded(by: String)
  /// A recognizer this one requires to fail recognized instead (§8.6).
  case requiredRecognizerSucceeded(String)
  /// The delegate's `gestureRecognizerShouldBegin(_:)` said no.
  case delegateSaidNo
  /// A view's `gestureRecognizerShouldBegin(_:)` said no (controls do, §11.4).
  case viewSaidNo(String)
  /// A scroll view's pan could not take a touch from its content: `canCancelContentTouches` is
  /// false, or `touchesShouldCancel(in:)` said no for the content view (controls, §10).
  case contentKeepsTouch(scrollView: String, content: String, canCancelContentTouches: Bool)
  /// The recognizer ignored every touch it had (`ignore(_:for:)`), so it can never decide.
  case ignoredAllTouches
  /// The recognizer was disabled.
  case disabled
  /// The recognizer was removed from its view.
  case removed
  /// The touch did not start where the gesture needs it (a screen edge).
  case notAtEdge
  /// A click pressed other pointer buttons than the gesture requires
  /// (`TapGestureRecognizer.buttonMaskRequired`).
  case wrongButtons(pressed: Event.ButtonMask, required: Event.ButtonMask)
  /// The subclass set the state itself.
  case setBySubclass

  /// A short English explanation.
  public var description: String {
    switch self {
    case .movedTooFar(let distance, let allowed):
      "moved \(Self.points(distance)) pt > \(Self.points(allowed)) pt allowed"
    case .tapTooLate(let after, let allowed):
      "next tap after \(Self.seconds(after)) s > \(Self.seconds(allowed)) s"
    case .movedTooLittle(let distance, let required):
      "lifted after moving \(Self.points(distance)) pt < \(Self.points(required)) pt needed"
    case .noNextTap(let interval):
      "no next tap within \(Self.seconds(interval)) s of the lift"
    case .heldTooLong(let duration, let allowed):
      "tap held \(Self.seconds(duration)) s > \(Self.seconds(allowed)) s"
    case .liftedTooEarly(let after, let required):
      "lifted after \(Self.seconds(after)) s < \(Self.seconds(required)) s"
    case .tooManyTouches(let count, let allowed): "\(count) touches > \(allowed) allowed"
    case .tooFewTouches(let count, let required): "\(count) touches < \(required) required"
    case .fingersNotTogether(let after, let allowed):
      "fingers landed \(Self.seconds(after)) s apart > \(Self.seconds(allowed)) s"
    case .tooSlow(let duration, let allowed):
      "not recognized within \(Self.seconds(allowed)) s (\(Self.seconds(duration)) s)"
    case .movedTooSlowly(let speed, let required):
      "lifted after slowing to \(Self.points(speed)) pt/s < \(Self.points(required)) pt/s needed"
    case .wrongDirection(let detail): "wrong direction: \(detail)"
    case .touchCancelled: "a touch was cancelled"
    case .excluded(let other): "excluded by \(other)"
    case .requiredRecognizerSucceeded(let other): "\(other), which it requires to fail, recognized"
    case .delegateSaidNo: "delegate's gestureRecognizerShouldBegin said no"
    case .viewSaidNo(let view): "\(view).gestureRecognizerShouldBegin said no"
    case .contentKeepsTouch(let scrollView, let content, let canCancel):
      canCancel
        ? "\(scrollView).touchesShouldCancel(in: \(content)) said no: \(content) keeps its touch"
        : "\(scrollView).canCancelContentTouches is false: \(content) keeps its touch"
    case .ignoredAllTouches: "it ignored all its touches"
    case .disabled: "disabled"
    case .removed: "removed from its view"
    case .notAtEdge: "did not start at one of its edges"
    case .wrongButtons(let pressed, let required):
      "pressed \(Self.buttons(pressed)), needs \(Self.buttons(required))"
    case .setBySubclass: "set by the recognizer"
    }
  }

  private static func points(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String(format: "%.1f", Double(value))
  }

  /// `primary + button 3`: the buttons of a mask by name.
  private static func buttons(_ mask: Event.ButtonMask) -> String {
    let names = (1...62).filter { mask.contains(.button($0)) }.map {
      $0 == 1 ? "primary" : $0 == 2 ? "secondary" : "button \($0)"
    }
    return names.isEmpty ? "no button" : names.joined(separator: " + ")
  }

  private static func seconds(_ value: TimeInterval) -> String {
    String(format: "%.2f", value)
  }
}

/// Why a recognizer failed, as the engine keeps it: recognizers by reference, so that failing
/// costs no string building; ``GestureFailureReason`` is made from it only when a trace is recorded.
enum GestureFailureCause {
  case reason(GestureFailureReason)
  case excluded(by: GestureRecognizer)
  case requiredRecognizerSucceeded(GestureRecognizer)

  /// The cause in words.
  @MainActor var reason: GestureFailureReason {
    switch self {
    case .reason(let reason): reason
    case .excluded(let other): .excluded(by: other.traceLabel)
    case .requiredRecognizerSucceeded(let other): .requiredRecognizerSucceeded(other.traceLabel)
    }
  }
}
