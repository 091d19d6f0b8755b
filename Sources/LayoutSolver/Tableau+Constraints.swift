/// Adding, removing and editing constraints, and questions about variables.
extension Tableau {
  /// Adds `expression relation 0` at `priority` and re-optimizes; returns the handle id.
  ///
  /// - Complexity: O(rows × cells) per pivot, as kiwi.
  mutating func add(_ expression: Expression, _ relation: Relation, priority: Double)
    throws(SolverError) -> Int
  {
    precondition(
      priority >= 1 && priority <= Tableau.required,
      "LayoutSolver: priority \(priority) is outside 1...1000")
    let symbolCount = kinds.count
    let id = constraints.count
    var row = Row(constant: expression.constant)
    for (variable, coefficient) in expression.terms {
      let symbol = self.symbol(of: variable)
      let index = rowIndex[symbol]
      if index >= 0 {
        row.add(rows[index], times: coefficient)
      } else {
        row.add(symbol, coefficient)
      }
    }
    var record = ConstraintRecord(
      priority: priority, constant: expression.constant, marker: -1, markerCoefficient: 0,
      other: -1, otherCoefficient: 0)
    let isRequired = record.isRequired
    var errors: [Int] = []
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
      record.marker = newSymbol(.slack)
      record.markerCoefficient = sign
      row.add(record.marker, sign)
      if !isRequired {
        record.other = newSymbol(.error)
        record.otherCoefficient = -sign
        row.add(record.other, -sign)
        errors = [record.other]
      }
    case .equal:
      if isRequired {
        record.marker = newSymbol(.dummy)
        record.markerCoefficient = 1
        row.add(record.marker, 1)
      } else {
        record.marker = newSymbol(.error)
        record.markerCoefficient = -1
        record.other = newSymbol(.error)
        record.otherCoefficient = 1
        row.add(record.marker, -1)
        row.add(record.other, 1)
        errors = [record.marker, record.other]
      }
    }
    if row.constant < 0 { row.negate() }

