import Foundation

/// Reads trace records one at a time into ``TouchStory`` values.
///
/// Records name touches only where the engine knows them; the rest is attributed by time: a
/// recognizer's state changes belong to the touches it received since its last reset,
/// control events and action messages to the touches of the event (or, after a timer, to the touches
/// still down, else the last one lifted).
struct TouchStoryReader {
  private var stories: [TouchStory] = []
  private var index: [Int: Int] = [:]
  private var time: TimeInterval = 0
  /// Touches with a record in the event being read, in the order they acted, and as a set.
  private var acting: [Int] = []
  private var isActing: Set<Int> = []
  /// The touches down, in the order they went down: entries whose serial is no longer the
  /// touch's in `downSerial` were lifted and are dropped when the list is next read, so that a
  /// lift costs O(1) however many touches are down.
  private var downEntries: [(touch: Int, serial: Int)] = []
  private var downSerial: [Int: Int] = [:]
  private var serials = 0
  private var lastLifted: Int?
  /// The touches each recognizer received since its last reset.
  private var tracked: [String: [Int]] = [:]
  /// The recognizer each recognizer waits for, while it waits.
  private var waiting: [String: String] = [:]
  /// Withheld phases: touch and phase to who withheld them and since when.
  private var delays: [Int: [Touch.Phase: (by: String, since: TimeInterval)]] = [:]
  /// The touch that began dragging each scroll view.
  private var dragger: [String: Int] = [:]

  mutating func read(_ record: TraceRecord) {
    switch record {
    case .eventDispatched(_, let timestamp):
      time = timestamp
      setActing([])
    case .timerFired(let at, _):
      time = at
      let down = self.down()
      setActing(down.isEmpty ? (lastLifted.map { [$0] } ?? []) : down)
    case .touchBegan(let touch, let point, let view, let tapCount):
      neverReleased(touch)
      index[touch] = stories.count
      stories.append(
        TouchStory(touch: touch, began: time, location: point, hitView: view, tapCount: tapCount))
      act(touch)
      serials += 1
      downSerial[touch] = serials
      downEntries.append((touch, serials))
    case .touchMoved(let touch, _):
      act(touch)
    case .touchEnded(let touch, let point):
      finish(touch, as: .lifted(time))
      update(touch) { $0.endLocation = point }
    case .touchCancelled(let touch):
      finish(touch, as: .cancelled(time))
    case .delivered(let method, let view, let touches):
      let call = TouchStory.Call(view: view, method: method, time: time)
      for touch in touches { update(touch) { $0.calls.append(call) } }
    case .touchWithheld(let touch, let view, let reason):
      update(touch) { $0.causes.append(.withheldFromView(view: view, reason: reason)) }
    case .recognizerReceivedTouch(let recognizer, let touch):
      tracked[recognizer, default: []].append(touch)
    case .recognizerSkippedTouch(let recognizer, let touch, let reason):
      update(touch) { $0.causes.append(.recognizerSkipped(recognizer: recognizer, reason: reason)) }
    case .recognizerWaiting(let recognizer, let other):
      waiting[recognizer] = other
    case .recognizerStateChanged(let recognizer, let from, let to, let reason):
      stateChanged(recognizer, from: from, to: to, reason: reason)
    case .recognizerReset(let recognizer):
      tracked[recognizer] = nil
      waiting[recognizer] = nil
    case .rowSelected(let list, let row):
      for touch in acting { update(touch) { $0.actions.append("\(list) selects row \(row)") } }
    case .controlEvent(let control, let events):
      for touch in acting { update(touch) { $0.actions.append("\(control) \(events)") } }
    case .actionSent(let action, let target):
      for touch in acting {
        update(touch) { $0.actions.append("\(action) to \(target ?? "nobody")") }
      }
    case .touchDelayed(let touch, let phase, let recognizer):
      if delays[touch]?[phase] == nil { delays[touch, default: [:]][phase] = (recognizer, time) }
    case .touchReleased(let touch, let phases):
      for phase in phases { release(touch, phase) }
    case .touchCancelledForViews(let touch, let recognizer):
      taken(touch, by: recognizer)
    case .scrolled(let view, let phase, let offset):
      scrolled(view, phase: phase, offset: offset)
    case .scrollReleased(let view, _, let target):
      if let touch = dragger[view] { update(touch) { $0.scrolls[view] = target } }
    case .hitTestEntered, .hitTestExited, .hitTestRepeated, .forwarded, .dropped,
      .firstResponderChanged,
      .inputRejected, .recognizerActionSent, .requirementCycleBroken, .keyInput,
      .keyCommandPerformed, .textInput:
      break
    }
  }

