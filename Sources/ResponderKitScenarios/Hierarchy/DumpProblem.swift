/// What is wrong with an entry: where and what was expected there.
struct DumpProblem: Error {
  /// The 1-based column within the entry's text (the reader adds what precedes it on its line).
  var column: Int
  /// What was expected, as `frame = (x y; width height)`.
  var expected: String
}
