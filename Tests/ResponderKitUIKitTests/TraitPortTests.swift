import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a card that recolours on a style change; a screen that forces dark (Traits)")
struct TraitPortTests {
  @Test("Forcing dark recolours the card once; the size class shaped its width")
  func forceDark() {
    let settings = DarkSettingsViewController()
    let stage = Stage(root: settings)
    stage.window.layoutIfNeeded()
    #expect(
      abs(settings.card.frame.width - 360) < 0.001,
      "a 400 pt window is compact across: \(settings.card.frame.width)")
    let before = settings.card.recolourings
    settings.forceDark()
    #expect(settings.card.recolourings == before + 1)
    #expect(settings.card.backgroundColor == .black)
    #expect(settings.preferredStatusBarStyle == .lightContent)
    settings.forceDark()
    #expect(settings.card.recolourings == before + 1)
  }
}