  /// The stories read, with the causes only a later touch reveals.
  mutating func finish() -> [TouchStory] {
    markSingleTapsBeforeDoubleTaps()
    for touch in delays.keys.sorted() { neverReleased(touch) }
    for position in stories.indices {
      let story = stories[position]
      let explained = story.causes.contains {
        switch $0 {
        case .recognizerFailed, .recognizerSkipped, .waitedForFailure: false
        default: true
        }
      }
      if let view = story.hitView, story.calls.isEmpty, !explained {
        stories[position].causes.append(.notDelivered(view: view))
      }
    }
    return stories
  }

  private mutating func update(_ touch: Int, _ change: (inout TouchStory) -> Void) {
    guard let position = index[touch] else { return }
    change(&stories[position])
  }

  /// Adds a touch to those acting, once.
  private mutating func act(_ touch: Int) {
    if isActing.insert(touch).inserted { acting.append(touch) }
  }

  private mutating func setActing(_ touches: [Int]) {
    acting = []
    isActing = []
    for touch in touches { act(touch) }
  }

  /// The touches down, in the order they went down; drops the entries of lifted touches.
  ///
  /// - Complexity: O(*n*) in the touches down and those lifted since the last call.
  private mutating func down() -> [Int] {
    downEntries.removeAll { downSerial[$0.touch] != $0.serial }
    return downEntries.map(\.touch)
  }

  private mutating func finish(_ touch: Int, as end: TouchStory.End) {
    act(touch)
    downSerial[touch] = nil
    lastLifted = touch
    update(touch) { $0.end = end }
  }

  private mutating func stateChanged(
    _ recognizer: String, from: GestureRecognizer.State, to: GestureRecognizer.State,
    reason: GestureFailureReason?
  ) {
    let touches = tracked[recognizer] ?? []
    let recognizes = to == .began || (to == .ended && from == .possible)
    if recognizes, let other = waiting[recognizer] {
      let cause = TouchCause.waitedForFailure(
        recognizer: recognizer, other: other, recognizedAt: time)
      for touch in touches { update(touch) { $0.causes.append(cause) } }
    }
    if recognizes {
      // The content-touch delay "recognizes" when it swallows a touch: said by its own cause.
      guard Self.contentDelayer(recognizer) == nil else { return }
      // A double tap tracks both taps' touches: it recognizes with the one acting now.
      let current = touches.filter(isActing.contains)
      for touch in current.isEmpty ? touches : current {
        update(touch) { $0.recognized.append(recognizer) }
      }
      return
    }
    guard to == .failed || to == .cancelled, let reason, let cause = cause(recognizer, reason)
    else {
      return
    }
    for touch in touches { update(touch) { $0.causes.append(cause) } }
  }

  /// The cause a failure reason makes, or `nil` for failures that change nothing worth saying.
  private func cause(_ recognizer: String, _ reason: GestureFailureReason) -> TouchCause? {
    switch reason {
    case .excluded(let other): .excluded(recognizer: recognizer, by: other)
    case .requiredRecognizerSucceeded(let other):
      .requiredRecognizerWon(recognizer: recognizer, required: other)
    case .viewSaidNo(let view): .viewRefusedRecognizer(recognizer: recognizer, view: view)
    case .delegateSaidNo: .delegateRefused(recognizer: recognizer)
    case .contentKeepsTouch(let scrollView, let content, let canCancel):
      .scrollCouldNotCancel(
        recognizer: recognizer, scrollView: scrollView, content: content, canCancel: canCancel)
    case .setBySubclass, .touchCancelled, .disabled, .removed: nil
    default: .recognizerFailed(recognizer: recognizer, reason: reason)
    }
  }

