import Foundation

/// UIKit's system and semantic colours, with their values in the light appearance (iOS 15 to 18,
/// sRGB, the default contrast). ResponderKit has one appearance: a colour that adapts in UIKit
/// is its light value here. iOS 26 retuned some tints slightly; these are the values UIKit gave
/// from iOS 15 (iOS 13 for all but mint and cyan, whose teal was then (90, 200, 250)).
extension Color {
  /// An opaque colour from 0–255 components.
  private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
    Color(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
      alpha: alpha)
  }

  // MARK: System tints

  /// The system red: (255, 59, 48).
  public static let systemRed = rgb(255, 59, 48)
  /// The system orange: (255, 149, 0).
  public static let systemOrange = rgb(255, 149, 0)
  /// The system yellow: (255, 204, 0).
  public static let systemYellow = rgb(255, 204, 0)
  /// The system green: (52, 199, 89).
  public static let systemGreen = rgb(52, 199, 89)
  /// The system mint (iOS 15): (0, 199, 190).
  public static let systemMint = rgb(0, 199, 190)
  /// The system teal: (48, 176, 199) since iOS 15.
  public static let systemTeal = rgb(48, 176, 199)
  /// The system cyan (iOS 15): (50, 173, 230).
  public static let systemCyan = rgb(50, 173, 230)
  /// The system blue: (0, 122, 255).
  public static let systemBlue = rgb(0, 122, 255)
  /// The system indigo: (88, 86, 214).
  public static let systemIndigo = rgb(88, 86, 214)
  /// The system purple: (175, 82, 222).
  public static let systemPurple = rgb(175, 82, 222)
  /// The system pink: (255, 45, 85).
  public static let systemPink = rgb(255, 45, 85)
  /// The system brown: (162, 132, 94).
  public static let systemBrown = rgb(162, 132, 94)

  // MARK: System greys

  /// The system grey: (142, 142, 147).
  public static let systemGray = rgb(142, 142, 147)
  /// The second system grey: (174, 174, 178).
  public static let systemGray2 = rgb(174, 174, 178)
  /// The third system grey: (199, 199, 204).
  public static let systemGray3 = rgb(199, 199, 204)
  /// The fourth system grey: (209, 209, 214).
  public static let systemGray4 = rgb(209, 209, 214)
  /// The fifth system grey: (229, 229, 234).
  public static let systemGray5 = rgb(229, 229, 234)
  /// The sixth system grey, the lightest: (242, 242, 247).
  public static let systemGray6 = rgb(242, 242, 247)

  // MARK: Labels

  /// The colour of primary text: black.
  public static let label = rgb(0, 0, 0)
  /// The colour of secondary text: (60, 60, 67) at 60 %.
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  /// The colour of tertiary text: (60, 60, 67) at 30 %.
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  /// The colour of quaternary text: (60, 60, 67) at 18 %.
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  /// The colour of placeholder text: (60, 60, 67) at 30 %.
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  /// The colour of links: the system blue, (0, 122, 255).
  public static let link = rgb(0, 122, 255)

  // MARK: Backgrounds

  /// The background of a plain interface: white.
  public static let systemBackground = rgb(255, 255, 255)
  /// The background of content layered on ``systemBackground``: (242, 242, 247).
  public static let secondarySystemBackground = rgb(242, 242, 247)
  /// The background of content layered on ``secondarySystemBackground``: white.
  public static let tertiarySystemBackground = rgb(255, 255, 255)
  /// The background of a grouped interface: (242, 242, 247).
  public static let systemGroupedBackground = rgb(242, 242, 247)
  /// The background of content layered on ``systemGroupedBackground``: white.
  public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
  /// The background of content layered on ``secondarySystemGroupedBackground``: (242, 242, 247).
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)

  // MARK: Fills and separators

  /// The fill of thin and small shapes (a switch's track): (120, 120, 128) at 20 %.
  public static let systemFill = rgb(120, 120, 128, 0.2)
  /// The fill of medium shapes (a slider's track): (120, 120, 128) at 16 %.
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  /// The fill of large shapes (a search field): (118, 118, 128) at 12 %.
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  /// The fill of large areas with complex content: (116, 116, 128) at 8 %.
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
  /// A separator that lets what is beneath show through: (60, 60, 67) at 29 %.
  public static let separator = rgb(60, 60, 67, 0.29)
  /// An opaque separator: (198, 198, 200).
  public static let opaqueSeparator = rgb(198, 198, 200)

  /// The system and semantic colours by their UIKit names, for ``named``.
  static let systemColors: [String: Color] = [
    "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
    "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
    "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
    "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
    "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
    "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
    "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
    "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "link": .link,
    "systemBackground": .systemBackground,
    "secondarySystemBackground": .secondarySystemBackground,
    "tertiarySystemBackground": .tertiarySystemBackground,
    "systemGroupedBackground": .systemGroupedBackground,
    "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
    "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
    "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
    "separator": .separator, "opaqueSeparator": .opaqueSeparator,
  ]
}
