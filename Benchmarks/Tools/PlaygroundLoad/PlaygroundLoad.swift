import Foundation
import HTTPTypes
import Logging
import ResponderKitPlayground
import WSClient

/// A fresh page's tap on the playground server while other pages flood it (BENCHMARKS.md,
/// "Playground"): the server runs in this process on E1's screen, the pages are WebSocket
/// clients on loopback. Each tap is a `down` and an `up`, each timed from its sending to the
/// state that answers it; the taps are timed with the server idle, then while four pages send
/// moves as fast as the server reads them.
///
/// Usage: `PlaygroundLoad [PORT] [TAPS]`.
@main
enum PlaygroundLoad {
  static let token = "playground-load-0123"

  static func main() async throws {
    let arguments = CommandLine.arguments.dropFirst()
    let port = arguments.first.flatMap(Int.init) ?? 18_765
    let taps = arguments.dropFirst().first.flatMap(Int.init) ?? 40
    let server = PlaygroundServer(source: try ScreenSource(path: nil), port: port, token: token)
    let serving = Task { @MainActor in try await server.run() }
    try await Task.sleep(for: .milliseconds(500))
    let url = "ws://127.0.0.1:\(port)/ws?token=\(token)"
    let idle = try await tapTimes(url: url, port: port, count: taps)
    let stop = Flag()
    let flooders = (0..<4).map { index in
      Task { try await flood(url: url, port: port, pointer: 100 + index, until: stop) }
    }
    try await Task.sleep(for: .seconds(1))
    let loaded = try await tapTimes(url: url, port: port, count: taps)
    stop.set()
    var sent = 0
    for flooder in flooders { sent += (try? await flooder.value) ?? 0 }
    serving.cancel()
    let idleMedian = median(idle)
    let loadedMedian = median(loaded)
    print("tap (down and up, each to its state), median of \(taps):")
    print(String(format: "  idle server:            %.2f ms", idleMedian * 1000))
    print(String(format: "  four pages flooding:    %.2f ms", loadedMedian * 1000))
    print(String(format: "  ratio:                  %.2f", loadedMedian / idleMedian))
    print("  messages the four pages sent while the taps ran: \(sent)")
  }

  /// The headers a page's WebSocket carries: the server lets in only its own page.
  static func configuration(port: Int) -> WebSocketClientConfiguration {
    var headers = HTTPFields()
    headers[HTTPField.Name("Origin")!] = "http://127.0.0.1:\(port)"
    return WebSocketClientConfiguration(maxFrameSize: 1 << 24, additionalHeaders: headers)
  }

  /// Times `count` taps on Blue from a fresh page, in seconds each.
  static func tapTimes(url: String, port: Int, count: Int) async throws -> [Double] {
    let times = Box<[Double]>([])
    var logger = Logger(label: "tap")
    logger.logLevel = .critical
    try await WebSocketClient.connect(
      url: url, configuration: configuration(port: port), logger: logger
    ) { inbound, outbound, _ in
      var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
      _ = try await messages.next()
      var ms = 1000.0
      for _ in 0..<count {
        let start = ContinuousClock.now
        for phase in ["down", "up"] {
          ms += 50
          try await outbound.write(.text(pointer(phase, id: 1, x: 187, y: 300, ms: ms)))
          while case .text(let text) = try await messages.next(), !text.contains("\"state\"") {}
        }
        times.value.append(seconds(ContinuousClock.now - start))
        ms += 400
        try await Task.sleep(for: .milliseconds(30))
      }
      try await outbound.close(.normalClosure, reason: nil)
    }
    return times.value
  }

  /// A page sending a finger's moves as fast as the server reads them until `stop`; returns how
  /// many it sent.
  static func flood(url: String, port: Int, pointer id: Int, until stop: Flag) async throws -> Int {
    let sent = Box(0)
    var logger = Logger(label: "flood")
    logger.logLevel = .critical
    try await WebSocketClient.connect(
      url: url, configuration: configuration(port: port), logger: logger
    ) { inbound, outbound, _ in
      let reader = Task { for try await _ in inbound {} }
      var ms = 1000.0
      try await outbound.write(.text(pointer("down", id: id, x: 100, y: 100, ms: ms)))
      while !stop.isSet {
        ms += 0.5
        try await outbound.write(
          .text(
            pointer("move", id: id, x: 100 + ms.truncatingRemainder(dividingBy: 50), y: 100, ms: ms)
          ))
        sent.value += 1
      }
      try await outbound.write(.text(pointer("up", id: id, x: 100, y: 100, ms: ms + 1)))
      try await outbound.close(.normalClosure, reason: nil)
      reader.cancel()
    }
    return sent.value
  }

  static func pointer(_ phase: String, id: Int, x: Double, y: Double, ms: Double) -> String {
    #"{"type":"pointer","pointerId":\#(id),"pointerType":"touch","phase":"\#(phase)","x":\#(x),"y":\#(y),"timestamp":\#(ms)}"#
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}

/// A value a client's handler fills in.
final class Box<Value>: @unchecked Sendable {
  /// The value; only the one handler that owns the box touches it.
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A flag set once, read by the flooding pages.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false
  /// Whether it is set.
  var isSet: Bool { lock.withLock { flag } }
  /// Sets it.
  func set() { lock.withLock { flag = true } }
}
