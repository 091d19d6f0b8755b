import Foundation
import HummingbirdWebSocket
import Logging

/// One page's WebSocket: a ``PlaygroundSession`` of its own, fed each message as it arrives,
/// driven at ``PlaygroundLimits/framesPerSecond`` while something is under way, and closed
/// (its touches cancelled) when the connection ends, however it ends.
enum PlaygroundConnection {
  /// The server's clock, in seconds since the first connection's start.
  static func now() -> TimeInterval {
    let elapsed = ContinuousClock.now - reference
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  private static let reference = ContinuousClock.now

  /// Serves one connection until it closes.
  static func serve(
    inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, source: ScreenSource,
    logger: Logger
  ) async {
    let log: @Sendable (String) -> Void = { logger.notice("\($0)") }
    let session = await PlaygroundSession(source: source, log: log)
    log("page connected")
    do {
      try await send(await session.start(), to: outbound)
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          while !Task.isCancelled {
            try await Task.sleep(for: .seconds(1.0 / Double(PlaygroundLimits.framesPerSecond)))
            try await send(await session.pump(at: now()), to: outbound)
          }
        }
        var assembler = MessageAssembler()
        for try await frame in inbound {
          let replies: [String]
          switch assembler.add(frame) {
          case .incomplete: continue
          case .text(let text): replies = await session.receive(text, at: now())
          case .oversized(let bytes): replies = await session.receiveOversized(bytes: bytes)
          case .binary:
            replies = await session.receive("binary message", at: now())
          }
          try await send(replies, to: outbound)
        }
        group.cancelAll()
      }
    } catch is CancellationError {
    } catch {
      log("connection ended: \(error)")
    }
    await session.close()
    log("page disconnected")
  }

  private static func send(_ messages: [String], to outbound: WebSocketOutboundWriter) async throws
  {
    for message in messages { try await outbound.writeTextMessage(message) }
  }
}
