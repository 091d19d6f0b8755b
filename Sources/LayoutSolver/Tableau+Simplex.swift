/// The simplex machinery: substitution, primal and dual optimization, the artificial phase.
extension Tableau {
  /// Replaces `symbol` with `row` in every row and in the objective, noting restricted rows that
  /// went negative. Visits only the rows holding `symbol`, through the column index, in the order
  /// of ``rows``.
  ///
  /// - Complexity: O(k log k + k × cells of `row` × rows holding each changed symbol) for the k
  ///   rows holding `symbol`.
  mutating func substitute(_ symbol: Int, with row: Row) {
    let holding = rowsHolding(symbol)
    clearColumn(symbol, live: holding.count)
    for index in holding {
      changes.inserted.removeAll(keepingCapacity: true)
      changes.dropped.removeAll(keepingCapacity: true)
      noteChange(at: index)
      rows[index].substitute(symbol, with: row, noting: &changes)
      let basic = basics[index]
      for inserted in changes.inserted { columns[inserted].append(basic) }
      columnEntries += changes.inserted.count
      staleEntries += changes.dropped.count
      if kinds[basic] != .external && rows[index].constant < -Row.epsilon {
        infeasible.append(basic)
      }
    }
    for level in objective.indices {
      objective[level].substitute(symbol, with: row)
    }
    artificial?.substitute(symbol, with: row)
  }

  /// Pivots `entering` in for `leaving`.
  ///
  /// - Complexity: O(rows × cells).
  mutating func pivot(entering: Int, leaving: Int) {
    var row = removeRow(basic: leaving)
    row.solve(for: leaving, entering)
    substitute(entering, with: row)
    insertRow(row, basic: entering)
  }

