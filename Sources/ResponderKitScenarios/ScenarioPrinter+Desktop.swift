import Foundation
import ResponderKit

extension ScenarioPrinter {
  /// Desktop input that nothing took, each with why and a fix: a scroll that drove no pan, hover
  /// that began no hover recognizer, a key typed with no first responder; and the scrolls a pan
  /// other than a scroll view's followed, which the pointer's explanations do not name. Read from
  /// the trace and the script, the screen asked for what is under the pointer after the script ran.
  ///
  /// - Complexity: O(*s* + *r* + *d*·*g*) in the script's steps, the records, and for each miss
  ///   the views under the pointer and their recognizers.
  static func desktopMisses(
    _ records: [TraceRecord], script: TouchScript, window: Window, color: Bool
  ) -> [String] {
    let busy = DesktopBusy(records)
    var lines: [String] = []
    for scroll in DesktopInput.scrolls(in: script) {
      let took = busy.beginners(.scroll, scroll.start, scroll.end)
      if took.isEmpty {
        lines += scrollMiss(scroll, window: window, color: color)
      } else if let pan = took.first(where: { !$0.contains(".panGestureRecognizer") }) {
        // A scroll view's pan is said by the pointer's explanations, with where it scrolled.
        lines += [
          ScenarioPrinter.heading(
            "\(scroll.kind) scroll at \(TextTraceFormatter.point(inWindow(window, scroll.location)))",
            at: scroll.start, color: color),
          "  \(pan) follows it (its allowedScrollTypesMask allows \(scroll.kind) scrolls): it "
            + "begins, changes by the scroll's translation and ends; the views get nothing, as a "
            + "scroll is no touch",
        ]
      }
    }
    for hover in DesktopInput.hovers(in: script) where !busy.began(.hover, hover.start, hover.end) {
      lines += hoverMiss(hover, window: window, color: color)
    }
    for key in busy.keysWithoutResponder(window: window.traceName) {
      lines += keyMiss(key.key, at: key.time, window: window, color: color)
    }
    return lines
  }

  /// Why a scroll drove no pan.
  private static func scrollMiss(_ scroll: DesktopInput, window: Window, color: Bool) -> [String] {
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
    let heading = ScenarioPrinter.heading(
      "\(kind) scroll at \(TextTraceFormatter.point(point))", at: scroll.start, color: color)
    var lines = [heading]
    if refused.isEmpty {
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

  /// Why hover began no hover recognizer.
  private static func hoverMiss(_ hover: DesktopInput, window: Window, color: Bool) -> [String] {
    var views: [String] = []
    var target: String?
    for location in hover.path {
      let hit = window.hitTest(inWindow(window, location), with: nil)
      if let hit, hit !== window { target = hit.traceName }
      var view = hit
      while let current = view, current !== window {
        if !views.contains(current.traceName) { views.append(current.traceName) }
        view = current.superview
      }
    }
    let from = inWindow(window, hover.path.first ?? .zero)
    let to = inWindow(window, hover.path.last ?? .zero)
    let under = views.isEmpty ? "no view" : views.joined(separator: ", ")
    return [
      ScenarioPrinter.heading(
        "hover from \(TextTraceFormatter.point(from)) to \(TextTraceFormatter.point(to))",
        at: hover.start, color: color),
      "  nothing took it: no hover recognizer on the views under the pointer (\(under)); hover is "
        + "no touch: it calls no touches… method and reaches only UIHoverGestureRecognizers "
        + "[Choices: Pointer and scrolls]",
      "  fix: add a UIHoverGestureRecognizer to \(target ?? "the view") (a hover gesture in a "
        + "scenario file), or a UIPointerInteraction",
    ]
  }

  /// Why a key went nowhere: no first responder.
  private static func keyMiss(_ key: String, at time: TimeInterval, window: Window, color: Bool)
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
  private static func inWindow(_ window: Window, _ point: CGPoint) -> CGPoint {
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

  /// A scroll's device in words: `mouse wheel`, `trackpad`.
  var kind: String { scrollType == .discrete ? "mouse wheel" : "trackpad" }

  /// The script's scrolls, in order: a wheel's ticks closer than its end delay make one.
  static func scrolls(in script: TouchScript) -> [DesktopInput] {
    var runs: [DesktopInput] = []
    for case .scroll(let sample) in script.steps {
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
            path: [sample.location], scrollType: sample.type, delta: sample.delta))
      }
    }
    return runs
  }

  /// The script's hovers, in order: readings with no button held, until another step.
  static func hovers(in script: TouchScript) -> [DesktopInput] {
    var runs: [DesktopInput] = []
    var continues = false
    for step in script.steps {
      guard case .pointer(let sample) = step, sample.buttonMask.isEmpty else {
        if case .wait = step { continue }
        continues = false
        continue
      }
      if continues, var last = runs.last {
        last.end = sample.timestamp
        last.path.append(sample.location)
        runs[runs.count - 1] = last
      } else {
        runs.append(
          DesktopInput(
            start: sample.timestamp, end: sample.timestamp, location: sample.location,
            path: [sample.location]))
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
  /// ``desktopMisses(_:script:window:color:)`` says it: text after a blank line, or one
  /// `inputOutcome` JSON Lines object per input.
  static func writeDesktopMisses(
    _ run: ScenarioRun, script: TouchScript, json: Bool, color: Bool, write: (String) -> Void
  ) {
    let lines = desktopMisses(run.records, script: script, window: run.scene.window, color: color)
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