    var subject = chooseSubject(row, record)
    if subject < 0 && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
      if abs(row.constant) >= Row.epsilon {
        let conflicts = requiredMarkers(in: row)
        discardSymbols(from: symbolCount)
        throw .unsatisfiable(conflicts: conflicts)
      }
      subject = record.marker
    }

    owners[record.marker] = id
    if record.other >= 0 { owners[record.other] = id }
    if !errors.isEmpty {
      let level = level(for: priority)
      levelUse[level] += 1
      for error in errors { objective[level].add(error, 1) }
    }

    if subject < 0 {
      // The snapshot leaves out the rows and the column index, so that they are not copied on
      // every addition through an artificial variable: the rows changed are journaled instead
      // and put back on failure (rare), and the index is rebuilt from them.
      journalEpoch += 1
      if journaledIn.count < rows.count {
        journaledIn.append(contentsOf: repeatElement(0, count: rows.count - journaledIn.count))
      }
      var saved = self
      saved.columns = []
      saved.rows = []
      saved.journal = []
      saved.journaledIn = []
      #if DEBUG
        let rowsBefore = rows
      #endif
      journalCount = rows.count
      if let conflicts = addWithArtificialVariable(row) {
        var restored = rows
        let journal = self.journal
        let count = journalCount
        let marks = journaledIn
        let epoch = journalEpoch
        self = saved
        journaledIn = marks
        journalEpoch = epoch
        if restored.count > count { restored.removeSubrange(count...) }
        while restored.count < count { restored.append(Row()) }
        for (position, original) in journal { restored[position] = original }
        rows = restored
        rebuildColumns()
        discardSymbols(from: symbolCount)
        #if DEBUG
          assert(
            rows.count == rowsBefore.count
              && zip(rows, rowsBefore).allSatisfy {
                $0.constant == $1.constant && $0.cells.keys == $1.cells.keys
                  && $0.cells.values == $1.cells.values
              }, "LayoutSolver: the rows were not put back")
        #endif
        compactColumnsIfStale()
        assert(isSpotChecked || columnsAreExact(), "LayoutSolver: the column index went stale")
        throw .unsatisfiable(conflicts: conflicts)
      }
      journalCount = -1
      journal.removeAll(keepingCapacity: true)
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(row, basic: subject)
    }
    constraints.append(record)
    optimize()
    if !infeasible.isEmpty { dualOptimize() }
    compactColumnsIfStale()
    assert(isSpotChecked || columnsAreExact(), "LayoutSolver: the column index went stale")
    return id
  }

  /// The symbol a new row is solved for: an external, else a restricted marker or error with a
  /// negative coefficient, else -1.
  ///
  /// - Complexity: O(cells).
  func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int {
    // Of the externals, the one in the fewest other rows (the lowest on a tie): solving for it
    // costs a substitution into each of them, and a variable new to the tableau costs none. The
    // lowest symbol alone made a chain of views added last-first substitute into every earlier
    // row, cubic in the chain's length.
    var subject = Int.max
    var holders = Int.max
    for symbol in row.cells.keys where kinds[symbol] == .external {
      let count = columns[symbol].count
      if count < holders || (count == holders && symbol < subject) {
        subject = symbol
        holders = count
      }
    }
    if subject != .max { return subject }
    for symbol in [record.marker, record.other] where symbol >= 0 {
      let kind = kinds[symbol]
      if (kind == .slack || kind == .error) && row.coefficient(symbol) < 0 { return symbol }
    }
    return -1
  }

  /// The handles of the required constraints whose markers appear in `row`, ascending.
  ///
  /// - Complexity: O(cells log cells).
  func requiredMarkers(in row: Row) -> [ConstraintHandle] {
    var ids: [Int] = []
    for symbol in row.cells.keys {
      let owner = owners[symbol]
      guard owner >= 0, owner < constraints.count, let record = constraints[owner],
        record.isRequired,
        record.marker == symbol
      else { continue }
      ids.append(owner)
    }
    return ids.sorted().map { ConstraintHandle(id: $0) }
  }

  /// Removes a constraint and re-optimizes.
  ///
  /// - Complexity: O(rows × cells) per pivot.
  mutating func remove(_ handle: ConstraintHandle) {
    let record = self.record(handle)
    if !record.isRequired {
      let level = levels.firstIndex(of: record.priority)!
      for symbol in [record.marker, record.other] where symbol >= 0 && kinds[symbol] == .error {
        let index = rowIndex[symbol]
        if index >= 0 {
          objective[level].add(rows[index], times: -1)
        } else {
          objective[level].add(symbol, -1)
        }
      }
      levelUse[level] -= 1
      if levelUse[level] == 0 {
        levels.remove(at: level)
        objective.remove(at: level)
        levelUse.remove(at: level)
      }
    }
    let marker = record.marker
    if rowIndex[marker] >= 0 {
      _ = removeRow(basic: marker)
    } else if let leaving = markerLeavingRow(marker) {
      var row = removeRow(basic: leaving)
      row.solve(for: leaving, marker)
      substitute(marker, with: row)
    }
    owners[marker] = -1
    if record.other >= 0 { owners[record.other] = -1 }
    constraints[handle.id] = nil
    optimize()
    compactColumnsIfStale()
    assert(isSpotChecked || columnsAreExact(), "LayoutSolver: the column index went stale")
  }

  /// Sets the constant of a constraint's expression, moving the difference onto its marker or
  /// error symbol, then restores feasibility with the dual simplex.
  ///
  /// - Complexity: O(k log k) for the k rows holding the marker, plus O(rows × cells) per dual
  ///   pivot.
  mutating func setConstant(_ handle: ConstraintHandle, to constant: Double) {
    var record = self.record(handle)
    let delta = constant - record.constant
    record.constant = constant
    constraints[handle.id] = record
    guard delta != 0 else { return }
    let marker = record.marker
    let other = record.other
    if rowIndex[marker] >= 0 {
      shiftBasic(marker, by: -delta / record.markerCoefficient)
    } else if other >= 0 && rowIndex[other] >= 0 {
      shiftBasic(other, by: -delta / record.otherCoefficient)
    } else {
      let shift = delta / record.markerCoefficient
      for index in rowsHolding(marker) {
        guard let coefficient = rows[index].cells[marker] else { continue }
        rows[index].constant += coefficient * shift
        let basic = basics[index]
        if kinds[basic] != .external && rows[index].constant < -Row.epsilon {
          infeasible.append(basic)
        }
      }
      for level in objective.indices {
        objective[level].constant += objective[level].coefficient(marker) * shift
      }
    }
    dualOptimize()
    compactColumnsIfStale()
    assert(isSpotChecked || columnsAreExact(), "LayoutSolver: the column index went stale")
  }

  /// Adds `shift` to the constant of basic symbol `basic`'s row.
  private mutating func shiftBasic(_ basic: Int, by shift: Double) {
    let index = rowIndex[basic]
    rows[index].constant += shift
    if kinds[basic] != .external && rows[index].constant < -Row.epsilon {
      infeasible.append(basic)
    }
  }

  /// Whether `symbol` could take another value with the objective unchanged.
  ///
  /// - Complexity: O(cells × (levels + rows)).
  func isAmbiguous(symbol: Int) -> Bool {
    let index = rowIndex[symbol]
    if index < 0 { return true }
    for (parameter, _) in rows[index].cells {
      switch kinds[parameter] {
      case .external: return true
      case .dummy: continue
      case .slack, .error:
        if objective.contains(where: { abs($0.coefficient(parameter)) >= Row.epsilon }) {
          continue
        }
        if canIncrease(parameter) { return true }
      }
    }
    return false
  }

  /// Whether non-basic restricted `symbol` can grow from 0 without making a row infeasible.
  ///
  /// - Complexity: O(rows holding `symbol`).
  private func canIncrease(_ symbol: Int) -> Bool {
    for basic in columns[symbol] where kinds[basic] != .external && rowIndex[basic] >= 0 {
      let index = rowIndex[basic]
      let coefficient = rows[index].coefficient(symbol)
      if coefficient < -Row.epsilon && rows[index].constant < Row.epsilon { return false }
    }
    return true
  }
}
