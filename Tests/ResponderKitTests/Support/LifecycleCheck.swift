import ResponderKit
import Testing

/// One touch in a logged call: its input id, for messages, and the object, for identity. A backend
/// may reuse an id once its touch has ended, while that touch's ended is still withheld from the
/// views (§7), so the check follows objects, not ids.
typealias LoggedTouch = (id: Int, object: ObjectIdentifier)

/// One call a view handled, for the lifecycle checks.
typealias ViewCall = (view: String, method: ResponderMethod, touches: [LoggedTouch])

@MainActor
extension Set where Element == Touch {
  /// The touches as logged, in input-id order.
  var logged: [LoggedTouch] {
    sorted { $0.touchID < $1.touchID }.map { ($0.touchID, ObjectIdentifier($0)) }
  }
}

/// Checks that every touch that reached a view's `touchesBegan` got exactly one `touchesEnded` or
/// `touchesCancelled`, in that same view, with only moves in between.
func verifyEveryBeganTouchEndsOnce(_ log: [ViewCall]) {
  var open: [ObjectIdentifier: (id: Int, view: String)] = [:]
  for entry in log {
    for touch in entry.touches {
      let began = open[touch.object]
      switch entry.method {
      case .touchesBegan:
        #expect(began == nil, "touch \(touch.id) began twice in \(entry.view)")
        open[touch.object] = (touch.id, entry.view)
      case .touchesMoved:
        #expect(
          began?.view == entry.view,
          "touch \(touch.id) moved in \(entry.view), began in \(began?.view ?? "none")")
      default:
        #expect(
          began?.view == entry.view,
          "touch \(touch.id) finished in \(entry.view), began in \(began?.view ?? "none")")
        open[touch.object] = nil
      }
    }
  }
  #expect(open.isEmpty, "touches left open: \(open.values.map { "\($0.id) in \($0.view)" })")
}
