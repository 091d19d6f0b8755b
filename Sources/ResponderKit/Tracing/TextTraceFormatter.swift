import Foundation

/// Formats trace records as lines of text for people.
///
/// Hit-test records print as `White in` and `White out: return Blue`, exactly as the seed trace of
/// example E1; with ``showsReasons`` a view passed over says why: `Blue out: return nil (hidden)`.
public struct TextTraceFormatter: Sendable {
  /// Whether hit-test exits carry the reason a view was passed over.
  public var showsReasons: Bool
  /// Whether hit-test records are printed at all.
  public var showsHitTesting: Bool
  /// When set, only these views' hit-test records are printed (as an app that logs from its own
  /// view classes only sees those).
  public var hitTestViews: Set<String>?
  /// Whether lines carry ANSI colour by what happened, for a terminal: touches cyan, deliveries
  /// green, recognizers magenta (yellow when they fail), actions and control events blue, drops
  /// and cancellations yellow, rejected input red, hit-testing dim (see ``TerminalStyle``).
  public var usesColor: Bool

  /// Creates a formatter.
  public init(
    showsReasons: Bool = false, showsHitTesting: Bool = true, hitTestViews: Set<String>? = nil,
    usesColor: Bool = false
  ) {
    self.showsReasons = showsReasons
    self.showsHitTesting = showsHitTesting
    self.hitTestViews = hitTestViews
    self.usesColor = usesColor
  }

  private func printsHitTest(of view: String) -> Bool {
    showsHitTesting && (hitTestViews?.contains(view) ?? true)
  }

  /// The lines for `records`, one or none per record.
  public func lines(for records: [TraceRecord]) -> [String] {
    records.compactMap(line(for:))
  }

  /// The line for one record, or `nil` for records this formatter leaves out.
  public func line(for record: TraceRecord) -> String? {
    guard let text = plainLine(for: record) else { return nil }
    guard usesColor, let style = TerminalStyle(record) else { return text }
    return style.apply(to: text)
  }

