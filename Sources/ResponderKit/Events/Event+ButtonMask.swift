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

    /// Button number `buttonNumber`, counting from 1 (the primary). UIKit computes it as
    /// `UIEventButtonMaskForButtonNumber` does, a shift with no check and nothing raised or
    /// logged; so does the engine, with Swift's shift: a number below 1 or past 64 gives the
    /// empty mask.
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      guard (1...64).contains(buttonNumber) else { return ButtonMask(rawValue: 0) }
      return ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }
}
