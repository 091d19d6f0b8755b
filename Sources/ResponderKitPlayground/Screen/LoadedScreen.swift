import Foundation
import ResponderKitScenarios

/// A scenario file as loaded: the screen sessions build, the text a saved file starts from, and
/// the lint findings the renderer marks.
struct LoadedScreen: Sendable {
  /// The scenario.
  var scenario: Scenario
  /// The file's name, as traces and saved files name it.
  var name: String
  /// The file's text.
  var text: String
  /// Counts the loads of the file: 1 for the first, one more for each reload.
  var version: Int
  /// The lint findings of the screen.
  var findings: [LintFinding]
}
