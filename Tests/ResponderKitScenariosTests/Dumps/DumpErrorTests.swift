import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@Suite("Dumps: what cannot be read is an error with the line and what was expected")
struct DumpErrorTests {
  @Test(
    "Each malformed dump names its line and what was expected",
    arguments: [
      (
        "   | hello there",
        "d.txt:2:1: expected a view, '<ClassName: 0x…; frame = (x y; width height); …>'"
      ),
      (
        "   | <UIView: 0xb0; frame = (0 0; 10); layer = <CALayer: 0xb1>>",
        "d.txt:2:29: UIView: expected frame = (x y; width height)"
      ),
      (
        "   | <UIView: 0xb0; frame = (0 0; 10 -4); layer = <CALayer: 0xb1>>",
        "d.txt:2:29: UIView: expected frame = (x y; width height), width and height not negative"
      ),
      (
        "   | <UIView: 0xb0; frame = (0 0; nan 4); layer = <CALayer: 0xb1>>",
        "d.txt:2:29: UIView: expected frame = (x y; width height), with finite numbers"
      ),
      (
        "   | <UIView: 0xb0; layer = <CALayer: 0xb1>>",
        "d.txt:2:6: UIView: expected 'frame = (x y; width height)'"
      ),
      (
        "   | <UIView: 0xb0; frame = (0 0; 1 1); alpha = 2>",
        "d.txt:2:49: UIView: expected alpha = a number from 0 to 1"
      ),
      (
        "   | <UIView: 0xb0; frame = (0 0; 1 1); hidden = MAYBE>",
        "d.txt:2:50: UIView: expected hidden = YES or NO"
      ),
      (
        "   | <UIView: 0xb0; frame = (0 0; 1 1) layer>",
        "d.txt:2:29: UIView: expected frame = (x y; width height)"
      ),
      ("   | <UIView: 0xb0 frame = (0 0; 1 1)>", "d.txt:2:20: expected ';' or '>' after a value"),
      (
        "   | <UIView: 0xb0; frame = (0 0; 1 1); just words>",
        "d.txt:2:41: expected 'key = value' after ';'"
      ),
      (
        "   | <UIView: 0xb0; frame = (0 0; 1 1)); a = b>",
        "d.txt:2:39: expected a value whose brackets match"
      ),
      (
        "   | <UIView: 0xb0; frame = (0 0; 1 1)",
        "d.txt:2:6: this entry is not closed: expected '>'"
      ),
      (
        "   |    |    | <UIView: 0xb0; frame = (0 0; 1 1)>",
        "d.txt:2:1: this view is indented 3 levels under the view above it; expected one level at most"
      ),
      ("<UIWindow: 0xc0; frame = (0 0; 1 1)>", "d.txt:2:1: a second hierarchy starts here"),
      (
        "   | <UIView: 0xb0; frame = (0 0; 1 1)> and more",
        "d.txt:2:1: nothing after the entry's closing '>'"
      ),
      ("   | <: 0xb0; frame = (0 0; 1 1)>", "d.txt:2:7: expected a class name after '<'"),
      (
        "   | <UIView: frame = (0 0; 1 1)>",
        "d.txt:2:15: expected an address (0x…) after the class name"
      ),
    ])
  func malformed(line: String, message: String) {
    #expect {
      _ = try HierarchyDump.scenario(from: windowDump(line), file: "d.txt")
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      let matches = error.description.hasPrefix(message)
      if !matches { Issue.record("got: \(error)") }
      return matches
    }
  }

  @Test("Views nested past 500 levels are refused at the first too deep")
  func tooDeep() {
    let lines = (0...501).map { depth in
      String(repeating: "   | ", count: depth) + "<UIView: 0x\(depth + 1); frame = (0 0; 1 1)>"
    }
    #expect {
      _ = try HierarchyDump.scenario(from: lines.joined(separator: "\n"), file: "d.txt")
    } throws: { error in
      "\(error)".hasPrefix(
        "d.txt:502:1: this view is 501 levels deep; a dump nests views at most 500")
    }
  }

  @Test("A file of no views, or of garbage, is refused")
  func empty() {
    #expect(throws: ScenarioError.self) { try HierarchyDump.scenario(from: "", file: "d.txt") }
    #expect(throws: ScenarioError.self) {
      try HierarchyDump.scenario(from: "(lldb) po x\n", file: "d.txt")
    }
  }

  @Test(
    "Property: random garbage lines in a dump are refused with their line, or read, never a crash")
  func garbage() {
    let alphabet = Array("<>;=|'\"(){}[]0x:., \tabcUIView$-\\n▿")
    var generator = SystemRandomNumberGenerator()
    let base = DumpVariant.modern.split(separator: "\n").map(String.init)
    for _ in 0..<300 {
      var lines = base
      let garbage = String(
        (0..<Int.random(in: 1...60, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
      let at = Int.random(in: 0...lines.count, using: &generator)
      lines.insert(garbage, at: at)
      let text = lines.joined(separator: "\n")
      do throws(ScenarioError) {
        let scenario = try HierarchyDump.scenario(from: text, file: "d.txt")
        #expect(scenario.allViews.count >= 1)
      } catch {
        #expect(error.line >= 1 && error.line <= lines.count + 1, "\(error)\n\(text)")
      }
    }
  }
}
