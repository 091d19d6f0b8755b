import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: an auditing UIApplication subclass launched with a scene delegate; a rating control")
struct AppPortTests {
  @Test(
    "§6 UIApplicationMain makes the subclass shared; the scene delegate's window takes touches, each seen first by the subclass's sendEvent"
  )
  func auditingApplication() throws {
    // The launch replaces the shared application for the whole test process: put it back.
    let previous = Application.shared
    defer { Application.makeShared(previous) }
    launchAuditingApp()
    let application = try #require(UIApplication.shared as? AuditingApplication)
    let delegate = try #require(application.delegate as? AppDelegate)
    #expect(delegate.didLaunch)
    let scene = try #require(application.connectedScenes.first as? UIWindowScene)
    let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
    let window = try #require(sceneDelegate.window)
    #expect(window.isKeyWindow && window.windowScene === scene && scene.windows.contains(window))
    #expect(window.next === scene && scene.next === application, "§3.1 window, scene, application")
    let counter = try #require(window.rootViewController as? CounterViewController)
    var script = TouchScript(startingAt: application.clock.now)
    script.tap(at: CGPoint(x: 195, y: 420))
    script.tap(at: CGPoint(x: 20, y: 20))
    try application.play(script)
    #expect(counter.count == 1)
    #expect(Array(application.touchDowns.suffix(2)) == ["195,420", "20,20"])
  }

  private func ratingStage() -> (Stage, RatingControl, [Int]) {
    let stage = Stage()
    let control = RatingControl(frame: CGRect(x: 20, y: 100, width: 10, height: 10))
    control.sizeToFit()
    stage.window.addSubview(control)
    return (stage, control, [])
  }

  @Test("§11 a control sized by sizeToFit from buttons sized by their titles takes taps per star")
  func ratingControl() throws {
    let (stage, control, _) = ratingStage()
    let star = UIButton(type: .custom)
    star.setTitle("★", for: .normal)
    star.sizeToFit()
    #expect(star.bounds.width > 0 && star.bounds.height > 0)
    #expect(
      control.frame.size == CGSize(width: star.bounds.width * 5 + 32, height: star.bounds.height))
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let third = CGPoint(
      x: 20 + (star.bounds.width + 8) * 2 + star.bounds.width / 2, y: 100 + star.bounds.height / 2)
    try stage.play { $0.tap(at: third) }
    #expect(control.rating == 3 && changes == 1)
    #expect(
      control.selectedStarColors
        == [.systemYellow, .systemYellow, .systemYellow, .systemGray4, .systemGray4])
    try stage.play { $0.tap(at: third) }
    #expect(control.rating == 0, "tapping the rated star again clears the rating")
  }
}
