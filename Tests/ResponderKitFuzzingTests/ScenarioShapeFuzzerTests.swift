import Foundation
import ResponderKitFuzzing
import ResponderKitScenarios
import Testing

/// The shape fuzzer (issue 29): bytes written as scenario files that multiply through durations,
/// counts, aliases and compounding transforms, each through the whole tool within its budgets.
/// Loading and writing run off the main actor, so that the playground's server tests, whose
/// sessions need it, are not kept waiting; the whole tool runs on it.
@Suite("Fuzzing: scenario files in the shapes that multiply")
struct ScenarioShapeFuzzerTests {
  /// Bytes from a fixed generator, so the test sees the same files every run.
  private static func bytes(seed: UInt64, count: Int) -> [UInt8] {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    return (0..<count).map { _ in
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }

  @Test("every file the writer makes is valid YAML or a dump: what is refused, the loader refuses")
  func validYAML() {
    var loaded = 0
    for seed in 1...60 {
      let text = ScenarioShapeFuzzer.file(from: Self.bytes(seed: UInt64(seed), count: 300))
      do {
        _ = try ScenarioLoader.load(text: text, name: "shape.yaml")
        loaded += 1
      } catch {
        #expect(!error.message.hasPrefix("YAML"), "seed \(seed): \(error)")
        #expect(error.line > 0 || !error.keyPath.isEmpty, "seed \(seed): \(error)")
      }
    }
    // Values past their limits are kept to one file in four (`allowsExtremes`), so that about
    // half the files load and the tool behind the loader is reached (10 in 400 loaded before).
    #expect(loaded >= 20, "\(loaded) of 60 files load")
  }

  @Test("the writer reaches every shape: aliases, long steps, large counts, compounding scales")
  func shapes() {
    let texts = (1...300).map {
      ScenarioShapeFuzzer.file(from: Self.bytes(seed: UInt64($0), count: 300))
    }
    for shape in [
      "*path", "*seg", "*rel", "*e", "*tree", "duration: 600", "ticks: 10000000",
      "scale: [10000000", "hold: 601", "kind: table", "sections: [5000, 5000]",
      "cellSubviews:", "kind: collection", "itemSize: [", "kind: stack", "fillEqually",
      "kind: navigation", "kind: pages", "kind: textField", "key: {key: shift+a",
      "constraints: [leading = V", "height = 100000", "(lldb) po", "UIWindow: 0x",
      "UITapGestureRecognizer",
    ] {
      #expect(texts.contains { $0.contains(shape) }, "no file has \(shape)")
    }
  }

  @MainActor
  @Test("a sample of files goes through the whole tool with every promise kept")
  func wholeTool() {
    for seed in 1...12 {
      let violations = ScenarioShapeFuzzer.run(Self.bytes(seed: UInt64(seed), count: 120))
      #expect(violations.isEmpty, "seed \(seed): \(violations)")
    }
  }

  @MainActor
  @Test("the committed corpus goes through clean")
  func corpus() throws {
    for file in try corpusFiles("scenario-shapes") {
      let violations = ScenarioShapeFuzzer.run(Array(try Data(contentsOf: file)))
      #expect(violations.isEmpty, "\(file.lastPathComponent): \(violations)")
    }
  }
}
