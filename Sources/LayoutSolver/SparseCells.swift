/// A row's coefficients: symbol ids in ascending order beside their coefficients, searched by
/// bisection. Rows of a layout are short, so this beats hashing (kiwi's design too).
struct SparseCells: Sequence {
  /// The symbols, ascending.
  private(set) var keys: [Int] = []
  /// The coefficient of each symbol of ``keys``.
  private(set) var values: [Double] = []

  /// Whether no symbol has a coefficient.
  var isEmpty: Bool { keys.isEmpty }

  /// The position of `key`, or where it would go.
  ///
  /// - Complexity: O(log cells).
  func position(of key: Int) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) >> 1
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The coefficient of `key`, or nil.
  ///
  /// - Complexity: O(log cells).
  subscript(key: Int) -> Double? {
    let index = position(of: key)
    return index < keys.count && keys[index] == key ? values[index] : nil
  }

  /// Adds `amount` to the coefficient of `key`, dropping it when the sum is below `epsilon`;
  /// returns 1 when `key` was inserted, -1 when it was dropped, else 0.
  ///
  /// - Complexity: O(cells).
  @discardableResult
  mutating func add(_ key: Int, _ amount: Double, epsilon: Double) -> Int {
    let index = position(of: key)
    if index < keys.count && keys[index] == key {
      let sum = values[index] + amount
      if abs(sum) < epsilon {
        keys.remove(at: index)
        values.remove(at: index)
        return -1
      }
      values[index] = sum
      return 0
    }
    if abs(amount) >= epsilon {
      keys.insert(key, at: index)
      values.insert(amount, at: index)
      return 1
    }
    return 0
  }

  /// Adds `factor × other`, merging, dropping sums below `epsilon`.
  ///
  /// - Complexity: O(cells + cells of `other`).
  mutating func add(_ other: SparseCells, times factor: Double, epsilon: Double) {
    var changes = CellChanges()
    add(other, times: factor, epsilon: epsilon, noting: &changes, recording: false)
  }

  /// Adds `factor × other`, merging, dropping sums below `epsilon`, and appends to `changes` the
  /// keys inserted and the keys dropped (when `recording`).
  ///
  /// - Complexity: O(cells + cells of `other`).
  mutating func add(
    _ other: SparseCells, times factor: Double, epsilon: Double, noting changes: inout CellChanges,
    recording: Bool = true
  ) {
    if other.keys.count <= 4 {
      for index in other.keys.indices {
        let key = other.keys[index]
        let change = add(key, other.values[index] * factor, epsilon: epsilon)
        if recording && change != 0 {
          if change > 0 { changes.inserted.append(key) } else { changes.dropped.append(key) }
        }
      }
      return
    }
    var mergedKeys: [Int] = []
    var mergedValues: [Double] = []
    mergedKeys.reserveCapacity(keys.count + other.keys.count)
    mergedValues.reserveCapacity(keys.count + other.keys.count)
    var i = 0
    var j = 0
    while i < keys.count || j < other.keys.count {
      if j == other.keys.count || (i < keys.count && keys[i] < other.keys[j]) {
        mergedKeys.append(keys[i])
        mergedValues.append(values[i])
        i += 1
      } else if i == keys.count || other.keys[j] < keys[i] {
        let value = other.values[j] * factor
        if abs(value) >= epsilon {
          mergedKeys.append(other.keys[j])
          mergedValues.append(value)
          if recording { changes.inserted.append(other.keys[j]) }
        }
        j += 1
      } else {
        let value = values[i] + other.values[j] * factor
        if abs(value) >= epsilon {
          mergedKeys.append(keys[i])
          mergedValues.append(value)
        } else if recording {
          changes.dropped.append(keys[i])
        }
        i += 1
        j += 1
      }
    }
    keys = mergedKeys
    values = mergedValues
  }

  /// Removes `key`, returning its coefficient, or nil when absent.
  ///
  /// - Complexity: O(cells).
  @discardableResult
  mutating func removeValue(forKey key: Int) -> Double? {
    let index = position(of: key)
    guard index < keys.count && keys[index] == key else { return nil }
    keys.remove(at: index)
    return values.remove(at: index)
  }

  /// Multiplies every coefficient by `factor`.
  ///
  /// - Complexity: O(cells).
  mutating func scale(by factor: Double) {
    for index in values.indices { values[index] *= factor }
  }

  /// The symbols with their coefficients, ascending.
  func makeIterator() -> Zip2Sequence<[Int], [Double]>.Iterator {
    zip(keys, values).makeIterator()
  }
}

/// The keys a merge inserted into a row and the keys it dropped from it, for the column index.
struct CellChanges {
  /// Keys that were absent and now have a coefficient.
  var inserted: [Int] = []
  /// Keys that had a coefficient and cancelled out.
  var dropped: [Int] = []
}
