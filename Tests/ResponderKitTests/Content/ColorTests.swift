import Foundation
import ResponderKit
import Testing

@Suite("Colours: UIKit's system and semantic colours, and reading components back (UIColor)")
struct ColorTests {
  /// Hue, saturation and brightness.
  static let hues: [(Double, Double, Double)] = [
    (0, 1, 1), (1.0 / 6, 0.5, 0.8), (1.0 / 3, 1, 0.5), (0.5, 0.25, 1), (2.0 / 3, 0.75, 0.75),
    (5.0 / 6, 1, 0.3), (0.95, 0.6, 0.9),
  ]

  static let system: [(String, Color, [Int], CGFloat)] = [
    ("systemRed", .systemRed, [255, 59, 48], 1),
    ("systemOrange", .systemOrange, [255, 149, 0], 1),
    ("systemYellow", .systemYellow, [255, 204, 0], 1),
    ("systemGreen", .systemGreen, [52, 199, 89], 1),
    ("systemMint", .systemMint, [0, 199, 190], 1),
    ("systemTeal", .systemTeal, [48, 176, 199], 1),
    ("systemCyan", .systemCyan, [50, 173, 230], 1),
    ("systemBlue", .systemBlue, [0, 122, 255], 1),
    ("systemIndigo", .systemIndigo, [88, 86, 214], 1),
    ("systemPurple", .systemPurple, [175, 82, 222], 1),
    ("systemPink", .systemPink, [255, 45, 85], 1),
    ("systemBrown", .systemBrown, [162, 132, 94], 1),
    ("systemGray", .systemGray, [142, 142, 147], 1),
    ("systemGray2", .systemGray2, [174, 174, 178], 1),
    ("systemGray3", .systemGray3, [199, 199, 204], 1),
    ("systemGray4", .systemGray4, [209, 209, 214], 1),
    ("systemGray5", .systemGray5, [229, 229, 234], 1),
    ("systemGray6", .systemGray6, [242, 242, 247], 1),
    ("label", .label, [0, 0, 0], 1),
    ("secondaryLabel", .secondaryLabel, [60, 60, 67], 0.6),
    ("tertiaryLabel", .tertiaryLabel, [60, 60, 67], 0.3),
    ("quaternaryLabel", .quaternaryLabel, [60, 60, 67], 0.18),
    ("placeholderText", .placeholderText, [60, 60, 67], 0.3),
    ("link", .link, [0, 122, 255], 1),
    ("systemBackground", .systemBackground, [255, 255, 255], 1),
    ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247], 1),
    ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255], 1),
    ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247], 1),
    ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [255, 255, 255], 1),
    ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [242, 242, 247], 1),
    ("systemFill", .systemFill, [120, 120, 128], 0.2),
    ("secondarySystemFill", .secondarySystemFill, [120, 120, 128], 0.16),
    ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128], 0.12),
    ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128], 0.08),
    ("separator", .separator, [60, 60, 67], 0.29),
    ("opaqueSeparator", .opaqueSeparator, [198, 198, 200], 1),
  ]

  @Test(
    "UIColor's system and semantic colours have their light-appearance values, and their names",
    arguments: system)
  func systemColor(row: (String, Color, [Int], CGFloat)) {
    let (name, color, bytes, alpha) = row
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var opacity: CGFloat = 0
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &opacity))
    #expect([red, green, blue].map { Int(($0 * 255).rounded()) } == bytes, "\(name)")
    #expect(abs(opacity - alpha) < 1e-12, "\(name)")
    #expect(Color.named[name] == color, "\(name) by name, as scenario files write it")
    #expect(Color(css: name) == color)
  }

  @Test(
    "UIColor.getHue(_:saturation:brightness:alpha:) reads back init(hue:saturation:brightness:alpha:)",
    arguments: ColorTests.hues)
  func hueRoundTrip(row: (Double, Double, Double)) {
    let (hue, saturation, brightness) = row
    let color = Color(
      hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness),
      alpha: 0.4)
    var h: CGFloat = -1
    var s: CGFloat = -1
    var b: CGFloat = -1
    var a: CGFloat = -1
    color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
    #expect(abs(h - CGFloat(hue)) < 1e-9 && abs(s - CGFloat(saturation)) < 1e-9)
    #expect(abs(b - CGFloat(brightness)) < 1e-9 && abs(a - 0.4) < 1e-12)
  }

  @Test("getHue of a grey: hue and saturation 0; nil pointers are skipped")
  func hueOfGrey() {
    var h: CGFloat = -1
    var s: CGFloat = -1
    var b: CGFloat = -1
    #expect(Color.gray.getHue(&h, saturation: &s, brightness: &b, alpha: nil))
    #expect(h == 0 && s == 0 && b == 0.5)
    var red: CGFloat = -1
    #expect(Color.systemBlue.getRed(&red, green: nil, blue: nil, alpha: nil))
    #expect(red == 0)
  }

  @Test("UIColor.getWhite(_:alpha:): a grey converts; a colour does not and writes nothing")
  func white() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(Color(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
    #expect(white == 0.25 && alpha == 0.5)
    white = -1
    #expect(!Color.systemRed.getWhite(&white, alpha: &alpha))
    #expect(white == -1)
  }

  @Test("UIColor.withAlphaComponent(_:) keeps the colour, changes the opacity")
  func withAlpha() {
    let faded = Color.systemGreen.withAlphaComponent(0.5)
    #expect(faded.alpha == 0.5)
    #expect(faded.withAlphaComponent(1) == .systemGreen)
  }
}
