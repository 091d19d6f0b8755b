/// Why a solver refused a constraint.
public enum SolverError: Error, Sendable {
  /// A required constraint conflicts with required constraints already added (listed).
  case unsatisfiable(conflicts: [ConstraintHandle])
}
