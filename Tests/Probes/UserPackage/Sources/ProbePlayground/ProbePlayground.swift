import ResponderKitPlayground

/// The playground's sessions without their server: a tap on the built-in screen, then saved.
@MainActor
public func probePlayground() -> String {
  do {
    let source = try ScreenSource(path: nil)
    let session = PlaygroundSession(source: source, log: { _ in })
    _ = session.start()
    func pointer(_ phase: String, _ time: Double) -> String {
      #"{"type":"pointer","pointerId":1,"pointerType":"touch","phase":"\#(phase)","x":250,"y":420,"timestamp":\#(1000 + time * 1000)}"#
    }
    _ = session.receive(pointer("down", 0), at: 0)
    _ = session.receive(pointer("up", 0.05), at: 0.05)
    _ = session.pump(at: 1)
    let saved = session.receive(#"{"type": "save"}"#, at: 2)
    let named = saved.contains { $0.contains("E1-five-colours-recorded.json") }
    return "ResponderKitPlayground: a tap on \(source.name), saved as JSON: \(named)"
  } catch {
    return "ResponderKitPlayground: \(error)"
  }
}