  /// Notes a lift of `touch` that a recognizer still holds when the trace ends or the touch's id
  /// comes back for a new touch, and forgets the touch's delays.
  private mutating func neverReleased(_ touch: Int) {
    guard let phases = delays.removeValue(forKey: touch), let (by, since) = phases[.ended] else {
      return
    }
    update(touch) { $0.causes.append(.endedNeverReleased(recognizer: by, from: since)) }
  }

  private mutating func release(_ touch: Int, _ phase: Touch.Phase) {
    guard let (by, since) = delays[touch]?[phase] else { return }
    delays[touch]?[phase] = nil
    let cause: TouchCause
    switch phase {
    case .began:
      if let scrollView = Self.contentDelayer(by) {
        cause = .contentTouchesDelayed(scrollView: scrollView, from: since, released: time)
      } else {
        cause = .beganDelayed(recognizer: by, from: since, released: time)
      }
    case .ended where time > since:
      cause = .endedDelayed(recognizer: by, from: since, released: time)
    default: return
    }
    update(touch) { $0.causes.append(cause) }
  }

  private mutating func taken(_ touch: Int, by recognizer: String) {
    let viewsHadIt =
      index[touch].map { stories[$0].calls.contains { $0.method == .touchesBegan } } ?? false
    if let (by, since) = delays[touch]?[.began] {
      delays[touch]?[.began] = nil
      if let scrollView = Self.contentDelayer(by) {
        update(touch) {
          $0.causes.append(
            .contentTouchesDelayed(scrollView: scrollView, from: since, released: nil))
        }
      } else if by == recognizer {
        update(touch) {
          $0.causes.append(.beganDelayed(recognizer: by, from: since, released: nil))
        }
      }
    }
    delays[touch] = nil
    if let scrollView = Self.contentDelayer(recognizer) {
      let stopped = dragger[scrollView] != nil && dragger[scrollView] != touch
      update(touch) {
        $0.causes.append(.swallowedByScrollView(scrollView: scrollView, stoppedMotion: stopped))
      }
      return
    }
    let cause = TouchCause.takenByRecognizer(
      recognizer: recognizer, at: time, viewsHadIt: viewsHadIt)
    update(touch) { $0.causes.append(cause) }
  }

  private mutating func scrolled(_ view: String, phase: ScrollTracePhase, offset: CGPoint) {
    if phase == .beganDragging, let touch = acting.first ?? down().first {
      dragger[view] = touch
    }
    guard let touch = dragger[view] else { return }
    update(touch) { story in
      if story.scrolls[view] == nil { story.scrolledViews.append(view) }
      story.scrolls[view] = offset
    }
  }

  /// The scroll view behind a `delaysContentTouches on List` recognizer label.
  private static func contentDelayer(_ label: String) -> String? {
    let prefix = "delaysContentTouches on "
    return label.hasPrefix(prefix) ? String(label.dropFirst(prefix.count)) : nil
  }

  /// Marks a recognizer that recognized on a tap which the next touch made the first of a double
  /// tap that another recognizer recognized, when the first never waited for the second.
  ///
  /// - Complexity: O(*n*) in the stories, the earlier tap found by its count and view.
  private mutating func markSingleTapsBeforeDoubleTaps() {
    struct TapKey: Hashable {
      let tapCount: Int
      let hitView: String?
    }
    var lastWith: [TapKey: Int] = [:]
    for later in stories.indices {
      let second = stories[later]
      defer { lastWith[TapKey(tapCount: second.tapCount, hitView: second.hitView)] = later }
      guard second.tapCount >= 2,
        let earlier = lastWith[TapKey(tapCount: second.tapCount - 1, hitView: second.hitView)]
      else { continue }
      for double in second.recognized {
        for single in stories[earlier].recognized where single != double {
          let waited = stories[earlier].causes.contains {
            if case .waitedForFailure(single, double, _) = $0 { return true }
            return false
          }
          guard !waited else { continue }
          stories[earlier].causes.append(
            .singleTapBeforeDoubleTap(single: single, double: double, laterTouch: second.touch))
        }
      }
    }
  }
}
