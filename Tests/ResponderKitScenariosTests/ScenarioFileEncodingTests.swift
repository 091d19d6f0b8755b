import Foundation
import ResponderKitScenarios
import Testing

/// A screen, as text.
private let text = "views:\n  - {id: A, frame: [0, 0, 10, 10]}\n"

/// A scenario file's bytes are UTF-8: other encodings are named, and the first bad byte is placed.
@Suite("Scenario files: text encodings (issue 35)")
struct ScenarioFileEncodingTests {
  /// The message loading `bytes` as `s.yaml` is refused with, or `nil` when it loads.
  private func refusal(_ bytes: [UInt8]) throws -> String? {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(bytes, to: "s.yaml")
    do {
      _ = try ScenarioLoader.load(contentsOf: path)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "UTF-16 and UTF-32 text is named as such",
    arguments: [
      (
        [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
        "s.yaml: is UTF-16 text (it starts with a byte-order mark); scenario files are UTF-8 (save the file as UTF-8)"
      ),
      (
        [0xFE, 0xFF] + Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
        "s.yaml: is UTF-16 text (it starts with a byte-order mark); scenario files are UTF-8 (save the file as UTF-8)"
      ),
      (
        Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
        "s.yaml: is UTF-16 text (it has NUL bytes between its characters); scenario files are UTF-8 (save the file as UTF-8)"
      ),
      (
        [0xFF, 0xFE, 0, 0] + Array(text.utf8).flatMap { [$0, 0, 0, 0] },
        "s.yaml: is UTF-32 text (it starts with a byte-order mark); scenario files are UTF-8 (save the file as UTF-8)"
      ),
      (
        Array(text.utf8).flatMap { [0, 0, 0, $0] },
        "s.yaml: is UTF-32 text (it has NUL bytes between its characters); scenario files are UTF-8 (save the file as UTF-8)"
      ),
    ] as [([UInt8], String)])
  func wideText(bytes: [UInt8], message: String) throws {
    #expect(try refusal(bytes) == message)
  }

  @Test("Invalid UTF-8 names the line, the column and the byte")
  func invalidUTF8() throws {
    // "é" in Latin-1 is the single byte 0xE9; the line before has a two-byte "é" in UTF-8.
    let bytes =
      Array("views:\n  - {id: é, frame: [0, 0, 10, 10]}\n  - {id: ".utf8) + [0xE9]
      + Array("t, frame: [0, 0, 10, 10]}\n".utf8)
    #expect(
      try refusal(bytes)
        == "s.yaml:3:10: the byte 0xE9 is not UTF-8 (is the file in Latin-1 or Windows-1252?); scenario files are UTF-8"
    )
  }

  @Test("A UTF-8 byte-order mark is accepted and dropped")
  func utf8ByteOrderMark() throws {
    #expect(try refusal([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == nil)
  }
}
