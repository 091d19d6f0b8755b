import Foundation
import ResponderKitScenarios
import Testing

/// Values a file gives are read as written: base-60 numbers are refused, and huge values are cut
/// when an error quotes them.
@Suite("Scenario files: values read as written and quoted short (issue 35)")
struct HostileValueTests {
  @Test(
    "A plain value with a colon that YAML 1.1 reads as base 60 is not a number",
    arguments: [
      (
        "views:\n  - {id: A, frame: [0, 0, 1:30, 10]}\n",
        "s.yaml:2:27: views[0].frame[2]: '1:30' is not a number here: YAML 1.1 reads it as 90 (base 60); write 90 if that is what you mean"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 10, 10]}\ntouches:\n  - wait: 1:30\n",
        "s.yaml:4:11: touches[0].wait: '1:30' is not a number here: YAML 1.1 reads it as 90 (base 60); write 90 if that is what you mean"
      ),
      (
        "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    gestures:\n      - {type: tap, name: t, numberOfTapsRequired: 1:01}\n",
        "s.yaml:5:52: views[0].gestures[0].numberOfTapsRequired: '1:01' is not a number here: YAML 1.1 reads it as 61 (base 60); write 61 if that is what you mean"
      ),
    ])
  func base60(yaml: String, message: String) throws {
    let error = try loadError(yaml)
    #expect(error.description == message)
  }

  @Test(
    "Numbers YAML 1.1 reads in another base, or with '_' between digits, are refused with their value (issue 46)",
    arguments: [
      ("0x10", "16 (hexadecimal)"), ("0o17", "15 (octal)"), ("017", "15 (octal)"),
      ("-0x10", "-16 (hexadecimal)"), ("0b11", "3 (binary)"),
      ("1_000", "1000 (digits grouped by '_', which YAML 1.2 reads as text)"),
    ])
  func otherBases(text: String, reading: String) throws {
    let error = try loadError("views:\n  - {id: A, frame: [0, 0, \(text), 10]}\n")
    let value = reading.prefix(while: { $0 != " " })
    #expect(
      error.description
        == "s.yaml:2:27: views[0].frame[2]: '\(text)' is not a number here: YAML 1.1 reads it as \(reading); write \(value) if that is what you mean"
    )
  }

  @Test("Decimal numbers, a lone 0 and 0.5 among them, are read as they are written")
  func decimals() throws {
    let scenario = try ScenarioLoader.load(
      yaml: "views:\n  - {id: A, frame: [0, 0.5, 1e2, -0]}\n", file: "s.yaml")
    #expect(scenario.views.first?.frame == CGRect(x: 0, y: 0.5, width: 100, height: 0))
  }

  /// A name of 5 MB: five million characters and more.
  private let huge = String(repeating: "x", count: 5 << 20)

  @Test("A 5 MB name in an unknown reference is cut to its first characters and its length")
  func hugeReference() throws {
    let error = try loadError(
      "views:\n  - {id: A, frame: [0, 0, 10, 10]}\nexpect:\n  - {touch: 1, hit: \(huge)}\n")
    #expect(
      error.description
        == "s.yaml:4:21: expect[0].hit: no view has the id '\(String(huge.prefix(40)))…' (5242880 characters)"
    )
  }

  @Test("A 5 MB target name is cut in the error that names it")
  func hugeTarget() throws {
    let error = try loadError(
      "views:\n  - id: B\n    kind: button\n    frame: [0, 0, 10, 10]\n    targets:\n      - {action: tap, events: [touchUpInside], target: \(huge)}\n"
    )
    #expect(error.description.count < 300)
    #expect(error.description.hasSuffix("…' (5242880 characters)"))
  }

  @Test("A 5 MB action that no responder performs is cut in the lint finding")
  @MainActor
  func hugeAction() throws {
    let scenario = try ScenarioLoader.load(
      yaml:
        "views:\n  - id: B\n    kind: button\n    frame: [0, 0, 10, 10]\n    targets:\n      - {action: \(huge), events: [touchUpInside]}\n",
      file: "s.yaml")
    let finding = try #require(ScenarioLinter.lint(scenario).first { $0.problem.contains("chain") })
    #expect(finding.problem.count < 300)
    #expect(finding.problem.contains("… (5242880 characters)"))
    #expect(finding.fix.count < 300)
  }
}
