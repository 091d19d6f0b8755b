import Foundation

/// An ANSI terminal style for a line of text, chosen by what happened.
public enum TerminalStyle: String, Hashable, Sendable, CaseIterable {
  /// Bold: an event or a timer, the start of a step.
  case bold = "1"
  /// Dim: hit-testing, the walk rather than the result.
  case dim = "2"
  /// Red: rejected input, a failed expectation.
  case red = "31"
  /// Green: a delivery to a responder.
  case green = "32"
  /// Yellow: something dropped, withheld, cancelled or failed.
  case yellow = "33"
  /// Blue: an action or control event.
  case blue = "34"
  /// Magenta: a gesture recognizer at work.
  case magenta = "35"
  /// Cyan: a touch, or content scrolling.
  case cyan = "36"

  /// `text` between this style's escape sequence and the reset.
  public func apply(to text: String) -> String {
    "\u{1B}[\(rawValue)m\(text)\u{1B}[0m"
  }

  /// The style of a record's line, or `nil` for plain.
  public init?(_ record: TraceRecord) {
    switch record {
    case .eventDispatched, .timerFired: self = .bold
    case .hitTestEntered, .hitTestExited, .hitTestRepeated: self = .dim
    case .touchBegan, .touchMoved, .touchEnded, .scrolled, .scrollReleased, .keyInput: self = .cyan
    case .delivered, .forwarded, .touchReleased: self = .green
    case .dropped, .touchWithheld, .touchCancelled, .touchDelayed, .touchCancelledForViews,
      .recognizerSkippedTouch:
      self = .yellow
    case .actionSent, .controlEvent, .rowSelected, .firstResponderChanged, .keyCommandPerformed,
      .textInput:
      self = .blue
    case .inputRejected, .requirementCycleBroken: self = .red
    case .recognizerStateChanged(_, _, let to, _):
      self = to == .failed || to == .cancelled ? .yellow : .magenta
    case .recognizerReceivedTouch, .recognizerWaiting, .recognizerActionSent, .recognizerReset:
      self = .magenta
    }
  }
}
