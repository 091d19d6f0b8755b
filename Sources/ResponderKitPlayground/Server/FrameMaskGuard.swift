#if Tool
  import Logging
  import NIOCore

  /// Holds a session's WebSocket to RFC 6455 section 5.1: every frame from a client, data or control, must
  /// be masked, and a server must fail the connection on one that is not. The frames as NIO decodes
  /// them do not reach the session with their mask, so the guard reads the frames' headers in the
  /// raw bytes: it stands in front of the HTTP decoder, lets the connection's first request head go
  /// by, and if the ``RequestGate`` marked that request as a session's upgrade (``UpgradeMark``), reads
  /// every later byte as frames, following their lengths. On a frame without the mask bit it sends
  /// the page an `error` message (code `protocol`), logs it, sends a close frame with status 1002
  /// (protocol error) and closes the connection; the frame is not passed on. A connection whose
  /// first request was not an upgrade is let through untouched.
  final class FrameMaskGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// What the bytes are.
    private enum Mode {
      /// The first request's head, up to its blank line.
      case head
      /// HTTP requests: not a session.
      case http
      /// WebSocket frames.
      case frames
      /// A frame broke the protocol: the connection is closing.
      case failed
    }

    private let upgrade: UpgradeMark
    private let logger: Logger
    private var mode = Mode.head
    /// The last bytes of the head read so far, to find its end across reads.
    private var headTail: [UInt8] = []
    /// Whether the head has begun: the empty lines HTTP allows before it are not its end.
    private var headBegun = false
    /// The header of the frame being read, as far as it has come.
    private var header: [UInt8] = []
    /// The bytes of the current frame's payload still to come.
    private var payloadLeft: UInt64 = 0

    /// A guard reading `upgrade` once the first head has gone by, logging to `logger`.
    init(upgrade: UpgradeMark, logger: Logger) {
      self.upgrade = upgrade
      self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch mode {
      case .http: context.fireChannelRead(data)
      case .failed: return
      case .frames: check(context, unwrapInboundIn(data))
      case .head:
        let buffer = unwrapInboundIn(data)
        guard let end = headEnd(in: buffer) else {
          context.fireChannelRead(data)
          if upgrade.isSet { mode = .frames }
          return
        }
        let start = buffer.readerIndex
        if let head = buffer.getSlice(at: start, length: end) {
          context.fireChannelRead(wrapInboundOut(head))
        }
        mode = upgrade.isSet ? .frames : .http
        guard end < buffer.readableBytes,
          let rest = buffer.getSlice(at: start + end, length: buffer.readableBytes - end)
        else { return }
        if mode == .frames {
          check(context, rest)
        } else {
          context.fireChannelRead(wrapInboundOut(rest))
        }
      }
    }

    /// How many bytes of `buffer` end the head (its blank line included), or `nil` if it goes on.
    private func headEnd(in buffer: ByteBuffer) -> Int? {
      let joined = headTail + buffer.readableBytesView
      let blankLine: [UInt8] = [13, 10, 13, 10]
      var index = 0
      if !headBegun {
        while index < joined.count, joined[index] == 13 || joined[index] == 10 { index += 1 }
        guard index < joined.count else { return nil }
        headBegun = true
      }
      while index + 4 <= joined.count {
        if joined[index..<index + 4].elementsEqual(blankLine) {
          return index + 4 - headTail.count
        }
        index += 1
      }
      headTail = Array(joined.suffix(3))
      return nil
    }

    /// Passes `buffer` on if every frame header in it is masked; fails the connection if not.
    private func check(_ context: ChannelHandlerContext, _ buffer: ByteBuffer) {
      var bytes = buffer.readableBytesView[...]
      while !bytes.isEmpty {
        if payloadLeft > 0 {
          let skipped = Int(min(payloadLeft, UInt64(bytes.count)))
          bytes = bytes.dropFirst(skipped)
          payloadLeft -= UInt64(skipped)
          continue
        }
        header.append(bytes.removeFirst())
        guard header.count >= 2 else { continue }
        guard header[1] & 0x80 != 0 else {
          fail(context, opcode: header[0] & 0x0f)
          return
        }
        let lengthBytes = header[1] & 0x7f == 126 ? 2 : header[1] & 0x7f == 127 ? 8 : 0
        guard header.count == 2 + lengthBytes + 4 else { continue }
        payloadLeft =
          lengthBytes == 0
          ? UInt64(header[1] & 0x7f)
          : header[2..<2 + lengthBytes].reduce(0) { $0 << 8 | UInt64($1) }
        header.removeAll(keepingCapacity: true)
      }
      context.fireChannelRead(wrapInboundOut(buffer))
    }

    /// Fails the connection for an unmasked frame of `opcode`.
    private func fail(_ context: ChannelHandlerContext, opcode: UInt8) {
      mode = .failed
      let names: [UInt8: String] = [
        0x0: "continuation", 0x1: "text", 0x2: "binary", 0x8: "close", 0x9: "ping", 0xA: "pong",
      ]
      let name = names[opcode].map { "\($0) frame" } ?? "frame of opcode \(opcode)"
      let problem = MessageProblem.protocolViolation(
        "an unmasked \(name) arrived: a client's frames must be masked (RFC 6455 section 5.1)")
      logger.notice("\(problem)")
      context.write(
        wrapOutboundOut(Self.frame(opcode: 0x1, Array(ServerMessage.error(problem).json.utf8))),
        promise: nil)
      let written = context.eventLoop.makePromise(of: Void.self)
      let close: [UInt8] = [0x03, 0xEA] + Array("unmasked frame".utf8)
      context.writeAndFlush(wrapOutboundOut(Self.frame(opcode: 0x8, close)), promise: written)
      written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }

    /// A server's frame (unmasked, final) of `opcode` holding `payload`.
    static func frame(opcode: UInt8, _ payload: [UInt8]) -> ByteBuffer {
      var frame = ByteBuffer(bytes: [0x80 | opcode])
      switch payload.count {
      case ..<126: frame.writeInteger(UInt8(payload.count))
      case ..<65536:
        frame.writeInteger(UInt8(126))
        frame.writeInteger(UInt16(payload.count))
      default:
        frame.writeInteger(UInt8(127))
        frame.writeInteger(UInt64(payload.count))
      }
      frame.writeBytes(payload)
      return frame
    }
  }
#endif
