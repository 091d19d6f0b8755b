import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A view controller with actions of three shapes.
@MainActor
private final class Inbox: ViewController {
  var log: [String] = []
  func archive(_ sender: Any?) {
    log.append("archive from \(sender.map { "\(type(of: $0))" } ?? "nil")")
  }
  func refresh() { log.append("refresh") }
  func tapped(_ sender: Button, forEvent event: Event) { log.append("tapped \(event.type)") }
}

/// A subclass: it has its superclass's methods.
@MainActor
private final class PriorityInbox: ViewController {
  var archived = 0
  func archive(_ sender: Any?) { archived += 1 }
}

/// A button that notes every action it sends through the overridable `sendAction(_:to:for:)`.
@MainActor
private final class AuditedButton: Button {
  var sent: [String] = []
  override func sendAction(_ action: Selector, to target: Any?, for event: Event?) {
    sent.append(action.name)
    super.sendAction(action, to: target, for: event)
  }
}

@MainActor
@Suite("Selectors: names and method references wherever UIKit takes a Selector (§3.4)")
struct SelectorTests {
  @Test("§3.4 canPerformAction is true for a method of the responder's class, false elsewhere")
  func canPerformMethod() {
    let inbox = Inbox()
    #expect(inbox.canPerformAction(Selector(Inbox.archive), withSender: nil))
    #expect(!View().canPerformAction(Selector(Inbox.archive), withSender: nil))
    #expect(!PriorityInbox().canPerformAction(Selector(Inbox.archive), withSender: nil))
    #expect(
      !inbox.canPerformAction("archiveNeverExposed:", withSender: nil),
      "a name alone reaches no method")
  }

  @Test("§3.4 a nil-targeted method action walks from the first responder to the method's class")
  func nilTargetedMethodAction() {
    let scene = DemoScene()
    let inbox = Inbox()
    scene.window.rootViewController = inbox
    let field = FocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    inbox.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    let performed = scene.application.sendAction(Inbox.archive, to: nil, from: field, for: nil)
    #expect(performed && inbox.log == ["archive from FocusView"])
    #expect(!scene.application.sendAction(PriorityInbox.archive, to: nil, from: nil, for: nil))
    #expect(
      scene.recorder.records.contains(.actionSent("Inbox.method(Optional<Any>)", to: "Inbox")))
  }

  @Test("§3.4 a target that is not a responder performs a method or an exposed name")
  func plainObjectTarget() {
    let scene = DemoScene()
    let counter = Counter()
    #expect(scene.application.sendAction(Counter.bump, to: counter, from: nil, for: nil))
    #expect(!scene.application.sendAction("bumpCounter", to: counter, from: nil, for: nil))
    _ = Selector("bumpCounter", Counter.bump)
    #expect(scene.application.sendAction("bumpCounter", to: counter, from: nil, for: nil))
    #expect(counter.count == 2)
  }

  @Test("§11 every control action, method references too, goes through sendAction(_:to:for:)")
  func controlFunnelsActions() throws {
    let scene = DemoScene()
    let inbox = Inbox()
    scene.window.rootViewController = inbox
    let button = AuditedButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    inbox.view.addSubview(button)
    button.addTarget(inbox, action: Inbox.refresh, for: .touchUpInside)
    button.addTarget(inbox, action: Inbox.tapped, for: .touchUpInside)
    button.addTarget(nil, action: Inbox.archive, for: .touchUpInside)
    try scene.tap(at: CGPoint(x: 50, y: 22))
    #expect(button.sent.count == 3)
    #expect(inbox.log == ["refresh", "tapped touches", "archive from AuditedButton"])
  }

  @Test("§3.4 method selectors are equal when their class and parameter types are; names by name")
  func equality() {
    #expect(Selector(Inbox.archive) == Selector(Inbox.archive))
    #expect(Selector(Inbox.archive) != Selector(Inbox.refresh))
    #expect(Selector(Inbox.archive) != Selector(PriorityInbox.archive))
    #expect(Selector("archive:", Inbox.archive) == Selector("archive:"))
    let comparesWithMethod = Selector(Inbox.refresh) == Inbox.refresh
    let namedComparesWithMethod = Selector("refresh") == Inbox.refresh
    #expect(comparesWithMethod && !namedComparesWithMethod)
    let matched: Bool
    switch Selector(Inbox.refresh) {
    case Inbox.refresh: matched = true
    default: matched = false
    }
    #expect(matched)
  }

  @Test("§3.4 exposing a name again for the same class replaces the method it reaches")
  func reExposure() {
    let counter = Counter()
    _ = Selector("step", Counter.bump)
    _ = Selector("step", Counter.reset)
    counter.perform("step")
    counter.perform("step")
    #expect(counter.count == 0 && counter.resets == 2)
  }

  @Test("§12 perform(_:with:afterDelay:) waits on the clock and holds its target until it runs")
  func performAfterDelay() {
    let scene = DemoScene()
    weak var released: Counter?
    do {
      let counter = Counter()
      released = counter
      counter.perform(Counter.bump, with: nil, afterDelay: 0.5)
    }
    #expect(released != nil, "the pending call holds its target")
    scene.application.advance(by: 0.4)
    #expect(released?.count == 0)
    scene.application.advance(by: 0.2)
    #expect(released == nil, "run, and let go")
  }

  @Test("§12 a delayed call whose application went away lets go of its target")
  func delayedCallOfAGoneApplication() {
    weak var released: Counter?
    do {
      let scene = DemoScene()
      let counter = Counter()
      released = counter
      counter.perform(Counter.bump, with: nil, afterDelay: 1)
      #expect(scene.application.clock.pendingTimerCount == 1)
    }
    let next = DemoScene()
    let other = Counter()
    other.perform(Counter.bump, with: nil, afterDelay: 1)
    #expect(released == nil)
    next.application.advance(by: 2)
    #expect(other.count == 1)
  }

  @Test("§12 cancelPreviousPerformRequests matches the target, the selector and an equal argument")
  func cancelMatching() {
    let scene = DemoScene()
    let counter = Counter()
    counter.perform(Counter.add, with: 1, afterDelay: 0.1)
    counter.perform(Counter.add, with: 10, afterDelay: 0.1)
    counter.perform(Counter.bump, with: nil, afterDelay: 0.1)
    NSObject.cancelPreviousPerformRequests(withTarget: counter, selector: Counter.add, object: 10)
    scene.application.advance(by: 0.2)
    #expect(counter.count == 2)
    counter.perform(Counter.bump, with: nil, afterDelay: 0.1)
    NSObject.cancelPreviousPerformRequests(withTarget: counter)
    scene.application.advance(by: 0.2)
    #expect(counter.count == 2)
  }

  @Test("§12 a target-selector timer passes itself, holds its target, and lets go when invalidated")
  func timerTarget() {
    let scene = DemoScene()
    weak var released: Counter?
    var timer: RunLoopTimer?
    do {
      let counter = Counter()
      released = counter
      timer = RunLoopTimer.scheduledTimer(
        timeInterval: 0.1, target: counter, selector: Counter.tick, userInfo: "info",
        repeats: true)
    }
    scene.application.advance(by: 0.35)
    #expect(released?.ticks == ["info", "info", "info"])
    timer?.invalidate()
    #expect(released == nil)
  }

  @Test("§3.4 a method given a sender of another type stops the program, naming both")
  func wrongSender() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let inbox = Inbox()
        inbox.perform(Selector(Inbox.tapped), sender: View(), event: nil)
      }
    }
  }
}

/// A first-responder view.
private final class FocusView: View {
  override var canBecomeFirstResponder: Bool { true }
}

/// A plain object with actions.
@MainActor
private final class Counter: NSObject {
  var count = 0
  var resets = 0
  var ticks: [String] = []
  func bump() { count += 1 }
  func reset() { resets += 1 }
  func add(_ amount: Any?) { count += amount as? Int ?? 0 }
  func tick(_ timer: RunLoopTimer) { ticks.append(timer.userInfo as? String ?? "?") }
}
