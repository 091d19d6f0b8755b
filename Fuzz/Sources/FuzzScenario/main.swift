import FuzzDriver
import ResponderKitFuzzing

// Scenario file bytes through load, play, explain, lint and render (ScenarioFuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzInput(data, size) { ScenarioFuzzer.run($0) }
}

runFuzzer(testOneInput)
