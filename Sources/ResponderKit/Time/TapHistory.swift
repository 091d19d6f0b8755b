import Foundation

/// Remembers recently lifted touches so that a new touch nearby continues their tap count
/// (§4 `tapCount`; thresholds are §13's chosen 0.35 s and 45 pt, marked uncertain).
struct TapHistory {
  /// How long after a lift a new touch may continue the count (§14.2: our choice).
  static let maximumInterval: TimeInterval = 0.35
  /// How far from a lift a new touch may land and continue the count (§14.2: our choice).
  static let maximumDistance: CGFloat = 45

  private struct Lift {
    var location: CGPoint
    var time: TimeInterval
    var tapCount: Int
  }

  private var lifts: [Lift] = []

  init() { lifts.reserveCapacity(8) }

  /// The tap count of a touch beginning at `location` at `time`: one more than the nearest lift
  /// within the interval and distance, else 1.
  @inline(__always)
  func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
    var best: Lift?
    // By index: an iterator would retain the array's storage.
    var index = 0
    while index < lifts.count {
      let lift = lifts[index]
      index += 1
      guard
        time - lift.time <= Self.maximumInterval
          && lift.location.distance(to: location) <= Self.maximumDistance
      else { continue }
      if best.map({ lift.location.distance(to: location) < $0.location.distance(to: location) })
        ?? true
      {
        best = lift
      }
    }
    return (best?.tapCount ?? 0) + 1
  }

  /// Records a lift, replacing any lift it continues and forgetting those whose window has
  /// closed by `time`: the history holds only the lifts of the last ``maximumInterval``, with no
  /// timer to expire them.
  ///
  /// - Complexity: O(*n*) in the lifts remembered, which are few.
  mutating func recordLift(at location: CGPoint, time: TimeInterval, tapCount: Int) {
    let lift = Lift(location: location, time: time, tapCount: tapCount)
    // Usually one lift is remembered, and this one takes its place.
    if lifts.count == 1, isForgotten(lifts[0], byLiftAt: location, time: time) {
      lifts[0] = lift
      return
    }
    // A plain loop: no `removeAll(where:)` partition and subrange replacement.
    var index = 0
    while index < lifts.count {
      guard isForgotten(lifts[index], byLiftAt: location, time: time) else {
        index += 1
        continue
      }
      if index == lifts.count - 1 { lifts.removeLast() } else { lifts.remove(at: index) }
    }
    lifts.append(lift)
  }

  /// Whether a new lift at `location` and `time` forgets `lift`: its window has closed, or the
  /// new lift continues it.
  private func isForgotten(_ lift: Lift, byLiftAt location: CGPoint, time: TimeInterval) -> Bool {
    time - lift.time > Self.maximumInterval
      || lift.location.distance(to: location) <= Self.maximumDistance
  }

}
