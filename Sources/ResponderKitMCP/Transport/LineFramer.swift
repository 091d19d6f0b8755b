import Foundation

/// Cuts a byte stream into newline-delimited messages, as MCP's stdio transport frames them, in
/// time linear in the bytes and in memory bounded by ``maximumMessageBytes``.
///
/// ```
/// bytes ──▶ append ──▶ [.message(line), .oversized(count), …]
///              │
///              └─ a line past the limit is dropped as it streams: only its length is kept
/// ```
///
/// Each byte is looked at once: a partial line keeps where its scan stopped.
struct LineFramer {
  /// What one line became.
  enum Frame: Equatable {
    /// A whole line, without its newline (and without a trailing carriage return).
    case message(Data)
    /// A line longer than the limit, dropped; `byteCount` is how long it was.
    case oversized(byteCount: Int)
  }

  /// The largest line kept, in bytes.
  let maximumMessageBytes: Int

  /// Where the framer is in the current line.
  private enum State {
    /// Collecting a line that is still under the limit.
    case collecting
    /// Dropping a line that crossed the limit; the count of bytes seen so far.
    case discarding(Int)
  }

  private var state = State.collecting
  private var pending: [UInt8] = []

  /// A framer that keeps lines of up to `maximumMessageBytes` bytes.
  init(maximumMessageBytes: Int) {
    self.maximumMessageBytes = maximumMessageBytes
  }

  /// Takes the next bytes of the stream and returns the lines they complete, in order.
  ///
  /// - Complexity: O(*n*) in `bytes`.
  mutating func append(_ bytes: some Collection<UInt8>) -> [Frame] {
    var frames: [Frame] = []
    var start = bytes.startIndex
    while start != bytes.endIndex {
      let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      let piece = bytes[start..<(newline ?? bytes.endIndex)]
      take(piece)
      guard let newline else { break }
      frames.append(finishLine())
      start = bytes.index(after: newline)
    }
    return frames.filter { $0 != .message(Data()) }
  }

  /// The bytes of a line that never ended (the stream closed mid-line), as a last frame.
  mutating func finish() -> Frame? {
    if case .collecting = state, pending.isEmpty { return nil }
    let frame = finishLine()
    return frame == .message(Data()) ? nil : frame
  }

  /// Adds part of the current line, switching to discarding when it crosses the limit.
  private mutating func take(_ piece: some Collection<UInt8>) {
    switch state {
    case .collecting:
      if pending.count + piece.count > maximumMessageBytes {
        state = .discarding(pending.count + piece.count)
        pending = []
      } else {
        pending.append(contentsOf: piece)
      }
    case .discarding(let count):
      state = .discarding(count + piece.count)
    }
  }

  /// Ends the current line and starts the next.
  private mutating func finishLine() -> Frame {
    defer {
      state = .collecting
      pending.removeAll(keepingCapacity: pending.count <= 1 << 16)
    }
    switch state {
    case .collecting:
      if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
      return .message(Data(pending))
    case .discarding(let count):
      return .oversized(byteCount: count)
    }
  }
}
