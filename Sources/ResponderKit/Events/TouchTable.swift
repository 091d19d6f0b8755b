/// The live touches found by id, for each sample the application applies.
///
/// A handful of fingers is found by scanning the touches in the order they began, which costs
/// less than hashing into a table and keeping it up to date at every touch-down and lift. Past
/// ``indexThreshold`` touches down (a backend flooding ids), a dictionary takes over so that a
/// frame of *n* samples stays O(*n*); it is dropped again, keeping its storage, once the count
/// falls to half the threshold.
@MainActor
struct TouchTable {
  /// How many touches may be down before lookups go through a dictionary.
  static let indexThreshold = 8

  private var index: [TouchKey: Touch] = [:]
  private var isIndexed = false

  /// The touch with `id` among `touches`, the live touches in the order they began.
  ///
  /// - Complexity: O(*n*) in the touches down while they are at most ``indexThreshold``, else
  ///   O(1) on average.
  @inline(__always)
  func touch(withID id: Int, in touches: [Touch]) -> Touch? {
    if isIndexed { return index[TouchKey(id)] }
    var position = 0
    while position < touches.count {
      if touches[position].touchID == id { return touches[position] }
      position += 1
    }
    return nil
  }

  /// Notes that `touch` has just been appended to `touches`.
  ///
  /// - Complexity: O(1), or O(*n*) when the count first passes the threshold.
  @inline(__always)
  mutating func didAdd(_ touch: Touch, to touches: [Touch]) {
    if isIndexed {
      index[TouchKey(touch.touchID)] = touch
    } else if touches.count > Self.indexThreshold {
      for live in touches { index[TouchKey(live.touchID)] = live }
      isIndexed = true
    }
  }

  /// Notes that `touch` has just been removed, leaving `remaining` touches down.
  ///
  /// - Complexity: O(1), or O(*n*) in the dictionary's capacity when it is dropped.
  @inline(__always)
  mutating func didRemove(_ touch: Touch, remaining: Int) {
    guard isIndexed else { return }
    index[TouchKey(touch.touchID)] = nil
    if remaining <= Self.indexThreshold / 2 {
      index.removeAll(keepingCapacity: true)
      isIndexed = false
    }
  }
}
