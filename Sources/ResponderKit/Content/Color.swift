import Foundation

/// A colour as red, green, blue and alpha components from 0 to 1: UIKit's `UIColor` as a value.
/// ResponderKit draws nothing itself; the scenario renderer paints views with it.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0 to 1.
  public var red: CGFloat
  /// The green component, 0 to 1.
  public var green: CGFloat
  /// The blue component, 0 to 1.
  public var blue: CGFloat
  /// The opacity, 0 (clear) to 1.
  public var alpha: CGFloat

  /// Creates a colour from components; each is clamped to 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates a grey: `white` 0 is black, 1 is white.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness, each 0 to 1.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (Self.clamp(hue) * 6).truncatingRemainder(dividingBy: 6)
    let s = Self.clamp(saturation)
    let v = Self.clamp(brightness)
    let chroma = v * s
    let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch Int(h) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = v - chroma
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as CSS: `#rrggbb`, or `rgba(r, g, b, a)` when not opaque.
  public var cssValue: String {
    let bytes = [red, green, blue].map { Int(($0 * 255).rounded()) }
    if alpha >= 1 {
      return "#" + bytes.map { String(format: "%02x", $0) }.joined()
    }
    return "rgba(\(bytes[0]), \(bytes[1]), \(bytes[2]), \(alpha))"
  }

  /// ``cssValue``.
  public var description: String { cssValue }

  private static func clamp(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}

extension Color {
  /// Black.
  public static let black = Color(white: 0, alpha: 1)
  /// White.
  public static let white = Color(white: 1, alpha: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
  /// 50 % grey.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// 33 % grey.
  public static let darkGray = Color(white: 1 / 3, alpha: 1)
  /// 67 % grey.
  public static let lightGray = Color(white: 2 / 3, alpha: 1)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension Color {
  /// The named colours, by their names in UIKit (`systemBlue`, `red`, `secondaryLabel`, ...).
  public static let named: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear, "gray": .gray, "darkGray": .darkGray,
    "lightGray": .lightGray, "red": .red, "green": .green, "blue": .blue, "yellow": .yellow,
    "orange": .orange, "purple": .purple, "cyan": .cyan, "magenta": .magenta, "brown": .brown,
  ].merging(systemColors) { first, _ in first }

  /// A colour from `#rgb`, `#rrggbb`, `#rrggbbaa` or one of the ``named`` colours; `nil` for
  /// anything else.
  public init?(css text: String) {
    if let named = Color.named[text] {
      self = named
      return
    }
    guard text.hasPrefix("#"), text.count > 1 else { return nil }
    var digits = String(text.dropFirst())
    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
    guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else {
      return nil
    }
    let bytes = digits.count == 8 ? value : value << 8 | 0xff
    func component(_ shift: UInt64) -> CGFloat { CGFloat((bytes >> shift) & 0xff) / 255 }
    self.init(red: component(24), green: component(16), blue: component(8), alpha: component(0))
  }
}
