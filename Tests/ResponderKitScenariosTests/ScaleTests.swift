import Foundation
import Testing

@testable import ResponderKit
@testable import ResponderKitScenarios

/// A small deterministic generator (SplitMix64), so that a failing screen can be regenerated.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random screen of overlapping views: nested, some controls, some hidden, faint, passing
/// touches through, redirecting to a subview, rotated.
private func randomScreen(seed: UInt64, count: Int) -> String {
  var random = SplitMix(state: seed)
  var parents: [Int] = []
  var children: [[Int]] = Array(repeating: [], count: count + 1)
  for index in 1...count {
    let parent = Int.random(in: 0...index - 1, using: &random)
    parents.append(parent)
    children[parent].append(index)
  }
  func yaml(_ id: Int) -> String {
    let x = Int.random(in: -40...300, using: &random)
    let y = Int.random(in: -40...600, using: &random)
    let w = Int.random(in: 0...240, using: &random)
    let h = Int.random(in: 0...240, using: &random)
    var keys = ["id: V\(id)", "frame: [\(x), \(y), \(w), \(h)]"]
    switch Int.random(in: 0...5, using: &random) {
    case 0: keys.append("kind: button")
    case 1: keys.append("kind: control")
    case 2: keys.append("gestures: [{type: tap, name: t\(id)}]")
    default: break
    }
    switch Int.random(in: 0...14, using: &random) {
    case 0: keys.append("alpha: 0.05")
    case 1: keys.append("isHidden: true")
    case 2: keys.append("passThrough: true")
    case 3: keys.append("isUserInteractionEnabled: false")
    case 4: keys.append("transform: {rotate: 30}")
    case 5: keys.append("touchArea: {left: 20, top: 20}")
    case 6 where !children[id].isEmpty: keys.append("redirectTo: V\(children[id][0])")
    default: break
    }
    if !children[id].isEmpty {
      keys.append("subviews: [\(children[id].map(yaml).joined(separator: ", "))]")
    }
    return "{" + keys.joined(separator: ", ") + "}"
  }
  let tree = children[0].map { "  - " + yaml($0) }.joined(separator: "\n")
  return "views:\n\(tree)\n"
}

@MainActor
@Suite("Scale: lint, explain, render and trace stay near linear in views, touches and recognizers")
struct ScaleTests {
  @Test(
    "Property: on random screens of overlapping views, the indexed search for covering views finds what scanning every view in front finds"
  )
  func coverSearchMatchesScan() throws {
    var compared = 0
    for seed in UInt64(1)...120 {
      let count = Int(seed % 40) + 2
      let yaml = randomScreen(seed: seed, count: count)
      let scenario = try ScenarioLoader.load(yaml: yaml, file: "random.yaml")
      let indexed = ScenarioLinter.lint(scenario, search: .indexed).map(\.description)
      let scanned = ScenarioLinter.lint(scenario, search: .scan).map(\.description)
      #expect(indexed == scanned, "seed \(seed)\n\(yaml)")
      compared += scanned.filter { $0.contains("covered by") }.count
    }
    // The screens are crowded enough that covers are found, fully and in part.
    #expect(compared > 30)
  }

