import ResponderKitScenarios

extension ScreenSource {
  /// The most views (table rows and collection items counted as the views they build) a served
  /// screen may have. Every session builds and draws the whole screen, and a reload parses and
  /// lints it on the main actor while every session waits. Measured in a debug build on two busy
  /// cores, a screen of 500 buttons parsed and linted in 0.12 to 0.17 s (0.21 to 0.22 s with
  /// building and drawing it); 1,000 took 0.26 to 0.34 s. Files with more views still load,
  /// render and run on the command line, up to ``ScenarioLoader/maximumViewCount``.
  public nonisolated static let maximumViewCount = 500

  /// Refuses a screen with more than ``maximumViewCount`` views, naming `file`, the count and
  /// the limit.
  nonisolated static func checkViewCount(of scenario: Scenario, file: String)
    throws(ScenarioError)
  {
    let count = scenario.allViews.count
    guard count > maximumViewCount else { return }
    throw ScenarioError(
      file: file, line: 0, column: 0, keyPath: "",
      message:
        "the screen has \(count) views; the playground serves at most \(maximumViewCount) (each connection builds and draws the whole screen), so split it into smaller screens"
    )
  }
}
