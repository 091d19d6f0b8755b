import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Explaining a touch (§2, seed E1–E6)")
struct ExplanationTests {
  private func verdicts(_ explanation: TouchExplanation) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: explanation.candidates.map { ($0.view, $0.verdict.description) })
  }

  @Test("E1: the hit view, its ancestors, and the responder chain")
  func fiveColours() {
    let scene = FiveColours.build()
    let explanation = scene.window.explainTouch(at: FiveColours.tapPoint)
    #expect(explanation.hitView == "Blue")
    #expect(explanation.candidates.map(\.view) == ["Blue", "Green", "White"])
    #expect(verdicts(explanation)["Green"] == "gets forwarded calls: ancestor of the hit view Blue")
    #expect(
      explanation.responderChain == [
        "Blue", "Green", "White", "ViewController", "Window", "Application",
      ])
  }

  @Test(
    "E2: each skip reason is named, for the view or for its ancestor",
    arguments: [
      ("hidden", "misses it: hidden"), ("alpha", "misses it: alpha 0.005 < 0.01"),
      ("interaction", "misses it: user interaction disabled"),
    ])
  func skipReasons(change: String, expected: String) {
    let scene = FiveColours.build()
    let blue = scene["Blue"]
    switch change {
    case "hidden": blue.isHidden = true
    case "alpha": blue.alpha = 0.005
    default: blue.isUserInteractionEnabled = false
    }
    let explanation = scene.window.explainTouch(at: FiveColours.tapPoint)
    #expect(explanation.hitView == "Green" && verdicts(explanation)["Blue"] == expected)
    scene["Blue"].isHidden = false
    scene["Blue"].alpha = 1
    scene["Blue"].isUserInteractionEnabled = true
    scene["Green"].isUserInteractionEnabled = false
    #expect(
      verdicts(scene.window.explainTouch(at: FiveColours.tapPoint))["Blue"]
        == "misses it: user interaction disabled on ancestor Green")
  }

  @Test("E4: a child outside its parent misses the touch by a measured distance")
  func outsideParent() {
    let scene = ChildOutsideParent.build()
    let explanation = scene.window.explainTouch(at: ChildOutsideParent.outsidePoint)
    #expect(verdicts(explanation)["View 2"] == "misses it: outside its ancestor View 1 by 20 pt")
  }

  @Test("E5: a view behind is shadowed by the branch in front")
  func shadowed() {
    let scene = OverlappingBranches.build()
    let explanation = scene.window.explainTouch(at: OverlappingBranches.overlapPoint)
    #expect(explanation.hitView == "B.1")
    #expect(verdicts(explanation)["A.2"] == "misses it: shadowed by View B, in front")
  }

  @Test("E6: a pass-through overlay in front misses it through its hitTest override")
  func overrideInFront() {
    let scene = PassThroughOverlay.build()
    let explanation = scene.window.explainTouch(at: CGPoint(x: 187, y: 400))
    #expect(explanation.hitView == "Content")
    #expect(
      verdicts(explanation)["Overlay"]
        == "misses it: the hitTest(_:with:) override of Overlay answers otherwise")
  }

  @Test("E7: a hit view the point is not in is named first, with the override that returned it")
  func redirectedHitView() {
    let (scene, _) = CarouselParent.build()
    let explanation = scene.window.explainTouch(at: CGPoint(x: 30, y: 300))
    #expect(explanation.hitView == "Carousel")
    #expect(explanation.candidates.map(\.view) == ["Carousel", "Parent"])
    #expect(
      verdicts(explanation)["Carousel"]
        == "gets the touch: the hitTest(_:with:) override of Parent returns it, though the point is outside it"
    )
  }

  @Test("The recognizers that would receive the touch are listed from the hit view up")
  func recognizers() {
    let viewer = PhotoViewer()
    let explanation = viewer.scene.window.explainTouch(at: CGPoint(x: 100, y: 100))
    #expect(
      explanation.recognizers == [
        "singleTap on Photo", "doubleTap on Photo", "pinch on Photo", "longPress on Photo",
      ])
  }
}
