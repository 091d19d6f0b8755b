import NIOCore
import NIOPosix

/// A TCP client for the server's tests that writes exactly the bytes it is given: requests a
/// browser or the framework's clients would never send (a foreign `Origin`, a malformed line,
/// nothing at all), and a WebSocket spoken by hand, so that the page's own headers can be sent.
enum RawClient {
  /// Connects to 127.0.0.1:`port` and runs `body` on the connection, which is closed by the
  /// client after `timeout` if the server has not closed it first. The default is generous: the
  /// server renders on the main actor, which the suite's other main-actor tests share, and on a
  /// loaded two-core machine a first state message has taken over 100 s.
  static func connect<Result>(
    port: Int, timeout: Duration = .seconds(300), isolation: isolated (any Actor)? = #isolation,
    _ body: (inout RawConnection) async throws -> Result
  ) async throws -> Result {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
    let raw = channel.channel
    let watchdog = raw.eventLoop.scheduleTask(in: TimeAmount(timeout)) { raw.close(promise: nil) }
    defer { watchdog.cancel() }
    return try await channel.executeThenClose { inbound, outbound in
      var connection = RawConnection(inbound: inbound.makeAsyncIterator(), outbound: outbound)
      return try await body(&connection)
    }
  }
}

/// One connection of ``RawClient``: bytes out, bytes in, buffered.
struct RawConnection {
  var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
  let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
  private var pending = ByteBuffer()

  init(
    inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator,
    outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
  ) {
    self.inbound = inbound
    self.outbound = outbound
  }

  /// Writes `text` as it is.
  func send(_ text: String) async throws {
    try await outbound.write(ByteBuffer(string: text))
  }

  /// Writes a WebSocket upgrade request for `target` with these headers (`nil`: left out).
  func sendUpgrade(target: String, host: String?, origin: String?) async throws {
    var lines = ["GET \(target) HTTP/1.1"]
    if let host { lines.append("Host: \(host)") }
    if let origin { lines.append("Origin: \(origin)") }
    lines += [
      "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
      "Sec-WebSocket-Version: 13",
    ]
    try await send(lines.joined(separator: "\r\n") + "\r\n\r\n")
  }

  /// Writes a plain GET of `target` with these headers.
  func sendGet(target: String, host: String, origin: String? = nil) async throws {
    let originLine = origin.map { "Origin: \($0)\r\n" } ?? ""
    try await send("GET \(target) HTTP/1.1\r\nHost: \(host)\r\n\(originLine)\r\n")
  }

  /// Reads until at least `count` bytes are buffered; `false` if the connection ends first.
  private mutating func fill(_ count: Int) async -> Bool {
    while pending.readableBytes < count {
      guard var more = try? await inbound.next() else { return false }
      pending.writeBuffer(&more)
    }
    return true
  }

  /// A response's status line and headers, or `nil` if the connection ends first.
  mutating func readHead() async -> String? {
    while true {
      let bytes = Array(pending.readableBytesView)
      if let end = (0..<max(0, bytes.count - 3)).first(where: {
        bytes[$0..<$0 + 4].elementsEqual([13, 10, 13, 10])
      }) {
        return pending.readString(length: end + 4)
      }
      guard await fill(bytes.count + 1) else { return nil }
    }
  }

  /// Everything the server sends until it closes the connection.
  mutating func readToEnd() async -> String {
    while await fill(pending.readableBytes + 1) {}
    return pending.readString(length: pending.readableBytes) ?? ""
  }

  /// Writes a text message in one frame, masked (with a zero key) as a client's must be.
  func sendText(_ text: String) async throws {
    try await sendFrame(opcode: 0x1, Array(text.utf8))
  }

  /// Writes one frame of `opcode` (0 continuation, 1 text, 2 binary, 8 close, 9 ping) holding
  /// `payload`; `fin` ends its message; `masked` (with a zero key) as a client's must be, or not,
  /// to break the protocol.
  func sendFrame(opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true)
    async throws
  {
    var frame = ByteBuffer(bytes: [(fin ? 0x80 : 0) | opcode])
    let mask: UInt8 = masked ? 0x80 : 0
    switch payload.count {
    case ..<126: frame.writeInteger(mask | UInt8(payload.count))
    case ..<65536:
      frame.writeInteger(mask | 126)
      frame.writeInteger(UInt16(payload.count))
    default:
      frame.writeInteger(mask | 127)
      frame.writeInteger(UInt64(payload.count))
    }
    if masked { frame.writeBytes([0, 0, 0, 0]) }
    frame.writeBytes(payload)
    try await outbound.write(frame)
  }

  /// The next frame from the server: its opcode, whether it ends its message, and its payload,
  /// or `nil` at the end.
  mutating func readFrame() async -> (opcode: UInt8, fin: Bool, payload: [UInt8])? {
    guard await fill(2) else { return nil }
    let first = pending.getInteger(at: pending.readerIndex, as: UInt8.self) ?? 0
    let second = pending.getInteger(at: pending.readerIndex + 1, as: UInt8.self) ?? 0
    var header = 2
    var length = Int(second & 0x7f)
    if length == 126 {
      guard await fill(4) else { return nil }
      length = Int(pending.getInteger(at: pending.readerIndex + 2, as: UInt16.self) ?? 0)
      header = 4
    } else if length == 127 {
      guard await fill(10) else { return nil }
      length = Int(pending.getInteger(at: pending.readerIndex + 2, as: UInt64.self) ?? 0)
      header = 10
    }
    guard await fill(header + length) else { return nil }
    pending.moveReaderIndex(forwardBy: header)
    return (first & 0x0f, first & 0x80 != 0, pending.readBytes(length: length) ?? [])
  }

  /// Reads frames until a close frame, and returns its status code (1002: protocol error), or
  /// `nil` if the connection ends first; text messages on the way are returned in `texts`.
  mutating func readClose(texts: inout [String]) async -> Int? {
    while let frame = await readFrame() {
      if frame.opcode == 0x1 { texts.append(String(decoding: frame.payload, as: UTF8.self)) }
      if frame.opcode == 0x8, frame.payload.count >= 2 {
        return Int(frame.payload[0]) << 8 | Int(frame.payload[1])
      }
    }
    return nil
  }

  /// The next whole text message from the server, or `nil` at a close frame or the end.
  mutating func readText() async -> String? {
    var message: [UInt8] = []
    while let frame = await readFrame() {
      if frame.opcode == 0x8 { return nil }
      message += frame.payload
      if frame.fin { return String(decoding: message, as: UTF8.self) }
    }
    return nil
  }
}
