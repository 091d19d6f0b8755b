import LayoutSolver
import Testing

/// `Σ coefficient × variable + constant` from pairs.
func expr(_ terms: [(Variable, Double)], _ constant: Double = 0) -> Expression {
  Expression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
}

/// Whether two numbers agree to within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

@Suite("Solver scenarios")
struct SolverScenarioTests {
  @Test("required equalities hold")
  func requiredEqualities() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(expr([(x, 1)], -10), .equal)
    try solver.add(expr([(y, 1), (x, -2)], -5), .equal)
    #expect(close(solver.value(x), 10))
    #expect(close(solver.value(y), 25))
    #expect(!solver.isAmbiguous(x))
    #expect(!solver.isAmbiguous(y))
  }

  @Test("an unconstrained variable is 0 and ambiguous")
  func unconstrained() {
    let solver = Solver()
    let x = solver.makeVariable()
    #expect(solver.value(x) == 0)
    #expect(solver.isAmbiguous(x))
  }

  @Test("inequalities hold, and a lone bound leaves the variable ambiguous")
  func inequalities() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -100), .greaterThanOrEqual)
    #expect(solver.value(x) >= 100 - 1e-9)
    #expect(solver.isAmbiguous(x))
    try solver.add(expr([(x, 1)], -50), .lessThanOrEqual, priority: 500)
    #expect(close(solver.value(x), 100))
    #expect(!solver.isAmbiguous(x))
  }

  @Test("an inequality pinned against its opposite is not ambiguous")
  func pinnedBetweenInequalities() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -100), .greaterThanOrEqual)
    try solver.add(expr([(x, 1)], -100), .lessThanOrEqual)
    #expect(close(solver.value(x), 100))
    #expect(!solver.isAmbiguous(x))
  }

  @Test("a required constraint beats an optional one")
  func requiredBeatsOptional() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -40), .equal, priority: 999)
    try solver.add(expr([(x, 1)], -30), .lessThanOrEqual)
    #expect(close(solver.value(x), 30))
    #expect(!solver.isAmbiguous(x))
  }

  @Test("an optional equality with nothing against it is met and not ambiguous")
  func optionalPinned() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -7), .equal, priority: 250)
    #expect(close(solver.value(x), 7))
    #expect(!solver.isAmbiguous(x))
  }

  @Test("a 999 constraint beats any number of 250 ones")
  func priorityOrder() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    for _ in 0..<50 { try solver.add(expr([(x, 1)], -10), .equal, priority: 250) }
    try solver.add(expr([(x, 1)], -20), .equal, priority: 999)
    for _ in 0..<50 { try solver.add(expr([(x, 1)], -10), .equal, priority: 250) }
    #expect(close(solver.value(x), 20))
  }

  @Test("strict order over widths: 751 beats many 750 pulling through a sum")
  func priorityOrderThroughSums() throws {
    let solver = Solver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    try solver.add(expr([(a, 1), (b, 1)], -100), .equal)
    for _ in 0..<10 { try solver.add(expr([(a, 1)], -80), .equal, priority: 750) }
    try solver.add(expr([(b, 1)], -60), .equal, priority: 751)
    #expect(close(solver.value(b), 60))
    #expect(close(solver.value(a), 40))
  }

  @Test("ties at one level: the L1 majority wins, an even split is ambiguous")
  func ties() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let first = try solver.add(expr([(x, 1)], -10), .equal, priority: 500)
    try solver.add(expr([(x, 1)], -20), .equal, priority: 500)
    let value = solver.value(x)
    #expect(value >= 10 - 1e-9 && value <= 20 + 1e-9)
    #expect(solver.isAmbiguous(x))
    try solver.add(expr([(x, 1)], -20), .equal, priority: 500)
    #expect(close(solver.value(x), 20))
    #expect(!solver.isAmbiguous(x))
    solver.remove(first)
    #expect(close(solver.value(x), 20))
  }

  @Test("constant edits move required and optional constraints, any relation")
  func constantEdits() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let width = try solver.add(expr([(x, 1)], -100), .equal)
    let half = try solver.add(expr([(y, 2), (x, -1)]), .equal, priority: 750)
    let cap = try solver.add(expr([(y, 1)], -40), .lessThanOrEqual, priority: 999)
    #expect(close(solver.value(y), 40))
    solver.setConstant(width, to: -60)
    #expect(close(solver.value(x), 60))
    #expect(close(solver.value(y), 30))
    solver.setConstant(cap, to: -20)
    #expect(close(solver.value(y), 20))
    solver.setConstant(half, to: -10)  // 2y - x - 10 == 0 → y = 35, capped at 20
    #expect(close(solver.value(y), 20))
    solver.setConstant(cap, to: -1000)
    #expect(close(solver.value(y), 35))
    solver.setConstant(width, to: -100)
    #expect(close(solver.value(y), 55))
  }

  @Test("a required inequality's constant edit moves its variable")
  func inequalityConstantEdit() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let floor = try solver.add(expr([(x, 1)], -44), .greaterThanOrEqual)
    try solver.add(expr([(x, 1)]), .equal, priority: 250)
    #expect(close(solver.value(x), 44))
    solver.setConstant(floor, to: -10)
    #expect(close(solver.value(x), 10))
    solver.setConstant(floor, to: 5)
    #expect(close(solver.value(x), 0))
  }

  @Test("removal restores the prior solution")
  func removal() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(expr([(x, 1), (y, -1)], 8), .equal)
    try solver.add(expr([(y, 1)], -10), .equal, priority: 500)
    #expect(close(solver.value(x), 2))
    let pin = try solver.add(expr([(x, 1)], -50), .equal)
    #expect(close(solver.value(y), 58))
    solver.remove(pin)
    #expect(close(solver.value(x), 2))
    #expect(close(solver.value(y), 10))
    let floor = try solver.add(expr([(x, 1)], -30), .greaterThanOrEqual, priority: 750)
    #expect(close(solver.value(x), 30))
    solver.remove(floor)
    #expect(close(solver.value(y), 10))
  }

  @Test("removing every constraint brings variables back to 0")
  func removeAll() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let handles = [
      try solver.add(expr([(x, 1)], -5), .greaterThanOrEqual),
      try solver.add(expr([(x, 1), (y, 1)], -20), .equal),
      try solver.add(expr([(y, 1)], -3), .equal, priority: 250),
    ]
    for handle in handles.reversed() { solver.remove(handle) }
    #expect(solver.value(x) == 0)
    #expect(solver.value(y) == 0)
  }

  @Test("removing one of two copies of a required equality leaves the other in force")
  func redundantTwinRemoval() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let first = try solver.add(expr([(x, 2), (y, 3)], -39), .equal)
    try solver.add(expr([(x, 2), (y, 3)], -39), .equal)
    try solver.add(expr([(x, 1)]), .greaterThanOrEqual)
    try solver.add(expr([(y, 1)], -100), .equal, priority: 999)
    try solver.add(expr([(x, 1), (y, -1)], 30), .greaterThanOrEqual)
    #expect(close(solver.value(x), 0))
    #expect(close(solver.value(y), 13))
    solver.remove(first)
    #expect(close(solver.value(x), 0))
    #expect(close(solver.value(y), 13))
  }

  @Test("x == 10 then x == 20, both required: throws listing the first; solver unchanged")
  func unsatisfiableEquality() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let first = try solver.add(expr([(x, 1)], -10), .equal)
    #expect(throws: SolverError.self) { try solver.add(expr([(x, 1)], -20), .equal) }
    do {
      try solver.add(expr([(x, 1)], -20), .equal)
    } catch .unsatisfiable(let conflicts) {
      #expect(conflicts == [first])
    }
    #expect(close(solver.value(x), 10))
    let relaxed = try solver.add(expr([(x, 1)], -20), .equal, priority: 999)
    #expect(close(solver.value(x), 10))
    solver.remove(first)
    #expect(close(solver.value(x), 20))
    solver.remove(relaxed)
  }

  @Test("inequalities in conflict: the list names the required ones involved, not bystanders")
  func unsatisfiableInequalities() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let z = solver.makeVariable()
    let low = try solver.add(expr([(x, 1)], -100), .greaterThanOrEqual)
    let sum = try solver.add(expr([(x, 1), (y, 1)], -150), .equal)
    try solver.add(expr([(z, 1)], -7), .equal)
    try solver.add(expr([(y, 1)], -80), .equal, priority: 750)
    let before = [solver.value(x), solver.value(y), solver.value(z)]
    var conflicts: [ConstraintHandle] = []
    do {
      try solver.add(expr([(y, 1)], -60), .greaterThanOrEqual)
    } catch .unsatisfiable(let found) {
      conflicts = found
    }
    #expect(Set(conflicts) == [low, sum])
    #expect([solver.value(x), solver.value(y), solver.value(z)] == before)
    try solver.add(expr([(y, 1)], -40), .greaterThanOrEqual)
    #expect(close(solver.value(y), 50))
  }

  @Test("an impossible constant and a redundant equality")
  func degenerate() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    #expect(throws: SolverError.self) { try solver.add(expr([], 3), .equal) }
    try solver.add(expr([], 0), .equal)
    try solver.add(expr([], -3), .lessThanOrEqual)
    try solver.add(expr([(x, 1)], -4), .equal)
    let again = try solver.add(expr([(x, 2)], -8), .equal)
    #expect(close(solver.value(x), 4))
    solver.remove(again)
    #expect(close(solver.value(x), 4))
    #expect(!solver.value(x).isNaN)
  }

  @Test("removing a handle twice is a precondition failure")
  func removeTwice() async {
    await #expect(processExitsWith: .failure) {
      let solver = Solver()
      let x = solver.makeVariable()
      let handle = try! solver.add(expr([(x, 1)], -1), .equal)
      solver.remove(handle)
      solver.remove(handle)
    }
  }

  @Test("another solver's variable out of range is a precondition failure")
  func foreignVariable() async {
    await #expect(processExitsWith: .failure) {
      let solver = Solver()
      _ = solver.makeVariable()
      let other = Solver()
      _ = other.makeVariable()
      let foreign = other.makeVariable()
      _ = solver.value(foreign)
    }
  }

  @Test("another solver's handle out of range is a precondition failure")
  func foreignHandle() async {
    await #expect(processExitsWith: .failure) {
      let solver = Solver()
      let other = Solver()
      let x = other.makeVariable()
      try! other.add(expr([(x, 1)]), .equal)
      let foreign = try! other.add(expr([(x, 1)]), .equal, priority: 5)
      solver.setConstant(foreign, to: 1)
    }
  }
}
