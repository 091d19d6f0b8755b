import Foundation
import ResponderKitTesting
import ResponderKitUIKit
import Testing

/// A test file written as a Hammer or KIF user writes one: views found by identifier and label,
/// gestures by name, waits on the clock, and a view that cannot be tapped, with the reason.
@MainActor
@Suite("Testing a UIKit screen by what its views are")
struct CheckoutTests {
  let controller = CheckoutViewController()
  let simulator: InputSimulator

  init() {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    application.attach(window)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    simulator = InputSimulator(application)
  }

  @Test("tap a button by its accessibility identifier")
  func tapBuy() throws {
    try simulator.tap("buy")
    #expect(controller.bought == 1)
    #expect(
      simulator.controlEvents(of: controller.buyButton).contains { $0.contains("touchUpInside") })
  }

  @Test("tap a button by its label (its title)")
  func tapByLabel() throws {
    try simulator.tap(.label("Buy"))
    #expect(controller.bought == 1)
  }

  @Test("drag a slider's thumb to the right end")
  func dragSlider() throws {
    let slider = controller.quantity
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
      value: slider.value)
    let unit = CGPoint(x: thumb.midX / slider.bounds.width, y: 0.5)
    try simulator.drag("quantity", at: unit, by: CGVector(dx: 400, dy: 0))
    #expect(slider.value == slider.maximumValue)
  }

  @Test("swipe a row and tap its Delete action")
  func swipeRowToDelete() throws {
    try simulator.swipe(.row(IndexPath(row: 1, section: 0), in: controller.items), .left)
    try simulator.waitUntilHittable(.label("Delete"))
    try simulator.tap(.label("Delete"))
    #expect(controller.basket == ["Apples", "Plums"])
  }

  @Test("wait for a long press to begin, on the virtual clock")
  func longPress() throws {
    let hold = try #require(controller.giftWrap.gestureRecognizers?.first)
    try simulator.longPress("giftWrap", duration: 0.8)
    try simulator.expectRecognized(hold)
    #expect(controller.wrapped)
    #expect(simulator.states(of: hold).first == .began)
  }

  @Test("type into a text field")
  func typeNote() throws {
    try simulator.tap("note")
    #expect(controller.note.isFirstResponder)
    try simulator.type("Leave at door")
    #expect(controller.note.text == "Leave at door")
  }

  @Test("a covered button is not hittable, and says which view covers it")
  func payIsCovered() throws {
    #expect(simulator.hittability(of: "pay") == .notHittable(.covered(by: "spinner")))
    let error = #expect(throws: SimulationError.self) { try simulator.tap("pay") }
    #expect(
      error?.summary
        == "the view with identifier \"pay\" cannot be touched: shadowed by spinner, in front")
    #expect(
      error?.hierarchy.contains("frame = (20 500; 200 44)") == true, "the failure shows the screen")
    controller.spinner.isHidden = true
    try simulator.tap("pay")
  }

  @Test("a view that appears after an animation is waited for, not tapped early")
  func waitForAnimation() throws {
    controller.payButton.alpha = 0
    controller.spinner.removeFromSuperview()
    UIView.animate(withDuration: 0.3) { self.controller.payButton.alpha = 1 }
    #expect(simulator.hittability(of: "pay") == .notHittable(.animating(view: "pay")))
    try simulator.waitUntilHittable("pay")
    #expect(simulator.now >= 0.3)
  }
}
