import Foundation
import ResponderKit

extension ScenarioPrinter {
  /// One paragraph per key that went down, read from the trace: the key command it matched and
  /// who performed it, the text it typed, and where its press went (or that a command took it).
  ///
  /// - Complexity: O(*r*) in the number of records.
  static func keyExplanations(_ records: [TraceRecord], color: Bool) -> [String] {
    var lines: [String] = []
    var time: TimeInterval = 0
    var pressPath: [String] = []
    var tookPress = false
    var repeats = 0
    func finishPress() {
      if repeats > 0 {
        lines.append("  held: it repeated \(repeats) times, each running the same again")
        repeats = 0
      }
      guard !pressPath.isEmpty || tookPress else { return }
      if tookPress {
        lines.append("  its press is taken by the key command: no pressesBegan, no pressesEnded")
      } else {
        lines.append("  its press: pressesBegan -> \(pressPath.joined(separator: " -> "))")
      }
      pressPath.removeAll()
      tookPress = false
    }
    var inDown = false
    for record in records {
      switch record {
      case .eventDispatched(_, let timestamp): time = timestamp
      case .keyInput(let key, let phase):
        guard phase != "repeat" else {
          repeats += 1
          inDown = false
          continue
        }
        finishPress()
        inDown = phase == "down"
        guard inDown else { continue }
        let heading = "key \(key) [\(TextTraceFormatter.number(time)) s]"
        lines.append(color ? TerminalStyle.bold.apply(to: heading) : heading)
      case .keyCommandPerformed(_, let action, let target) where inDown:
        if let target {
          lines.append(
            "  key command '\(action)' performed by \(target), the first up the chain that can")
          tookPress = true
        } else {
          lines.append(
            "  key command '\(action)' matched, but no responder up the chain can perform it")
        }
      case .textInput(let text, let responder) where inDown:
        lines.append(
          text.map { "  typed into \(responder): \"\($0)\"" }
            ?? "  \(responder) deletes backward")
      case .delivered(.pressesBegan, let responder, _) where inDown:
        pressPath = [responder]
      case .forwarded(.pressesBegan, _, let to) where inDown:
        pressPath.append(to)
      case .dropped(.pressesBegan, _, _) where inDown:
        pressPath.append("(end of the chain)")
      default: break
      }
    }
    finishPress()
    return lines
  }
}
