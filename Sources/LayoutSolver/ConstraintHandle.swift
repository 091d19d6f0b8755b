/// A constraint added to a ``Solver``.
public struct ConstraintHandle: Hashable, Sendable {
  /// The constraint's identifier in its solver.
  public let id: Int
}
