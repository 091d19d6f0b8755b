import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Key commands and first responder on view controllers and on views of every kind (issue 30's
/// format gaps): UIKit finds key commands up the responder chain from the first responder (§3.3
/// first responder, §3.4 where each kind of event starts), whatever class declares them.
@MainActor
@Suite("Scenario files: key commands and first responder on controllers and any view")
struct ScenarioRespondersTests {
  private func failures(_ yaml: String) throws -> [String] {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "s.yaml")
    return try ScenarioRun.play(scenario, file: "s.yaml").failures
  }

  @Test("a controller offers a key command its view's first responder reaches up the chain (§3.4)")
  func controllerCommands() throws {
    let yaml = """
      views:
        - id: Root
          frame: [0, 0, 375, 667]
          controller:
            title: Inbox
            performs: ["refresh:"]
            keyCommands: [{key: command+r, action: "refresh:"}]
          subviews:
            - {id: Search, kind: button, frame: [0, 0, 100, 44], becomesFirstResponder: true}
      touches:
        - key: command+r
      expect:
        - {action: "refresh:", performedBy: Inbox}
      """
    #expect(try failures(yaml) == [])
  }

  @Test("a controller becomes first responder and takes its own command (§3.3)")
  func controllerFirstResponder() throws {
    let yaml = """
      views:
        - id: Root
          frame: [0, 0, 375, 667]
          controller:
            title: Player
            performs: ["togglePlay:"]
            keyCommands: [{key: space, action: "togglePlay:"}]
            becomesFirstResponder: true
      touches:
        - key: space
      expect:
        - {action: "togglePlay:", performedBy: Player}
      """
    #expect(try failures(yaml) == [])
  }

  @Test(
    "views of every kind offer key commands and become first responder (§3.3)",
    arguments: [
      "button", "switch", "slider", "stepper", "control", "imageView", "label", "scrollView",
    ])
  func anyKind(kind: String) throws {
    let yaml = """
      views:
        - id: V
          kind: \(kind)
          frame: [0, 0, 200, 44]
          becomesFirstResponder: true
          performs: ["go:"]
          keyCommands: [{key: return, action: "go:"}]
      touches:
        - key: return
      expect:
        - {action: "go:", performedBy: V}
      """
    #expect(try failures(yaml) == [])
  }

  @Test(
    "a second first responder and a refused one are located errors",
    arguments: [
      (
        "views:\n  - {id: A, frame: [0, 0, 375, 667], controller: {title: C, becomesFirstResponder: true}, subviews: [{id: B, kind: button, frame: [0, 0, 9, 9], becomesFirstResponder: true}]}\n",
        "'C' already becomes first responder"
      ),
      (
        "views:\n  - {id: A, frame: [0, 0, 375, 667], controller: {title: C, canBecomeFirstResponder: false, becomesFirstResponder: true}}\n",
        "a controller that cannot become first responder cannot be made one"
      ),
      (
        "views:\n  - {id: A, kind: button, frame: [0, 0, 9, 9], textInput: true}\n",
        "'textInput' is for plain views"
      ),
    ])
  func refused(yaml: String, message: String) throws {
    let error = try loadError(yaml)
    #expect(error.message.contains(message))
    #expect(error.line == 2)
  }
}
