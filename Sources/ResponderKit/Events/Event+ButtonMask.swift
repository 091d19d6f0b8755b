extension Event {
  /// The buttons of an indirect pointer (`UIEvent.ButtonMask`).
  public struct ButtonMask: OptionSet, Hashable, Sendable, Codable {
    /// The raw bit mask: button *n* is bit *n* − 1.
    public let rawValue: Int
    /// Creates a mask from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary button (a left click, a trackpad click).
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button (a right click, a two-finger trackpad click).
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// Button number `buttonNumber`, counting from 1 (the primary).
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      precondition((1...62).contains(buttonNumber), "Buttons are numbered 1 to 62")
      return ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }
}
