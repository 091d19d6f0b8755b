import Foundation

extension View {
  /// How a view lays out its content when its size changes, with UIKit's raw values. Kept, not
  /// acted on: ResponderKit draws nothing.
  public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
    /// Stretch to fill.
    case scaleToFill = 0
    /// Fit, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Fill, keeping the aspect ratio.
    case scaleAspectFill = 2
    /// Redraw on bounds change.
    case redraw = 3
    /// Centred.
    case center = 4
    /// Top.
    case top = 5
    /// Bottom.
    case bottom = 6
    /// Left.
    case left = 7
    /// Right.
    case right = 8
    /// Top left.
    case topLeft = 9
    /// Top right.
    case topRight = 10
    /// Bottom left.
    case bottomLeft = 11
    /// Bottom right.
    case bottomRight = 12
  }
}

/// How a label aligns its text, with UIKit's (`NSTextAlignment`) raw values.
public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
  /// Left.
  case left = 0
  /// Centred.
  case center = 1
  /// Right.
  case right = 2
  /// Justified.
  case justified = 3
  /// By the script's direction.
  case natural = 4
}

/// A font as an inert value: UIKit's `UIFont` reduced to a name and a size.
public struct Font: Hashable, Sendable {
  /// The font's name.
  public var fontName: String
  /// The size in points.
  public var pointSize: CGFloat

  /// A named font.
  public init?(name: String, size: CGFloat) {
    fontName = name
    pointSize = size
  }

  /// The system font of a size.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(fontName: "system", pointSize: size)
  }

  /// The bold system font of a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(fontName: "system-bold", pointSize: size)
  }

  private init(fontName: String, pointSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = pointSize
  }
}
