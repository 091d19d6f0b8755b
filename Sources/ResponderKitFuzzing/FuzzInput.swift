import Foundation

/// The fuzzer's bytes read as decisions: each read takes the next byte (or bytes) and maps it into
/// a range; past the end every read gives the smallest choice, so any input is a whole program.
struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Reads `bytes` from the start.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isExhausted: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `range`, from one byte (two when the range is wider than 256).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = range.upperBound - range.lowerBound + 1
    var raw = Int(byte())
    if width > 256 { raw = raw << 8 | Int(byte()) }
    return range.lowerBound + raw % width
  }

  /// True with probability `numerator`/256.
  mutating func chance(_ numerator: Int) -> Bool {
    Int(byte()) < numerator
  }

  /// A coordinate: mostly on the screen, now and then far off it, extreme or not a number.
  mutating func coordinate(span: CGFloat) -> CGFloat {
    switch byte() {
    case 0: .nan
    case 1: .infinity
    case 2: -1e7
    case 3: 1e300
    case 4...8: CGFloat(int(in: -200...200))
    default: CGFloat(int(in: 0...Int(span) * 4)) / 4
    }
  }

  /// One of `choices`, which is not empty.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...choices.count - 1)]
  }

  /// One of `ordinary`; or, when `allowing` (a file whose values may go past their limits), one
  /// time in eight one of `extreme`. A byte is read either way, so the decisions after it stay
  /// where they were.
  mutating func pick<T>(_ ordinary: [T], else extreme: [T], allowing: Bool) -> T {
    chance(224) || !allowing ? pick(ordinary) : pick(extreme)
  }
}
