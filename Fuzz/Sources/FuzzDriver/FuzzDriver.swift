import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func fuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the command line's options and corpus folders, calling `testOneInput`
/// for each input.
///
/// Each target defines `testOneInput` as `LLVMFuzzerTestOneInput` (with `@_cdecl`) and calls
/// this from its top-level code, so it runs under either entry point: a release build's `main`
/// is the target's own, which lands here; a debug build renames the target's entry point (so
/// tests could link it), and libFuzzer's own `main` calls `LLVMFuzzerTestOneInput` directly.
public func runFuzzer(
  _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(fuzzerRunDriver(&argc, &argv, testOneInput))
}

/// Runs `body` on the main thread, where libFuzzer calls, with the input's bytes. A non-empty
/// answer (what broke) stops the run as a crash, so libFuzzer saves the input as an artifact; a
/// trap in the engine does the same.
public func fuzzInput(
  _ data: UnsafePointer<UInt8>?, _ size: Int, _ body: @MainActor ([UInt8]) -> [String]
) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let violations = MainActor.assumeIsolated { body(bytes) }
  if !violations.isEmpty {
    fatalError("invariant violated: " + violations.joined(separator: "; "))
  }
  return 0
}
