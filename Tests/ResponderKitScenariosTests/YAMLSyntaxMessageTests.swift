import ResponderKitScenarios
import Testing

/// YAML syntax errors say what is wrong in the file's terms, at its line and column, without the
/// YAML library's own wording or descriptions.
@Suite("Scenario files: YAML syntax errors in the user's terms (issue 35)")
struct YAMLSyntaxMessageTests {
  @Test(
    "A malformed file is told what is wrong and where",
    arguments: [
      (
        "views:\n\t- {id: A, frame: [0, 0, 10, 10]}\n",
        "s.yaml:2:1: a tab indents this line: YAML indents with spaces only"
      ),
      (
        "views:\n  - id: \"A\n",
        "s.yaml:3:1: the quoted text opened at line 2, column 9 is not closed: the file ends before its closing quote"
      ),
      (
        "views:\n  - {id: A, frame: [1, 2\n",
        "s.yaml:3:1: the [list] opened at line 2, column 20 is not closed: expected ',' and another item, or ']'"
      ),
      (
        "views: []\na: b: c\n",
        "s.yaml:2:5: a ':' followed by a space cannot be inside a plain value: quote the value, or put a nested mapping on lines of its own"
      ),
      (
        "views:\n  - id: \"A\\q\"\n",
        "s.yaml:2:11: \\q is not an escape in double-quoted text: write \\\\ for a backslash, or use single quotes"
      ),
      (
        "views:\n  - id: A\n   frame: [0, 0, 1, 1]\n",
        "s.yaml:3:4: expected another '- item' of the list at line 2, column 3 here: is this line indented like the items above it?"
      ),
      (
        "views: [\n",
        "s.yaml:2:1: expected a value here (a number, a text, a [list] or a {mapping}), but found the end of the file"
      ),
      (
        "views:\n  - id: a\u{1}b\n",
        "s.yaml:2:10: the control character U+0001 is not allowed in a scenario file; remove it, or write it as an escape in double quotes"
      ),
    ])
  func syntax(yaml: String, message: String) throws {
    let error = try loadError(yaml)
    #expect(error.description == message)
    for leak in [
      "YAML syntax", "while scanning", "while parsing", "could not find", "did not find",
    ] {
      #expect(!error.description.contains(leak))
    }
  }

  @Test("A key given twice is named, and a long key is cut")
  func duplicateKey() throws {
    let key = String(repeating: "k", count: 100)
    let error = try loadError("views: []\n\(key): 1\n\(key): 2\n")
    #expect(
      error.message.hasPrefix(
        "a mapping has the key '\(String(repeating: "k", count: 40))…' (100 characters) twice"))
  }
}
