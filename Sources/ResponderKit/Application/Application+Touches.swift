import Foundation

extension Application {
  /// Applies one validated sample to its `Touch` object, creating and hit-testing it at began.
  func apply(_ sample: TouchSample) {
    let touch: Touch
    if sample.phase == .began {
      touch = makeTouch(id: sample.touchID)
      touch.screenLocation = sample.location
      touch.previousScreenLocation = sample.location
      touch.timestamp = sample.timestamp
      touch.type = sample.type
      touch.takeStylusData(of: sample)
      touch.tapCount = recentTaps.tapCount(at: sample.location, time: sample.timestamp)
      touchEvent.orderedTouches.append(touch)
      touchEvent.trackedTouches.insert(touch)
      touchesByID.didAdd(touch, to: touchEvent.orderedTouches)
      attachToHitView(touch)
    } else {
      guard let existing = touchesByID.touch(withID: sample.touchID, in: touchEvent.orderedTouches)
      else { return }
      touch = existing
      if sample.phase != .stationary {
        touch.previousScreenLocation = touch.screenLocation
        touch.screenLocation = sample.location
        touch.timestamp = sample.timestamp
        touch.takeStylusData(of: sample)
      } else {
        touch.coalescedReadings.removeAll(keepingCapacity: true)
        touch.predictedReadings.removeAll(keepingCapacity: true)
      }
      if let recorder = TraceRecorder.current {
        let location = touch.location(in: nil)
        switch sample.phase {
        case .moved: recorder.record(.touchMoved(touch: touch.touchID, to: location))
        case .ended: recorder.record(.touchEnded(touch: touch.touchID, at: location))
        case .cancelled: recorder.record(.touchCancelled(touch: touch.touchID))
        case .began, .stationary: break
        }
      }
    }
    touch.phase = sample.phase.touchPhase
    touch.frameStamp = frameStamp
    frameTimestamp = max(frameTimestamp, sample.timestamp)
    if let radius = sample.majorRadius { touch.majorRadius = radius }
    if let force = sample.force {
      touch.force = force
      touch.maximumPossibleForce = max(touch.maximumPossibleForce, 6.666_666_7)
    }
    if let maximum = sample.maximumPossibleForce { touch.maximumPossibleForce = maximum }
    if touch.estimationIndex != nil { noteEstimation(of: touch) }
  }

  /// Hit-tests the windows front to back; the first that returns a view gets the touch (§2.4).
  /// A window leaving the application (detached from a handler, waiting for its touches' cancels
  /// to be delivered) takes no new touch.
  ///
  /// UIKit runs the pass a second time in that window, at the same point, before the touch is
  /// first delivered (Hit-testing §2.5; seen in the console of every app that logs from a
  /// `hitTest(_:with:)` override, and in Apple's forums' answer that hit-testing "may be called
  /// several times" and must have no side effects). So does this, when the first pass asked an
  /// override: a pass through standard classes alone calls no app code and cannot answer
  /// otherwise. The touch gets the second answer, as the later call is the one UIKit keeps.
  private func attachToHitView(_ touch: Touch) {
    for window in windowsFrontToBack where !windowsLeaving.containsIdentical(window) {
      let point = window.convertFromScreen(touch.screenLocation)
      View.walkAskedOverride = !window.hasStandardHitTesting
      if let view = window.hitTest(point, with: touchEvent) {
        touch.window = window
        touch.view = view
        if View.walkAskedOverride {
          repeatHitTest(of: touch, in: window, at: point)
        } else {
          TraceRecorder.current?.record(
            .hitTestRepeated(view: view.traceName, changed: false, overridesAsked: false))
        }
        break
      }
    }
    TraceRecorder.current?.record(
      .touchBegan(
        touch: touch.touchID, at: touch.location(in: nil), view: touch.view?.traceName,
        tapCount: touch.tapCount))
  }

  /// The second hit-test pass, unrecorded but for one record of its answer.
  @inline(never)
  private func repeatHitTest(of touch: Touch, in window: Window, at point: CGPoint) {
    let first = touch.view
    let again = TraceRecorder.unrecorded { window.hitTest(point, with: touchEvent) }
    if let again { touch.view = again }
    TraceRecorder.current?.record(
      .hitTestRepeated(view: again?.traceName, changed: again !== first, overridesAsked: true))
  }

  /// Sends the frame's touch event, then retires the touches that ended or were cancelled.
  func dispatchTouchEvent() {
    // A plain loop by index: no iterator holding the array and each touch.
    var index = 0
    while index < touchEvent.orderedTouches.count {
      if touchEvent.orderedTouches[index].frameStamp != frameStamp {
        touchEvent.orderedTouches[index].phase = .stationary
      }
      index += 1
    }
    clock.advance(to: frameTimestamp)
    touchEvent.timestamp = frameTimestamp
    sendEvent(touchEvent)
    gestureEnvironment.updateIfNeeded()
    retireFinishedTouches()
  }

  private func retireFinishedTouches() {
    var index = 0
    while index < touchEvent.orderedTouches.count {
      var touch = touchEvent.orderedTouches[index]
      guard touch.phase.isTerminal else {
        index += 1
        continue
      }
      if index == touchEvent.orderedTouches.count - 1 {
        touchEvent.orderedTouches.removeLast()
      } else {
        touchEvent.orderedTouches.remove(at: index)
      }
      touchEvent.trackedTouches.remove(touch)
      touchesByID.didRemove(touch, remaining: touchEvent.orderedTouches.count)
      // Usually its view was handed its end, which stopped the tracking already.
      if touch.isTrackedByView, touch.delayedPhases.isEmpty { touch.window?.stopTracking(touch) }
      if touch.phase == .ended {
        recentTaps.recordLift(
          at: touch.screenLocation, time: touch.timestamp, tapCount: touch.tapCount)
      }
      if isKnownUniquelyReferenced(&touch) {
        // A pooled touch holds no view or window: they may go.
        touch.view = nil
        touch.window = nil
        if spareTouch == nil { spareTouch = touch } else { touchPool.append(touch) }
      }
    }
  }

  @inline(__always)
  private func makeTouch(id: Int) -> Touch {
    let pooled: Touch?
    if let spare = spareTouch {
      spareTouch = nil
      pooled = spare
    } else {
      pooled = touchPool.popLast()
    }
    guard let touch = pooled else { return Touch(touchID: id) }
    touch.reset(touchID: id)
    return touch
  }
}
