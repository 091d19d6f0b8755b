import Foundation
import ResponderKit
import ResponderKitScenarios

extension PlaygroundSession {
  /// Reads the records made since the last call into ``touchLog`` and ``history``.
  ///
  /// - Complexity: O(*n*) in the new records.
  func readNewRecords() {
    let records = recorder.records
    while readRecords - recordBase < records.count {
      let record = records[readRecords - recordBase]
      touchLog.read(record)
      history.read(record)
      readRecords += 1
    }
  }

  /// Takes the trace lines made since the last state.
  ///
  /// - Complexity: O(*n*) in the new records.
  func takeNewTraceLines() -> (start: Int, lines: [StateMessage.TraceLine]) {
    let records = recorder.records
    let start = sentRecords
    let text = TextTraceFormatter(showsReasons: true, hitTestViews: fileViews)
    let json = JSONLinesTraceFormatter()
    let lines = records[(start - recordBase)...].map {
      StateMessage.TraceLine(text: text.line(for: $0), json: json.line(for: $0))
    }
    sentRecords = recordBase + records.count
    return (start, lines)
  }

  /// Once the session stopped recording, lets the recorder forget the records read and sent, so
  /// that a session's memory does not grow with its age.
  func forgetReadRecords() {
    guard !isRecording, readRecords == sentRecords, readRecords > recordBase else { return }
    recordBase = readRecords
    recorder.removeAll()
  }

  /// Notes what a state showed.
  func noteShown(_ views: [ViewReport]) {
    shown = (recordBase + recorder.records.count, views, isBusy)
  }

  /// The ids of the file's views, whose hit-test lines the trace panel shows.
  var fileViews: Set<String> { touchLog.views.subtracting(["Window"]) }

  /// The trace as `responderkit trace --format json` prints it: one object per record, then one
  /// `touchOutcome` per touch.
  func jsonLines() -> String {
    let records = recorder.records
    let formatter = JSONLinesTraceFormatter()
    var lines = records.map { formatter.line(for: $0) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for story in TouchStory.stories(from: records) {
      let data = (try? encoder.encode(["event": "touchOutcome", "message": story.outcome]))
      lines.append(data.map { String(decoding: $0, as: UTF8.self) } ?? "{}")
    }
    return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }

}
