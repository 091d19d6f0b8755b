import Foundation
import ResponderKit

extension Fixtures {
  /// What a host draws: a driver over a screen of 1,000 views, every one on screen and drawn, and
  /// a square that a pan recognizer drags.
  public struct HostFixture {
    /// The driver, its display list built once.
    public let driver: HostDriver
    /// The square the drag moves.
    public let square: View
    /// How many views the list holds.
    public let viewCount: Int
  }

  /// A 375 x 812 window holding a 10 x 10 grid of cards, each a card with nine coloured parts (a
  /// clipping card, a faded badge, labels, a switch): 1,000 views below the window, all visible;
  /// and a square with a pan recognizer that follows the pointer, its button held.
  public static func displayScreen() -> HostFixture {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), application: application)
    window.makeKeyAndVisible()
    window.backgroundColor = .systemBackground
    for index in 0..<100 {
      let card = View(
        frame: CGRect(
          x: CGFloat(index % 10) * 37.5, y: CGFloat(index / 10) * 80, width: 36, height: 78))
      card.backgroundColor = .systemGray6
      card.clipsToBounds = index % 2 == 0
      for part in 0..<(index == 99 ? 8 : 9) {
        let view: View = part == 4 ? Label(frame: .zero) : part == 5 ? Switch(frame: .zero) : View()
        view.frame = CGRect(
          x: 2 + CGFloat(part % 3) * 11, y: 2 + CGFloat(part / 3) * 25, width: 10, height: 24)
        view.backgroundColor = part % 2 == 0 ? .systemBlue : .systemOrange
        view.alpha = part == 8 ? 0.5 : 1
        card.addSubview(view)
      }
      window.addSubview(card)
    }
    let square = View(frame: CGRect(x: 150, y: 700, width: 60, height: 60))
    square.backgroundColor = .systemRed
    let pan = PanGestureRecognizer { recognizer in
      guard let pan = recognizer as? PanGestureRecognizer, let view = pan.view else { return }
      let translation = pan.translation(in: view.superview)
      view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
      pan.setTranslation(.zero, in: view.superview)
    }
    square.addGestureRecognizer(pan)
    window.addSubview(square)
    let driver = HostDriver(application: application, clock: HostClock(origin: 0))
    driver.updateDisplayList()
    return HostFixture(driver: driver, square: square, viewCount: driver.displayList.count)
  }
}

extension Workloads {
  /// Presses the pointer's button on the fixture's square and drags it past the pan's hysteresis,
  /// so that each ``hostFrame(_:)`` after it is one reading of a drag under way.
  public static func beginHostDrag(_ fixture: Fixtures.HostFixture) {
    time += 1
    let start = fixture.square.center
    try! fixture.driver.pointerButton(.primary, isDown: true, at: start, platformTime: time)
    for step in 1...20 {
      try! fixture.driver.pointerMoved(
        to: CGPoint(x: start.x, y: start.y - CGFloat(step)), at: time + Double(step) / 60)
    }
    time += 1
  }

  /// One frame of a host's loop while the square is dragged: a pointer reading (moving 1 pt left
  /// or right, so the square stays put over many frames), the timers due, and the display list
  /// built again because the square moved.
  public static func hostFrame(_ fixture: Fixtures.HostFixture) {
    time += 1.0 / 60
    let driver = fixture.driver
    let x = (driver.pointer.location?.x ?? 0) + (Int(time * 60) % 2 == 0 ? 1 : -1)
    try! driver.pointerMoved(to: CGPoint(x: x, y: driver.pointer.location?.y ?? 0), at: time)
    try! driver.run(until: time)
    if driver.needsRedraw { driver.updateDisplayList() }
  }
}
