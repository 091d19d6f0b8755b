import ResponderKitFuzzing

/// The fuzzers: one input of raw events played.
@MainActor
public func probeFuzzing() -> String {
  let violations = RawInputFuzzer.run(Array(0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) })
  return "ResponderKitFuzzing: one raw input played, \(violations.count) promises broken"
}
