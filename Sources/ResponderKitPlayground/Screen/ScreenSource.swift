import Foundation
import ResponderKitScenarios

/// The scenario file the server serves: loaded at start, watched for changes on disk
/// (``checkForChanges()``, which the server calls twice a second) without reading it, and read
/// again only when `stat` says it changed. Without a file, the E1 screen (its copy among the
/// target's assets). Sessions compare ``screen``'s version with the one they built to rebuild
/// theirs.
@MainActor
public final class ScreenSource {
  /// The screen as last loaded.
  private(set) var screen: LoadedScreen
  /// The file watched, if any.
  let path: String?
  /// The latest reload that failed, and how many have; sessions tell their pages of each.
  private(set) var reloadProblem: (count: Int, problem: MessageProblem?) = (0, nil)
  /// What `stat` said of the file when it was last looked at: the file is read again only when
  /// this changes.
  private var stamp: ScenarioFile.Stamp?
  /// Whether the file's being over the size limit has been reported: it is reported once, however
  /// often it changes while it stays over.
  private var reportedOversize = false
  /// The reason the file could not be looked at that was last reported (a symbolic link loop):
  /// reported once for as long as it stays.
  private var reportedLookProblem: String?
  /// How many times the watcher has read the file since it was loaded.
  private(set) var reads = 0

  /// The name of the file served.
  public var name: String { screen.name }

  /// Loads `path`, or E1 when it is `nil`; throws the file's ``ScenarioError`` when it cannot be
  /// read, does not load, or has more than ``maximumViewCount`` views.
  public init(path: String?) throws {
    self.path = path
    if let path {
      let file = try ScenarioFile(path: path)
      stamp = file.stamp
      screen = try Self.load(file.text, name: file.name, version: 1)
    } else {
      let name = PlaygroundAssets.defaultScreen
      guard let text = try? PlaygroundAssets.text(of: name) else {
        throw ScenarioError(
          file: name, line: 0, column: 0, keyPath: "",
          message: "the built-in screen is missing from the playground's assets")
      }
      screen = try Self.load(text, name: name, version: 1)
    }
  }

  /// Looks at the file and reads it again when `stat` says it changed and its text did: on
  /// success the screen is the new one (its version one more); when it can no longer be read or
  /// loaded, the screen stays and the problem is returned (once per change, and once for as long
  /// as the file stays over the size limit). A file that is missing right now (an editor
  /// replacing it) is left for the next call; one that cannot be looked at for another reason
  /// (turned into a symbolic link loop) is reported once for as long as it stays so.
  func checkForChanges() -> MessageProblem? {
    guard let path else { return nil }
    let looked: ScenarioFile.Stamp?
    do {
      looked = try ScenarioFile.stampIfPresent(of: path)
    } catch {
      guard reportedLookProblem != error.message else { return nil }
      reportedLookProblem = error.message
      stamp = nil
      return report(error)
    }
    reportedLookProblem = nil
    guard let now = looked, now != stamp else { return nil }
    stamp = now
    let name = screen.name
    if now.isRegularFile, now.size > ScenarioLoader.maximumFileSize {
      guard !reportedOversize else { return nil }
      reportedOversize = true
      return report(
        ScenarioError(
          file: name, line: 0, column: 0, keyPath: "",
          message:
            "the file is now \(now.size) bytes; scenario files are limited to \(ScenarioLoader.maximumFileSize) bytes"
        ))
    }
    reportedOversize = false
    let text: String
    reads += 1
    do {
      text = try ScenarioFile(path: path).text
    } catch {
      return report(error)
    }
    guard text != screen.text else { return nil }
    do {
      screen = try Self.load(text, name: name, version: screen.version + 1)
      return nil
    } catch {
      // Remembered, so the same broken text is reported once.
      screen.text = text
      return report(error)
    }
  }

  /// Counts `error` as a failed reload and returns it as the problem sessions tell their pages.
  private func report(_ error: ScenarioError) -> MessageProblem? {
    reloadProblem = (reloadProblem.count + 1, .reload("\(error)"))
    return reloadProblem.problem
  }

  /// The screen of `text`: parsed, its views counted against ``maximumViewCount`` before it is
  /// linted (linting builds every view).
  private static func load(_ text: String, name: String, version: Int) throws(ScenarioError)
    -> LoadedScreen
  {
    let scenario = try ScenarioLoader.load(yaml: text, file: name)
    try checkViewCount(of: scenario, file: name)
    return LoadedScreen(
      scenario: scenario, name: name, text: text, version: version,
      findings: ScenarioLinter.lint(scenario))
  }
}
