import Foundation

// Apple's platforms have Core Graphics. Not `!canImport(CoreGraphics)`: that is true on Linux
// once the package's own `CoreGraphics` module is in the build folder (PORTING.md).
#if !canImport(Darwin)
  /// A two-dimensional vector, as CoreGraphics' `CGVector`, for platforms without it.
  public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
  }
#endif
