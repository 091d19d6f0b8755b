import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a card of buttons laid out by a UIStackView, no frames set")
struct StackPortTests {
  @Test(
    "§21.9 taps reach each button the stack view placed: fillEqually, spacing 12, inside a card pinned to the margins"
  )
  func tapsReachStackedButtons() throws {
    // Window 400 × 800; the root view's margins are 16 at the sides. Card: x from 16 to the
    // margins guide's trailing edge (which the safe area of a window wider than the screen also
    // moves, §21.8), y 40...340. Stack: 20 inside the card, y 60...320, 260 high: four rows of
    // (260 − 3 × 12) / 4 = 56, at y 60, 128, 196 and 264; x 200 is inside them either way.
    let controller = CardStackViewController()
    let stage = Stage(root: controller)
    try stage.play {
      $0.tap(at: CGPoint(x: 200, y: 156))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 224))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 88))
    }
    let card = controller.cardView.frame
    let geometry = "root \(controller.view.bounds), card \(card)"
    #expect(card.minX == 16 && card.minY == 40 && card.height == 300, "\(geometry)")
    #expect(
      controller.stackView.frame == CGRect(x: 20, y: 20, width: card.width - 40, height: 260),
      "\(geometry)")
    #expect(controller.likeButton.frame.minY == 68 && controller.likeButton.frame.height == 56)
    #expect(controller.titleLabel.frame.width == controller.stackView.bounds.width)
    try stage.play {
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 292))
    }
    #expect(controller.actions == ["like", "share", "save"], "the title row is no button")
    #expect(controller.likeButton.isSelected)
  }

  @Test("§21.9 hiding an arranged button closes its gap: the rows after it move up")
  func hiddenButtonCollapses() throws {
    let controller = CardStackViewController()
    let stage = Stage(root: controller)
    // Save hides Share: three rows of (260 − 2 × 12) / 3 ≈ 78.7; Like spans y ≈ 150.7...229.3.
    try stage.play {
      $0.tap(at: CGPoint(x: 200, y: 292))
      $0.wait(0.5)
      $0.tap(at: CGPoint(x: 200, y: 224))
    }
    #expect(controller.actions == ["save", "like"])
    #expect(controller.shareButton.isHidden && controller.shareButton.superview != nil)
    #expect(controller.stackView.arrangedSubviews.count == 4)
  }
}
