import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A tap that logs every state set, as UIKit subclasses write it: `override var state` with a
/// property observer.
@MainActor
final class ObservedTap: TapGestureRecognizer {
  var log: [GestureRecognizer.State] = []
  override var state: GestureRecognizer.State {
    didSet { log.append(state) }
  }
}

/// A pan that logs the states asked of it and what they became, with a getter and setter calling
/// `super`.
@MainActor
final class LoggingPan: PanGestureRecognizer {
  var asked: [GestureRecognizer.State] = []
  var became: [GestureRecognizer.State] = []
  override var state: GestureRecognizer.State {
    get { super.state }
    set {
      asked.append(newValue)
      super.state = newValue
      became.append(super.state)
    }
  }
}

/// A recognizer that never decides by itself: it stays possible until something else decides.
@MainActor
final class Undecided: GestureRecognizer {
  var log: [GestureRecognizer.State] = []
  override var state: GestureRecognizer.State {
    didSet { log.append(state) }
  }
}

/// A hover recognizer observing its state.
@MainActor
final class ObservedHover: HoverGestureRecognizer {
  var log: [GestureRecognizer.State] = []
  override var state: GestureRecognizer.State {
    didSet { log.append(state) }
  }
}

@MainActor
@Suite(
  "§8.2 state overridden by a subclass: every change, the engine's too, goes through the setter")
struct StateOverrideTests {
  @Test("§8.2 §8.7 a tap's own recognition and the reset to possible reach the override's didSet")
  func tapRecognizes() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let tap = ObservedTap()
    var actions: [GestureRecognizer.State] = []
    tap.addHandler { actions.append($0.state) }
    view.addGestureRecognizer(tap)
    try scene.tap(at: CGPoint(x: 50, y: 50))
    #expect(tap.log == [.ended, .possible])
    #expect(actions == [.ended], "the override changes nothing else")
  }

  @Test("§8.2 a failure the recognizer decides goes through the setter, then the reset")
  func tapFails() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let tap = ObservedTap()
    view.addGestureRecognizer(tap)
    let app = scene.application
    try app.send([sample(1, .began, 50, 50, at: 1)])
    try app.send([sample(1, .moved, 150, 50, at: 1.05)])
    try app.send([sample(1, .ended, 150, 50, at: 1.1)])
    #expect(tap.log == [.failed, .possible])
  }

  @Test("§8.2 a getter and setter calling super see the normalised states of a pan")
  func panGetterSetter() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let pan = LoggingPan()
    view.addGestureRecognizer(pan)
    let app = scene.application
    try app.send([sample(1, .began, 50, 50, at: 1)])
    try app.send([sample(1, .moved, 70, 50, at: 1.05)])
    try app.send([sample(1, .moved, 90, 50, at: 1.1)])
    try app.send([sample(1, .ended, 90, 50, at: 1.15)])
    #expect(pan.asked == [.began, .changed, .ended, .possible])
    #expect(pan.became == pan.asked)
    #expect(pan.state == .possible)
  }

  @Test("§8.5 an exclusion by another recognizer fails the recognizer through its setter")
  func exclusionGoesThroughSetter() throws {
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let undecided = Undecided()
    view.addGestureRecognizer(undecided)
    view.addGestureRecognizer(TapGestureRecognizer())
    try scene.tap(at: CGPoint(x: 50, y: 50))
    #expect(undecided.log == [.failed, .possible])
  }

  @Test("§8.2 a state the subclass asks for from its didSet is a request like any other")
  func requestFromDidSet() throws {
    final class Chained: GestureRecognizer {
      var log: [GestureRecognizer.State] = []
      override var state: GestureRecognizer.State {
        didSet {
          log.append(state)
          if state == .began { state = .ended }
        }
      }
      override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .began }
      }
    }
    let scene = DemoScene()
    let view = View.named("Card", frame: scene.window.bounds, in: scene.window)
    let chained = Chained()
    var actions: [GestureRecognizer.State] = []
    chained.addHandler { actions.append($0.state) }
    view.addGestureRecognizer(chained)
    let app = scene.application
    try app.send([sample(1, .began, 50, 50, at: 1)])
    try app.send([sample(1, .moved, 60, 50, at: 1.05)])
    #expect(chained.log == [.began, .ended, .possible])
    #expect(actions.count == 2, "began and ended, both reported after the event")
    #expect(chained.state == .possible)
    try app.send([sample(1, .ended, 60, 50, at: 1.1)])
  }

  @Test("§8.2 a hover's began, changed and ended (outside the touch arbitration) and its reset")
  func hoverGoesThroughSetter() throws {
    let scene = DemoScene()
    let view = View.named(
      "Card", frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window)
    let hover = ObservedHover()
    view.addGestureRecognizer(hover)
    let app = scene.application
    try app.send(PointerSample(location: CGPoint(x: 50, y: 50), timestamp: 1))
    try app.send(PointerSample(location: CGPoint(x: 60, y: 50), timestamp: 1.1))
    try app.send(PointerSample(location: CGPoint(x: 300, y: 300), timestamp: 1.2))
    #expect(hover.log == [.began, .changed, .ended, .possible])
  }
}
