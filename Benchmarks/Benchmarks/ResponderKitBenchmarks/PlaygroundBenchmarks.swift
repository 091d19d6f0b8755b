import Benchmark
import Foundation
import ResponderKitPlayground

/// The playground session of the benchmark being run, with its page's clock, built in its setup.
@MainActor
private enum PlaygroundState {
  static var session: PlaygroundSession?
  /// The page's time and the server's, in seconds: they run together.
  static var time = 0.0
  static var step = 0

  /// A pointer message at the current time.
  static func pointer(_ phase: String, id: Int, x: Double, y: Double) -> String {
    #"{"type":"pointer","pointerId":\#(id),"pointerType":"touch","phase":"\#(phase)","x":\#(x),"y":\#(y),"timestamp":\#(1000 + time * 1000)}"#
  }

  /// A session on E1 that has taken `events` pointer messages: drags of ten messages across the
  /// screen, 1.25 ms apart (800 a second, under the flood limit), the server's frames between.
  static func prepare(events: Int) throws {
    let session = PlaygroundSession(source: try ScreenSource(path: nil), log: { _ in })
    _ = session.start()
    time = 0
    var sent = 0
    var drag = 0
    var nextFrame = 0.0
    while sent < events {
      drag += 1
      let y = 60 + Double(drag % 20) * 25
      for index in 0..<10 where sent < events {
        let phase = index == 0 ? "down" : index == 9 ? "up" : "move"
        _ = session.receive(pointer(phase, id: drag, x: 40 + Double(index) * 30, y: y), at: time)
        sent += 1
        time += 0.00125
        if time >= nextFrame {
          _ = session.pump(at: time)
          nextFrame = time + 1.0 / 60
        }
      }
    }
    time += 1
    _ = session.receive(pointer("down", id: 1_000_000, x: 187, y: 300), at: time)
    self.session = session
  }

  /// One move of the finger that is down and the frame that sends its state.
  static func move() {
    guard let session else { return }
    step += 1
    time += 1.0 / 60
    _ = session.receive(
      pointer("move", id: 1_000_000, x: 150 + Double(step % 40), y: 300), at: time)
    _ = session.pump(at: time + 0.001)
  }
}

/// What a move costs the playground server, its state included, after 10, 1,000 and 100,000
/// earlier messages in the session (BENCHMARKS.md, "Playground"): the same, since a state is
/// drawn from the latest touches only.
func playgroundBenchmarks() {
  for events in [10, 1_000, 100_000] {
    Benchmark(
      "Playground: a move and its state after \(events) earlier messages",
      configuration: Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal], maxDuration: .seconds(3),
        maxIterations: 2_000),
      closure: { _ in await MainActor.run { PlaygroundState.move() } },
      setup: { try await MainActor.run { try PlaygroundState.prepare(events: events) } },
      teardown: { await MainActor.run { PlaygroundState.session = nil } })
  }
}
