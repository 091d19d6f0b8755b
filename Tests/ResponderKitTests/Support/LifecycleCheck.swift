import ResponderKit
import Testing

/// One call a view handled, for the lifecycle checks.
typealias ViewCall = (view: String, method: ResponderMethod, ids: [Int])

/// Checks that every touch that reached a view's `touchesBegan` got exactly one `touchesEnded` or
/// `touchesCancelled`, in that same view, with only moves in between.
func verifyEveryBeganTouchEndsOnce(_ log: [ViewCall]) {
  var open: [Int: String] = [:]
  for entry in log {
    for id in entry.ids {
      switch entry.method {
      case .touchesBegan:
        #expect(open[id] == nil, "touch \(id) began twice in \(entry.view)")
        open[id] = entry.view
      case .touchesMoved:
        #expect(
          open[id] == entry.view,
          "touch \(id) moved in \(entry.view), began in \(open[id] ?? "none")")
      default:
        #expect(
          open[id] == entry.view,
          "touch \(id) finished in \(entry.view), began in \(open[id] ?? "none")")
        open[id] = nil
      }
    }
  }
  #expect(open.isEmpty, "touches left open: \(open)")
}
