/// The state of a ``Solver``: rows for basic symbols, a lexicographic objective with one row per
/// priority level in use (highest first), and the constraints held.
///
/// A value type, so that a failed addition can put everything back by assignment.
struct Tableau {
  /// The priority of a required constraint.
  static let required = 1000.0

  /// The kind of each symbol, by id.
  var kinds: [SymbolKind] = []
  /// The constraint whose marker or other symbol each symbol is, or -1.
  var owners: [Int] = []
  /// The index in ``rows`` of each basic symbol's row, or -1 for a non-basic symbol.
  var rowIndex: [Int] = []
  /// The symbol of each variable, by variable index.
  var variableSymbols: [Int] = []
  /// The rows, densely packed.
  var rows: [Row] = []
  /// The column index: for each symbol, the basic symbols of the rows of ``rows`` whose cells
  /// hold it, in no order, and stale entries besides: a symbol dropped from a row (it cancelled
  /// out in a substitution, or its row was removed) is not looked for in its column, which would
  /// cost the column's length each time (cubic in a chain of views, every row holding one
  /// symbol). Readers skip an entry whose basic has no row or whose row lacks the symbol, and
  /// bear duplicates (``rowsHolding(_:)`` drops them). The objective's rows and the artificial
  /// one are not indexed.
  var columns: [[Int]] = []
  /// The entries of ``columns``, and how many of them are stale: when stale entries outnumber
  /// live ones (past a floor), the index is rebuilt, so that it stays within twice its size.
  var columnEntries = 0
  var staleEntries = 0
  /// While an addition through an artificial variable may still fail, the number of rows before
  /// it; else -1.
  var journalCount = -1
  /// While ``journalCount`` is set, the position and original row of each row below it changed
  /// since, first change only.
  var journal: [(position: Int, row: Row)] = []
  /// The ``journalEpoch`` in which each row position was last journaled (an array, not a set,
  /// to spare hashing).
  var journaledIn: [Int] = []
  /// Numbers the journals, so ``journaledIn`` need not be cleared between them.
  var journalEpoch = 0
  /// Scratch space for the cells a substitution changes, kept to reuse its capacity.
  var changes = CellChanges()
  /// The basic symbol of each row of ``rows``.
  var basics: [Int] = []
  /// The objective's rows, one per priority level in ``levels``, highest priority first.
  var objective: [Row] = []
  /// The optional priorities in use, descending.
  var levels: [Double] = []
  /// How many constraints use each level.
  var levelUse: [Int] = []
  /// The objective of the artificial phase of an addition.
  var artificial: Row?
  /// Basic restricted symbols whose rows may have gone negative.
  var infeasible: [Int] = []
  /// The constraints by handle id; nil once removed.
  var constraints: [ConstraintRecord?] = []

