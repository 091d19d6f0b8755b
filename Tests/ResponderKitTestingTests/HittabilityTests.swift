import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("Hittability: whether a touch can reach a view, and why not, in explain's words")
struct HittabilityTests {
  let screen = SimulatedScreen()
  var application: Application { screen.application }
  var window: Window { screen.window }
  var simulator: InputSimulator { screen.simulator }

  /// A view named `name` with `frame`, added to `superview` (the window by default).
  @discardableResult
  func view(_ name: String, _ frame: CGRect, in superview: View? = nil) -> View {
    let view = View(frame: frame)
    view.accessibilityIdentifier = name
    (superview ?? window).addSubview(view)
    return view
  }

  @Test("a plain view on screen is hittable at its visible centre, in screen points")
  func hittable() {
    view("Card", CGRect(x: 100, y: 100, width: 80, height: 40))
    #expect(simulator.hittability(of: "Card") == .hittable(at: CGPoint(x: 140, y: 120)))
  }

  @Test("hidden: the view itself, or the ancestor that is")
  func hidden() {
    let box = view("Box", CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = view("Card", CGRect(x: 10, y: 10, width: 50, height: 50), in: box)
    card.isHidden = true
    #expect(simulator.hittability(of: "Card") == .notHittable(.hidden(view: "Card")))
    card.isHidden = false
    box.isHidden = true
    #expect(simulator.hittability(of: "Card") == .notHittable(.hidden(view: "Box")))
  }

  @Test("interaction off, below the alpha cut-off, a disabled control")
  func excluded() {
    let card = view("Card", CGRect(x: 0, y: 0, width: 50, height: 50))
    card.isUserInteractionEnabled = false
    #expect(
      simulator.hittability(of: "Card") == .notHittable(.userInteractionDisabled(view: "Card")))
    card.isUserInteractionEnabled = true
    card.alpha = 0.005
    #expect(
      simulator.hittability(of: "Card") == .notHittable(.transparent(view: "Card", alpha: 0.005)))
    let button = Button(frame: CGRect(x: 100, y: 0, width: 80, height: 44))
    button.accessibilityIdentifier = "Send"
    button.isEnabled = false
    window.addSubview(button)
    #expect(simulator.hittability(of: "Send") == .notHittable(.disabledControl(view: "Send")))
  }

  @Test("animating without .allowUserInteraction, until the animation ends")
  func animating() throws {
    let card = view("Card", CGRect(x: 0, y: 0, width: 50, height: 50))
    View.animate(withDuration: 0.5) { card.center.x += 100 }
    #expect(simulator.hittability(of: "Card") == .notHittable(.animating(view: "Card")))
    try simulator.waitUntilHittable("Card")
    #expect(abs(simulator.now - 0.5) < 1.0 / 60 + 1e-9)
  }

  @Test("zero-sized, outside an ancestor, off the screen")
  func geometry() {
    view("Empty", CGRect(x: 10, y: 10, width: 0, height: 30))
    #expect(
      simulator.hittability(of: "Empty") == .notHittable(.zeroSized(CGSize(width: 0, height: 30))))
    let footer = view("Footer", CGRect(x: 0, y: 600, width: 375, height: 20))
    view("Link", CGRect(x: 10, y: 30, width: 100, height: 20), in: footer)
    #expect(simulator.hittability(of: "Link") == .notHittable(.outsideAncestor("Footer")))
    view("Far", CGRect(x: 500, y: 0, width: 50, height: 50))
    #expect(simulator.hittability(of: "Far") == .notHittable(.offScreen))
  }

  @Test("covered: the view in front that takes the touch everywhere is named")
  func covered() throws {
    view("Pay", CGRect(x: 20, y: 20, width: 100, height: 44))
    view("Overlay", CGRect(x: 0, y: 0, width: 375, height: 200))
    #expect(simulator.hittability(of: "Pay") == .notHittable(.covered(by: "Overlay")))
  }

  @Test("partly covered: hittable at a point the cover leaves free")
  func partlyCovered() throws {
    view("Pay", CGRect(x: 0, y: 0, width: 300, height: 60))
    view("Badge", CGRect(x: 100, y: 0, width: 100, height: 60))
    let verdict = simulator.hittability(of: "Pay")
    guard case .hittable(let point) = verdict else {
      Issue.record("expected a free point, got \(verdict)")
      return
    }
    #expect(point.x < 100 || point.x > 200)
    #expect(
      simulator.hittability(of: "Pay", at: CGPoint(x: 0.5, y: 0.5))
        == .notHittable(.covered(by: "Badge")), "at its centre, the badge takes the touch")
    #expect(simulator.hittability(of: "Pay", at: CGPoint(x: 0.1, y: 0.5)).isHittable)
  }

  @Test("an override that refuses every point is reported in explain's words")
  func refusedByOverride() {
    let wall = RefusingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    wall.accessibilityIdentifier = "Wall"
    window.addSubview(wall)
    #expect(
      simulator.hittability(of: "Wall")
        == .notHittable(.refused("misses it: its point(inside:with:) says no")))
  }

  @Test("a view that takes touches only on its edge is hittable there, not at its centre")
  func ring() throws {
    let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.accessibilityIdentifier = "Ring"
    window.addSubview(ring)
    guard case .hittable(let point) = simulator.hittability(of: "Ring") else {
      Issue.record("the ring's edge takes touches")
      return
    }
    let distance = ((point.x - 50) * (point.x - 50) + (point.y - 50) * (point.y - 50)).squareRoot()
    #expect(distance > 40)
    try simulator.tap("Ring")
    #expect(
      simulator.recorder.records.contains { record in
        if case .touchBegan(_, _, let view, _) = record { return view == "Ring" }
        return false
      })
  }

  @Test("not on screen, and in no window")
  func missing() {
    #expect(
      simulator.hittability(of: "Nothing")
        == .notHittable(.notFound("the view with identifier \"Nothing\"")))
    #expect(simulator.hittability(of: .view(View())) == .notHittable(.notInWindow))
  }

  @Test("input aimed at a view that cannot get it fails with the reason and sends nothing")
  func noStrayTap() {
    let pay = view("Pay", CGRect(x: 20, y: 20, width: 100, height: 44))
    view("Overlay", CGRect(x: 0, y: 0, width: 375, height: 200))
    let error = #expect(throws: SimulationError.self) { try simulator.tap(.view(pay)) }
    #expect(error?.kind == .notHittable(element: "the view Pay", reason: .covered(by: "Overlay")))
    #expect(simulator.recorder.records.isEmpty, "no touch was sent to the overlay")
  }
}

/// A view whose `point(inside:with:)` refuses every point.
final class RefusingView: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool { false }
}

/// A view that takes touches only on its edge, as a ring-shaped control does.
final class RingView: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    let dx = point.x - bounds.midX
    let dy = point.y - bounds.midY
    return (dx * dx + dy * dy).squareRoot() > 40 && super.point(inside: point, with: event)
  }
}
