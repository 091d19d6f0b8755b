import Foundation

// Apple's platforms have Core Graphics. Not `!canImport(CoreGraphics)`: that is true on Linux
// once the package's own `CoreGraphics` module is in the build folder (PORTING.md).
#if !canImport(Darwin)
  /// Core Graphics' `CGColor`, which Foundation lacks off Apple platforms: an immutable RGBA
  /// colour, a class as Core Graphics' is. UIKit code reaches it through `UIColor.cgColor` (a
  /// layer's border or shadow colour) and `UIColor(cgColor:)`.
  public final class CGColor: Sendable {
    /// The red, green, blue and alpha components, each 0 to 1.
    public let components: [CGFloat]?

    /// Creates a colour from its components, each clamped to 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha].map { min(max($0, 0), 1) }
    }

    /// The number of components, the alpha included: 4.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity, 0 (clear) to 1.
    public var alpha: CGFloat { components?.last ?? 1 }
  }
#endif

extension Color {
  /// The colour of a Core Graphics colour (`UIColor(cgColor:)`).
  public init(cgColor: CGColor) {
    let parts = cgColor.components ?? []
    if parts.count >= 4 {
      self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    } else if parts.count == 2 {
      self.init(white: parts[0], alpha: parts[1])
    } else {
      self.init(white: 0, alpha: cgColor.alpha)
    }
  }

  /// The colour as a Core Graphics colour (`UIColor.cgColor`), for a layer's colours.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}
