import Foundation

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
