/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, with symbols as dense ids
/// and coefficients of magnitude below ``epsilon`` dropped.
struct Row {
  /// The tolerance under which a number counts as zero.
  static let epsilon = 1e-8

  /// The constant term.
  var constant: Double
  /// The coefficient of each symbol with a nonzero one.
  var cells = SparseCells()

  /// A row with a constant and no symbol.
  init(constant: Double = 0) {
    self.constant = constant
  }

  /// The coefficient of `symbol` (0 when absent).
  func coefficient(_ symbol: Int) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
  ///
  /// - Complexity: O(number of cells).
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    cells.add(symbol, coefficient, epsilon: Row.epsilon)
  }

  /// Adds `factor × other`.
  ///
  /// - Complexity: O(number of cells of both).
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    cells.add(other.cells, times: factor, epsilon: Row.epsilon)
  }

  /// Multiplies the row by -1.
  ///
  /// - Complexity: O(number of cells).
  mutating func negate() {
    constant = -constant
    cells.scale(by: -1)
  }

  /// Rewrites `0 = row` as `symbol = …`, removing `symbol` from the cells.
  ///
  /// - Complexity: O(number of cells).
  mutating func solve(for symbol: Int) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    let factor = -1 / coefficient
    constant *= factor
    cells.scale(by: factor)
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
  /// - Complexity: O(number of cells of both) when present, else O(log cells).
  @discardableResult
  mutating func substitute(_ symbol: Int, with row: Row) -> Bool {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
    add(row, times: coefficient)
    return true
  }

  /// Replaces `symbol` with `row`, appending to `changes` the symbols that entered or left the
  /// cells (other than `symbol` itself); returns whether `symbol` was present.
  ///
  /// - Complexity: O(number of cells of both) when present, else O(log cells).
  @discardableResult
  mutating func substitute(_ symbol: Int, with row: Row, noting changes: inout CellChanges) -> Bool
  {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
    constant += row.constant * coefficient
    cells.add(row.cells, times: coefficient, epsilon: Row.epsilon, noting: &changes)
    return true
  }
}
