/// The ids of the touches down, which every sample is checked against.
///
/// A handful of fingers is kept in a small array that a check scans, which costs less than
/// hashing into a set and keeping it at every touch-down and lift. Past ``hashingThreshold`` ids
/// (a backend flooding ids) a hashed set takes over so that a frame of *n* samples stays O(*n*);
/// the ids go back to the array once the count falls to half the threshold.
struct TouchIDSet: Sendable {
  /// How many ids may be down before checks go through a hashed set.
  static let hashingThreshold = 8

  private var few: [Int] = []
  private var many: Set<TouchKey> = []
  private var isHashed = false

  /// How many ids are in the set.
  var count: Int { isHashed ? many.count : few.count }

  /// The ids, in no particular order.
  ///
  /// - Complexity: O(*n*).
  var ids: [Int] { isHashed ? many.map(\.id) : few }

  /// Whether `id` is in the set.
  ///
  /// - Complexity: O(*n*) while at most ``hashingThreshold`` ids are in, else O(1) on average.
  func contains(_ id: Int) -> Bool {
    if isHashed { return many.contains(TouchKey(id)) }
    var index = 0
    while index < few.count {
      if few[index] == id { return true }
      index += 1
    }
    return false
  }

  /// Adds `id`, which is not in the set.
  ///
  /// - Complexity: O(1) amortized, or O(*n*) when the count first passes the threshold.
  mutating func insert(_ id: Int) {
    if isHashed {
      many.insert(TouchKey(id))
    } else if few.count < Self.hashingThreshold {
      few.append(id)
    } else {
      for existing in few { many.insert(TouchKey(existing)) }
      many.insert(TouchKey(id))
      few.removeAll(keepingCapacity: true)
      isHashed = true
    }
  }

  /// Removes `id` if it is in the set.
  ///
  /// - Complexity: O(*n*) in the ids while they are few, else O(1) on average (O(*n*) when the
  ///   count falls back to half the threshold).
  mutating func remove(_ id: Int) {
    if isHashed {
      many.remove(TouchKey(id))
      if many.count <= Self.hashingThreshold / 2 {
        for existing in many { few.append(existing.id) }
        many.removeAll(keepingCapacity: true)
        isHashed = false
      }
      return
    }
    var index = 0
    while index < few.count {
      if few[index] == id {
        if index != few.count - 1 { few.swapAt(index, few.count - 1) }
        few.removeLast()
        return
      }
      index += 1
    }
  }
}
