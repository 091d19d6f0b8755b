import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: an app's branding (bar appearances, Dynamic Type, background images) stays inert")
struct AppearancePortTests {
  @Test("The branding reads back as set, and the Follow button still takes its tap")
  func branding() throws {
    let profile = BrandedProfileViewController()
    let navigation = UINavigationController(rootViewController: profile)
    Brand.style(navigation)
    let stage = Stage(root: navigation)
    stage.window.layoutIfNeeded()
    let bar = navigation.navigationBar
    #expect(bar.standardAppearance.backgroundColor == Brand.colour)
    #expect(bar.scrollEdgeAppearance === bar.standardAppearance)
    let titleFont = bar.standardAppearance.titleTextAttributes[.font] as? UIFont
    #expect(titleFont?.pointSize == 17)
    #expect(profile.nameLabel.font.pointSize == 17, "the headline style at the default size")
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(profile.followButton.currentBackgroundImage?.name == "pill")
    #expect(!profile.followButton.adjustsImageWhenHighlighted)
    #expect(profile.navigationItem.largeTitleDisplayMode == .always)
    let button = profile.followButton
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    try stage.play { $0.tap(at: center) }
    #expect(profile.follows == 1)
  }
}
