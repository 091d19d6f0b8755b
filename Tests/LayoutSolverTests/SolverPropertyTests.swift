import LayoutSolver
import PropertyBased
import Testing

/// A small deterministic generator, so a property's seed reproduces its whole system.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One constraint as data, to add to several solvers.
struct Spec {
  var terms: [(Int, Double)]
  var constant: Double
  var relation: Relation
  var priority: Double

  /// The constraint's expression over `variables`.
  func expression(_ variables: [Variable]) -> Expression {
    expr(terms.map { (variables[$0.0], $0.1) }, constant)
  }

  /// The expression's value at `values`.
  func evaluate(_ values: [Double]) -> Double {
    terms.reduce(constant) { $0 + $1.1 * values[$1.0] }
  }

  /// How far `values` are from meeting the constraint.
  func violation(_ values: [Double]) -> Double {
    let value = evaluate(values)
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  /// A random constraint over 2–3 of `hidden`'s variables that holds at `hidden`.
  static func holding(at hidden: [Double], _ random: inout SplitMix, priority: Double = 1000)
    -> Spec
  {
    let count = min(hidden.count, Int.random(in: 2...3, using: &random))
    let chosen = Array((0..<hidden.count).shuffled(using: &random).prefix(count))
    let terms = chosen.map { index -> (Int, Double) in
      var coefficient = Double(Int.random(in: 1...3, using: &random))
      if Bool.random(using: &random) { coefficient = -coefficient }
      return (index, coefficient)
    }
    let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
      using: &random)!
    let atHidden = terms.reduce(0.0) { $0 + $1.1 * hidden[$1.0] }
    let slack = Double(Int.random(in: 0...10, using: &random))
    let constant: Double
    switch relation {
    case .equal: constant = -atHidden
    case .lessThanOrEqual: constant = -atHidden - slack
    case .greaterThanOrEqual: constant = -atHidden + slack
    }
    return Spec(terms: terms, constant: constant, relation: relation, priority: priority)
  }
}

@Suite("Solver properties")
struct SolverPropertyTests {
  @Test("Property: every satisfiable system of random required constraints is satisfied")
  func satisfiable() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000_000)) { seed in
      var random = SplitMix(seed: seed)
      let hidden = (0..<Int.random(in: 2...6, using: &random)).map { _ in
        Double(Int.random(in: -50...50, using: &random))
      }
      let specs = (0..<Int.random(in: 1...14, using: &random)).map { _ in
        Spec.holding(at: hidden, &random)
      }
      let solver = Solver()
      let variables = hidden.map { _ in solver.makeVariable() }
      for spec in specs {
        do {
          try solver.add(spec.expression(variables), spec.relation)
        } catch {
          Issue.record("seed \(seed): a satisfiable constraint was refused: \(error)")
          return
        }
      }
      let values = variables.map { solver.value($0) }
      for spec in specs where spec.violation(values) > 0.5 {
        Issue.record("seed \(seed): violated by \(spec.violation(values)): \(spec)")
      }
    }
  }

  @Test("Property: conflicting optional equalities at distinct priorities: the highest wins")
  func priorityOrder() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000_000)) { seed in
      var random = SplitMix(seed: seed)
      let priorities = Array(
        Set(
          (0..<Int.random(in: 1...6, using: &random)).map { _ in
            Double(Int.random(in: 1...999, using: &random))
          })
      ).shuffled(using: &random)
      let solver = Solver()
      let x = solver.makeVariable()
      let y = solver.makeVariable()
      let low = Double(Int.random(in: -100...0, using: &random))
      let high = low + Double(Int.random(in: 0...100, using: &random))
      _ = try? solver.add(expr([(x, 1)], -low), .greaterThanOrEqual)
      _ = try? solver.add(expr([(x, 1)], -high), .lessThanOrEqual)
      _ = try? solver.add(expr([(x, 1), (y, 1)]), .equal)
      var best = (priority: 0.0, target: 0.0)
      for priority in priorities {
        let target = Double(Int.random(in: -150...150, using: &random))
        if priority > best.priority { best = (priority, target) }
        let onY = Bool.random(using: &random)
        for _ in 0..<Int.random(in: 1...8, using: &random) {
          // x == target, or the same through y == -x.
          let terms = onY ? [(y, -1.0)] : [(x, 1.0)]
          _ = try? solver.add(expr(terms, -target), .equal, priority: priority)
        }
      }
      let expected = min(max(best.target, low), high)
      #expect(close(solver.value(x), expected), "seed \(seed)")
      #expect(close(solver.value(y), -expected), "seed \(seed)")
    }
  }

  @Test("Property: incremental edits give the values of a solve from scratch")
  func incremental() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000_000)) { seed in
      let outcome = SolverPropertyTests.incrementalAndFresh(seed: seed)
      for index in outcome.incremental.indices where outcome.unambiguous[index] {
        #expect(
          close(outcome.incremental[index], outcome.fresh[index], 1e-4),
          "seed \(seed): variable \(index)")
      }
    }
  }

  /// A random system edited incrementally, and the same final system solved from scratch.
  static func incrementalAndFresh(seed: Int) -> (
    specs: [Spec], incremental: [Double], fresh: [Double], unambiguous: [Bool]
  ) {
    var random = SplitMix(seed: seed)
    let hidden = (0..<Int.random(in: 2...6, using: &random)).map { _ in
      Double(Int.random(in: -50...50, using: &random))
    }
    let solver = Solver()
    let variables = hidden.map { _ in solver.makeVariable() }
    var live: [(spec: Spec, handle: ConstraintHandle)] = []
    func addRandom(_ random: inout SplitMix) {
      let optional = Bool.random(using: &random)
      let priority: Double = optional ? [250, 500, 750, 999].randomElement(using: &random)! : 1000
      var spec = Spec.holding(at: hidden, &random, priority: priority)
      if optional { spec.constant += Double(Int.random(in: -20...20, using: &random)) }
      guard
        let handle = try? solver.add(
          spec.expression(variables), spec.relation,
          priority: spec.priority)
      else {
        Issue.record("seed \(seed): refused \(spec)")
        return
      }
      live.append((spec, handle))
    }
    for _ in 0..<Int.random(in: 1...10, using: &random) { addRandom(&random) }
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      switch Int.random(in: 0...2, using: &random) {
      case 0 where !live.isEmpty:
        let index = Int.random(in: 0..<live.count, using: &random)
        guard live[index].spec.priority < 1000 else { continue }
        live[index].spec.constant += Double(Int.random(in: -30...30, using: &random))
        solver.setConstant(live[index].handle, to: live[index].spec.constant)
      case 1 where !live.isEmpty:
        let removed = live.remove(at: Int.random(in: 0..<live.count, using: &random))
        solver.remove(removed.handle)
      default:
        addRandom(&random)
      }
    }
    let fresh = Solver()
    let freshVariables = hidden.map { _ in fresh.makeVariable() }
    for (spec, _) in live {
      _ = try? fresh.add(spec.expression(freshVariables), spec.relation, priority: spec.priority)
    }
    return (
      live.map(\.spec), variables.map { solver.value($0) }, freshVariables.map { fresh.value($0) },
      zip(variables, freshVariables).map { !solver.isAmbiguous($0) && !fresh.isAmbiguous($1) }
    )
  }
}
