import Foundation
import ResponderKit
import ResponderKitScenarios

/// Reads fuzzer bytes as decisions that write a scenario file in the shapes that multiply: steps
/// with long durations and large counts, YAML anchors reused through aliases (paths, expectation
/// lists, segment lists, relation lists, whole subtrees), nested transforms that compound, and
/// autorepeating steppers held down; the containers real screens are made of (tables,
/// collections, stacks, navigation, pages, text fields, constraint chains); and, one file in
/// eight, a pasted `recursiveDescription` dump (`DumpWriter`). The file then goes through the
/// whole tool as ``ScenarioFuzzer`` runs any file, and what loads must stay within the budgets: a
/// byte-level fuzzer rarely writes such files, which are what issues 29 and 46 found. The files
/// are YAML: without the package's `YAML` trait the loader refuses each, and this fuzzer reaches
/// no further than the dumps.
///
/// ```
/// bytes ──▶ FuzzInput decisions ──▶ YAML or dump ──▶ ScenarioFuzzer.run (load, play, explain,
///                                                  lint, render) + the budget checks
/// ```
@MainActor
public enum ScenarioShapeFuzzer {
  /// The most steps of a script the whole tool plays: files at the sample budget take seconds a
  /// command in a release build and many times that under AddressSanitizer, so bigger scripts
  /// are loaded and checked against the budget, and `Fuzz/hostile/measure.sh` times the commands
  /// on files at the budget instead.
  static let playedSteps = 20_000

  /// Runs one input and returns what broke, in words; empty when every promise held.
  public static func run(_ bytes: [UInt8]) -> [String] {
    ScenarioFuzzer.run(file(from: bytes), requiresLocation: true, playedSteps: playedSteps) {
      scenario in
      let samples = scenario.script.frames.reduce(0) { $0 + $1.count }
      guard samples > ScenarioLoader.maximumSampleCount else { return [] }
      return ["a loaded script expands to \(samples) samples, past the budget"]
    }
  }

  /// The scenario file `bytes` describe.
  ///
  /// - Complexity: O(*n*) in the bytes; the text is at most a few hundred kilobytes (its
  ///   longest lists written once), whatever it stands for.
  public nonisolated static func file(from bytes: [UInt8]) -> String {
    var input = FuzzInput(bytes)
    // One file in eight is a pasted dump (`DumpWriter`), the rest scenario files.
    if input.chance(32) {
      var dump = DumpWriter()
      dump.dump(&input)
      return dump.text
    }
    var writer = ShapeWriter()
    writer.views(&input)
    writer.touches(&input)
    writer.expectations(&input)
    return writer.text
  }
}
