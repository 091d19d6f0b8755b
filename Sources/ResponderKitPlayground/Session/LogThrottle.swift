/// Holds a session's refusal lines in the server's log to a few a second, so that a page that
/// floods with bad messages (a stray `up` repeated, a malformed text) cannot fill the log: the
/// page is still answered each time; the log says how many lines it left out.
struct LogThrottle {
  /// The most lines logged in one second.
  static let linesPerSecond = 10

  /// When the current one-second window began.
  private var windowStart = -Double.infinity
  private var logged = 0
  private var dropped = 0

  /// The lines to write for `line`, offered at `time` (seconds): the line itself while the
  /// window has room, nothing past it, and first a count of the lines the previous window left
  /// out.
  mutating func lines(for line: String, at time: Double) -> [String] {
    var lines = time >= windowStart + 1 ? flush() : []
    if time >= windowStart + 1 {
      windowStart = time
      logged = 0
    }
    if logged < Self.linesPerSecond {
      logged += 1
      lines.append(line)
    } else {
      dropped += 1
    }
    return lines
  }

  /// The count of lines left out and not yet reported, as a line (none when there are none).
  mutating func flush() -> [String] {
    defer { dropped = 0 }
    return dropped == 0
      ? [] : ["\(dropped) more refusal\(dropped == 1 ? "" : "s") in that second, not logged"]
  }
}
