import ResponderKit

/// What the command line prints for demos.
@MainActor
public enum DemoPrinter {
  /// One line per demo: name and title.
  public static func catalogListing() -> String {
    let width = DemoCatalog.all.map(\.name.count).max() ?? 0
    return DemoCatalog.all.map {
      "\($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.title)"
    }.joined(separator: "\n")
  }

  /// The message for a name that is no demo, listing the names there are.
  public static func unknown(_ name: String) -> String {
    "No example named '\(name)'. Examples: \(DemoCatalog.all.map(\.name).joined(separator: ", "))"
  }

  /// Runs `demo` and returns its output: a title line, the trace and conclusions as text, or the
  /// trace as JSON Lines.
  @MainActor
  public static func output(of demo: Demo, json: Bool) throws -> String {
    let report = try demo.run()
    if json { return JSONLinesTraceFormatter().lines(for: report.records).joined(separator: "\n") }
    return (["\(demo.name): \(demo.title)", ""] + report.textLines).joined(separator: "\n")
  }
}
