import Foundation
import ResponderKit

/// What happened, read from the simulator's trace.
extension InputSimulator {
  /// The trace as `responderkit trace` prints it, without hit-testing: a text snapshot of what
  /// happened (`assertSnapshot(of: simulator.traceText, as: .lines)` with swift-snapshot-testing).
  public var traceText: String {
    TextTraceFormatter(showsHitTesting: false).lines(for: recorder.records).joined(separator: "\n")
  }

  /// Every window's hierarchy as UIKit's `recursiveDescription` prints it, front to back.
  public var hierarchyText: String {
    application.windowsFrontToBack.map { $0.recursiveDescription() }.joined(separator: "\n")
  }

  /// The responder methods `view` was called with, in order (touches, presses), with the calls
  /// forwarded to it up the responder chain.
  public func deliveries(to view: View) -> [ResponderMethod] {
    recorder.records.compactMap { record in
      switch record {
      case .delivered(let method, let to, _) where to == view.traceName: method
      case .forwarded(let method, _, let to) where to == view.traceName: method
      default: nil
      }
    }
  }

  /// The states `recognizer` went through, in order.
  public func states(of recognizer: GestureRecognizer) -> [GestureRecognizer.State] {
    recorder.records.compactMap { record in
      guard case .recognizerStateChanged(let label, _, let to, _) = record,
        label == recognizer.traceLabel
      else { return nil }
      return to
    }
  }

  /// Why `recognizer` last failed or was cancelled, as the trace says it, or `nil`.
  public func failureReason(of recognizer: GestureRecognizer) -> String? {
    for record in recorder.records.reversed() {
      if case .recognizerStateChanged(let label, _, let to, let reason) = record,
        label == recognizer.traceLabel, to == .failed || to == .cancelled
      {
        return reason.map { "\($0)" } ?? "\(to)"
      }
    }
    return nil
  }

  /// The control events `control` sent, in order, as the trace names them.
  public func controlEvents(of control: Control) -> [String] {
    recorder.records.compactMap { record in
      guard case .controlEvent(let name, let events) = record, name == control.traceName else {
        return nil
      }
      return events
    }
  }

  /// Throws, with the trace and the screen, unless `recognizer` recognized (ended, or began).
  public func expectRecognized(_ recognizer: GestureRecognizer) throws(SimulationError) {
    let seen = states(of: recognizer)
    guard seen.contains(.ended) || seen.contains(.began) else {
      let why = failureReason(of: recognizer).map { ": \($0)" } ?? ""
      throw failure(
        .unmet(
          "\(recognizer.traceLabel) did not recognize; its states: "
            + "\(seen.map(\.description).joined(separator: ", "))\(why)"))
    }
  }

  /// Throws, with the trace and the screen, unless `view` was called with `method`.
  public func expectDelivered(_ method: ResponderMethod, to view: View) throws(SimulationError) {
    guard deliveries(to: view).contains(method) else {
      throw failure(
        .unmet(
          "\(view.traceName) never got \(method); it got: "
            + "\(deliveries(to: view).map { "\($0)" }.joined(separator: ", "))"))
    }
  }
}
