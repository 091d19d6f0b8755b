import Foundation
import Testing

@Suite("The rules: every section a test or source names exists in the documentation's articles")
struct RuleSectionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of every Swift file under `folder`.
  private func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
    let base = Self.root.appendingPathComponent(folder)
    let paths =
      FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") } ?? []
    return try paths.map { path in
      (path, try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8))
    }
  }

  @Test("§ numbers in tests and sources are headings of the articles, or whole articles")
  func sectionsExist() throws {
    let catalog = Self.root.appendingPathComponent("Sources/ResponderKit/ResponderKit.docc")
    let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      .filter { $0.hasSuffix(".md") }
    var headings: Set<String> = []
    var wholes: Set<String> = []
    let heading = try Regex(#"^#{2,3} (§[0-9]+(?:\.[0-9]+)?) "#)
    let whole = try Regex(#"^[^#].*: (§[0-9]+)(?: and| of)"#)
    for article in articles {
      let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = try heading.firstMatch(in: String(line)) {
          headings.insert(String(match.output[1].substring ?? ""))
        } else if let match = try whole.firstMatch(in: String(line)) {
          wholes.insert(String(match.output[1].substring ?? ""))
        }
      }
    }
    #expect(headings.contains("§8.5") && wholes.contains("§2"), "the parser reads the articles")
    let cited = try Regex(#"§[0-9]+(?:\.[0-9]+)?"#)
    var missing: [String] = []
    for folder in ["Tests", "Sources"] {
      for file in try swiftFiles(under: folder) {
        for match in file.text.matches(of: cited) {
          let section = String(file.text[match.range])
          if !headings.contains(section), !wholes.contains(section) {
            missing.append("\(folder)/\(file.path): \(section)")
          }
        }
      }
    }
    #expect(missing.isEmpty, "sections no article has: \(Set(missing).sorted())")
  }
}
