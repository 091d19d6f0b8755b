import Foundation
import ResponderKit
import ResponderKitScenarios

#if YAML
  import Yams
#endif

/// Writes a session's touches as a scenario file: the screen's own file with its `touches` and
/// `expect` replaced by the frames the engine accepted, one `samples` step each, and expectations
/// read from playing them (each touch's hit view, the recognizers that recognized, where scroll
/// views came to rest), so the file is a regression test of what was just done.
///
/// The file is YAML; without the package's `YAML` trait, which reads YAML, it is JSON (and so is
/// the screen's file, then), so that the build that wrote it reads it back.
@MainActor
enum ScenarioWriter {
  /// The saved file for `frames` on `screen`; `liveRecords` is the session's trace, compared with
  /// the file's.
  static func save(
    _ frames: [[TouchSample]], on screen: LoadedScreen, liveRecords: [TraceRecord]
  ) -> SavedScenario {
    var scenario = screen.scenario
    var script = TouchScript()
    for frame in frames { script.samples(frame) }
    scenario.script = script
    scenario.expectations = []
    let run = try? ScenarioRun.play(scenario, file: screen.name)
    #if YAML
      let touchCount = Set(frames.flatMap { $0.map(\.touchID) }).count
      let header = [
        "# Recorded in `responderkit serve` on \(screen.name): \(touchCount) touch\(touchCount == 1 ? "" : "es").",
        "# `responderkit trace` on this file plays them again and checks what they did.",
      ]
      let steps = frames.map { frame -> String in
        let samples: [String] = frame.map { sampleText($0) }
        return "  - samples: [" + samples.joined(separator: ", ") + "]"
      }
      let expected: [String] = expectations(run, scenario).map { "  - " + $0 }
      var lines: [String] = header
      lines.append(screenText(screen.text))
      lines.append(frames.isEmpty ? "touches: []" : "touches:")
      lines += steps
      lines.append(expected.isEmpty ? "expect: []" : "expect:")
      lines += expected
      let text = lines.joined(separator: "\n") + "\n"
      let fileExtension = "yaml"
    #else
      let text = jsonText(frames, screen: screen.text, expected: expectations(run, scenario))
      let fileExtension = "json"
    #endif
    let stem = (screen.name as NSString).deletingPathExtension
    return SavedScenario(
      fileName: "\(stem)-recorded.\(fileExtension)", yaml: text,
      matchesLiveTrace: run?.records == liveRecords)
  }

  #if !YAML
    /// The saved file as JSON: the screen's entries but `touches` and `expect`, then those of
    /// `frames` and `expected`.
    private static func jsonText(
      _ frames: [[TouchSample]], screen: String, expected: [String]
    ) -> String {
      let entries = JSONReader.objectEntries(of: screen, dropping: ["touches", "expect"]) ?? []
      var lines = entries.map { "  \($0.key): \($0.value)" }
      let steps = frames.map { frame in
        "    {\"samples\": [" + frame.map { sampleText($0) }.joined(separator: ", ") + "]}"
      }
      lines.append(
        steps.isEmpty
          ? "  \"touches\": []" : "  \"touches\": [\n" + steps.joined(separator: ",\n") + "\n  ]")
      lines.append(
        expected.isEmpty
          ? "  \"expect\": []"
          : "  \"expect\": [\n" + expected.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]")
      return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
  #endif

  /// One sample as the file writes it.
  static func sampleText(_ sample: TouchSample) -> String {
    "{\(key("id")): \(sample.touchID), \(key("phase")): \(quoted(sample.phase.rawValue)), \(key("at")): [\(number(sample.location.x)), \(number(sample.location.y))], \(key("time")): \(number(sample.timestamp))}"
  }

  /// A key as the file writes it: plain in YAML, quoted in JSON.
  private static func key(_ name: String) -> String {
    #if YAML
      name
    #else
      "\"\(name)\""
    #endif
  }

  /// A number with no exponent and no trailing zeros: the mapper keeps locations to 1/10,000 of
  /// a point and times to the microsecond, so six decimals give back the very same value.
  static func number(_ value: Double) -> String {
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// The expectations that hold for the played run.
  private static func expectations(_ run: ScenarioRun?, _ scenario: Scenario) -> [String] {
    guard let run else { return [] }
    let ids = Set(scenario.allViews.map(\.id))
    var lines: [String] = []
    var recognized: [String] = []
    let gestures = Set(scenario.allViews.flatMap { $0.gestures.map(\.name) })
    for record in run.records {
      switch record {
      case .touchBegan(let touch, _, let view, _):
        let name = view ?? "none"
        if view == nil || ids.contains(name) || name == "Window" {
          lines.append("{\(key("touch")): \(touch), \(key("hit")): \(quoted(name))}")
        }
      case .recognizerActionSent(let traceName, let state) where state == .began || state == .ended:
        let name = RecognizerLedger.entry(traceName, state: "").name
        if gestures.contains(name), !recognized.contains(name) { recognized.append(name) }
      default: break
      }
    }
    lines += recognized.map { "{\(key("gesture")): \(quoted($0)), \(key("recognized")): true}" }
    for spec in scenario.allViews where spec.kind.isScrollView {
      guard
        let offset = (run.scene.window.view(withIdentifier: spec.id) as? ScrollView)?
          .contentOffset
      else { continue }
      lines.append(
        "{\(key("view")): \(quoted(spec.id)), \(key("contentOffset")): [\(number(offset.x)), \(number(offset.y))]}"
      )
    }
    return lines
  }

  /// A name as a YAML scalar: plain when it reads back as the same string, else quoted; always
  /// quoted in JSON.
  static func quoted(_ name: String) -> String {
    #if YAML
      let plain =
        name.range(of: #"^[A-Za-z_][A-Za-z0-9_.]*$"#, options: .regularExpression) != nil
      let reserved = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
      if plain, !reserved.contains(name.lowercased()) { return name }
      let data = (try? JSONEncoder().encode(name)) ?? Data("\"\"".utf8)
      return String(decoding: data, as: UTF8.self)
    #else
      return JSONReader.quoted(name)
    #endif
  }

  #if YAML
    /// The screen's file without its `touches` and `expect`: those top-level keys and what is
    /// under them are cut from a block-style file, keeping its comments and layout; a flow-style
    /// (JSON) file is written again through Yams without them.
    static func screenText(_ text: String) -> String {
      let lines = text.components(separatedBy: "\n")
      let firstContent = lines.first { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
      }
      if firstContent?.trimmingCharacters(in: .whitespaces).hasPrefix("{") == true {
        return flowScreenText(text)
      }
      var kept: [String] = []
      var skipping = false
      for line in lines {
        let topLevel = line.first.map { !$0.isWhitespace && $0 != "#" && $0 != "-" } ?? false
        if topLevel {
          skipping = line.hasPrefix("touches:") || line.hasPrefix("expect:")
        }
        if !skipping { kept.append(line) }
      }
      while kept.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { kept.removeLast() }
      return kept.joined(separator: "\n")
    }

    private static func flowScreenText(_ text: String) -> String {
      guard let node = try? Yams.compose(yaml: text), case .mapping(let mapping) = node else {
        return ""
      }
      let pairs = mapping.filter { $0.key.string != "touches" && $0.key.string != "expect" }
      let screen = Node.mapping(Node.Mapping(pairs.map { ($0.key, $0.value) }))
      return ((try? Yams.serialize(node: screen)) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  #endif
}
