#if Tool
  import Foundation
  import HummingbirdWebSocket
  import Logging

  /// One page's WebSocket: a ``PlaygroundSession`` of its own, fed each message as it arrives,
  /// driven at ``PlaygroundLimits/framesPerSecond`` while something is under way, and closed
  /// (its touches cancelled) when the connection ends, however it ends. Frames out of order (RFC
  /// 6455, section 5.4) fail the connection: the page is sent an `error` message (code `protocol`), the
  /// line is logged, and the WebSocket is closed with status 1002. Once the session is closed, the
  /// memory it freed is given back to the system (``MemoryTrim``). Past the second's limits, a
  /// ``FrameGate`` stops reading the page's messages until the second ends, before they hop to the
  /// main actor.
  enum PlaygroundConnection {
    /// The server's clock, in seconds since the first connection's start.
    static func now() -> TimeInterval {
      let elapsed = ContinuousClock.now - reference
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    private static let reference = ContinuousClock.now

    /// Serves one connection until it closes; the session is followed in `sessions`.
    static func serve(
      inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, source: ScreenSource,
      sessions: SessionCount, logger: Logger
    ) async {
      await run(
        inbound: inbound, outbound: outbound, source: source, sessions: sessions, logger: logger)
      MemoryTrim.returnFreeMemory()
    }

    /// Runs the session of one connection, from its opening to its close.
    private static func run(
      inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, source: ScreenSource,
      sessions: SessionCount, logger: Logger
    ) async {
      let log: @Sendable (String) -> Void = { logger.notice("\($0)") }
      let session = await PlaygroundSession(source: source, log: log)
      sessions.track(session)
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
          var gate = FrameGate()
          for try await frame in inbound {
            let replies: [String]
            switch assembler.add(frame) {
            case .incomplete: continue
            case .text(let text):
              // A flood waits here, in the socket, not on the main actor with everyone else.
              while case .wait(let until, let problem) = gate.admit(
                at: now(), spent: session.meter.overBudget(at: now()))
              {
                if let problem {
                  log("throttled: \(problem)")
                  try await send([ServerMessage.error(problem).json], to: outbound)
                }
                try await Task.sleep(for: .seconds(max(0.001, until - now())))
              }
              replies = await session.receive(text, at: now())
            case .oversized(let bytes): replies = await session.receiveOversized(bytes: bytes)
            case .binary:
              replies = await session.receive("binary message", at: now())
            case .violation(let reason):
              group.cancelAll()
              try await fail(.protocolViolation(reason), outbound: outbound, log: log)
              return
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

    /// Tells the page and the log of `problem`, and closes the WebSocket with status 1002.
    private static func fail(
      _ problem: MessageProblem, outbound: WebSocketOutboundWriter,
      log: @Sendable (String) -> Void
    ) async throws {
      log("\(problem)")
      try await outbound.writeTextMessage(ServerMessage.error(problem).json)
      try await outbound.close(.protocolError, reason: "protocol error")
    }

    private static func send(_ messages: [String], to outbound: WebSocketOutboundWriter)
      async throws
    {
      for message in messages { try await outbound.writeTextMessage(message) }
    }
  }
#endif
