/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, with symbols as dense ids
/// and coefficients of magnitude below ``epsilon`` dropped.
struct Row {
  /// The tolerance under which a number counts as zero.
  static let epsilon = 1e-8

  /// The constant term.
  var constant: Double
  /// The coefficient of each symbol with a nonzero one.
  var cells: [Int: Double]

  /// A row with a constant and no symbol.
  init(constant: Double = 0) {
    self.constant = constant
    cells = [:]
  }

  /// The coefficient of `symbol` (0 when absent).
  func coefficient(_ symbol: Int) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    if let index = cells.index(forKey: symbol) {
      let sum = cells.values[index] + coefficient
      if abs(sum) < Row.epsilon {
        cells.remove(at: index)
      } else {
        cells.values[index] = sum
      }
    } else if abs(coefficient) >= Row.epsilon {
      cells[symbol] = coefficient
    }
  }

  /// Adds `factor × other`.
  ///
  /// - Complexity: O(number of cells of `other`).
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    for (symbol, coefficient) in other.cells {
      add(symbol, coefficient * factor)
    }
  }

  /// Multiplies the row by -1.
  ///
  /// - Complexity: O(number of cells).
  mutating func negate() {
    constant = -constant
    cells = cells.mapValues { -$0 }
  }

  /// Rewrites `0 = row` as `symbol = …`, removing `symbol` from the cells.
  ///
  /// - Complexity: O(number of cells).
  mutating func solve(for symbol: Int) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    let factor = -1 / coefficient
    constant *= factor
    cells = cells.mapValues { $0 * factor }
  }

  /// Rewrites `lhs = row` as `rhs = …`.
  ///
  /// - Complexity: O(number of cells).
  mutating func solve(for lhs: Int, _ rhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` with `row`; returns whether `symbol` was present.
  ///
  /// - Complexity: O(number of cells of `row`) when present, else O(1).
  @discardableResult
  mutating func substitute(_ symbol: Int, with row: Row) -> Bool {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
    add(row, times: coefficient)
    return true
  }
}
