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
      // Finding 15: a pan let recognize by a view's touchesBegan handler took the touches, and
      // the same event's pending move still reached the view.
      "AADwAABqampqampqT2JqZWN0XWpqT3A9dGllbmFs////AAAAAAAAvQAAdHJqT3BFRQZFKlJsRUVdampPcHRUfWlv"
        + "AB9PcHRsYWV0AIJy//////9IAEZG/+5wdAT/bmcfJS0GBh8GBgQAAAAAAAAABgYGBgYGBl3+/////////2pqampl"
        + "U2ZwdGlvAB9P/////3B0bGFldACCcv9qak9wPXRpZW5hbP///wAAAAAAAL0AAHRyak9wRUUGRSpSbEVFXWpqT3B0"
        + "VH1pbwAfT3B0bGFldACCcv//////SABGRv/ucHQE/25nHyUtBgYfBgYEpwAAAAAAAAAGBgYGBgYGXf7/////////"
        + "ampqamVTZnB0aW8AH09wdGxhZXQAgnL//////0gARkb/ampqamX/////XWpqT3A97nB0/25nHyUtHwYGBgYEAAAA"
        + "AAAAAAb/////SABGRv9qampqZf//////SABGRv/ucHT/bmcfJS0fBgYGBgQAAAAAAAAABgYGBgYGBAYA////PXRp"
        + "ZW7/////////bmcfJS0fVyo=",
      // Finding 16: a recognizer let recognize from a view's touchesCancelled handler cancelled
      // that touch in the view a second time.
      "AADwAABqampqampqampqampqRUVcVFRUVFRU//9+92dv/YhUVFRUVEVdampP13B0aX1lRkZCRv///+5wdGkvH29I"
        + "AEZIT3BKKZfndDCn5+fn5///////5+fn5+fn5+fn5+fn5+fn5yl0lzDn5+fn5+f//////+fn5+fn5+fn5+fn5+fn"
        + "5+fn5+fz8/Pz8/Pz8/Pz5+cpdJcw5+fn5w8Y//8zMzMzMzMzMzMzMzMzMzMzMzMAdHJpbmcfJWcfBi0fV9aVlY9q"
        + "BEm9AAB06enp6enp6enp6enp6enp6enp6enp6enp6XJpbmcfJS0fVyoCenUESSEAAAAA5+fn5+cpdJcw5+fn5+fn"
        + "///////n5+fn5+fn5+fn5+fn5+fn5+fn8/Pz8/Pz8/Pz8+fnKXSXMOfn5+cPGP//////5///dEjSgcfH2ufn5+f/"
        + "///zLRgYsHBKKXSXMAEAAADn5///////5+fn5+fn5+fn5wAAAAAAAAAAAOfn5+fn5zMzMzMzMzMzMzMzMzMzAHRy"
        + "aW5nHyVnHyUt////Am5u/////3R0MzMzMzMzMzMjMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMAdHJpbmcfJWcfBi0f"
        + "V9aVlY9qBEm9AAB06enp6enp6enp6enp6enp6enp6enp6enp6XJpbmcfJS0fVyoCenUESSEAAAAA5+fn5+cpdJcw"
        + "5+fn5+fn///////n5+fn5+fn5+fn5+fn5+fn5+fn8/Pz8/Pz8/Pz8+fnKXSXMOfn5+cPGP//////5///dEjSgcfH"
        + "2ufn5+f////z8/MN8+fnKXSXRG91YmxlGP//////5///dEjSgcfH2hgYsHBKKXSXMAEAAADn5///////5+fn5+fn"
        + "5+fn5wAAAAAAAAAAAOfn5+fn5+fn5+fn5+dEaWN0aW9uYefn5+fn56fn5+fn5+fnGRjn5+fn5+fn5+fn5wAAAADn"
        + "5+fn5+fn5+fn5+fn5wAAAAAAAAD/5+fnQkJCQkJCQkJCQkJCQkJCQkJCQkJCQlc=",
      // Finding 17: a view's touchesCancelled handler detached its window, re-entering the
      // gesture environment, which reused its scratch set: the cancelled touch stayed tracked
      // (the view would refuse every later touch) and, now that a touch holds its window, the
      // window and its views outlived the application.
      "AADwAABqampqampqamoxXWpTdHJpbmc6BQAAAAAAAAB0//9Cb2//////XWpTdHJpbmc6uQEAAAAAAQB0//9Cb2//"
        + "//+9/0lJbnQAAHRyaf////9JvUludAAAdHJp/////+///wJudHJpHG5nWYUAOG7k5OTk5OTk5OT////////3////"
        + "/////////////+QWGxsbGxv/G+Tk5OTk5OTk5OTk5OTk5OTk8+Tk5OTk5OTk5OTk5P////////9l5OTk5OTk5OTk"
        + "5OTkAPAAAGpqampqampqal1qU3RyaW5nOgAAAAAAAACAdP//Qm9v/////11qUxxuAAAAAAB0//9Cb2//////XWpT"
        + "PXJpbmd0cmkcbmdZHwAzbnQAAGDk5OTk5HLk5OTk5OQAAAAAASr//0gARkb/7lVuc2FmZXD//wcAdHJpcTCMMDAw"
        + "MDAwMDAwMDAwQQD/AAB0//9CbW//Mf//XWpTHG4AAAAAMf//XWpTHG4AAAB0//9Cb2//////XWr/",
      // Finding 19: a pinch ignoring a third finger released a view's withheld touches from
      // inside its own touchesBegan; the view's handler disabled the pinch (a reset), and the
      // pinch's loop went on filling its pair after the reset: it never recognized again.
      "AADwAABqampqampqampqampqRUVFXSZqfXRUcE9lK1NmbEVFRV1hak9wdFR9ZVNmcHRpbwAfT3B0bGFCQkJCQkJC"
        + "QkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJldACCcmn//////////////0gARkb/"
        + "7nB0BP9uZx8lLR9XKg==",
      // Finding 20: a pinch picked by a trackpad pinch's began, before any scale, then took a
      // finger; the trackpad's next step began and cancelled it outside the touch arbitration,
      // where a swipe waited for it to fail: the swipe and the finger's other recognizers were
      // never reset.
      "AADwAABqampqampqal10agEAU2ZmAQAAnJycnJycnJycnJycnNicnJycnJycnJycnJycnJycnJycav//////////////"
        + "+CS8ampqav//Am5kcmkcbmdZ/0m9SU50AACMjZaRmP+TnJycnJycnJycnJycnJycnJyctJycnJycnJycnJz/////"
        + "/////wb///9JvUlOdAABAAAAAAAACACMjZaRmMPDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PD/5OcnJycnJyc"
        + "nJycnJycnJyc2JycnJycnJycnJycnJycnJycnJxq////////////////JLxqampq//8CbmRyaRxuZ1kfADg4fh84",
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
