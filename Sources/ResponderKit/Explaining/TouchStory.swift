import Foundation

/// What happened to one touch from touch-down to its end, read from a trace: which views got which
/// calls, what recognized, the actions sent, how far scroll views moved, and the ``TouchCause``s
/// that changed any of it. `explain` and `trace` end each touch with its ``outcome``.
public struct TouchStory: Hashable, Sendable {
  /// One call a view got for the touch.
  public struct Call: Hashable, Sendable {
    /// The view called (the first responder the window called, not those it forwarded to).
    public var view: String
    /// The method.
    public var method: ResponderMethod
    /// When, in seconds.
    public var time: TimeInterval
  }

  /// How the touch ended.
  public enum End: Hashable, Sendable {
    /// The finger lifted at this time.
    case lifted(TimeInterval)
    /// The platform cancelled the touch at this time.
    case cancelled(TimeInterval)
    /// The touch was still down when the trace ended.
    case stillDown
  }

  /// The touch's input id.
  public var touch: Int
  /// When it went down.
  public var began: TimeInterval
  /// Where it went down, in window coordinates.
  public var location: CGPoint
  /// The view hit-testing chose, or `nil`.
  public var hitView: String?
  /// The tap count it went down with.
  public var tapCount: Int
  /// The calls views got for it, in order.
  public var calls: [Call] = []
  /// The recognizers that recognized while it took part, in order.
  public var recognized: [String] = []
  /// The control events and action messages sent while it was the touch acting (a recognizer's
  /// actions go with its recognition, in ``recognized``).
  public var actions: [String] = []
  /// Scroll views it moved, with where each ended up.
  public var scrolls: [String: CGPoint] = [:]
  /// The scroll views in the order it moved them.
  public var scrolledViews: [String] = []
  /// What changed its calls, in the order it happened.
  public var causes: [TouchCause] = []
  /// How it ended.
  public var end: End = .stillDown
  /// Where it lifted, in window coordinates, or `nil` while it has not.
  public var endLocation: CGPoint?

  /// Reads every touch's story from a trace, in the order the touches went down.
  ///
  /// - Complexity: O(*n*·*r*) in the number of records and the recognizers tracking a touch.
  public static func stories(from records: [TraceRecord]) -> [TouchStory] {
    var reader = TouchStoryReader()
    for record in records { reader.read(record) }
    return reader.finish()
  }

  /// The touch's end in one line: who got what.
  ///
  /// `touch 1: Row got touchesBegan (0.15 s late), touchesEnded; recognized List.panGestureRecognizer on List`.
  public var outcome: String { "touch \(TextTraceFormatter.touchName(touch)): \(summary)" }

  /// ``outcome`` without the touch's number.
  public var summary: String {
    var parts: [String] = []
    var order: [String] = []
    var methods: [String: [String]] = [:]
    for call in calls {
      if methods[call.view] == nil { order.append(call.view) }
      methods[call.view, default: []].append(describe(call))
    }
    var seen: [String: Set<String>] = [:]
    let views = order.map { view in
      let unique = methods[view, default: []].filter { seen[view, default: []].insert($0).inserted }
      return "\(view) got \(unique.joined(separator: ", "))"
    }
    parts.append(views.isEmpty ? "no view got a call" : views.joined(separator: "; "))
    if !recognized.isEmpty { parts.append("recognized \(recognized.joined(separator: ", "))") }
    if !actions.isEmpty { parts.append("sent \(Self.collapsed(actions).joined(separator: ", "))") }
    for view in scrolledViews {
      if let offset = scrolls[view] {
        parts.append("\(view) scrolled to \(TextTraceFormatter.point(offset))")
      }
    }
    if case .stillDown = end { parts.append("still down at the end") }
    return parts.joined(separator: "; ")
  }

  /// The story's causes as lines for `explain`: each cause with its fix, recognizers that failed
  /// by their own rules gathered on one line, then the outcome.
  public func lines(usesColor: Bool = false) -> [String] {
    func styled(_ text: String, _ style: TerminalStyle) -> String {
      usesColor ? style.apply(to: text) : text
    }
    var lines: [String] = []
    var failures: [String] = []
    var excluded: [(winner: String, losers: [String])] = []
    for cause in causes {
      switch cause {
      case .recognizerFailed(let recognizer, let reason):
        failures.append("\(recognizer) (\(reason))")
      case .excluded(let recognizer, let winner):
        if let index = excluded.firstIndex(where: { $0.winner == winner }) {
          excluded[index].losers.append(recognizer)
        } else {
          excluded.append((winner, [recognizer]))
        }
      default:
        lines.append(styled("then: \(cause) [\(cause.rule)]", .yellow))
        if let fix = cause.fix { lines.append("  fix: \(fix)") }
      }
    }
    for (winner, losers) in excluded {
      lines.append(
        styled(
          "then: \(winner) recognized and excluded \(losers.joined(separator: ", ")) "
            + "(only one recognizer may recognize unless they are simultaneous) "
            + "[Gesture recognizers §8.5]", .yellow))
      let loser = TouchCause.bare(losers[0])
      lines.append(
        "  fix: to let \(loser) recognize too, answer gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) "
          + "true in a delegate (simultaneousWith in a scenario file); to let it go first, "
          + "\(TouchCause.bare(winner)).require(toFail: \(loser))")
    }
    if !failures.isEmpty {
      lines.append("failed by their own rules: " + failures.joined(separator: ", "))
    }
    lines.append(styled("outcome: \(summary)", .bold))
    return lines
  }

  /// Runs of one action collapsed: `Card touchDragInside ×12`.
  private static func collapsed(_ actions: [String]) -> [String] {
    var runs: [(action: String, count: Int)] = []
    for action in actions {
      if runs.last?.action == action {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((action, 1))
      }
    }
    return runs.map { $0.count == 1 ? $0.action : "\($0.action) ×\($0.count)" }
  }

  /// A call in words, with its delay when a cause held it back.
  private func describe(_ call: Call) -> String {
    for cause in causes {
      switch (cause, call.method) {
      case (.contentTouchesDelayed(_, let from, let released?), .touchesBegan),
        (.beganDelayed(_, let from, let released?), .touchesBegan),
        (.endedDelayed(_, let from, let released), .touchesEnded):
        if released == call.time, released > from {
          return "\(call.method) (\(TextTraceFormatter.number(released - from)) s late)"
        }
      default: continue
      }
    }
    return call.method.rawValue
  }
}
