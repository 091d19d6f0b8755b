import Testing

@testable import ResponderKitPlayground

@Suite("Who may use the server: a loopback Host, its own Origin, the run's token")
struct AccessPolicyTests {
  private let policy = AccessPolicy(token: "secret-token")
  private let port = 8080

  private func refusal(_ target: String, host: String?, origin: String?) -> String? {
    policy.refusal(target: target, host: host, origin: origin, port: port)
  }

  @Test(
    "The page's own requests are let in, by each loopback name",
    arguments: ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"])
  func ownPage(host: String) {
    #expect(refusal("/ws?token=secret-token", host: host, origin: "http://127.0.0.1:8080") == nil)
    #expect(refusal("/ws?token=secret-token", host: host, origin: "http://localhost:8080") == nil)
    #expect(refusal("/?token=secret-token", host: host, origin: nil) == nil)
    #expect(refusal("/playground.js", host: host, origin: "http://localhost:8080") == nil)
  }

  @Test(
    "A foreign Origin is refused by name",
    arguments: [
      "https://evil.example", "null", "http://localhost.evil.example", "http://127.0.0.1:8081",
      "http://127.0.0.1", "https://127.0.0.1:8080", "http://localhost:8080.evil.example",
      "HTTP://127.0.0.1:8080",
    ])
  func foreignOrigin(origin: String) throws {
    let reason = try #require(
      refusal("/ws?token=secret-token", host: "127.0.0.1:8080", origin: origin))
    #expect(reason.contains("Origin '\(origin)' is not this server's page"))
    #expect(refusal("/playground.js", host: "127.0.0.1:8080", origin: origin) != nil)
  }

  @Test(
    "A foreign or missing Host is refused: a DNS rebinding",
    arguments: [
      "evil.example:8080", "127.0.0.1", "127.0.0.1:8081", "localhost.evil.example:8080",
      "192.168.1.2:8080", "",
    ])
  func foreignHost(host: String) throws {
    let reason = try #require(
      refusal("/ws?token=secret-token", host: host, origin: "http://127.0.0.1:8080"))
    #expect(reason.contains("is not this server's loopback address"))
    #expect(refusal("/?token=secret-token", host: host, origin: nil) != nil)
    #expect(refusal("/ws?token=secret-token", host: nil, origin: "http://127.0.0.1:8080") != nil)
  }

  @Test("A session needs an Origin; the page and the session need the token")
  func tokenAndOrigin() {
    let host = "127.0.0.1:8080"
    let origin = "http://127.0.0.1:8080"
    #expect(
      refusal("/ws?token=secret-token", host: host, origin: nil)?.contains("no Origin") == true)
    #expect(refusal("/ws", host: host, origin: origin)?.hasPrefix("no token") == true)
    #expect(refusal("/ws?token=", host: host, origin: origin)?.hasPrefix("wrong token") == true)
    #expect(
      refusal("/ws?token=secret-tokeN", host: host, origin: origin)?.hasPrefix("wrong") == true)
    #expect(refusal("/ws?token=secret", host: host, origin: origin)?.hasPrefix("wrong") == true)
    #expect(refusal("/", host: host, origin: nil)?.hasPrefix("no token") == true)
    #expect(refusal("/ws?a=1&token=secret%2Dtoken", host: host, origin: origin) == nil)
  }

  @Test("A random token is 32 hexadecimal digits, new each time; a chosen one is checked")
  func tokens() {
    let token = AccessToken.random()
    #expect(token.count == 32 && token.allSatisfy(\.isHexDigit))
    #expect(token != AccessToken.random())
    #expect(AccessToken.isValid("test-token_0123"))
    #expect(!AccessToken.isValid("short"))
    #expect(!AccessToken.isValid("with space in it"))
    #expect(!AccessToken.isValid("amp&ersand-token"))
  }

  // Issue 46: the router folds these into /ws, and the Origin and token rules were checked on
  // the exact path "/ws" only, so each of them opened a session with neither.
  @Test(
    "Every other spelling of a path is refused before the other rules, with or without a token",
    arguments: [
      "/ws/", "//ws", "/ws//", "/./ws", "/x/../ws", "/%77s", "/ws%2F", "http://evil.example/ws",
      "http://127.0.0.1:8080/ws", "*", "ws", "//",
    ])
  func nonCanonicalPaths(path: String) throws {
    let reason = try #require(
      refusal("\(path)?token=secret-token", host: "127.0.0.1:8080", origin: nil))
    #expect(reason.contains("not a path from /") || reason.contains("not written canonically"))
    #expect(
      refusal("\(path)?token=secret-token", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080")
        != nil)
  }

  @Test("The canonical spellings still pass")
  func canonicalPaths() {
    #expect(AccessPolicy.nonCanonical("/") == nil)
    #expect(AccessPolicy.nonCanonical("/ws") == nil)
    #expect(AccessPolicy.nonCanonical("/assets/playground.js") == nil)
  }
}
