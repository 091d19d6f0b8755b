import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// Desktop input that nothing took is judged at its own moment, not on the screen the script
/// leaves behind: a view mid-animation passes the pointer over then, though it takes it after.
@MainActor
@Suite("Desktop misses judged at each input's moment")
struct DesktopMomentTests {
  /// A card with a hover recognizer and a pan that follows scrolls, sliding in for one second.
  private let sliding = """
    window: {width: 400, height: 400}
    views:
      - id: Root
        frame: [0, 0, 400, 400]
        subviews:
          - id: Card
            frame: [100, 100, 200, 150]
            animation: {from: [100, 500, 200, 150], duration: 1}
            gestures:
              - {type: hover, name: cardHover}
              - {type: pan, name: cardPan, followsScrolls: true}
    touches:
    """

  private func explain(_ touches: String) throws -> String {
    let scenario = try ScenarioLoader.load(yaml: sliding + touches, file: "moment.yaml")
    return ScenarioPrinter.explain(scenario, file: "moment.yaml", at: nil, view: nil).text
  }

  @Test(
    "Hit-testing §2.1, Choices: Pointer and scrolls: hover over a card mid-animation names the animation, not a missing recognizer"
  )
  func hoverMidAnimation() throws {
    let text = try explain("\n  - hover: {path: [[150, 150], [250, 200]], duration: 0.3}\n")
    #expect(text.contains("nothing took it"))
    #expect(text.contains("cardHover on Card would take it, but Card misses it"))
    #expect(text.contains(".allowUserInteraction"))
    // After the script the card has landed and would be hit: judged then, the answer would wrongly
    // ask for a hover recognizer the card already has.
    #expect(!text.contains("add a UIHoverGestureRecognizer to Card"))
  }

  @Test(
    "Choices: Pointer and scrolls: the same hover after the animation begins the card's recognizer")
  func hoverAfterAnimation() throws {
    let text = try explain(
      "\n  - wait: 1.1\n  - hover: {path: [[150, 150], [250, 200]], duration: 0.3}\n")
    #expect(!text.contains("nothing took it"))
  }

  @Test(
    "Choices: Pointer and scrolls: a trackpad scroll over the sliding card names the pan passed over"
  )
  func scrollMidAnimation() throws {
    let text = try explain("\n  - trackpad: {at: [150, 150], delta: [0, -40]}\n")
    #expect(
      text.contains("the pan that allows trackpad scrolls is on a view hit-testing passes over now")
    )
    #expect(text.contains("cardPan on Card would take it, but Card misses it"))
    #expect(!text.contains("fix: add a UIPanGestureRecognizer"))
  }

  @Test("Choices: Pointer and scrolls: misses keep the script's order of inputs")
  func order() throws {
    let text = try explain(
      "\n  - trackpad: {at: [150, 150], delta: [0, -40]}\n"
        + "  - hover: {path: [[150, 150], [250, 200]], duration: 0.2}\n")
    let scroll = try #require(text.range(of: "scroll at (150, 150)"))
    let hover = try #require(text.range(of: "hover from (150, 150)"))
    #expect(scroll.lowerBound < hover.lowerBound)
  }
}
