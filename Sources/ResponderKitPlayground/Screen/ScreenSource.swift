import Foundation
import ResponderKitScenarios

/// The scenario file the server serves: loaded at start, read again when its text changes on
/// disk (``checkForChanges()``, which the server calls twice a second). Without a file, the
/// E1 screen (its copy among the target's assets). Sessions compare ``screen``'s version with
/// the one they built to rebuild theirs.
@MainActor
public final class ScreenSource {
  /// The screen as last loaded.
  private(set) var screen: LoadedScreen
  /// The file watched, if any.
  let path: String?
  /// The latest reload that failed, and how many have; sessions tell their pages of each.
  private(set) var reloadProblem: (count: Int, problem: MessageProblem?) = (0, nil)

  /// The name of the file served.
  public var name: String { screen.name }

  /// Loads `path`, or E1 when it is `nil`; throws the file's error when it does not load.
  public init(path: String?) throws {
    self.path = path
    let text: String
    let name: String
    if let path {
      text = try String(contentsOfFile: path, encoding: .utf8)
      name = (path as NSString).lastPathComponent
    } else {
      text = try PlaygroundAssets.text(of: PlaygroundAssets.defaultScreen)
      name = PlaygroundAssets.defaultScreen
    }
    screen = try Self.load(text, name: name, version: 1)
  }

  /// Reads the file again when its text changed: on success the screen is the new one (its
  /// version one more); when it no longer loads, the screen stays and the problem is returned
  /// (once per change). A file that cannot be read right now (an editor replacing it) is left
  /// for the next call.
  func checkForChanges() -> MessageProblem? {
    guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8),
      text != screen.text
    else { return nil }
    do {
      screen = try Self.load(text, name: screen.name, version: screen.version + 1)
      return nil
    } catch {
      // Remembered, so the same broken text is reported once.
      screen.text = text
      reloadProblem = (reloadProblem.count + 1, .reload("\(error)"))
      return reloadProblem.problem
    }
  }

  private static func load(_ text: String, name: String, version: Int) throws -> LoadedScreen {
    let scenario = try ScenarioLoader.load(yaml: text, file: name)
    return LoadedScreen(
      scenario: scenario, name: name, text: text, version: version,
      findings: ScenarioLinter.lint(scenario))
  }
}
