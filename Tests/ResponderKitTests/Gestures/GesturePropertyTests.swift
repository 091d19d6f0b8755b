import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

/// One random recognizer: which view it goes on, which kind it is, and its flags.
struct RecognizerSpec: Sendable, CustomStringConvertible {
  var view: Int
  var kind: Int
  var flags: Int

  var description: String { "RecognizerSpec(view: \(view), kind: \(kind), flags: \(flags))" }

  static let gen = zip(Gen.int(in: 0...1000), Gen.int(in: 0...7), Gen.int(in: 0...63)).map {
    RecognizerSpec(view: $0, kind: $1, flags: $2)
  }
}

/// Records misuse the checked recognizers see.
@MainActor
final class RecognizerAudit {
  var violations: [String] = []
}

/// The built-in recognizers, each checking that it never gets a new touch sequence while it is
/// still in a terminal state (§8.7: reset before a new touch begins on it).
@MainActor
private protocol Checked: GestureRecognizer {
  var audit: RecognizerAudit? { get set }
}

@MainActor
private func check(_ recognizer: GestureRecognizer, _ audit: RecognizerAudit?) {
  if recognizer.state.isTerminal {
    audit?.violations.append("\(recognizer.traceName) got touchesBegan while \(recognizer.state)")
  }
}

private final class CheckedTap: TapGestureRecognizer, Checked {
  var audit: RecognizerAudit?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    check(self, audit)
    super.touchesBegan(touches, with: event)
  }
}

private final class CheckedPress: LongPressGestureRecognizer, Checked {
  var audit: RecognizerAudit?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    check(self, audit)
    super.touchesBegan(touches, with: event)
  }
}

private final class CheckedPan: PanGestureRecognizer, Checked {
  var audit: RecognizerAudit?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    check(self, audit)
    super.touchesBegan(touches, with: event)
  }
}

private final class CheckedSwipe: SwipeGestureRecognizer, Checked {
  var audit: RecognizerAudit?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    check(self, audit)
    super.touchesBegan(touches, with: event)
  }
}

private final class CheckedPinch: PinchGestureRecognizer, Checked {
  var audit: RecognizerAudit?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    check(self, audit)
    super.touchesBegan(touches, with: event)
  }
}

private final class CheckedRotation: RotationGestureRecognizer, Checked {
  var audit: RecognizerAudit?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    check(self, audit)
    super.touchesBegan(touches, with: event)
  }
}

private final class CheckedEdge: ScreenEdgePanGestureRecognizer, Checked {
  var audit: RecognizerAudit?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    check(self, audit)
    super.touchesBegan(touches, with: event)
  }
}

@MainActor
@Suite("Gesture properties (§7, §8)")
struct GesturePropertyTests {
  /// How much the random runs exercised: actions sent and cancellations delivered, summed.
  static var coverage = (actions: 0, cancels: 0)

  private func make(_ spec: RecognizerSpec, audit: RecognizerAudit) -> GestureRecognizer {
    let recognizer: any Checked
    switch spec.kind {
    case 0: recognizer = CheckedTap()
    case 1:
      let tap = CheckedTap()
      tap.numberOfTapsRequired = 2
      recognizer = tap
    case 2: recognizer = CheckedPress()
    case 3: recognizer = CheckedPan()
    case 4: recognizer = CheckedSwipe()
    case 5: recognizer = CheckedPinch()
    case 6: recognizer = CheckedRotation()
    default:
      let edge = CheckedEdge()
      edge.edges = .all
      recognizer = edge
    }
    recognizer.audit = audit
    recognizer.cancelsTouchesInView = spec.flags & 1 == 0
    if spec.flags & 2 != 0 { recognizer.delaysTouchesBegan = true }
    if spec.flags & 4 != 0 { recognizer.delaysTouchesEnded = false }
    return recognizer
  }

  @Test(
    "Property: with random recognizers, every began touch ends once in its view; no action for possible or failed; recognizers reset"
  )
  func gestures() async {
    await propertyCheck(
      count: 150, input: ViewSpec.gen.array(of: 1...8), RecognizerSpec.gen.array(of: 1...8),
      InputStep.gen.array(of: 1...60)
    ) { viewSpecs, recognizerSpecs, steps in
      let (scene, views) = buildHierarchy(viewSpecs)
      let audit = RecognizerAudit()
      var log: [ViewCall] = []
      for view in views {
        view.onCall = { method, touches, _ in
          log.append((view.traceName, method, touches.logged))
        }
      }
      var recognizers: [GestureRecognizer] = []
      var actions = 0
      let everything = ScriptedDelegate()
      for spec in recognizerSpecs {
        let recognizer = make(spec, audit: audit)
        recognizer.name = "R\(recognizers.count)"
        recognizer.addHandler { r in
          actions += 1
          if r.state == .possible || r.state == .failed {
            audit.violations.append("\(r.traceName) sent an action while \(r.state)")
          }
        }
        if spec.flags & 8 != 0, let previous = recognizers.last {
          recognizer.require(toFail: previous)
        }
        if spec.flags & 16 != 0 {
          everything.simultaneousWith = recognizers
          recognizer.delegate = everything
        }
        let host: View =
          spec.view % (views.count + 1) == 0
          ? scene.window : views[spec.view % (views.count + 1) - 1]
        host.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
      }
      playRandomly(steps, on: scene)
      scene.application.cancelAllTouches()
      scene.application.advance(by: 2)
      verifyEveryBeganTouchEndsOnce(log)
      GesturePropertyTests.coverage.actions += actions
      GesturePropertyTests.coverage.cancels += log.filter { $0.method == .touchesCancelled }.count
      #expect(audit.violations.isEmpty, "\(audit.violations)")
      for recognizer in recognizers {
        #expect(recognizer.state == .possible, "\(recognizer.traceName) left \(recognizer.state)")
        #expect(recognizer.numberOfTouches == 0, "\(recognizer.traceName) kept touches")
      }
    }
    // The runs must exercise recognition and cancellation, or the properties prove little.
    #expect(Self.coverage.actions > 30 && Self.coverage.cancels > 10, "coverage \(Self.coverage)")
  }
}
