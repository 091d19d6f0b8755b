import Foundation

/// What a scroll view's content did, as a trace record tells it (spec §10).
public enum ScrollTracePhase: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The pan recognized: the user started dragging the content.
  case beganDragging
  /// The content followed the finger.
  case dragged
  /// The content stopped moving: a fling or an animation ran out, or a touch stopped it.
  case cameToRest

  /// The words a text trace uses.
  public var description: String {
    switch self {
    case .beganDragging: "begins dragging at"
    case .dragged: "scrolls to"
    case .cameToRest: "comes to rest at"
    }
  }
}

extension ScrollView {
  /// Records what the content did, when a tracer is listening; free otherwise.
  func traceScroll(_ phase: ScrollTracePhase) {
    guard let application = window?.application, application.tracer != nil else { return }
    application.withTracing {
      TraceRecorder.current?.record(.scrolled(view: traceName, phase: phase, offset: contentOffset))
    }
  }

  /// Records a release and where the content is headed.
  func traceRelease(towards target: CGPoint) {
    guard let application = window?.application, application.tracer != nil else { return }
    application.withTracing {
      TraceRecorder.current?.record(
        .scrollReleased(view: traceName, offset: contentOffset, target: target))
    }
  }
}
