import Foundation
import ResponderKit

extension ScenarioPrinter {
  /// Desktop input that nothing took, each with why and a fix: a scroll that drove no pan, hover
  /// that began no hover recognizer, a key typed with no first responder; and the scrolls a pan
  /// other than a scroll view's followed, which the pointer's explanations do not name.
  ///
  /// What took each input is read from the trace; why nothing did is judged at the input's own
  /// moment: the scenario is played again and the screen asked, just before each missed input,
  /// what is under the pointer then (a scroll view scrolled, a view moved or animating) and which
  /// responders offer key commands then.
  ///
  /// - Complexity: O(*s* + *r*) in the script's steps and the records, plus, when something
  ///   missed, one more play of the scenario and for each miss the views under the pointer and
  ///   their recognizers (a key's: the views of the window).
  static func desktopMisses(
    _ records: [TraceRecord], scenario: Scenario, window: Window, color: Bool
  ) -> [String] {
    let script = scenario.script
    let busy = DesktopBusy(records)
    var moments = DesktopMoments()
    var lines: [String] = []
    for scroll in DesktopInput.scrolls(in: script) {
      let took = busy.beginners(.scroll, scroll.start, scroll.end)
      if took.isEmpty {
        let paragraph = moments.paragraphs.count
        moments.paragraphs.append([])
        moments.add(.scroll(scroll, paragraph: paragraph), at: scroll.steps[0])
      } else if let pan = took.first(where: { !$0.contains(".panGestureRecognizer") }) {
        // A scroll view's pan is said by the pointer's explanations, with where it scrolled.
        moments.paragraphs.append([
          ScenarioPrinter.heading(
            "\(scroll.kind) scroll at \(TextTraceFormatter.point(inWindow(window, scroll.location)))",
            at: scroll.start, color: color),
          "  \(pan) follows it (its allowedScrollTypesMask allows \(scroll.kind) scrolls): it "
            + "begins, changes by the scroll's translation and ends; the views get nothing, as a "
            + "scroll is no touch",
        ])
      }
    }
    for hover in DesktopInput.hovers(in: script) where !busy.began(.hover, hover.start, hover.end) {
      let paragraph = moments.paragraphs.count
      moments.paragraphs.append([])
      moments.hovers[paragraph] = HoverWitness(hover: hover)
      for (step, location) in zip(hover.steps, hover.path) {
        moments.add(.hover(location, paragraph: paragraph), at: step)
      }
    }
    var keySteps = DesktopInput.keyDowns(in: script)
    for key in busy.keysWithoutResponder(window: window.traceName) {
      guard let at = keySteps.firstIndex(where: { $0.time == key.time }) else { continue }
      let paragraph = moments.paragraphs.count
      moments.paragraphs.append([])
      moments.add(.key(key.key, key.time, paragraph: paragraph), at: keySteps[at].step)
      keySteps.remove(at: at)
    }
    if !moments.jobs.isEmpty { moments.judge(scenario, color: color) }
    for paragraph in moments.paragraphs { lines += paragraph }
    return lines
  }
  /// Why a scroll drove no pan.
  static func scrollMiss(_ scroll: DesktopInput, window: Window, color: Bool) -> [String] {
    let kind = scroll.kind
    let point = inWindow(window, scroll.location)
    var refused: [String] = []
    var fixes: [String] = []
    var chain: [View] = []
    var view = window.hitTest(point, with: nil)
    while let current = view {
      chain.append(current)
      view = current === window ? nil : current.superview
    }
    for current in chain {
      for case let pan as PanGestureRecognizer in current.gestureRecognizers ?? [] {
        let label = "\(pan.traceName) on \(current.traceName)"
        if !pan.isEnabled {
          refused.append("\(label) is not enabled")
          fixes.append("set \(pan.traceName).isEnabled = true")
        } else if !pan.allowedScrollTypesMask.allows(scroll.scrollType) {
          refused.append(
            "\(label) has allowedScrollTypesMask \(describe(pan.allowedScrollTypesMask))"
              + (pan.allowedScrollTypesMask.isEmpty ? " (a pan's default)" : ""))
          fixes.append(
            "set \(pan.traceName).allowedScrollTypesMask = .all (followsScrolls: true in a scenario file)"
          )
        } else if let scrollView = current as? ScrollView, pan === scrollView.panGestureRecognizer {
          refused.append(
            scrollView.isScrollEnabled
              ? "\(current.traceName)'s content does not scroll along \(TextTraceFormatter.point(CGPoint(x: scroll.delta.dx, y: scroll.delta.dy)))"
              : "\(current.traceName).isScrollEnabled is false")
        }
      }
    }
    let views = chain.filter { $0 !== window }.map(\.traceName)
    let passedOver = refusedHolders(at: point, in: window) {
      ($0 as? PanGestureRecognizer)?.allowedScrollTypesMask.allows(scroll.scrollType) == true
        && $0.isEnabled
    }
    let heading = ScenarioPrinter.heading(
      "\(kind) scroll at \(TextTraceFormatter.point(point))", at: scroll.start, color: color)
    var lines = [heading]
    if refused.isEmpty, !passedOver.isEmpty {
      lines.append(
        "  nothing took it: the pan that allows \(kind) scrolls is on a view hit-testing passes "
          + "over now [Choices: Pointer and scrolls]")
      lines += passedOver
    } else if refused.isEmpty {
      lines.append(
        "  nothing took it: no pan recognizer on "
          + (views.isEmpty ? "any view" : views.joined(separator: ", "))
          + " under the pointer; a scroll drives only pans that allow its type (a scroll view's own does) "
          + "[Choices: Pointer and scrolls]")
      lines.append(
        "  fix: add a UIPanGestureRecognizer with allowedScrollTypesMask = .all to "
          + "\(views.first ?? "the view"), or put the content in a UIScrollView")
    } else {
      lines.append(
        "  nothing took it: no pan under the pointer allows \(kind) scrolls: "
          + refused.joined(separator: "; ")
          + " [Choices: Pointer and scrolls, Gesture recognizers §9.3]")
      if let fix = fixes.first { lines.append("  fix: \(fix)") }
    }
    lines.append("  the views get nothing: a scroll is no touch and calls no touches… method")
    return lines
  }

