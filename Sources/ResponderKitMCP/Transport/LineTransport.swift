// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import Foundation
  import Logging
  import MCP

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// MCP's stdio transport, bounded: newline-delimited JSON-RPC read in linear time, a line past
  /// ``maximumMessageBytes`` refused as it streams, and every malformed request answered with
  /// JSON-RPC's own error code before the SDK sees it (``RequestCheck``).
  ///
  /// ```
  /// stdin ──(reader thread: read 64 KiB, LineFramer)──▶ frames ──▶ handle ──┬─▶ receive() ──▶ Server
  ///                                                                        └─▶ error reply ──▶ stdout
  /// ```
  actor LineTransport: Transport {
    /// The largest message read: three times a scenario file's limit, room for a file's text
    /// with every byte escaped in JSON.
    static let maximumMessageBytes = 3 * (8 << 20)

    nonisolated let logger = Logger(label: "responderkit.mcp.transport")

    private let input: Int32
    private let output: Int32
    private let maximumMessageBytes: Int
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var reading: Task<Void, Never>?

    /// A transport reading `input` and writing `output` (standard input and output by default).
    init(
      input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
      maximumMessageBytes: Int = LineTransport.maximumMessageBytes
    ) {
      self.input = input
      self.output = output
      self.maximumMessageBytes = maximumMessageBytes
      (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    /// Starts reading.
    func connect() async throws {
      guard reading == nil else { return }
      let frames = LineTransport.frames(from: input, maximumMessageBytes: maximumMessageBytes)
      reading = Task {
        for await frame in frames { self.handle(frame) }
        self.continuation.finish()
      }
    }

    /// Stops passing messages on.
    func disconnect() async {
      reading?.cancel()
      continuation.finish()
    }

    /// Writes one message and its newline.
    func send(_ data: Data) async throws {
      try write(data)
    }

    /// The well-formed messages, in order.
    func receive() -> AsyncThrowingStream<Data, any Error> { messages }

    /// Passes a well-formed message on, or answers a malformed one.
    private func handle(_ frame: LineFramer.Frame) {
      let reply: Data
      switch frame {
      case .oversized(let count):
        reply = RequestCheck.response(
          id: nil, .invalidRequest,
          "a message of \(count) bytes is over the limit of \(maximumMessageBytes) bytes")
      case .message(let data):
        switch RequestCheck.check(data) {
        case .forward:
          continuation.yield(data)
          return
        case .reply(let data): reply = data
        }
      }
      do { try write(reply) } catch { continuation.finish(throwing: error) }
    }

    /// Writes `data` and a newline to the output, all of it.
    private func write(_ data: Data) throws {
      var bytes = [UInt8](data)
      bytes.append(UInt8(ascii: "\n"))
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          Foundation.write(output, $0.baseAddress, $0.count)
        }
        if written < 0 {
          if errno == EINTR { continue }
          throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
        offset += written
      }
    }

    /// The lines of `input`, read by a thread of their own with blocking reads until it closes.
    private static func frames(
      from input: Int32, maximumMessageBytes: Int
    ) -> AsyncStream<LineFramer.Frame> {
      let (frames, continuation) = AsyncStream<LineFramer.Frame>.makeStream()
      let thread = Thread {
        var framer = LineFramer(maximumMessageBytes: maximumMessageBytes)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          for frame in framer.append(buffer[..<count]) { continuation.yield(frame) }
        }
        if let last = framer.finish() { continuation.yield(last) }
        continuation.finish()
      }
      thread.start()
      return frames
    }
  }
#endif
