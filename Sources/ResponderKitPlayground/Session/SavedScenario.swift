import Foundation

/// What was done at the screen as a scenario file: the screen's file with its script replaced by
/// the touches as the engine took them, and expectations of what they did.
struct SavedScenario: Sendable {
  /// The name to save it under.
  var fileName: String
  /// The file's text.
  var yaml: String
  /// Whether playing the file gives exactly the trace the session has: `false` when input was
  /// refused along the way, or the screen was still busy (a timer pending, a touch down).
  var matchesLiveTrace: Bool
}
