#if Tool
  import Foundation
  import HummingbirdWebSocket
  import NIOCore

  /// Puts WebSocket frames together into messages, holding each to
  /// ``PlaygroundLimits/maximumMessageBytes``: the frames of a message past the limit are read and
  /// let go, and the message is reported as oversized with its size, so the connection carries on.
  /// Frames out of order (RFC 6455 section 5.4: a continuation with no message started, or a new message
  /// started inside a fragmented one) are a protocol violation, which fails the connection.
  struct MessageAssembler {
    /// What a frame completes.
    enum Output: Equatable {
      /// The message goes on in later frames.
      case incomplete
      /// A whole text message.
      case text(String)
      /// A whole message over the limit, of this many bytes, dropped.
      case oversized(bytes: Int)
      /// A binary message, which the protocol does not use.
      case binary
      /// The frame breaks the protocol's framing, for this reason: the connection must be failed.
      case violation(String)
    }

    private var buffer: [UInt8] = []
    private var size = 0
    private var isBinary = false
    /// Whether a fragmented message is open: its first frame came, its last has not.
    private var isOpen = false

    /// What a frame starts or continues.
    enum FrameKind: Equatable {
      case text, binary, continuation
    }

    /// Adds a frame.
    mutating func add(_ frame: WebSocketDataFrame) -> Output {
      let kind: FrameKind =
        switch frame.opcode {
        case .text: .text
        case .binary: .binary
        case .continuation: .continuation
        }
      return add(kind, frame.data, fin: frame.fin)
    }

    /// Adds a frame of `kind` holding `data`; `fin` ends its message.
    mutating func add(_ kind: FrameKind, _ data: ByteBuffer, fin: Bool) -> Output {
      switch (kind, isOpen) {
      case (.continuation, false):
        return .violation("a continuation frame arrived with no message started")
      case (.text, true), (.binary, true):
        return .violation(
          "a new \(kind == .text ? "text" : "binary") frame arrived before the fragmented message"
            + " before it ended")
      case (.text, false), (.binary, false):
        buffer.removeAll(keepingCapacity: true)
        size = 0
        isBinary = kind == .binary
      case (.continuation, true):
        break
      }
      size += data.readableBytes
      if size <= PlaygroundLimits.maximumMessageBytes, !isBinary {
        buffer.append(contentsOf: data.readableBytesView)
      } else {
        buffer.removeAll()
      }
      isOpen = !fin
      guard fin else { return .incomplete }
      defer { buffer.removeAll(keepingCapacity: true) }
      if isBinary { return .binary }
      guard size <= PlaygroundLimits.maximumMessageBytes else { return .oversized(bytes: size) }
      return .text(String(decoding: buffer, as: UTF8.self))
    }
  }
#endif
