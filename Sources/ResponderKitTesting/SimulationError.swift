import Foundation
import ResponderKit

/// Why a simulated interaction could not happen, with what a test author needs to see: the
/// reason, the screen's hierarchy as UIKit prints it (`recursiveDescription`), and the end of the
/// trace.
public struct SimulationError: Error, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// No view matches the element.
    case notFound(String)
    /// The element's view cannot get a touch, for this reason.
    case notHittable(element: String, reason: NotHittableReason)
    /// A wait's condition did not hold within its time-out, in virtual seconds.
    case timedOut(String, after: TimeInterval)
    /// The engine's input rules refused what the simulator sent.
    case inputRefused(String)
    /// An expectation on what happened did not hold.
    case unmet(String)
  }

  /// What went wrong.
  public let kind: Kind
  /// Every window's `recursiveDescription`, front to back.
  public let hierarchy: String
  /// The last lines of the trace, oldest first.
  public let trace: [String]

  /// The failure in one line.
  public var summary: String {
    switch kind {
    case .notFound(let element): "\(element) is not on screen"
    case .notHittable(let element, let reason): "\(element) cannot be touched: \(reason)"
    case .timedOut(let what, let seconds):
      "\(what) did not happen within \(seconds) s of virtual time"
    case .inputRefused(let error): "the input was refused: \(error)"
    case .unmet(let expectation): expectation
    }
  }

  /// The failure, the trace's last lines and the hierarchy.
  public var description: String {
    var text = summary
    if !trace.isEmpty {
      text += "\n\nThe trace's last \(trace.count) lines:\n" + trace.joined(separator: "\n")
    }
    return text + "\n\nThe screen:\n" + hierarchy
  }
}
