import Foundation
import ResponderKit
import ResponderKitScenarios

extension PlaygroundSession {
  /// The state message, sent at `serverTime`: no state is owed after it.
  func stateMessage(at serverTime: TimeInterval) -> String {
    lastStateAt = serverTime
    statePending = false
    return ServerMessage.state(state()).json
  }

  /// What the page shows now, with the trace lines made since the last state.
  ///
  /// - Complexity: O(*v* + *h* + *n*) in the screen's views, the records of the
  ///   ``LiveHistory`` and the records new since the last state; not in the session's age.
  func state() -> StateMessage {
    readNewRecords()
    let records = history.records
    let views = viewReports()
    let (start, lines) = takeNewTraceLines()
    noteShown(views)
    forgetReadRecords()
    var live = screen.scenario
    var script = TouchScript()
    for frame in history.inputFrames { script.samples(frame) }
    live.script = script
    let size = built.scene.window.bounds.size
    return StateMessage(
      file: screen.name, version: screen.version,
      window: .init(width: Double(size.width), height: Double(size.height)),
      time: application.clock.now, busy: isBusy,
      screen: ScenarioRenderer.svg(
        live, on: built, records: records, findings: screen.findings, showsState: true),
      timeline: ScenarioRenderer.timeline(
        records: Self.latestTouches(of: records), file: screen.name),
      pointers: contacts.sorted { $0.key < $1.key }.map { pointer, contact in
        StateMessage.PointerReport(
          pointerId: pointer, touch: contact.touchID, kind: contact.kind.rawValue,
          location: Self.point(contact.location))
      },
      touches: touchReports(records), views: views, trace: lines, traceStart: start)
  }

  /// The controls and scroll views of the screen, in the file's order.
  func viewReports() -> [ViewReport] {
    screen.scenario.allViews.compactMap { spec -> ViewReport? in
      guard let view = built.views[spec.id] else { return nil }
      var report = ViewReport(id: spec.id, kind: spec.kind.rawValue)
      if let scroll = view as? ScrollView {
        report.contentOffset = Self.point(scroll.contentOffset)
        report.dragging = scroll.isDragging
        report.decelerating = scroll.isDecelerating
      } else if let control = view as? Control {
        report.highlighted = control.isHighlighted
        report.tracking = control.isTracking
        report.on = (control as? Switch)?.isOn
      } else {
        return nil
      }
      return report
    }
  }

  /// The latest touches, each with its hit-test path, recognizers and outcome.
  private func touchReports(_ records: [TraceRecord]) -> [TouchReport] {
    let stories = TouchStory.stories(from: records)
    let ids = touchLog.order.suffix(PlaygroundLimits.reportedTouches)
    return ids.compactMap { id -> TouchReport? in
      guard let touch = touchLog.touches[id] else { return nil }
      let story = stories.first { $0.touch == id }
      let explanation = touch.explanation
      return TouchReport(
        touch: id, kind: touch.kind.rawValue, down: touch.down,
        location: Self.point(explanation?.point ?? touch.location),
        current: Self.point(touch.location),
        hitView: story?.hitView ?? explanation?.hitView,
        hitTest: (explanation?.candidates ?? []).map {
          TouchReport.Verdict(
            view: $0.view, verdict: "\($0.verdict)", getsTouch: Self.getsTouch($0.verdict))
        },
        visited: touch.visits,
        recognizers: touchLog.recognizers.entries[id] ?? [],
        responderChain: explanation?.responderChain ?? [],
        outcome: story?.outcome, story: story?.lines() ?? [])
    }
  }

  /// The records from the dispatch of the ``PlaygroundLimits/timelineTouches``-th latest touch-down
  /// on, for the timeline.
  static func latestTouches(of records: [TraceRecord]) -> [TraceRecord] {
    var seen = 0
    var index = records.endIndex
    while index > records.startIndex {
      index -= 1
      if case .touchBegan = records[index] {
        seen += 1
        if seen == PlaygroundLimits.timelineTouches { break }
      }
    }
    guard seen == PlaygroundLimits.timelineTouches else { return records }
    while index > records.startIndex {
      if case .eventDispatched = records[index] { break }
      index -= 1
    }
    return Array(records[index...])
  }

  private static func getsTouch(_ verdict: TouchExplanation.Verdict) -> Bool {
    switch verdict {
    case .hitView, .hitViewByOverride, .ancestorOfHitView: true
    default: false
    }
  }

  static func point(_ point: CGPoint) -> StateMessage.Point {
    StateMessage.Point(x: Double(point.x), y: Double(point.y))
  }
}
