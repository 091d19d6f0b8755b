import LayoutSolver
import Testing

/// Systems whose rows share symbols widely (issue 46): a chain added from its far end, each new
/// link substituted into every row before it, and thousands of edits that drop symbols from rows
/// and put them back, which the column index answers without searching its columns.
@Suite("Solver: long chains and many edits")
struct SolverGrowthTests {
  @Test("A chain of 2,000 links added last link first: each variable 3 more than the one before")
  func reversedChain() throws {
    let solver = Solver()
    let x = (0..<2000).map { _ in solver.makeVariable() }
    for index in stride(from: 1999, through: 1, by: -1) {
      _ = try solver.add(expr([(x[index], 1), (x[index - 1], -1)], -3), .equal, priority: 1000)
    }
    _ = try solver.add(expr([(x[0], 1)], -5), .equal, priority: 1000)
    for index in [0, 1, 999, 1999] { #expect(close(solver.value(x[index]), 5 + 3 * Double(index))) }
  }

  @Test("1,000 edits of a chain's anchor and of a soft pull keep every value a fresh solve gives")
  func manyEdits() throws {
    let solver = Solver()
    let x = (0..<300).map { _ in solver.makeVariable() }
    let anchor = try solver.add(expr([(x[0], 1)], 0), .equal, priority: 1000)
    for index in 1..<300 {
      _ = try solver.add(
        expr([(x[index], 1), (x[index - 1], -1)], -1), .greaterThanOrEqual, priority: 1000)
    }
    // The last variable is pulled to 500 softly: the chain stretches when its anchor allows.
    let pull = try solver.add(expr([(x[299], 1)], -500), .equal, priority: 500)
    for edit in 0..<1_000 {
      let start = Double(edit % 400)
      solver.setConstant(anchor, to: -start)
      solver.setConstant(pull, to: -Double(300 + edit % 500))
      if edit % 97 == 0 {
        let target = Double(300 + edit % 500)
        #expect(close(solver.value(x[0]), start))
        #expect(close(solver.value(x[299]), max(start + 299, target)))
      }
    }
  }
}
