/// An incremental linear-arithmetic constraint solver in the Cassowary family (Badros, Borning and
/// Stuckey 2001), written for ResponderKit's Auto Layout.
///
/// Required constraints (priority 1000) always hold; optional ones (1..<1000) are met in priority
/// order, strictly: the objective is lexicographic, one level per distinct optional priority in
/// use, so a constraint is never violated more to make any number of lower-priority ones less
/// violated. Within a level the cost is the sum of the violations (L1). The tableau follows
/// kiwi's design: sparse rows over dense symbol ids, primal simplex after additions and removals,
/// dual simplex after constant changes, Bland's rule against cycling.
public final class Solver {
  private var tableau = Tableau()

  /// Creates an empty solver.
  public init() {}

  /// A new variable, unconstrained, with value 0.
  public func makeVariable() -> Variable { Variable(index: tableau.makeVariable()) }

  /// Adds `expression relation 0` at `priority` (1...1000; 1000 is required) and re-solves
  /// incrementally.
  ///
  /// A variable that is not this solver's, or a priority outside 1...1000, is a precondition
  /// failure. A variable of another solver is caught only when its index is out of this solver's
  /// range.
  ///
  /// - Throws: ``SolverError/unsatisfiable(conflicts:)`` when a required constraint cannot hold
  ///   with the required constraints already added; the solver is left as it was. The conflicts
  ///   are the required constraints in the contradiction found, ascending. Optional constraints
  ///   never throw.
  /// - Complexity: O(rows × terms) for the substitution plus O(rows × cells) per simplex pivot.
  @discardableResult
  public func add(_ expression: Expression, _ relation: Relation, priority: Double = 1000)
    throws(SolverError) -> ConstraintHandle
  { ConstraintHandle(id: try tableau.add(expression, relation, priority: priority)) }

  /// Removes a constraint added before and re-solves incrementally.
  ///
  /// Removing a handle this solver does not hold (removed already, or another solver's) is a
  /// precondition failure.
  ///
  /// - Complexity: O(rows × cells) per simplex pivot, and O(rows) to choose the row to drop.
  public func remove(_ handle: ConstraintHandle) { tableau.remove(handle) }

  /// Changes the constant of a constraint's expression and re-solves incrementally.
  ///
  /// `constant` replaces the whole constant term of the expression as it was passed to
  /// ``add(_:_:priority:)``. If the new constant makes the required constraints contradictory,
  /// a required inequality is left violated (no error is reported).
  ///
  /// - Complexity: O(rows) plus O(rows × cells) per dual simplex pivot.
  public func setConstant(_ handle: ConstraintHandle, to constant: Double) {
    tableau.setConstant(handle, to: constant)
  }

  /// The value of `variable` in the current solution; 0 for a variable nothing constrains.
  public func value(_ variable: Variable) -> Double {
    tableau.value(ofSymbol: tableau.symbol(of: variable))
  }

  /// Whether `variable` could take another value with every constraint as well satisfied.
  ///
  /// True when the variable is parametric, or its row holds a parametric variable, or a slack or
  /// error symbol that costs nothing at any priority level and can grow.
  ///
  /// - Complexity: O(cells of the variable's row × (levels + rows)).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    tableau.isAmbiguous(symbol: tableau.symbol(of: variable))
  }
}
