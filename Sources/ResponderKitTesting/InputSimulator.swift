import Foundation
import ResponderKit

/// Drives an application the way a user would, on its virtual clock, for tests: input aimed at
/// views by what they are (an identifier, a label, a row), waits that cost no wall time, and
/// verdicts that say why a view cannot be touched.
///
/// ```swift
/// let simulator = InputSimulator(application)
/// try simulator.tap("Buy")                        // by accessibilityIdentifier
/// try simulator.drag(.label("Volume"), by: CGVector(dx: 80, dy: 0))
/// try simulator.wait(until: { cart.count == 1 })  // virtual time: instant in wall time
/// #expect(simulator.hittability(of: "Pay") == .notHittable(.covered(by: "Spinner")))
/// ```
///
/// Every gesture starts at the application's clock and leaves the clock where it ended; input
/// aimed at a view that cannot get it throws a ``SimulationError`` with the reason, and nothing is
/// sent. The simulator records a trace (its ``recorder``) for its failure messages and for
/// assertions on what happened.
@preconcurrency @MainActor
public final class InputSimulator {
  /// The application driven.
  public let application: Application
  /// The trace of everything the application did since the simulator was made.
  public let recorder: TraceRecorder

  /// Creates a simulator for `application`. Unless the application has a tracer, the simulator's
  /// ``recorder`` becomes it.
  public init(_ application: Application) {
    self.application = application
    if let tracer = application.tracer {
      recorder = tracer
    } else {
      recorder = TraceRecorder()
      application.tracer = recorder
    }
  }

  /// Creates a simulator for the application of `window` (the shared application if the window
  /// has none).
  public convenience init(window: Window) {
    self.init(window.application ?? .shared)
  }

  /// The application's time, in seconds.
  public var now: TimeInterval { application.clock.now }

  /// A script starting now, for a gesture.
  func script() -> TouchScript {
    TouchScript(startingAt: now)
  }

  /// Plays `script`; a refusal by the input rules is a ``SimulationError``.
  func play(_ script: TouchScript) throws(SimulationError) {
    do {
      try application.play(script)
    } catch {
      throw failure(.inputRefused(error.description))
    }
  }

  /// A failure of `kind`, with the hierarchy and the end of the trace.
  func failure(_ kind: SimulationError.Kind) -> SimulationError {
    let formatter = TextTraceFormatter(showsHitTesting: false)
    let lines = formatter.lines(for: recorder.records)
    let hierarchy = application.windowsFrontToBack.map { $0.recursiveDescription() }
    return SimulationError(
      kind: kind, hierarchy: hierarchy.joined(separator: "\n"), trace: Array(lines.suffix(20)))
  }
}
