/// What a solver remembers about one constraint it holds.
struct ConstraintRecord {
  /// The priority: 1000 is required.
  var priority: Double
  /// The expression's current constant.
  var constant: Double
  /// The symbol that identifies the constraint's row: its slack, its dummy, or its positive error.
  var marker: Int
  /// The marker's coefficient in the constraint's row before any change of sign.
  var markerCoefficient: Double
  /// The other error symbol of an optional constraint, or -1.
  var other: Int
  /// The other symbol's coefficient in the constraint's row before any change of sign.
  var otherCoefficient: Double

  /// Whether the constraint is required.
  var isRequired: Bool { priority >= Tableau.required }
}
