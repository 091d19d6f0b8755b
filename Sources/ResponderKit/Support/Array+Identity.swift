/// Removal by identity for the engine's arrays of objects, without a closure.
///
/// Swift 6 code on the main actor that hands a closure touching main-actor state to a standard
/// library method (`removeAll(where:)`, `contains(where:)`) pays an executor check
/// (`swift_task_isCurrentExecutor`, about 100 instructions) on every call of the closure; these
/// plain loops run on every event, so they pay nothing of the sort.
extension Array where Element: AnyObject {
  /// Removes every element that is `object`, keeping the order of the others.
  ///
  /// - Complexity: O(*n*).
  @inline(__always)
  mutating func removeAll(identicalTo object: Element) {
    // The only element (a lone touch tracked, the usual case): no call, no loop.
    if count == 1 {
      if self[0] === object { removeLast() }
      return
    }
    removeEach(identicalTo: object)
  }

  /// The loop of ``removeAll(identicalTo:)``, out of line.
  private mutating func removeEach(identicalTo object: Element) {
    var index = 0
    while index < count {
      guard self[index] === object else {
        index += 1
        continue
      }
      // The last element (the only one, most often) goes without `remove(at:)`'s shifting.
      if index == count - 1 { removeLast() } else { remove(at: index) }
    }
  }

  /// The index of the first element that is `object`.
  ///
  /// - Complexity: O(*n*).
  func firstIndex(identicalTo object: Element) -> Int? {
    for index in indices where self[index] === object { return index }
    return nil
  }

  /// Whether `object` is an element.
  ///
  /// - Complexity: O(*n*).
  func containsIdentical(_ object: Element) -> Bool {
    for element in self where element === object { return true }
    return false
  }
}
