import FuzzDriver
import ResponderKitFuzzing

// Scenario file bytes through load, play, explain, lint and render (ScenarioFuzzer).
runFuzzer { ScenarioFuzzer.run($0) }
