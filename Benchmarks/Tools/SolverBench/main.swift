// Times LayoutSolver on a screen system written by Benchmarks/solver_screen.py, as
// Benchmarks/solver_kiwi.py times kiwisolver on the same file.
// Usage: SolverBench SYSTEM.json [SOLVE_RUNS EDIT_RUNS]
// Prints: layoutsolver N solve_median_ns edit_median_ns
//   solve: a fresh solver, every constraint added, every value read.
//   edit:  setConstant on the container width constraint, then every value read.
import Foundation
import LayoutSolver

/// One constraint of the file.
struct ConstraintSpec: Decodable {
  var terms: [[Double]]
  var constant: Double
  var relation: String
  var priority: Double
}

/// The file.
struct System: Decodable {
  var variables: Int
  var edit: Int
  var editValues: [Double]
  var constraints: [ConstraintSpec]
}

/// Adds every constraint of `system` to `solver`; returns the handles.
func addAll(_ system: System, to solver: Solver, _ variables: [Variable]) -> [ConstraintHandle] {
  system.constraints.map { spec in
    let expression = Expression(
      spec.terms.map { (variable: variables[Int($0[0])], coefficient: $0[1]) },
      constant: spec.constant)
    let relation: Relation =
      switch spec.relation {
      case "le": .lessThanOrEqual
      case "ge": .greaterThanOrEqual
      default: .equal
      }
    do {
      return try solver.add(expression, relation, priority: spec.priority)
    } catch {
      fatalError("the screen system is unsatisfiable: \(error)")
    }
  }
}

/// The median of `samples`.
func median(_ samples: [UInt64]) -> UInt64 {
  let sorted = samples.sorted()
  return sorted[sorted.count / 2]
}

/// Nanoseconds since an arbitrary point.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

let arguments = CommandLine.arguments
let system = try JSONDecoder().decode(
  System.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
let solveRuns = arguments.count > 2 ? Int(arguments[2])! : 5
let editRuns = arguments.count > 3 ? Int(arguments[3])! : 100
var sink = 0.0

/// A fresh solver, every constraint added, every value read; returns the sum of the values.
/// (Named for Benchmarks/callgrind.sh's `--toggle-collect='*measure*'`.)
@inline(never)
func measureSolve(_ system: System) -> Double {
  let solver = Solver()
  let variables = (0..<system.variables).map { _ in solver.makeVariable() }
  _ = addAll(system, to: solver, variables)
  return variables.reduce(0) { $0 + solver.value($1) }
}

var solveTimes: [UInt64] = []
for _ in 0..<solveRuns {
  let start = now()
  sink += measureSolve(system)
  solveTimes.append(now() - start)
}

let solver = Solver()
let variables = (0..<system.variables).map { _ in solver.makeVariable() }
let handles = addAll(system, to: solver, variables)
let edit = handles[system.edit]
var editTimes: [UInt64] = []
for run in 0..<editRuns {
  let start = now()
  solver.setConstant(edit, to: -system.editValues[run % system.editValues.count])
  for variable in variables { sink += solver.value(variable) }
  editTimes.append(now() - start)
}
if sink.isNaN { print("NaN") }
print(
  "layoutsolver", system.constraints.count, solveTimes.isEmpty ? 0 : median(solveTimes),
  editTimes.isEmpty ? 0 : median(editTimes))
