import Foundation
import ResponderKit
import Testing

@testable import ResponderKitScenarios

/// The JSON reader that reads scenario files without the `YAML` trait: for the same JSON text it
/// must build the tree Yams builds (kinds, places, scalars as YAML resolves them) and the loader
/// must say the same errors at the same places. The default build has the trait, so these tests
/// call the JSON reader directly and compare it with Yams on every example turned into JSON.
@MainActor
@Suite("Scenario files in JSON without Yams: the same tree, scenario and errors as with it")
struct JSONDocumentTests {
  /// The example files (`Examples/*.yaml`, the questions and the playground's).
  nonisolated static let files: [String] =
    ScenarioLoaderTests.exampleFiles + ScenarioLoaderTests.questionFiles
    + ["playground/P1-shop.yaml"]

  /// `file` read by Yams and written again as JSON.
  private func json(of file: String) throws -> String {
    let text = try String(
      contentsOf: ScenarioLoaderTests.examples.appendingPathComponent(file), encoding: .utf8)
    let root = try #require(try ScenarioLoader.document(text, file: file))
    return try Self.jsonText(root)
  }

  /// A document written as JSON, its scalars as YAML resolves them: booleans and numbers plain,
  /// null as `null`, everything else a string.
  static func jsonText(_ node: DocumentNode) throws -> String {
    switch node.kind {
    case .mapping:
      let entries = try node.entries.map { entry in
        let key = try #require(entry.key.string)
        return "\(JSONReader.quoted(key)): \(try jsonText(entry.value))"
      }
      return "{" + entries.joined(separator: ", ") + "}"
    case .sequence:
      return "[" + (try node.items.map(jsonText)).joined(separator: ", ") + "]"
    case .scalar, .alias:
      let text = try #require(node.string)
      if let value = node.bool { return value ? "true" : "false" }
      if node.isPlainScalar, text == "null" || text == "~" { return "null" }
      if let value = node.int { return String(value) }
      if node.isPlainScalar, let value = node.float, value.isFinite {
        return "\(value)"
      }
      return JSONReader.quoted(text)
    }
  }

  /// The two trees are the same: kinds, places, scalars and how YAML resolves them.
  private func expectSame(
    _ yams: DocumentNode, _ json: DocumentNode, at path: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(yams.kind == json.kind, "kind at \(path)", sourceLocation: sourceLocation)
    #expect(yams.place == json.place, "place at \(path)", sourceLocation: sourceLocation)
    #expect(yams.string == json.string, "text at \(path)", sourceLocation: sourceLocation)
    #expect(yams.isPlainScalar == json.isPlainScalar, "style at \(path)")
    #expect(yams.int == json.int, "whole number at \(path)", sourceLocation: sourceLocation)
    #expect(yams.float == json.float, "number at \(path)", sourceLocation: sourceLocation)
    #expect(yams.plainDecimal == json.plainDecimal, "decimal at \(path)")
    #expect(yams.bool == json.bool, "boolean at \(path)", sourceLocation: sourceLocation)
    #expect(yams.items.count == json.items.count, "items at \(path)")
    #expect(yams.entries.count == json.entries.count, "entries at \(path)")
    for (index, (left, right)) in zip(yams.items, json.items).enumerated() {
      expectSame(left, right, at: "\(path)[\(index)]", sourceLocation: sourceLocation)
    }
    for (left, right) in zip(yams.entries, json.entries) {
      let key = left.key.string ?? "?"
      expectSame(left.key, right.key, at: "\(path).\(key) (key)", sourceLocation: sourceLocation)
      expectSame(left.value, right.value, at: "\(path).\(key)", sourceLocation: sourceLocation)
    }
  }

  /// What loading `text` gives through each reader: the scenario (dumped) or the error.
  private func loaded(_ text: String, yams: Bool) -> String {
    do throws(ScenarioError) {
      let root =
        yams
        ? try ScenarioLoader.document(text, file: "f.json")
        : try ScenarioLoader.jsonDocument(text, file: "f.json")
      let scenario = try ScenarioLoader.load(document: root, of: text, file: "f.json")
      var dumped = ""
      dump(scenario, to: &dumped)
      return dumped
    } catch {
      return "error: \(error)"
    }
  }

