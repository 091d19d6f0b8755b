import Foundation
import ResponderKit
import ResponderKitScenarios

extension PlaygroundSession {
  /// Feeds one pointer message to the engine. A move's state is sent at once only when the last
  /// one is a frame old; otherwise it is owed, and the next frame sends it (``pump(at:)``), so
  /// that a page sending a thousand moves a second costs sixty states, not a thousand.
  func feed(_ input: PointerInput, at serverTime: TimeInterval) -> [String] {
    let stamps = [input.timestamp] + (input.coalesced ?? []).map(\.timestamp)
    if let lead = stamps.compactMap({ mapper.clock.lead(of: $0, at: serverTime) }).max(),
      lead > PlaygroundLimits.maximumClockLead
    {
      var replies = refuse(.clockAhead(seconds: lead))
      // A refused lift must not leave its touch down: it is cancelled where the engine is.
      if input.ends, let contact = mapper.contacts[input.pointerId] {
        let cancel = TouchSample(
          touchID: contact.touchID, phase: .cancelled, location: contact.location,
          timestamp: latest)
        endStuckTouch(cancel)
        mapper.commit(input, sample: cancel, accepted: false)
        replies.append(stateMessage(at: serverTime))
      }
      return replies
    }
    let sample: TouchSample
    switch mapper.map(input, latest: latest) {
    case .ignored: return []
    case .refused(let problem): return refuse(problem)
    case .sample(let mapped): sample = mapped
    }
    // A second down for a pointer that is down is the engine's to refuse; the touch that is down
    // stays as the page shows it.
    let isNewTouch = sample.phase == .began && mapper.contacts[input.pointerId] == nil
    if isNewTouch {
      touchLog.landing(
        sample.touchID, kind: input.pointerType, at: sample.location,
        explanation: built.scene.window.explainTouch(at: sample.location))
    }
    do {
      try application.send([sample])
    } catch {
      mapper.commit(input, sample: sample, accepted: false)
      if isNewTouch { touchLog.refused(sample.touchID) }
      var replies = refuse(.refused(error.description))
      if input.ends { endStuckTouch(sample) }
      replies.append(stateMessage(at: serverTime))
      return replies
    }
    var replies: [String] = []
    if let full = record([sample]) { replies += refuse(full) }
    latest = max(latest, sample.timestamp)
    mapper.commit(input, sample: sample, accepted: true)
    mapper.clock.received(at: serverTime)
    if sample.phase == .moved,
      serverTime - lastStateAt < 1 / Double(PlaygroundLimits.framesPerSecond)
    {
      statePending = true
      return replies
    }
    return replies + [stateMessage(at: serverTime)]
  }

  /// Records a frame the engine accepted, for Save and the live pictures; returns the problem to
  /// tell the page when this frame takes the session past
  /// ``PlaygroundLimits/maximumRecordedSamples``.
  func record(_ frame: [TouchSample]) -> MessageProblem? {
    history.accepted(frame)
    guard isRecording else { return nil }
    recordedSamples += frame.reduce(0) { $0 + 1 + $1.coalesced.count }
    guard recordedSamples > PlaygroundLimits.maximumRecordedSamples else {
      frames.append(frame)
      return nil
    }
    isRecording = false
    frames = []
    log("stopped recording after \(recordedSamples) samples")
    return .recordingFull(samples: recordedSamples)
  }

  /// An end the engine refused (time running backwards, say) must not leave its touch down: the
  /// touch is cancelled at the engine's latest time instead.
  private func endStuckTouch(_ refused: TouchSample) {
    let location =
      touchLog.touches[refused.touchID]?.location ?? refused.location
    let cancel = TouchSample(
      touchID: refused.touchID, phase: .cancelled, location: location, timestamp: latest)
    do {
      try application.send([cancel])
      _ = record([cancel])
      log("touch \(refused.touchID) cancelled in place of the end the engine refused")
    } catch {
      // Not down in the engine after all: nothing is stuck.
    }
  }

  /// The `save` reply: the scenario file of what was done, or why there is none.
  func save() -> [String] {
    guard isRecording else { return refuse(.recordingFull(samples: recordedSamples)) }
    return [
      ServerMessage.scenario(
        ScenarioWriter.save(frames, on: screen, liveRecords: recorder.records)
      ).json
    ]
  }

  /// The `trace` reply: the trace as JSON Lines, or why there is none.
  func trace() -> [String] {
    guard isRecording else { return refuse(.recordingFull(samples: recordedSamples)) }
    return [ServerMessage.trace(fileName: traceFileName, jsonLines: jsonLines()).json]
  }
}
