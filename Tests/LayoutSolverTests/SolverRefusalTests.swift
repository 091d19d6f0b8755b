import LayoutSolver
import Testing

/// A refused required constraint leaves the solver exactly as it was, even after the artificial
/// phase pivoted (the rows are journaled and put back, the column index rebuilt).
@Suite("LayoutSolver refusals")
struct SolverRefusalTests {
  @Test("random required systems: after every refusal, values equal a solver never offered it")
  func refusalsLeaveNoTrace() {
    var refusals = 0
    for seed in 0..<150 {
      var random = SplitMix(seed: seed)
      let count = Int.random(in: 3...6, using: &random)
      let solver = Solver()
      let variables = (0..<count).map { _ in solver.makeVariable() }
      var accepted: [Spec] = []
      for _ in 0..<Int.random(in: 4...14, using: &random) {
        let terms = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          (
            Int.random(in: 0..<count, using: &random),
            Double(Int.random(in: -3...3, using: &random))
          )
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
          using: &random)!
        let spec = Spec(
          terms: terms, constant: Double(Int.random(in: -40...40, using: &random)),
          relation: relation, priority: 1000)
        let before = variables.map { solver.value($0) }
        do {
          try solver.add(spec.expression(variables), spec.relation, priority: spec.priority)
          accepted.append(spec)
        } catch {
          refusals += 1
          #expect(variables.map { solver.value($0) } == before, "seed \(seed)")
        }
      }
      let fresh = Solver()
      let freshVariables = (0..<count).map { _ in fresh.makeVariable() }
      for spec in accepted {
        _ = try? fresh.add(spec.expression(freshVariables), spec.relation, priority: spec.priority)
      }
      #expect(
        variables.map { solver.value($0) } == freshVariables.map { fresh.value($0) },
        "seed \(seed)")
    }
    #expect(refusals > 0)
  }
}
