import Foundation
import ResponderKit

/// A scenario file's custom recognizer (`type: custom`): a subclass whose `touches…` methods set
/// the states its ``Scenario/CustomRecognizer`` names, as an app's subclass would.
@MainActor
final class ScenarioCustomRecognizer: GestureRecognizer {
  /// What each method sets.
  let behaviour: Scenario.CustomRecognizer
  /// Where the first touch went down, in the window.
  private var start: CGPoint?

  init(_ behaviour: Scenario.CustomRecognizer) {
    self.behaviour = behaviour
    super.init(target: nil, action: nil)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if start == nil, let touch = touches.first { start = touch.location(in: nil) }
    set(behaviour.onBegan)
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard behaviour.onMoved != nil else { return }
    if behaviour.movedBeyond > 0 {
      guard let start, let point = touches.first?.location(in: nil),
        hypot(point.x - start.x, point.y - start.y) > behaviour.movedBeyond
      else { return }
    }
    set(behaviour.onMoved)
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    set(behaviour.onEnded)
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    set(behaviour.onCancelled)
  }

  override func reset() {
    super.reset()
    start = nil
  }

  /// Sets `state` as a subclass would: `began` once under way reads as `changed`, `changed`
  /// before it began as `began`; a finished recognizer sets nothing until it is reset.
  private func set(_ wanted: State?) {
    guard let wanted, !state.isTerminal else { return }
    switch (state, wanted) {
    case (.began, .began), (.changed, .began): state = .changed
    case (.possible, .changed): state = .began
    default: state = wanted
    }
  }
}
