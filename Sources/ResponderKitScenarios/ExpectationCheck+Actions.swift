import ResponderKit

extension ExpectationCheck {
  /// Why `{action: name, sent: false}` does not hold: every time the action was sent, by a
  /// control or `sendAction`, or performed as a key command, with who performed it; `nil` when
  /// it never was.
  ///
  /// - Complexity: O(*r*) in the trace's records.
  func unsentFailure(_ name: String) -> String? {
    var sends: [String] = []
    for record in records {
      switch record {
      case .actionSent(name, let performer), .keyCommandPerformed(_, name, let performer):
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