  @Test("Each example in JSON reads to the tree Yams reads", arguments: files)
  func sameTree(file: String) throws {
    let text = try json(of: file)
    let yams = try #require(try ScenarioLoader.document(text, file: file))
    let json = try #require(try ScenarioLoader.jsonDocument(text, file: file))
    expectSame(yams, json, at: "")
  }

  @Test("Each example in JSON loads to the scenario it loads to in YAML", arguments: files)
  func sameScenario(file: String) throws {
    let yaml = try String(
      contentsOf: ScenarioLoaderTests.examples.appendingPathComponent(file), encoding: .utf8)
    let text = try json(of: file)
    let fromJSON = loaded(text, yams: false)
    #expect(!fromJSON.hasPrefix("error"), "\(fromJSON)")
    #expect(fromJSON == loaded(text, yams: true))
    // The file in YAML has the same screen and script (its expectations' lines differ).
    let original = try ScenarioLoader.load(yaml: yaml, file: file)
    let converted = try ScenarioLoader.load(
      document: try ScenarioLoader.jsonDocument(text, file: file), of: text, file: file)
    var left = ""
    var right = ""
    dump((original.windowSize, original.views, original.script), to: &left)
    dump((converted.windowSize, converted.views, converted.script), to: &right)
    #expect(left == right)
    #expect(original.expectations.count == converted.expectations.count)
  }

  /// Every value of `node` in turn replaced by `replacement`, as JSON texts.
  private func mutations(of node: JSONNode, with replacement: JSONNode.Value) -> [JSONNode] {
    var result = [JSONNode(value: replacement, offset: node.offset)]
    switch node.value {
    case .object(let entries):
      for (index, entry) in entries.enumerated() {
        for changed in mutations(of: entry.value, with: replacement) {
          var copy = entries
          copy[index].value = changed
          result.append(JSONNode(value: .object(copy), offset: node.offset))
        }
      }
    case .list(let items):
      for (index, item) in items.enumerated() {
        for changed in mutations(of: item, with: replacement) {
          var copy = items
          copy[index] = changed
          result.append(JSONNode(value: .list(copy), offset: node.offset))
        }
      }
    default: break
    }
    return result
  }

  @Test(
    "Each example with a value made wrong gives the same error through either reader",
    arguments: ["E1-five-colours.yaml", "E14-swing-recognizer.yaml"])
  func sameErrors(file: String) throws {
    let text = try json(of: file)
    guard case .json(let root, _) = try #require(try ScenarioLoader.jsonDocument(text, file: ""))
    else { return }
    let replacements: [JSONNode.Value] = [
      .string("x"), .number("-0"), .number("1.5"), .boolean(true), .null, .object([]),
      .list([JSONNode(value: .number("1e3"), offset: 0)]),
    ]
    var errors = 0
    for replacement in replacements {
      for mutated in mutations(of: root, with: replacement) {
        let changed = mutated.text()
        let yams = loaded(changed, yams: true)
        #expect(yams == loaded(changed, yams: false), "\(changed.prefix(300))")
        if yams.hasPrefix("error") { errors += 1 }
      }
    }
    #expect(errors > 50, "the mutations make errors to compare")
  }

