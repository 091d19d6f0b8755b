import Foundation
import PropertyBased
import ResponderKitFuzzing
import Testing

/// The raw-input fuzz target's checks, run on the inputs that found bugs and on the committed
/// corpus, so that every CI run replays them without libFuzzer.
@MainActor
@Suite("Fuzzing: raw input over random hierarchies with mutations from handlers")
struct RawInputFuzzerTests {
  @Test(
    "the inputs that found bugs play clean",
    arguments: [
      // Finding 11: a window touched on its own background held itself.
      "usC6uj26wLoAAAC6IyM9usC6AAAq",
      // Finding 12: a window detached from touchesCancelled sent because a recognizer took the
      // touch, with cancelAllTouches' cancels queued: the recognizer never got its cancel.
      "jwBBPz8/Kz9ykJCQkJCQcv8AAAD//wEAAAAAAGcAPf/+/wAAAAAAZwA9//7//0RloP+yJP//of8NAw1m////////AP////////8L/wD/////JP/////9/f39RqD/siT/////DQMNDQ0NDQ0NDUludP8A+v///0RlZv///////wD/////////C///AP//JP///////f39/Uag/7Ik//+h/w0DDQ0NDQ0NDQ1Eb3X/APr///+yJP/////////9",
      // Finding 13: a touch begun by a handler of the cancels a detach sends landed in the
      // leaving window and was never cancelled.
      "/zDh4U9wdGlvbmFs4eHh4eHh4eHh4aHh4eHh4eHh4eHh4eHh4eHh4eHh4aHh4eHhHh4eHh4eHh4eHh4e4eHh4Trh4eHhLzo0OsA6Ojo64eFEaWN0aeHh4eHhKOHhHxThLzo0OsA6OjrDw8PDw8PDAAD//wAA/////kAAOuHhRGljdGnh4eHh4Sjh4R8U4eHh4eHhLJDhwQDhAOE=",
      // Finding 14: a recognizer ignoring a touch, removed (and reset) by a view's handler run
      // from that very ignore, was then failed for good.
      "AADwAABqampqUVFRUVErUVFRUVFRUR9TZmxFRUVdampdJmpPcHRU////////////dQpQBv9uZmpqampqAHUE/////////h8lLU5wdFQ=",
    ])
  func foundInputs(base64: String) throws {
    let bytes = Array(try #require(Data(base64Encoded: base64)))
    #expect(RawInputFuzzer.run(bytes) == [])
  }

  @Test(
    "Property: any program of windows, recognizers, raw frames and handler mutations keeps every promise"
  )
  func randomPrograms() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...255).array(of: 0...600)) { values in
      let violations = RawInputFuzzer.run(values.map { UInt8($0) })
      #expect(violations.isEmpty, "\(violations)")
    }
  }

  @Test("the committed corpus plays clean")
  func corpus() throws {
    let files = try corpusFiles("raw-input")
    #expect(files.count > 10)
    for file in files {
      let violations = RawInputFuzzer.run(Array(try Data(contentsOf: file)))
      #expect(violations.isEmpty, "\(file.lastPathComponent): \(violations)")
    }
  }
}

/// Replays the input file named by `RESPONDERKIT_FUZZ_INPUT` (a crash libFuzzer saved) and prints
/// what the harness did, interleaved with the engine's trace:
/// `RESPONDERKIT_FUZZ_INPUT=crash-… swift test --filter replayNamedInput`.
@MainActor
@Test(
  "replay a fuzz input with its story (RESPONDERKIT_FUZZ_INPUT)",
  .enabled(if: ProcessInfo.processInfo.environment["RESPONDERKIT_FUZZ_INPUT"] != nil))
func replayNamedInput() throws {
  let path = try #require(ProcessInfo.processInfo.environment["RESPONDERKIT_FUZZ_INPUT"])
  let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  let (violations, narrative) = RawInputFuzzer.replay(bytes, narrating: true)
  print(narrative.joined(separator: "\n"))
  #expect(violations == [])
}

/// The files of one folder of the committed corpus.
func corpusFiles(_ folder: String) throws -> [URL] {
  let directory = try #require(
    Bundle.module.url(forResource: "Corpus", withExtension: nil)?.appendingPathComponent(folder))
  return try FileManager.default.contentsOfDirectory(
    at: directory, includingPropertiesForKeys: nil
  ).filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
}
