import ResponderKit

/// The calls views made for each touch object, checked as they come: a touch begins once in a
/// view, moves only there, and ends or is cancelled exactly once, there (§4, §6).
@MainActor
package struct TouchLedger {
  private var open: [ObjectIdentifier: (touch: Touch, view: View)] = [:]
  /// Every touch that ever began, kept alive so that identities are never reused.
  private var seen: [Touch] = []
  private var seenIdentities: Set<ObjectIdentifier> = []
  /// What broke the rules, in words.
  package private(set) var violations: [String] = []
  /// How many calls have been logged, to tell whether a refused frame delivered anything.
  private(set) var callCount = 0

  /// An empty ledger.
  package init() {}

  /// Logs one call of `method` with `touches` to `view`. Calls a subclass's `super` forwarded up
  /// the responder chain reach other views too; only the touch's own view is held to the rules
  /// (forwarding follows the chain as it is at each call, as in UIKit).
  package mutating func log(_ method: ResponderMethod, _ touches: Set<Touch>, in view: View) {
    callCount += 1
    for touch in touches where touch.view === view {
      let key = ObjectIdentifier(touch)
      let began = open[key]
      let name = "touch \(touch.touchID) in \(view.traceName)"
      switch method {
      case .touchesBegan:
        if began != nil || seenIdentities.contains(key) {
          violations.append("\(name): began twice")
        }
        open[key] = (touch, view)
        seen.append(touch)
        seenIdentities.insert(key)
      case .touchesMoved:
        if began?.view !== view { violations.append("\(name): moved where it did not begin") }
      case .touchesEnded, .touchesCancelled:
        if began?.view !== view {
          violations.append("\(name): \(method) where it is not open (twice, or never began)")
        }
        open[key] = nil
      default:
        break
      }
    }
  }

  /// Adds a violation for every touch still open: it never ended nor was cancelled.
  package mutating func closeBooks() {
    for (touch, view) in open.values {
      violations.append("touch \(touch.touchID) in \(view.traceName): never ended nor cancelled")
    }
    open.removeAll()
  }
}
