import Foundation
import ResponderKit

/// What the session keeps about each touch besides the trace: the pointer kind that made it, the
/// explanation of its touch-down taken just before it landed, the hit-test walk read from the
/// trace, where it is now and whether it is down; and the recognizers on its path.
struct TouchLog {
  /// What is known of one touch.
  struct Touch {
    var kind: PointerInput.Kind
    var explanation: TouchExplanation?
    var visits: [TouchReport.Visit] = []
    var location: CGPoint
    var down = true
  }

  /// The touches by id, and their ids in the order they went down.
  private(set) var touches: [Int: Touch] = [:]
  private(set) var order: [Int] = []
  /// The recognizers on each touch's path.
  private(set) var recognizers = RecognizerLedger()
  /// The hit-test walk read since the last touch-down, waiting for the touch it was for.
  private var walk: [TouchReport.Visit] = []
  /// The views whose hit-test lines are kept: the file's own and the window.
  let views: Set<String>

  init(views: Set<String>) {
    self.views = views
  }

  /// Notes a touch-down about to be sent, with the explanation of its point.
  mutating func landing(
    _ touch: Int, kind: PointerInput.Kind, at point: CGPoint,
    explanation: TouchExplanation
  ) {
    if touches[touch] == nil { order.append(touch) }
    touches[touch] = Touch(kind: kind, explanation: explanation, location: point)
    forgetOldTouches()
  }

  /// The most touches kept: those a state reports and every touch that can be down besides.
  static let keptTouches = PlaygroundLimits.reportedTouches + PlaygroundLimits.maximumTouches

  /// Forgets the oldest touches that are no longer down past ``keptTouches``, so that what the
  /// log holds does not grow with the session's age.
  ///
  /// - Complexity: O(*k*) in the touches kept, once every ``keptTouches`` touches.
  private mutating func forgetOldTouches() {
    guard order.count > 2 * Self.keptTouches else { return }
    let old = order.prefix(order.count - Self.keptTouches)
    let forgotten = Set(old.filter { touches[$0]?.down != true })
    for touch in forgotten {
      touches[touch] = nil
      recognizers.forget(touch)
    }
    order.removeAll { forgotten.contains($0) }
  }

  /// Forgets a touch-down the engine refused.
  mutating func refused(_ touch: Int) {
    guard touches[touch]?.visits.isEmpty == true, touches[touch]?.down == true else { return }
    touches[touch] = nil
    order.removeAll { $0 == touch }
  }

  /// Takes one trace record into account.
  mutating func read(_ record: TraceRecord) {
    recognizers.read(record)
    switch record {
    case .eventDispatched: walk.removeAll()
    case .hitTestExited(let view, let result, let reason) where views.contains(view):
      walk.append(TouchReport.Visit(view: view, result: result, reason: reason.map { "\($0)" }))
    case .touchBegan(let touch, let point, _, _):
      touches[touch, default: Touch(kind: .touch, location: point)].visits = walk
      walk.removeAll()
    case .touchMoved(let touch, let point): touches[touch]?.location = point
    case .touchEnded(let touch, let point):
      touches[touch]?.location = point
      touches[touch]?.down = false
    case .touchCancelled(let touch): touches[touch]?.down = false
    default: break
    }
  }
}