  /// A new symbol of `kind`.
  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    owners.append(-1)
    rowIndex.append(-1)
    columns.append([])
    return kinds.count - 1
  }

  /// Forgets the symbols from `count` on, made by an addition that failed.
  ///
  /// - Complexity: O(number of symbols forgotten).
  mutating func discardSymbols(from count: Int) {
    kinds.removeSubrange(count...)
    owners.removeSubrange(count...)
    rowIndex.removeSubrange(count...)
    columns.removeSubrange(count...)
  }

  /// Journals the row at `position` before its first change, while ``journalCount`` is set.
  ///
  /// - Complexity: O(1).
  mutating func noteChange(at position: Int) {
    guard position < journalCount, journaledIn[position] != journalEpoch else { return }
    journaledIn[position] = journalEpoch
    journal.append((position, rows[position]))
  }

  /// Makes `basic` basic with `row`.
  ///
  /// - Complexity: O(cells of `row`).
  mutating func insertRow(_ row: Row, basic: Int) {
    noteChange(at: rows.count)
    for symbol in row.cells.keys { columns[symbol].append(basic) }
    columnEntries += row.cells.keys.count
    rowIndex[basic] = rows.count
    rows.append(row)
    basics.append(basic)
  }

  /// Takes away the row of basic symbol `basic`, which becomes non-basic; its column entries go
  /// stale.
  ///
  /// - Complexity: O(1).
  mutating func removeRow(basic: Int) -> Row {
    let index = rowIndex[basic]
    staleEntries += rows[index].cells.keys.count
    rowIndex[basic] = -1
    let last = rows.count - 1
    noteChange(at: index)
    noteChange(at: last)
    if index != last {
      rows.swapAt(index, last)
      basics.swapAt(index, last)
      rowIndex[basics[index]] = index
    }
    basics.removeLast()
    return rows.removeLast()
  }

  /// Whether the entry `basic` of the column of `symbol` is live: `basic` has a row, and it
  /// holds `symbol`.
  ///
  /// - Complexity: O(log cells).
  @inline(__always)
  func isLive(_ basic: Int, in symbol: Int) -> Bool {
    let index = rowIndex[basic]
    return index >= 0 && rows[index].cells[symbol] != nil
  }

  /// The indices in ``rows`` of the rows holding `symbol`, ascending (the order of a scan of
  /// every row, which ties and the order of infeasible rows depend on), each once.
  ///
  /// - Complexity: O(k log k) for the k entries of the column of `symbol`.
  func rowsHolding(_ symbol: Int) -> [Int] {
    var indices: [Int] = []
    indices.reserveCapacity(columns[symbol].count)
    for basic in columns[symbol] where isLive(basic, in: symbol) {
      indices.append(rowIndex[basic])
    }
    indices.sort()
    var kept = 0
    for index in indices where kept == 0 || indices[kept - 1] != index {
      indices[kept] = index
      kept += 1
    }
    indices.removeSubrange(kept...)
    return indices
  }

  /// Empties the column of `symbol`, whose `live` entries were just taken out of their rows.
  mutating func clearColumn(_ symbol: Int, live: Int) {
    columnEntries -= columns[symbol].count
    staleEntries -= columns[symbol].count - live
    columns[symbol].removeAll(keepingCapacity: true)
  }

  /// Rebuilds the column index when stale entries outnumber live ones (and 4,096).
  ///
  /// - Complexity: O(rows × cells + symbols) when it rebuilds; amortized O(1) per stale entry.
  mutating func compactColumnsIfStale() {
    if staleEntries > 4096 && 2 * staleEntries > columnEntries { rebuildColumns() }
  }

  /// Rebuilds ``columns`` from the rows, without stale entries.
  ///
  /// - Complexity: O(rows × cells + symbols).
  mutating func rebuildColumns() {
    columns = [[Int]](repeating: [], count: kinds.count)
    columnEntries = 0
    staleEntries = 0
    for index in rows.indices {
      for symbol in rows[index].cells.keys { columns[symbol].append(basics[index]) }
      columnEntries += rows[index].cells.keys.count
    }
  }

  /// Whether the debug check of the column index may be skipped this time: it is made after every
  /// change of a system of up to 256 constraints, and of every 256th past that (it costs the
  /// whole index each time).
  var isSpotChecked: Bool { constraints.count > 256 && constraints.count % 256 != 0 }

  /// Whether ``columns`` holds every row's symbols and its counts are right (for assertions):
  /// its live entries, each counted once, are exactly the rows' cells.
  ///
  /// - Complexity: O(entries × log cells + rows × cells).
  func columnsAreExact() -> Bool {
    let cells = rows.reduce(0) { $0 + $1.cells.keys.count }
    var entries = 0
    var unique = 0
    var seenIn = [Int](repeating: -1, count: kinds.count)
    for symbol in columns.indices {
      entries += columns[symbol].count
      for basic in columns[symbol] where isLive(basic, in: symbol) && seenIn[basic] != symbol {
        seenIn[basic] = symbol
        unique += 1
      }
    }
    return entries == columnEntries && unique == cells && entries - staleEntries >= cells
  }

  /// The level of an optional priority, made when not in use yet.
  ///
  /// - Complexity: O(number of levels).
  mutating func level(for priority: Double) -> Int {
    if let index = levels.firstIndex(of: priority) { return index }
    let index = levels.firstIndex { $0 < priority } ?? levels.count
    levels.insert(priority, at: index)
    objective.insert(Row(), at: index)
    levelUse.insert(0, at: index)
    return index
  }

  /// The symbol of a variable, checked.
  func symbol(of variable: Variable) -> Int {
    precondition(
      variable.index >= 0 && variable.index < variableSymbols.count,
      "LayoutSolver: variable \(variable.index) does not belong to this solver")
    return variableSymbols[variable.index]
  }

  /// The record of a constraint held, checked.
  func record(_ handle: ConstraintHandle) -> ConstraintRecord {
    guard handle.id >= 0, handle.id < constraints.count, let record = constraints[handle.id] else {
      preconditionFailure(
        "LayoutSolver: constraint \(handle.id) is not in this solver (removed, or from another)")
    }
    return record
  }

  /// A new variable's index.
  mutating func makeVariable() -> Int {
    variableSymbols.append(newSymbol(.external))
    return variableSymbols.count - 1
  }

  /// The current value of a symbol: its row's constant when basic, else 0.
  func value(ofSymbol symbol: Int) -> Double {
    let index = rowIndex[symbol]
    return index < 0 ? 0 : rows[index].constant
  }
}
