import Foundation

extension Font {
  /// A font's weight (`UIFont.Weight`), with UIKit's raw values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value, from -1 (thinnest) to 1 (heaviest).
    public var rawValue: CGFloat
    /// A weight of `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A Dynamic Type style (`UIFont.TextStyle`), with UIKit's raw values.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name, as UIKit spells it.
    public var rawValue: String
    /// A style named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level title.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Second-level title.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Third-level title.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// First caption.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Second caption.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size at the default (Large) content size, from Apple's Human Interface
    /// Guidelines' table of iOS text styles.
    var defaultSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The system font of a size and weight; the weight is kept in the name (`system-semibold`),
  /// as text is measured by size alone here.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    weight == .regular ? systemFont(ofSize: size) : Font(name: "system-\(weight.name)", size: size)!
  }

  /// The italic system font of a size.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    Font(name: "system-italic", size: size)!
  }

  /// The system font with digits of equal width, of a size and weight.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(name: "system-monospaced-digits-\(weight.name)", size: size)!
  }

  /// The font of a Dynamic Type style at the default content size (there is no user setting
  /// here): 17 pt body text, a 34 pt large title, and so on, as Apple's table gives them; the
  /// headline is semibold.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    style == .headline
      ? systemFont(ofSize: style.defaultSize, weight: .semibold)
      : systemFont(ofSize: style.defaultSize)
  }

  /// The same font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(name: fontName, size: fontSize)!
  }
}

extension Font.Weight {
  /// The weight's name, for font names.
  var name: String {
    switch self {
    case .ultraLight: "ultralight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    default: "weight\(rawValue)"
    }
  }
}
