import Foundation

/// Who may use the server: its own page only. A request must name a loopback `Host` with the
/// port listened on (a foreign name is a DNS rebinding), carry no `Origin` but the server's own
/// (`http://127.0.0.1:PORT` or `http://localhost:PORT`, exactly), and, for the page and the
/// WebSocket, the run's token in its query (`?token=…`). The WebSocket must also carry the
/// `Origin`: browsers always send it there, so its absence means a client that is not a page.
struct AccessPolicy: Sendable {
  /// The token of this run: the page's URL carries it, and the page passes it on to `/ws`.
  let token: String

  /// The paths that need the token: the page, and the WebSocket that opens a session.
  static let tokenPaths: Set<String> = ["/", "/ws"]

  /// Why a request for `target` (its path and query) with these headers, on a connection to
  /// `port`, is refused; `nil` if it is let through.
  func refusal(target: String, host: String?, origin: String?, port: Int) -> String? {
    let (path, query) = Self.split(target)
    if let problem = Self.nonCanonical(path) { return problem }
    let hosts = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    guard let host else { return "no Host header" }
    guard hosts.contains(host.lowercased()) else {
      return "Host \(Self.quoted(host)) is not this server's loopback address"
        + " (\(hosts.joined(separator: ", ")))"
    }
    let origins = ["http://127.0.0.1:\(port)", "http://localhost:\(port)"]
    if let origin {
      guard origins.contains(origin) else {
        return "Origin \(Self.quoted(origin)) is not this server's page"
          + " (\(origins.joined(separator: " or ")))"
      }
    } else if path == "/ws" {
      return "no Origin header: only this server's page may open a session"
    }
    guard Self.tokenPaths.contains(path) else { return nil }
    guard let given = Self.token(in: query) else {
      return "no token: open the URL `responderkit serve` printed, with its ?token=…"
    }
    guard Self.equalInConstantTime(given, token) else {
      return "wrong token: open the URL `responderkit serve` printed, with its ?token=…"
    }
    return nil
  }

  /// Why `path` is not the one spelling the server routes, or `nil` when it is: a path from `/`,
  /// every segment non-empty (no trailing `/`), none `.` or `..`, and no percent escape.
  ///
  /// - Complexity: O(*n*) in the path's length.
  static func nonCanonical(_ path: String) -> String? {
    guard path.hasPrefix("/") else {
      return "the target \(quoted(path)) is not a path from / (absolute-form targets are refused)"
    }
    guard path != "/" else { return nil }
    let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    let odd = segments.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    guard !odd && !path.contains("%") else {
      return "the path \(quoted(path)) is not written canonically (no empty, '.' or '..' "
        + "segment, no trailing /, no percent escape)"
    }
    return nil
  }

  /// A request target's path and query.
  static func split(_ target: String) -> (path: String, query: String) {
    guard let mark = target.firstIndex(of: "?") else { return (target, "") }
    return (String(target[..<mark]), String(target[target.index(after: mark)...]))
  }

  /// The value of `token` in a query, percent-decoded.
  static func token(in query: String) -> String? {
    for pair in query.split(separator: "&") where pair.hasPrefix("token=") {
      return String(pair.dropFirst("token=".count)).removingPercentEncoding
    }
    return nil
  }

  /// Whether two strings are equal, taking as long whatever their first difference.
  static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }

  /// A header's value quoted for a log line: its first 60 characters.
  static func quoted(_ value: String) -> String {
    value.count <= 60 ? "'\(value)'" : "'\(value.prefix(60))…' (\(value.count) characters)"
  }
}