  /// Primal simplex on the lexicographic objective (or on the artificial one while it is set),
  /// with Bland's rule: the lowest improving symbol enters, the lowest tied row leaves.
  ///
  /// - Complexity: O(rows × cells) per pivot.
  mutating func optimize() {
    while true {
      let entering = artificial == nil ? lexicographicEntering() : artificialEntering()
      guard entering >= 0 else { return }
      var best = Double.infinity
      var leaving = -1
      for index in rowsHolding(entering) {
        let basic = basics[index]
        guard kinds[basic] != .external, let coefficient = rows[index].cells[entering],
          coefficient < -Row.epsilon
        else { continue }
        let ratio = -rows[index].constant / coefficient
        if ratio < best - Row.epsilon || (ratio <= best + Row.epsilon && basic < leaving) {
          best = min(best, ratio)
          leaving = basic
        }
      }
      // Unbounded: cannot happen with non-negative errors; stop rather than loop.
      guard leaving >= 0 else { return }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The lowest non-dummy symbol whose objective coefficients, highest level first, begin with a
  /// negative one; -1 when the objective is optimal.
  ///
  /// Levels are read highest first, each symbol met marked, so that a symbol is a candidate at
  /// the first level that holds it only: a `fill` stack gives each arranged view a level of its
  /// own, and looking up every higher level for each candidate made this quadratic in them.
  ///
  /// - Complexity: O(symbols + cells of the objective).
  func lexicographicEntering() -> Int {
    var best = Int.max
    guard objective.count > 1 else {
      for (symbol, coefficient) in objective.first?.cells ?? SparseCells()
      where coefficient < -Row.epsilon && symbol < best && kinds[symbol] != .dummy {
        best = symbol
      }
      return best == .max ? -1 : best
    }
    var held = [Bool](repeating: false, count: kinds.count)
    for level in objective.indices {
      for (symbol, coefficient) in objective[level].cells {
        if !held[symbol], coefficient < -Row.epsilon, symbol < best, kinds[symbol] != .dummy {
          best = symbol
        }
      }
      for symbol in objective[level].cells.keys { held[symbol] = true }
    }
    return best == .max ? -1 : best
  }

  /// The lowest non-dummy symbol with a negative coefficient in the artificial objective, or -1.
  ///
  /// - Complexity: O(cells of the artificial objective).
  func artificialEntering() -> Int {
    var best = Int.max
    for (symbol, coefficient) in artificial?.cells ?? SparseCells()
    where coefficient < -Row.epsilon && symbol < best && kinds[symbol] != .dummy {
      best = symbol
    }
    return best == .max ? -1 : best
  }

  /// Dual simplex: pivots the rows noted infeasible back to non-negative, keeping the objective
  /// optimal. A row that no symbol can fix (required constraints made contradictory by a constant
  /// change) stays as it is.
  ///
  /// - Complexity: O(rows × cells) per pivot.
  mutating func dualOptimize() {
    while let leaving = infeasible.popLast() {
      let index = rowIndex[leaving]
      guard index >= 0, rows[index].constant < -Row.epsilon else { continue }
      var entering = -1
      var bestRatios: [Double] = []
      for (symbol, coefficient) in rows[index].cells
      where coefficient > Row.epsilon && kinds[symbol] != .dummy {
        let ratios = objective.map { $0.coefficient(symbol) / coefficient }
        if entering < 0 || isBetterRatio(ratios, symbol, than: bestRatios, entering) {
          entering = symbol
          bestRatios = ratios
        }
      }
      guard entering >= 0 else { continue }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Whether ratio vector `ratios` of `symbol` is lexicographically smaller than `best` of
  /// `bestSymbol`, ties going to the lower symbol.
  private func isBetterRatio(
    _ ratios: [Double], _ symbol: Int, than best: [Double], _ bestSymbol: Int
  )
    -> Bool
  {
    for (ratio, bestRatio) in zip(ratios, best) where abs(ratio - bestRatio) >= Row.epsilon {
      return ratio < bestRatio
    }
    return symbol < bestSymbol
  }

  /// Adds a row for which no subject could be chosen through an artificial variable; returns nil
  /// on success, or the required constraints it conflicts with (the tableau is then to be
  /// restored by the caller).
  ///
  /// - Complexity: O(rows × cells) per pivot.
  mutating func addWithArtificialVariable(_ row: Row) -> [ConstraintHandle]? {
    let art = newSymbol(.slack)
    insertRow(row, basic: art)
    artificial = row
    optimize()
    let residual = artificial!
    artificial = nil
    if abs(residual.constant) >= Row.epsilon {
      return requiredMarkers(in: rowIndex[art] >= 0 ? rows[rowIndex[art]] : residual)
    }
    if rowIndex[art] >= 0 {
      var artRow = removeRow(basic: art)
      if !artRow.cells.isEmpty {
        var entering = Int.max
        var dummy = Int.max
        for symbol in artRow.cells.keys {
          switch kinds[symbol] {
          case .slack, .error: entering = min(entering, symbol)
          case .dummy: dummy = min(dummy, symbol)
          case .external: continue
          }
        }
        if entering == .max { entering = dummy }
        if entering != .max {
          artRow.solve(for: art, entering)
          substitute(entering, with: artRow)
          insertRow(artRow, basic: entering)
        }
      }
    }
    let holding = rowsHolding(art)
    for index in holding {
      noteChange(at: index)
      rows[index].cells.removeValue(forKey: art)
    }
    clearColumn(art, live: holding.count)
    for level in objective.indices { objective[level].cells.removeValue(forKey: art) }
    return nil
  }

  /// The row to pivot a non-basic marker into so its constraint can be dropped: the row of a
  /// basic dummy holding it (a redundant twin of a required equality, which takes over; basic
  /// dummies' rows thus stay made of dummies and at 0), else kiwi's choice: the restricted row
  /// with a negative coefficient and the least ratio, else the restricted row with a positive one
  /// and the least ratio, else an external row; ties to the lowest symbol.
  ///
  /// - Complexity: O(rows holding `marker`).
  func markerLeavingRow(_ marker: Int) -> Int? {
    var dummy = Int.max
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    var first = Int.max
    var second = Int.max
    var third = Int.max
    for basic in columns[marker] where rowIndex[basic] >= 0 {
      let index = rowIndex[basic]
      guard let coefficient = rows[index].cells[marker] else { continue }
      if kinds[basic] == .dummy {
        dummy = min(dummy, basic)
      } else if kinds[basic] == .external {
        third = min(third, basic)
      } else if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && basic < first) {
          firstRatio = ratio
          first = basic
        }
      } else {
        let ratio = rows[index].constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && basic < second) {
          secondRatio = ratio
          second = basic
        }
      }
    }
    for candidate in [dummy, first, second, third] where candidate != .max { return candidate }
    return nil
  }
}
