import LayoutSolver

/// The constraint solver: x − 40 = 0, solved.
public func probeLayoutSolver() -> String {
  let solver = Solver()
  let x = solver.makeVariable()
  do {
    try solver.add(Expression([(x, 1)], constant: -40), .equal)
    return "LayoutSolver: x − 40 = 0 gives x = \(solver.value(x) + 0)"
  } catch {
    return "LayoutSolver: \(error)"
  }
}