  /// Why hover began no hover recognizer, from what was under the pointer at each reading.
  static func hoverMiss(_ witness: HoverWitness, window: Window, color: Bool) -> [String] {
    let hover = witness.hover
    let from = inWindow(window, hover.path.first ?? .zero)
    let to = inWindow(window, hover.path.last ?? .zero)
    let under = witness.views.isEmpty ? "no view" : witness.views.joined(separator: ", ")
    let refusals = witness.refusals ?? []
    return [
      ScenarioPrinter.heading(
        "hover from \(TextTraceFormatter.point(from)) to \(TextTraceFormatter.point(to))",
        at: hover.start, color: color),
      "  nothing took it: no hover recognizer on the views under the pointer (\(under)); hover is "
        + "no touch: it calls no touches… method and reaches only UIHoverGestureRecognizers "
        + "[Choices: Pointer and scrolls]",
    ]
      + (refusals.isEmpty
        ? [
          "  fix: add a UIHoverGestureRecognizer to \(witness.target ?? "the view") (a hover "
            + "gesture in a scenario file), or a UIPointerInteraction"
        ] : refusals)
  }

  /// Why a key went nowhere: no first responder.
  static func keyMiss(_ key: String, at time: TimeInterval, window: Window, color: Bool)
    -> [String]
  {
    var offers: [String] = []
    var stack: [View] = [window]
    while let view = stack.popLast() {
      var responders: [Responder] = [view]
      if let controller = view.next as? ViewController { responders.append(controller) }
      for responder in responders {
        let actions = (responder.keyCommands ?? []).map { $0.action.name }
        if !actions.isEmpty {
          offers.append("\(responder.traceName) (\(actions.joined(separator: ", ")))")
        }
      }
      stack += view.subviews.reversed()
    }
    var lines = [
      ScenarioPrinter.heading("key \(key)", at: time, color: color),
      "  no first responder, so no key command is looked up: key commands are found up the "
        + "responder chain from the first responder, and the press goes to \(window.traceName) "
        + "alone [Choices: Hardware keys]",
    ]
    if !offers.isEmpty {
      lines.append(
        "  key commands offered off any chain: \(offers.joined(separator: ", "))")
    }
    let who = offers.first.map { String($0.prefix { $0 != " " }) } ?? "a responder"
    lines.append(
      "  fix: make \(who) first responder (canBecomeFirstResponder true, then "
        + "becomeFirstResponder(); becomesFirstResponder: true in a scenario file), or offer the "
        + "command on a responder of the chain from the one that is")
    return lines
  }