  private func plainLine(for record: TraceRecord) -> String? {
    switch record {
    case .hitTestEntered(let view):
      return printsHitTest(of: view) ? "\(view) in" : nil
    case .hitTestExited(let view, let result, let reason):
      guard printsHitTest(of: view) else { return nil }
      let base = "\(view) out: return \(result ?? "nil")"
      guard showsReasons, let reason else { return base }
      return "\(base) (\(reason))"
    case .hitTestRepeated(let view, let changed, _):
      guard showsHitTesting else { return nil }
      let change = changed ? ", not what the first pass returned" : ""
      return "hit-test again (UIKit runs it twice): return \(view ?? "nil")\(change)"
    case .eventDispatched(let type, let timestamp):
      return "[\(Self.number(timestamp)) s] \(type) event"
    case .touchBegan(let touch, let point, let view, let tapCount):
      let tap = tapCount > 1 ? ", tap count \(tapCount)" : ""
      return
        "touch \(Self.touchName(touch)) began at \(Self.point(point)) in \(view ?? "no view")\(tap)"
    case .touchMoved(let touch, let point):
      return "touch \(Self.touchName(touch)) moved to \(Self.point(point))"
    case .touchEnded(let touch, let point):
      return "touch \(Self.touchName(touch)) ended at \(Self.point(point))"
    case .touchCancelled(let touch):
      return "touch \(Self.touchName(touch)) cancelled"
    case .touchWithheld(let touch, let view, let reason):
      return "touch \(Self.touchName(touch)) withheld from \(view): \(reason) [§6]"
    case .delivered(let method, let responder, let touches):
      let ids =
        touches.isEmpty ? "" : " [touch \(touches.map(Self.touchName).joined(separator: ", "))]"
      return "\(method) -> \(responder)\(ids)"
    case .forwarded(let method, let from, let to):
      return "  \(method) forwarded \(from) -> \(to)"
    case .dropped(let method, let responder, _):
      return "  \(method) dropped after \(responder): end of the responder chain"
    case .firstResponderChanged(let from, let to):
      return "first responder: \(from ?? "none") -> \(to ?? "none")"
    case .actionSent(let action, let responder):
      return "action \(action) -> \(responder ?? "nobody")"
    case .inputRejected(let message):
      return "input rejected: \(message)"
    case .rowSelected(let list, let row):
      return "\(list) selects row \(row)"
    case .controlEvent(let control, let events):
      return "\(control) sends \(events)"
    case .timerFired(let time, let owner):
      return "[\(Self.number(time)) s] timer of \(owner) fired"
    case .recognizerReceivedTouch(let recognizer, let touch):
      return "\(recognizer) receives touch \(Self.touchName(touch))"
    case .recognizerSkippedTouch(let recognizer, let touch, let reason):
      return "\(recognizer) does not receive touch \(Self.touchName(touch)): \(reason)"
    case .recognizerStateChanged(let recognizer, let from, let to, let reason):
      let why = reason.map { ": \($0)" } ?? ""
      return "\(recognizer): \(from) -> \(to)\(why)"
    case .recognizerWaiting(let recognizer, let other):
      return "\(recognizer) waits for \(other) to fail [§8.6]"
    case .requirementCycleBroken(let cycle):
      let loop = (cycle + cycle.prefix(1)).joined(separator: " waits for ")
      return
        "require(toFail:) cycle: \(loop); broken: \(cycle[0]) goes ahead, the others fail when it recognizes [§8.6]"
    case .recognizerActionSent(let recognizer, let state):
      return "\(recognizer) sends its action (\(state))"
    case .recognizerReset(let recognizer):
      return "\(recognizer) reset to possible"
    case .touchDelayed(let touch, let phase, let recognizer):
      let rule =
        recognizer.hasPrefix("delaysContentTouches on ")
        ? "§10" : phase == .began ? "delaysTouchesBegan, §7" : "delaysTouchesEnded, §7"
      return
        "touch \(Self.touchName(touch)) \(phase) withheld from views by \(recognizer) [\(rule)]"
    case .touchReleased(let touch, let phases):
      return
        "touch \(Self.touchName(touch)) released to its view: \(phases.map(\.description).joined(separator: ", "))"
    case .touchCancelledForViews(let touch, let recognizer):
      let rule =
        recognizer.hasPrefix("delaysContentTouches on ")
        ? "touchesShouldBegin, §10"
        : recognizer.contains(".panGestureRecognizer")
          ? "canCancelContentTouches, §10" : "cancelsTouchesInView, §7"
      return "touch \(Self.touchName(touch)) taken from views by \(recognizer) [\(rule)]"
    case .scrolled(let view, let phase, let offset):
      return "\(view) \(phase) \(Self.point(offset))"
    case .scrollReleased(let view, let offset, let target):
      guard target != offset else { return "\(view) released at \(Self.point(offset))" }
      return "\(view) released at \(Self.point(offset)), heading for \(Self.point(target))"
    case .keyInput(let key, let phase):
      return "key \(key) \(phase)"
    case .keyCommandPerformed(let key, let action, let target):
      return "key command for \(key): \(action) -> \(target ?? "nobody")"
    case .textInput(let text, let responder):
      guard let text else { return "text input: \(responder) deletes backward" }
      return "text input: \(responder) inserts \"\(text)\""
    }
  }

  /// A touch's id as traces show it: the indirect pointer's touch as `pointer`.
  public static func touchName(_ id: Int) -> String {
    id == Application.pointerTouchID ? "pointer" : String(id)
  }

  /// A number without a needless fraction: `250`, `0.35`.
  ///
  /// Three decimals at most, their trailing zeros dropped (with the point when nothing is left
  /// after it), by hand: a regular expression here was most of the time of a long trace.
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = Substring(String(format: "%.3f", value))
    if text.contains(".") {
      while text.last == "0" { text.removeLast() }
      if text.last == "." { text.removeLast() }
    }
    return text == "-0" ? "0" : String(text)
  }

  /// A point as `(250, 420)`.
  public static func point(_ point: CGPoint) -> String {
    "(\(number(point.x)), \(number(point.y)))"
  }
}
