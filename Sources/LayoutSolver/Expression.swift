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
