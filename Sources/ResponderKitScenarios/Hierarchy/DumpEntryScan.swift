/// How reading an entry's text ended.
enum DumpEntryScan {
  /// A whole entry, and the index of the byte after its closing `>`.
  case complete(DumpEntry, end: Int)
  /// The text ends before the entry closes: a label's text that runs onto the next line, say.
  case incomplete
  /// Not an entry: the column and what was expected there.
  case malformed(column: Int, expected: String)
}
