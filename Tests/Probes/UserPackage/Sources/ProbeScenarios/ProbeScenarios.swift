import ResponderKitScenarios

/// Scenario files: one in JSON loaded and played; one in YAML refused for want of its trait.
@MainActor
public func probeScenarios() -> String {
  let json = """
    {"views": [{"id": "Box", "frame": [0, 0, 100, 100]}],
     "touches": [{"tap": [50, 50]}], "expect": [{"touch": 1, "hit": "Box"}]}
    """
  do {
    let scenario = try ScenarioLoader.load(yaml: json, file: "probe.json")
    let run = try ScenarioRun.play(scenario, file: "probe.json")
    let yaml: String
    do {
      _ = try ScenarioLoader.load(yaml: "views: []\n", file: "probe.yaml")
      yaml = "YAML loaded"
    } catch {
      yaml =
        "YAML refused (\(error.message.contains("'YAML' trait") ? "names the trait" : error.message))"
    }
    return
      "ResponderKitScenarios: JSON played, \(run.failures.isEmpty ? "expectations hold" : "\(run.failures)"); \(yaml)"
  } catch {
    return "ResponderKitScenarios: \(error)"
  }
}
