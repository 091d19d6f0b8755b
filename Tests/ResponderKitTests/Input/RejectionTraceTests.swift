import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// One input of each kind the application takes, each breaking a rule of its kind.
enum RefusedInput: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case touchSample, touchFrame, key, hover, pointerPress, scroll, transform, estimationUpdate

  var testDescription: String { rawValue }

  @MainActor
  func send(to application: Application) throws {
    let nowhere = CGPoint(x: CGFloat.nan, y: 10)
    switch self {
    case .touchSample: try application.send(sample(9, .moved, 10, 10, at: 2))
    case .touchFrame: try application.send([sample(1, .moved, 10, 10, at: 0.5)])
    case .key: try application.send(KeySample(keyCode: .keyboardA, phase: .up, timestamp: 2))
    case .hover: try application.send(PointerSample(location: nowhere, timestamp: 2))
    case .pointerPress:
      try application.send(PointerSample(location: nowhere, buttonMask: .primary, timestamp: 2))
    case .scroll:
      try application.send(
        ScrollSample(
          location: nowhere, delta: CGVector(dx: 0, dy: 1), type: .discrete, timestamp: 2))
    case .transform:
      try application.send(TransformSample(location: nowhere, scale: 1.1, timestamp: 2))
    case .estimationUpdate:
      try application.sendEstimatedPropertiesUpdate(
        EstimatedPropertiesUpdate(touchID: 1, estimationUpdateIndex: 99, timestamp: 2))
    }
  }
}

@MainActor
@Suite("Refused input of every kind is in the trace")
struct RejectionTraceTests {
  @Test(
    "Every kind of refused input is traced with the message the backend gets",
    arguments: RefusedInput.allCases)
  func refusalIsTraced(input: RefusedInput) throws {
    let scene = DemoScene()
    scene.recordingView("Pad", scene.window.bounds)
    try scene.application.send([sample(1, .began, 10, 10, at: 1)])
    var message: String?
    do { try input.send(to: scene.application) } catch { message = "\(error)" }
    let refusal = try #require(message, "\(input) was accepted")
    #expect(scene.recorder.records.contains(.inputRejected(refusal)))
  }
}
