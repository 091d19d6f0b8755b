import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// Regression tests for what the fuzzer found about objects outliving their application.
@MainActor
@Suite("Reliability: nothing outlives its application (finding 11)")
struct ReleaseTests {
  @Test(
    "§6 a window touched on its own background, ended or cancelled, is freed with its application",
    arguments: [TouchSample.Phase.ended, .cancelled])
  func windowTouchedOnItself(finish: TouchSample.Phase) throws {
    weak var weakWindow: Window?
    weak var weakApplication: Application?
    do {
      let application = Application()
      let window = Window(
        frame: CGRect(x: 0, y: 0, width: 400, height: 700), application: application)
      window.makeKeyAndVisible()
      weakWindow = window
      weakApplication = application
      try application.send([
        TouchSample(touchID: 2, phase: .began, location: CGPoint(x: 42, y: 0), timestamp: 0)
      ])
      try application.send([
        TouchSample(touchID: 2, phase: finish, location: CGPoint(x: 42, y: 0), timestamp: 0.1)
      ])
    }
    // `Application.current` keeps the most recent application until another takes its place.
    _ = Application()
    #expect(weakApplication == nil)
    #expect(weakWindow == nil)
  }

  @Test(
    "§4 a touch holds its view strongly, as UITouch does: a view removed and released mid-touch still gets its end, then is freed"
  )
  func touchKeepsItsView() throws {
    let scene = DemoScene()
    var methods: [ResponderMethod] = []
    weak var weakPad: RecordingView?
    do {
      let pad = scene.recordingView("Pad", CGRect(x: 100, y: 100, width: 100, height: 100))
      pad.onCall = { method, _, _ in methods.append(method) }
      weakPad = pad
    }
    try scene.application.send([sample(1, .began, 150, 150, at: 0)])
    weakPad?.removeFromSuperview()
    #expect(weakPad != nil, "the touch keeps its view alive while the finger is down")
    try scene.application.send([sample(1, .ended, 150, 150, at: 0.1)])
    #expect(methods == [.touchesBegan, .touchesEnded])
    #expect(weakPad == nil, "a finished touch, back in the pool, lets its view go")
  }

  @Test("§3.1 a subview that outlives its superview loses it, as a weak reference would")
  func subviewOutlivesSuperview() {
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let grandchild = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    child.addSubview(grandchild)
    weak var weakParent: View?
    do {
      let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      weakParent = parent
      #expect(child.superview === parent)
    }
    #expect(weakParent == nil)
    #expect(child.superview == nil)
    #expect(child.next == nil)
    #expect(grandchild.superview === child)
  }

  @Test(
    "§3.1 views that outlive their window lose it through their whole subtree; the window's own tree goes with it"
  )
  func viewsOutliveTheirWindow() {
    let kept = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let keptChild = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    kept.addSubview(keptChild)
    weak var weakWindow: Window?
    weak var weakReleased: View?
    do {
      let application = Application()
      let window = Window(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
      let container = View(frame: window.bounds)
      window.addSubview(container)
      container.addSubview(kept)
      let released = View(frame: window.bounds)
      container.addSubview(released)
      weakWindow = window
      weakReleased = released
      #expect(keptChild.window === window)
      application.detach(window)
    }
    _ = Application()
    #expect(weakWindow == nil)
    #expect(weakReleased == nil)
    #expect(kept.superview == nil)
    #expect(kept.window == nil)
    #expect(keptChild.window == nil)
    #expect(keptChild.superview === kept)
    // Still a working view: it can join another window.
    let other = Window(frame: CGRect(x: 0, y: 0, width: 50, height: 50), application: Application())
    other.addSubview(kept)
    #expect(keptChild.window === other)
  }

  @Test(
    "§8.8 a recognizer released while its timer is pending never runs that timer; one that outlives its view loses it"
  )
  func recognizerReleasedWithPendingTimer() throws {
    let scene = DemoScene()
    weak var weakPress: LongPressGestureRecognizer?
    let tap = TapGestureRecognizer()
    do {
      let pad = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      scene.window.addSubview(pad)
      let press = LongPressGestureRecognizer()
      var fired = false
      press.addHandler { _ in fired = true }
      pad.addGestureRecognizer(press)
      pad.addGestureRecognizer(tap)
      weakPress = press
      try scene.application.send([sample(1, .began, 50, 50, at: 0)])
      #expect(scene.application.clock.pendingTimerCount > 0)
      pad.removeGestureRecognizer(press)
      pad.removeFromSuperview()
      #expect(!fired)
    }
    #expect(weakPress == nil)
    scene.application.advance(by: 2)
    #expect(tap.view != nil, "the finger still down holds the view")
    try scene.application.send([sample(1, .ended, 50, 50, at: 2.1)])
    #expect(tap.view == nil, "the recognizer outlived its view")
    scene.application.advance(by: 1)
    #expect(scene.application.clock.pendingTimerCount == 0)
  }

  @Test("§3.1 a window that outlives its application loses it, and its chain ends at the window")
  func windowOutlivesApplication() {
    var window: Window?
    weak var weakApplication: Application?
    do {
      let application = Application()
      window = Window(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
      weakApplication = application
      #expect(window?.application === application)
    }
    _ = Application()
    #expect(weakApplication == nil)
    #expect(window?.application == nil)
    #expect(window?.next == nil)
  }

  @Test(
    "§4 an application released with fingers still down frees its windows, views and recognizers"
  )
  func releasedWithTouchesDown() throws {
    weak var weakWindow: Window?
    weak var weakPad: View?
    weak var weakPan: PanGestureRecognizer?
    do {
      let application = Application()
      let window = Window(
        frame: CGRect(x: 0, y: 0, width: 400, height: 700), application: application)
      window.makeKeyAndVisible()
      let pad = View(frame: window.bounds)
      window.addSubview(pad)
      let pan = PanGestureRecognizer()
      pad.addGestureRecognizer(pan)
      weakWindow = window
      weakPad = pad
      weakPan = pan
      try application.send([
        sample(1, .began, 100, 100, at: 0), sample(2, .began, 200, 200, at: 0),
      ])
      try application.send([sample(1, .moved, 150, 180, at: 0.1)])
    }
    _ = Application()
    #expect(weakWindow == nil)
    #expect(weakPad == nil)
    #expect(weakPan == nil)
  }

  @Test(
    "§8.8 a recognizer whose application goes mid-gesture loses it, and recognizes again in another"
  )
  func recognizerOutlivesApplication() throws {
    let pan = PanGestureRecognizer()
    var states: [GestureRecognizer.State] = []
    pan.addHandler { states.append($0.state) }
    do {
      let application = Application()
      let window = Window(
        frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
      window.makeKeyAndVisible()
      let pad = View(frame: window.bounds)
      window.addSubview(pad)
      pad.addGestureRecognizer(pan)
      try application.send([sample(1, .began, 100, 100, at: 0)])
      try application.send([sample(1, .moved, 150, 100, at: 0.1)])
      #expect(pan.state == .began)
    }
    // Its application, window and view went mid-gesture: the recognizer lost them all.
    _ = Application()
    #expect(pan.view == nil)
    let scene = DemoScene()
    let pad = View(frame: scene.window.bounds)
    scene.window.addSubview(pad)
    pad.addGestureRecognizer(pan)
    states.removeAll()
    try scene.application.send([sample(1, .began, 100, 100, at: 1)])
    try scene.application.send([sample(1, .moved, 150, 100, at: 1.1)])
    try scene.application.send([sample(1, .ended, 150, 100, at: 1.2)])
    #expect(states == [.began, .ended])
    #expect(pan.state == .possible)
  }
}
