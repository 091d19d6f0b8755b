import FuzzDriver
import ResponderKitFuzzing

// Bytes as decisions that write a scenario file in the shapes that multiply (long durations,
// counts, aliases, compounding transforms), then through the whole tool (ScenarioShapeFuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzInput(data, size) { ScenarioShapeFuzzer.run($0) }
}

runFuzzer(testOneInput)
