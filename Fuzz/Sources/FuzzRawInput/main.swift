import FuzzDriver
import ResponderKitFuzzing

// Raw touch input over random hierarchies, with mutations from handlers (RawInputFuzzer).
runFuzzer { RawInputFuzzer.run($0) }
