import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Raw input is validated and refused whole, never trusted")
struct InputValidationTests {
  private func scene() throws -> (DemoScene, RecordingView) {
    let scene = DemoScene()
    let pad = scene.recordingView("Pad", scene.window.bounds)
    pad.isMultipleTouchEnabled = true
    try scene.application.send([sample(1, .began, 10, 10, at: 1)])
    return (scene, pad)
  }

  @Test(
    "A frame that breaks a rule is refused with an error naming the sample and touch",
    arguments: [
      (
        [sample(7, .moved, 10, 10, at: 2)],
        "sample 0 (touch 7, moved at t=2.0): touch 7 is not down; it needs a began first"
      ),
      (
        [sample(1, .began, 10, 10, at: 2)],
        "sample 0 (touch 1, began at t=2.0): touch 1 is already down; it must end before it begins again"
      ),
      (
        [sample(1, .moved, 20, 10, at: 0.5)],
        "sample 0 (touch 1, moved at t=0.5): time went backwards from 1.0 to 0.5"
      ),
      (
        [sample(2, .began, 5, 5, at: 2), sample(1, .moved, .nan, 10, at: 2)],
        "sample 1 (touch 1, moved at t=2.0): location (nan, 10.0) is not finite"
      ),
      (
        [sample(1, .moved, .infinity, 10, at: 2)],
        "sample 0 (touch 1, moved at t=2.0): location (inf, 10.0) is not finite"
      ),
      (
        [sample(1, .moved, 10, 10, at: .nan)],
        "sample 0 (touch 1, moved at t=nan): timestamp is not finite"
      ),
      (
        [sample(1, .moved, 10, 10, at: 2), sample(1, .ended, 10, 10, at: 2)],
        "sample 1 (touch 1, ended at t=2.0): touch 1 appears twice in one frame"
      ),
    ])
  func rejected(frame: [TouchSample], message: String) throws {
    let (scene, pad) = try scene()
    #expect {
      try scene.application.send(frame)
    } throws: { error in
      (error as? InputError)?.description == message
    }
    #expect(pad.calls.count == 1)
    #expect(scene.recorder.records.contains(.inputRejected(message)))
    try scene.application.send([sample(1, .ended, 10, 10, at: 3)])
    #expect(pad.methods == [.touchesBegan, .touchesEnded])
  }

  @Test("Negative or non-finite radius and force are refused")
  func measurements() throws {
    let (scene, _) = try scene()
    var bad = sample(1, .moved, 10, 10, at: 2)
    bad.majorRadius = -1
    #expect(throws: InputError.self) { try scene.application.send(bad) }
    bad.majorRadius = nil
    bad.force = .infinity
    #expect(throws: InputError.self) { try scene.application.send(bad) }
  }

  @Test("A refused frame changes nothing: its valid samples are not applied either")
  func atomic() throws {
    let (scene, pad) = try scene()
    #expect(throws: InputError.self) {
      try scene.application.send([sample(2, .began, 50, 50, at: 2), sample(9, .ended, 1, 1, at: 2)])
    }
    #expect(pad.calls.count == 1)
    try scene.application.send([sample(2, .began, 50, 50, at: 2)])
    #expect(pad.calls.last?.touchIDs == [2])
  }

  @Test("Samples earlier than the clock after a wait are refused")
  func afterWait() throws {
    let (scene, _) = try scene()
    scene.application.advance(to: 5)
    #expect(throws: InputError.self) {
      try scene.application.send([sample(1, .moved, 1, 1, at: 4)])
    }
  }

  @Test("§4 A validator on its own checks a backend's frames with no application, and keeps state")
  func standaloneValidator() throws {
    var validator = InputValidator()
    try validator.validate([sample(1, .began, 1, 1, at: 0)])
    #expect(throws: InputError.self) { try validator.validate([sample(1, .began, 1, 1, at: 0.1)]) }
    try validator.validate([sample(1, .moved, 2, 2, at: 0.1)])
    validator.advance(to: 3)
    #expect(validator.latestTimestamp == 3)
    let error = #expect(throws: InputError.self) {
      try validator.validate([sample(1, .ended, 2, 2, at: 2)])
    }
    #expect(error?.kind == .timeWentBackwards(previous: 3))
    try validator.validate([sample(1, .ended, 2, 2, at: 3)])
    #expect(throws: InputError.self) { try validator.validate([sample(1, .moved, 2, 2, at: 4)]) }
  }
}
