extension Event {
  /// How a scroll was made (`UIScrollType`).
  public enum ScrollType: Int, Hashable, Sendable, Codable, CaseIterable {
    /// A mouse wheel's ticks: each reading a step, with no phases.
    case discrete = 0
    /// A trackpad's two-finger scroll: readings with a beginning and an end.
    case continuous = 1
  }

  /// The scroll types a pan recognizer follows (`UIScrollTypeMask`).
  public struct ScrollTypeMask: OptionSet, Hashable, Sendable, Codable {
    /// The raw bit mask: bit *n* is scroll type *n*.
    public let rawValue: Int
    /// Creates a mask from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mouse wheels.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// Trackpads.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: ScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask allows `type`.
    public func allows(_ type: ScrollType) -> Bool { rawValue & 1 << type.rawValue != 0 }
  }
}