  @Test(
    "Hand-made mistakes give the same error, place and key path through either reader",
    arguments: [
      #"{"views": [{"id": "A", "frame": [0, 0, 10, 10], "colour": "red"}]}"#,
      #"{"views": [{"id": "A", "frame": [0, 0, "10", 10]}]}"#,
      #"{"views": [{"id": "A", "frame": [0, 0, 1e9, 10]}]}"#,
      #"{"views": [{"id": "A", "frame": [0, 0, 10, 10]}], "touches": [{"tap": [1, 2]}], "expect": [{"touch": 1.5, "hit": "A"}]}"#,
      #"{"views": [{"id": "A", "frame": [0, 0, 10, 10], "isHidden": "yes"}]}"#,
      #"{"views": [{"id": "A", "frame": [0, 0, 10, 10], "isHidden": null}]}"#,
      #"{"views": [{"id": "A", "id": "B", "frame": [0, 0, 10, 10]}]}"#,
      #"{"views": [{"b": 1, "a": 2, "b": 3, "a": 4}]}"#,
      #"{"views": [], "window": {"width": 10}}"#,
      #"{"window": {"width": 10, "height": 10}}"#,
      #"[1, 2]"#,
      #"{"views": [{"id": "Ünïcödé", "frame": [0, 0, 10, 10]}], "expect": [{"touch": 1, "hit": "Nope"}]}"#,
      "{\r\n  \"views\": [\r\n    {\"id\": \"A\", \"frame\": [0, 0, 10]}\r\n  ]\r\n}",
      "\n\n   {\"views\":\n[\n{\"id\": \"A\",\n\t\"frame\": true}]}",
      "\u{FEFF}{\"views\": [{\"id\": \"A\", \"frame\": [0, 0, 10]}]}",
    ])
  func sameHandMadeErrors(text: String) {
    let yams = loaded(text, yams: true)
    #expect(yams.hasPrefix("error"))
    #expect(yams == loaded(text, yams: false))
  }

  @Test("A text with nothing but spaces and line breaks is no document for either reader")
  func empty() throws {
    for text in ["", "  \n \n", "\u{FEFF}"] {
      #expect(try ScenarioLoader.jsonDocument(text, file: "f") == nil)
      #expect(try ScenarioLoader.document(text, file: "f") == nil)
    }
    // JSON lets tabs space a text out anywhere; YAML not at the start of a line.
    #expect(try ScenarioLoader.jsonDocument(" \t\n\t", file: "f") == nil)
  }

  @Test("JSON's own mistakes are said at their line and column")
  func syntax() {
    #expect(
      throws: ScenarioError(
        file: "f.json", line: 2, column: 14, keyPath: "",
        message: "unexpected character '}', where ',' or ']' should be")
    ) {
      try ScenarioLoader.jsonDocument("{\"views\":\n  [1, 2, \"é\" }", file: "f.json")
    }
    #expect(
      throws: ScenarioError(
        file: "f.json", line: 1, column: 14, keyPath: "",
        message: "the text ends where a value should start")
    ) {
      try ScenarioLoader.jsonDocument(#"{"views": [1,"#, file: "f.json")
    }
  }

  @Test("Without the YAML trait, YAML is refused with an error that names the trait")
  func yamlRefused() {
    let cases: [(text: String, line: Int, column: Int)] = [
      ("views:\n  - id: A\n", 1, 1),
      ("# a comment\n{\"views\": []}", 1, 1),
      ("\n\n  - 1\n", 3, 3),
    ]
    for (text, line, column) in cases {
      do {
        try ScenarioLoader.refuseYAML(text, file: "f.yaml")
        Issue.record("\(text) is refused")
      } catch {
        #expect(error.line == line && error.column == column)
        #expect(error.message.contains("'YAML' trait"))
      }
    }
    #expect(throws: Never.self) { try ScenarioLoader.refuseYAML(" \n {\"views\": []}", file: "f") }
    #expect(throws: Never.self) { try ScenarioLoader.refuseYAML("", file: "f") }
  }

  @Test("A JSON file written again keeps its values and drops the keys asked")
  func writtenAgain() throws {
    let text = #"{"views": [{"id": "A", "frame": [0, 0, 1.5e1, 10]}], "touches": [], "x": null}"#
    let entries = try #require(JSONReader.objectEntries(of: text, dropping: ["touches", "x"]))
    #expect(entries.map(\.key) == [#""views""#])
    let again = "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    let expected = #"{"views": [{"id": "A", "frame": [0, 0, 15, 10]}]}"#
    #expect(!loaded(again, yams: false).hasPrefix("error"))
    #expect(loaded(again, yams: false) == loaded(expected, yams: true))
    #expect(JSONReader.quoted("A\n\"\u{1}é") == #""A\n\"\u0001é""#)
  }
}
