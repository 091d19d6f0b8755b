import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Key steps, key commands and text input in scenario files.
@MainActor
@Suite("Scenario files: keys, key commands and text input")
struct ScenarioKeyboardTests {
  static let screen = """
    window: {width: 400, height: 300}
    views:
      - id: Pane
        frame: [0, 0, 400, 300]
        keyCommands:
          - {key: command+z, action: "undo:"}
        subviews:
          - id: Field
            frame: [10, 10, 200, 30]
            textInput: true
            becomesFirstResponder: true
            performs: ["undo:"]
    """

  @Test(
    "A key step types into a text-input view; a command offered up the chain is performed by the first that can"
  )
  func keysPlay() throws {
    let run = try play(
      yaml: Self.screen
        + "\ntouches:\n  - key: a\n  - key: shift+b\n  - key: backspace\n  - key: command+z\n",
      file: "k.yaml")
    let records = run.records
    #expect(records.contains(.textInput(text: "a", into: "Field")))
    #expect(records.contains(.textInput(text: "B", into: "Field")))
    #expect(records.contains(.textInput(text: nil, into: "Field")))
    #expect(
      records.contains(.keyCommandPerformed(key: "command+z", action: "undo:", target: "Field")))
    let began = records.filter { $0 == .delivered(.pressesBegan, to: "Field", touches: []) }
    #expect(began.count == 3, "a, B and backspace reach pressesBegan; the command takes command-z")
  }

  @Test(
    "Key errors name the file, line, column and what was expected",
    arguments: [
      (
        "touches:\n  - key: comand+z\n",
        "s.yaml:14:10: touches[0].key: unknown modifier 'comand'; did you mean 'command'? (expected: capsLock, shift, control, option, command, numericPad)"
      ),
      (
        "touches:\n  - key: command+f13\n",
        "s.yaml:14:10: touches[0].key: unknown key 'f13' (expected a letter, a digit, a typed character or one of: backspace, delete, downArrow, end, escape, home, leftArrow, pageDown, pageUp, return, rightArrow, space, tab, upArrow)"
      ),
      (
        "touches:\n  - key: {hold: 1}\n",
        "s.yaml:14:10: touches[0].key: a key step needs 'key'"
      ),
    ])
  func keyErrors(script: String, message: String) {
    expectLoadError(Self.screen + "\n" + script, message)
  }

  @Test("keyCommands and textInput are for plain views; a key command needs a key and an action")
  func viewKeyErrors() {
    expectLoadError(
      "views:\n  - {id: B, frame: [0, 0, 10, 10], kind: button, textInput: true}\n",
      "s.yaml:2:61: views[0].textInput: 'textInput' is for plain views (kind: view)")
    expectLoadError(
      "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    keyCommands: [{key: command+c}]\n",
      "s.yaml:4:19: views[0].keyCommands[0]: a key command needs 'key' (like command+c) and 'action'"
    )
  }
}
