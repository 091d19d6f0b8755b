/// A variable of a ``Solver``.
public struct Variable: Hashable, Sendable {
  /// The variable's index in its solver.
  public let index: Int
}
