import FuzzDriver
import ResponderKitFuzzing

// Bytes as decisions that write a scenario file in the shapes that multiply (long durations,
// counts, aliases, compounding transforms), then through the whole tool (ScenarioShapeFuzzer).
runFuzzer { ScenarioShapeFuzzer.run($0) }
