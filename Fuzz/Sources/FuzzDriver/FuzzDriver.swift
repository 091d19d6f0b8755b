import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func fuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The check the running fuzzer calls with each input; set once, before libFuzzer starts.
nonisolated(unsafe) private var check: (@MainActor ([UInt8]) -> [String])?

/// Runs libFuzzer with the command line's options and corpus folders, calling `body` on the main
/// thread for each input. A non-empty answer (what broke) stops the run as a crash, so libFuzzer
/// saves the input as an artifact; a trap in the engine does the same.
public func runFuzzer(_ body: @escaping @MainActor ([UInt8]) -> [String]) -> Never {
  check = body
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  let status = fuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = MainActor.assumeIsolated { check?(bytes) ?? [] }
    if !violations.isEmpty {
      fatalError("invariant violated: " + violations.joined(separator: "; "))
    }
    return 0
  }
  exit(status)
}
