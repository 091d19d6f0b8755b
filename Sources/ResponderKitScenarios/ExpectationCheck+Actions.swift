import ResponderKit

extension ExpectationCheck {
  /// Why `{action: name, sent: false}` does not hold: every time the action was sent, by a
  /// control or `sendAction`, or performed as a key command, with who performed it; `nil` when
  /// it never was.
  ///
  /// - Complexity: O(*s*) in the times it was sent, once the trace is indexed.
  func unsentFailure(_ name: String) -> String? {
    var sends: [String] = []
    for position in index.actionSends[name] ?? [] {
      switch records[position] {
      case .actionSent(_, let performer), .keyCommandPerformed(_, _, let performer):
        sends.append(performer ?? "nobody")
      default: continue
      }
    }
    guard !sends.isEmpty else { return nil }
    let times = sends.count == 1 ? "once" : "\(sends.count) times"
    let shown = sends.prefix(5).joined(separator: ", ") + (sends.count > 5 ? ", …" : "")
    return "action \(name): expected never sent, but it was sent \(times) (performed by \(shown))"
  }
}
