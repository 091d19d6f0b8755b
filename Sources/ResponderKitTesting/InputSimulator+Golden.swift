import Foundation
import ResponderKit

/// Golden traces: what happened, checked against a file a test keeps.
extension InputSimulator {
  /// Whether golden files are written instead of compared: `RESPONDERKIT_RECORD=1` in the
  /// environment, as for the repository's own golden files.
  nonisolated public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RESPONDERKIT_RECORD"] == "1"
  }

  /// Checks ``traceText`` against the golden file at `url`; with `record` (by default
  /// ``isRecording``), writes it there instead. A difference throws, naming the first line that
  /// differs and both versions of it.
  public func expectTrace(matchingGolden url: URL, record: Bool = InputSimulator.isRecording)
    throws(SimulationError)
  {
    let actual = traceText + "\n"
    if record {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        throw failure(.unmet("could not record the golden trace \(url.path): \(error)"))
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      throw failure(
        .unmet("no golden trace at \(url.path): run with RESPONDERKIT_RECORD=1 to record it"))
    }
    guard expected != actual else { return }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    func text(_ lines: [Substring]) -> String {
      line < lines.count ? "\"\(lines[line])\"" : "(the end)"
    }
    throw failure(
      .unmet(
        "the trace differs from \(url.lastPathComponent) at line \(line + 1): expected "
          + "\(text(old)), got \(text(new)) (RESPONDERKIT_RECORD=1 records it anew)"))
  }
}
