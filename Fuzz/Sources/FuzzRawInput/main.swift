import FuzzDriver
import ResponderKitFuzzing

// Raw touch input over random hierarchies, with mutations from handlers (RawInputFuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzInput(data, size) { RawInputFuzzer.run($0) }
}

runFuzzer(testOneInput)