  /// A screen point in the window's coordinates (a scenario's window is not transformed).
  static func inWindow(_ window: Window, _ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
  }

  /// A scroll mask as Swift writes it: `[]`, `[.discrete]`, `.all`.
  private static func describe(_ mask: Event.ScrollTypeMask) -> String {
    if mask == .all { return ".all" }
    var names: [String] = []
    if mask.contains(.discrete) { names.append(".discrete") }
    if mask.contains(.continuous) { names.append(".continuous") }
    return "[\(names.joined(separator: ", "))]"
  }
}

/// A run of desktop input in a script: one scroll (a trackpad's began to ended, or a wheel's
/// ticks) or one hover (the pointer moving with no button held).
struct DesktopInput {
  var start: TimeInterval
  var end: TimeInterval
  var location: CGPoint
  var path: [CGPoint]
  var scrollType: Event.ScrollType = .continuous
  var delta = CGVector(dx: 0, dy: 0)
  /// The indices in the script's steps of the input's readings: a scroll's first, each of a
  /// hover's.
  var steps: [Int] = []

  /// A scroll's device in words: `mouse wheel`, `trackpad`.
  var kind: String { scrollType == .discrete ? "mouse wheel" : "trackpad" }

  /// The script's scrolls, in order: a wheel's ticks closer than its end delay make one.
  static func scrolls(in script: TouchScript) -> [DesktopInput] {
    var runs: [DesktopInput] = []
    for (index, step) in script.steps.enumerated() {
      guard case .scroll(let sample) = step else { continue }
      if var last = runs.last, sample.phase != .began, sample.type == last.scrollType,
        sample.timestamp - last.end <= Application.discreteScrollEndDelay
      {
        last.end = sample.timestamp
        last.delta.dx += sample.delta.dx
        last.delta.dy += sample.delta.dy
        runs[runs.count - 1] = last
      } else {
        runs.append(
          DesktopInput(
            start: sample.timestamp, end: sample.timestamp, location: sample.location,
            path: [sample.location], scrollType: sample.type, delta: sample.delta, steps: [index]))
      }
    }
    return runs
  }

  /// The script's hovers, in order: readings with no button held, until another step.
  static func hovers(in script: TouchScript) -> [DesktopInput] {
    var runs: [DesktopInput] = []
    var continues = false
    for (index, step) in script.steps.enumerated() {
      guard case .pointer(let sample) = step, sample.buttonMask.isEmpty else {
        if case .wait = step { continue }
        continues = false
        continue
      }
      if continues, var last = runs.last {
        last.end = sample.timestamp
        last.path.append(sample.location)
        last.steps.append(index)
        runs[runs.count - 1] = last
      } else {
        runs.append(
          DesktopInput(
            start: sample.timestamp, end: sample.timestamp, location: sample.location,
            path: [sample.location], steps: [index]))
      }
      continues = true
    }
    return runs
  }
}

