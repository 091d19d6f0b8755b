/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
  /// A ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality (its marker), or the artificial variable: at least 0.
  case slack
  /// The error of an optional constraint: at least 0, and costs in the objective.
  case error
  /// The marker of a required equality: always 0, never pivoted in.
  case dummy
}
