extension ScenarioLoader {
  /// The most values (scalars, lists, mappings and keys) a scenario file may come to once its
  /// YAML aliases are followed: more than a file of ``maximumFileSize`` bytes can hold without
  /// them, so only what aliases multiply is refused (see `AliasExpansion`).
  public static let maximumExpandedValueCount = 5_000_000
  /// The most expectations a scenario may have, each expected call of a `received` list and each
  /// row of a `selected` list counted, aliases followed: checking them reads the trace once each.
  public static let maximumExpectationCount = 250_000
  /// The most names a scenario's recognizers may give in their relation lists
  /// (`requireToFail`, `simultaneousWith`, `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`)
  /// and `shouldReceive` `except` lists, together, aliases followed: every pair of 140
  /// recognizers. Each name becomes a requirement or a delegate answer that the engine weighs for
  /// every pair of recognizers under way at every change of state, so a touch on 140 recognizers
  /// all recognizing together costs millions of answers, and 500 of them over a hundred million.
  public static let maximumRelationCount = 20_000
  /// The most names a scenario's recognizers may give in their failure-requirement lists
  /// (`requireToFail`, `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`), together, aliases
  /// followed: every pair of 50 recognizers. Requirements are weighed at every event for every
  /// recognizer under way, and recognizers that all require one another form cycles the engine
  /// breaks and reports, one trace line each, so their work grows as the cube of their number
  /// (100 recognizers all requiring one another took 13 to 19 s and half a million trace lines;
  /// 50 take about a second); they count toward ``maximumRelationCount`` too.
  public static let maximumRequirementCount = 2_500
  /// The most rows and items a scenario's tables and collections may have, together. Each row or
  /// item on screen is a cell, and a table sized by constraints or a stack view may show every
  /// row at once; the cells on screen also count toward ``maximumViewCount``.
  public static let maximumCellCount = 100_000
  /// The most segments a scenario's segmented controls may have, together, aliases followed:
  /// each is a titled part that `render` draws and a touch may select.
  public static let maximumSegmentCount = 100_000

  /// The most trace records a scenario's run keeps (about 64 bytes each, 320 MB in all): a
  /// script within ``maximumSampleCount`` stays far below it unless many recognizers recognize
  /// together, each adding records for every sample (140 pans over six long drags passed 2 GB).
  /// The run stops at the step where the trace crosses it and says so.
  public static let maximumTraceRecordCount = 5_000_000
}
