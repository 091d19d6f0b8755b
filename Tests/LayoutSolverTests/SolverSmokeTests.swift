import LayoutSolver
import Testing

@Test func `a required equality holds`() throws {
  let solver = Solver()
  let x = solver.makeVariable()
  try solver.add(Expression([(x, 1)], constant: -10), .equal)
  #expect(abs(solver.value(x) - 10) < 0.001)
}