/// What the trace says desktop input did: when recognizers began with each kind of event, and the
/// keys whose press went to the window because there was no first responder.
struct DesktopBusy {
  private var beginnings: [(type: Event.EventType, time: TimeInterval, recognizer: String)] = []
  private var keys: [(key: String, time: TimeInterval, to: [String], handled: Bool)] = []

  init(_ records: [TraceRecord]) {
    var type: Event.EventType?
    var time: TimeInterval = 0
    for record in records {
      switch record {
      case .eventDispatched(let kind, let timestamp):
        type = kind
        time = timestamp
      case .timerFired(let at, _):
        type = nil
        time = at
      case .recognizerStateChanged(let recognizer, _, .began, _):
        if let type { beginnings.append((type, time, recognizer)) }
      case .keyInput(let key, "down"):
        keys.append((key, time, [], false))
      case .keyCommandPerformed, .textInput:
        if !keys.isEmpty { keys[keys.count - 1].handled = true }
      case .delivered(.pressesBegan, let responder, _):
        if !keys.isEmpty { keys[keys.count - 1].to.append(responder) }
      default: break
      }
    }
  }

  /// Whether a recognizer began with an event of `type` between `start` and `end`.
  func began(_ type: Event.EventType, _ start: TimeInterval, _ end: TimeInterval) -> Bool {
    !beginners(type, start, end).isEmpty
  }

  /// The recognizers that began with an event of `type` between `start` and `end`, in order.
  func beginners(_ type: Event.EventType, _ start: TimeInterval, _ end: TimeInterval) -> [String] {
    beginnings.filter { $0.type == type && $0.time >= start && $0.time <= end }.map(\.recognizer)
  }

  /// The keys that went down with no first responder: no command or text took them and their
  /// press went to the window.
  func keysWithoutResponder(window: String) -> [(key: String, time: TimeInterval)] {
    keys.filter { !$0.handled && $0.to.first == window }
      .map { ($0.key, $0.time) }
  }
}

extension ScenarioPrinter {
  /// Writes, after a trace's touch outcomes, the desktop input that nothing took, as
  /// ``desktopMisses(_:scenario:window:color:)`` says it: text after a blank line, or one
  /// `inputOutcome` JSON Lines object per input.
  static func writeDesktopMisses(
    _ run: ScenarioRun, scenario: Scenario, json: Bool, color: Bool, write: (String) -> Void
  ) {
    let lines = desktopMisses(
      run.records, scenario: scenario, window: run.scene.window, color: color)
    guard !lines.isEmpty else { return }
    guard json else {
      write("")
      lines.forEach(write)
      return
    }
    var message: [String] = []
    for line in lines + [""] {
      if !line.hasPrefix("  "), !message.isEmpty {
        write(jsonLine(event: "inputOutcome", message: message.joined(separator: "\n")))
        message = []
      }
      message.append(line.trimmingCharacters(in: .whitespaces))
    }
  }
}

extension ScenarioPrinter {
  /// `lines` with each paragraph of `misses` (a heading and its indented lines) joined to the
  /// paragraph of `lines` under the same heading (a key's, which says where its press went), or
  /// appended when none has it.
  ///
  /// - Complexity: O(*m*·*n*) in the paragraphs of `misses` and the lines.
  static func joined(_ misses: [String], into lines: [String]) -> [String] {
    var result = lines
    var paragraphs: [[String]] = []
    for line in misses {
      if line.hasPrefix("  "), !paragraphs.isEmpty {
        paragraphs[paragraphs.count - 1].append(line)
      } else {
        paragraphs.append([line])
      }
    }
    var searchFrom = 0
    for paragraph in paragraphs {
      guard let start = result[searchFrom...].firstIndex(of: paragraph[0]) else {
        result += paragraph
        continue
      }
      var end = start + 1
      while end < result.count, result[end].hasPrefix("  ") { end += 1 }
      result.insert(contentsOf: paragraph.dropFirst(), at: end)
      searchFrom = end + paragraph.count - 1
    }
    return result
  }
}
