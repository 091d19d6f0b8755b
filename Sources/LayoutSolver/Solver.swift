/// An incremental linear-arithmetic constraint solver in the Cassowary family (Badros, Borning and
/// Stuckey 2001), written for ResponderKit's Auto Layout.
///
/// This file is the interface contract; the implementation follows it.
public final class Solver {
  /// Creates an empty solver.
  public init() {}

  /// A new variable, unconstrained, with value 0.
  public func makeVariable() -> Variable { fatalError("not implemented") }

  /// Adds `expression relation 0` at `priority` (1...1000; 1000 is required) and re-solves
  /// incrementally.
  ///
  /// - Throws: ``SolverError/unsatisfiable(conflicts:)`` when a required constraint cannot hold
  ///   with the required constraints already added; the solver is left as it was.
  @discardableResult
  public func add(_ expression: Expression, _ relation: Relation, priority: Double = 1000)
    throws(SolverError) -> ConstraintHandle
  { fatalError("not implemented") }

  /// Removes a constraint added before and re-solves incrementally.
  public func remove(_ handle: ConstraintHandle) { fatalError("not implemented") }

  /// Changes the constant of a constraint's expression and re-solves incrementally.
  public func setConstant(_ handle: ConstraintHandle, to constant: Double) {
    fatalError("not implemented")
  }

  /// The value of `variable` in the current solution.
  public func value(_ variable: Variable) -> Double { fatalError("not implemented") }

  /// Whether `variable` could take another value with every constraint as well satisfied.
  public func isAmbiguous(_ variable: Variable) -> Bool { fatalError("not implemented") }
}

/// A variable of a ``Solver``.
public struct Variable: Hashable, Sendable {
  /// The variable's index in its solver.
  public let index: Int
}

/// A linear expression: a sum of variables times coefficients, plus a constant.
public struct Expression: Sendable {
  /// The terms.
  public var terms: [(variable: Variable, coefficient: Double)]
  /// The constant.
  public var constant: Double
  /// Creates an expression.
  public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
}

/// How an expression compares with zero.
public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

/// A constraint added to a ``Solver``.
public struct ConstraintHandle: Hashable, Sendable {
  /// The constraint's identifier in its solver.
  public let id: Int
}

/// Why a solver refused a constraint.
public enum SolverError: Error, Sendable {
  /// A required constraint conflicts with required constraints already added (listed).
  case unsatisfiable(conflicts: [ConstraintHandle])
}
