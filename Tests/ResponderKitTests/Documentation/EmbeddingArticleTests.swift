import Foundation
import Testing

@Suite("§22.1 The Embedding article shows the SDL example's loop as the example compiles it")
struct EmbeddingArticleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of a file of the repository.
  func read(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("§22.1 the article's loop is Examples/SDLHost's runSDL, verbatim, in a Swift code block")
  func loopIsTheExamplesLoop() throws {
    let glue = try read("Examples/SDLHost/Sources/SDLHost/Glue.swift")
    let article = try read("Sources/ResponderKit/ResponderKit.docc/Embedding.md")
    let start = try #require(glue.range(of: "@MainActor func runSDL"))
    let end = try #require(glue.range(of: "\n}\n", range: start.upperBound..<glue.endIndex))
    let loop = String(glue[start.lowerBound..<end.upperBound])
    #expect(loop.contains("driver.sleepInterval(at:"), "the function found is the loop")
    #expect(
      article.contains("```swift\n" + loop + "```\n"),
      "the article's loop differs from Glue.swift's")
  }

  @Test("§22.6 the example's glue (loop, event mapping, drawing) is under 80 lines")
  func glueIsSmall() throws {
    let glue = try read("Examples/SDLHost/Sources/SDLHost/Glue.swift")
    #expect(glue.split(separator: "\n", omittingEmptySubsequences: false).count - 1 < 80)
  }
}