  @Test("§2 many overlapping buttons: covers grouped past three, the first cover in front named")
  func overlappingButtons() throws {
    // 1,500 buttons in 500 stacks of three at the same place: each but the top one of a stack
    // is fully covered by the one above it, and partly by the buttons of the next stacks.
    var yaml = "views:\n"
    for index in 0..<1500 {
      let stack = index / 3
      yaml +=
        "  - {id: B\(index), kind: button, frame: [\(stack % 100), \(stack / 100 * 10), 50, 50]}\n"
    }
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "b.yaml"))
    let errors = findings.filter { $0.severity == .error }
    #expect(errors.count == 1000)
    #expect(
      errors.first?.description
        == "error: B0: it is fully covered by B1, in front, which takes the touches. Fix: bring B0 to the front, or make B1 pass touches through."
    )
    let grouped = findings.filter { $0.problem.contains("and more views in front") }
    // B0 is partly covered by nothing before B1 covers it all; the top of the first stack (B2)
    // by the whole next stacks.
    #expect(
      findings.first { $0.subject == "B2" }?.description
        == "warning: B2: part of it is covered by B3, B4, B5 and more views in front, which swallow touches there. Fix: make the views in front pass touches through, or keep them off the control."
    )
    #expect(grouped.count > 400)
    #expect(findings.count < 3 * 1500)
  }

  @Test("§8.5 thousands of undecided tap recognizers on one view: one finding for the group")
  func manyRecognizersGrouped() throws {
    var yaml = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    for index in 0..<1500 { yaml += "      - {type: tap, name: g\(index)}\n" }
    for index in 0..<300 {
      yaml += "      - {type: tap, name: d\(index), numberOfTapsRequired: 2}\n"
    }
    yaml += "      - {type: pan, name: p0, simultaneousWith: [p1]}\n"
    yaml += "      - {type: pan, name: p1}\n"
    yaml += "      - {type: pan, name: p2}\n"
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "r.yaml"))
    let lines = findings.map(\.description)
    #expect(lines.count == 1500 + 3)
    // In the order of their first pairs: g0 and g1, then g0 and d0.
    #expect(
      lines.prefix(2) == [
        "warning: g0, g1, g2 and 1497 more on A: 1500 tap recognizers on one view with the same numberOfTapsRequired, 1124250 pairs of them neither simultaneous nor ordered by requireToFail: only the first will ever recognize. Fix: keep one, or decide between them with requireToFail or simultaneousWith.",
        "warning: g0 on A: it fires on the first tap of every one of d0, d1, d2 and 297 more too. Fix: add requireToFail: [d0, d1, d2, ...], naming all 300, to g0.",
      ])
    #expect(
      lines.contains(
        "warning: d0, d1, d2 and 297 more on A: 300 tap recognizers on one view with the same numberOfTapsRequired, 44850 pairs of them neither simultaneous nor ordered by requireToFail: only the first will ever recognize. Fix: keep one, or decide between them with requireToFail or simultaneousWith."
      ))
    // p0 and p1 are decided; p2 with each of them is not.
    #expect(
      lines.contains(
        "warning: p0, p1 and p2 on A: 3 pan recognizers on one view, 2 pairs of them neither simultaneous nor ordered by requireToFail: only the first will ever recognize. Fix: keep one, or decide between them with requireToFail or simultaneousWith."
      ))
  }

  @Test(
    "§8.5 every pair of 140 recognizers related but one (as many names as a file may give): that pair alone is found"
  )
  func relatedRecognizers() throws {
    // 139 lists of 140 names: 19,460, under ScenarioLoader.maximumRelationCount.
    let count = 140
    let names = (0..<count).map { "g\($0)" }
    var yaml = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    yaml +=
      "      - {type: tap, name: g0, simultaneousWith: &n [\(names.joined(separator: ", "))]}\n"
    for index in 1..<count - 1 {
      yaml += "      - {type: tap, name: g\(index), simultaneousWith: *n}\n"
    }
    yaml += "      - {type: tap, name: g\(count - 1)}\n"
    // Every recognizer but the last names them all, the last too: every pair is decided.
    let decided = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "r.yaml"))
    #expect(decided.isEmpty)
    let undecided = yaml.replacingOccurrences(
      of: "name: g7, simultaneousWith: *n}", with: "name: g7, simultaneousWith: [g8]}")
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: undecided, file: "r.yaml"))
    #expect(
      findings.map(\.description) == [
        "warning: g7 and g\(count - 1) on A: both are tap recognizers on one view: only the first will ever recognize. Fix: remove one, or decide between them with requireToFail or simultaneousWith."
      ])
  }

  @Test("explain over 3,000 taps: each touch-down gets its own story, in order")
  func explainManyTaps() throws {
    var yaml = "views:\n  - {id: A, frame: [0, 0, 375, 667]}\ntouches:\n"
    for index in 0..<3000 { yaml += "  - tap: [\(index % 375), \((index / 375) * 40 % 667)]\n" }
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "t.yaml")
    let text = ScenarioPrinter.explain(scenario, file: "t.yaml", at: nil, view: nil).text
    let lines = text.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("touch ") }.count == 3000)
    #expect(lines.filter { $0 == "outcome: A got touchesBegan, touchesEnded" }.count == 3000)
  }

  @Test("§5 a story reader over 20,000 touches down at once and lifted at once")
  func storiesOfManyTouches() {
    let count = 20000
    var records: [TraceRecord] = [.eventDispatched(type: .touches, timestamp: 0)]
    for touch in 1...count {
      records.append(.touchBegan(touch: touch, at: .zero, view: "A", tapCount: 1))
    }
    records.append(.delivered(.touchesBegan, to: "A", touches: Array(1...count)))
    records.append(.eventDispatched(type: .touches, timestamp: 1))
    for touch in (1...count).reversed() { records.append(.touchEnded(touch: touch, at: .zero)) }
    records.append(.delivered(.touchesEnded, to: "A", touches: Array(1...count)))
    let stories = TouchStory.stories(from: records)
    #expect(stories.count == count)
    #expect(stories.allSatisfy { $0.end == .lifted(1) && $0.calls.count == 2 })
    #expect(stories[0].outcome == "touch 1: A got touchesBegan, touchesEnded")
  }
}

@MainActor
@Suite("Scale: arbitration among thousands of recognizers on one touch")
struct RecognizerScaleTests {
  @Test(
    "§8.5 a tap on a view with 2,000 tap recognizers: the first recognizes, it excludes the rest")
  func thousandsOfTaps() throws {
    var yaml = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    for index in 0..<2000 { yaml += "      - {type: tap, name: g\(index)}\n" }
    yaml += "touches:\n  - tap: [10, 10]\n"
    let run = try play(yaml: yaml, file: "r.yaml")
    let actions = run.records.filter {
      if case .recognizerActionSent = $0 { true } else { false }
    }
    #expect(actions == [.recognizerActionSent(recognizer: "g0 on A", state: .ended)])
    let resets = run.records.filter { if case .recognizerReset = $0 { true } else { false } }
    #expect(resets.count == 2000)
    #expect(
      TouchStory.stories(from: run.records).map(\.outcome) == [
        "touch 1: A got touchesBegan, touchesCancelled; recognized g0 on A"
      ])
  }

  @Test(
    "§8.6 50 tap recognizers each requiring every other to fail (as many as a file may): 2,500 requirements built, each found, and lint sees every pair decided"
  )
  func longRequirementChains() throws {
    let count = 50
    let names = (0..<count).map { "g\($0)" }.joined(separator: ", ")
    var yaml = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    // Each names every recognizer in requireToFail (itself ignored): 2,500 names, the
    // requirement limit (ScenarioLoader.maximumRequirementCount).
    yaml += "      - {type: tap, name: g0, requireToFail: &n [\(names)]}\n"
    for index in 1..<count { yaml += "      - {type: tap, name: g\(index), requireToFail: *n}\n" }
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "r.yaml")
    let built = ScenarioScene(scenario)
    let recognizers = built.views["A"]?.gestureRecognizers ?? []
    #expect(recognizers.count == count)
    #expect(
      recognizers.allSatisfy { recognizer in
        recognizers.filter { recognizer.requiresToFail($0) }.count == count - 1
      })
    #expect(ScenarioLinter.lint(scenario).isEmpty)
  }
}
