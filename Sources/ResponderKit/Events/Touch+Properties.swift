extension Touch {
  /// Touch properties that can arrive as estimates and be updated later, with UIKit's raw values.
  public struct Properties: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int
    /// Creates properties from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// ``Touch/force``.
    public static let force = Properties(rawValue: 1 << 0)
    /// ``Touch/azimuthAngle(in:)``.
    public static let azimuth = Properties(rawValue: 1 << 1)
    /// ``Touch/altitudeAngle``.
    public static let altitude = Properties(rawValue: 1 << 2)
    /// ``Touch/location(in:)``.
    public static let location = Properties(rawValue: 1 << 3)

    /// The names of the properties, joined by `|`, or `[]`.
    public var description: String {
      let names = [
        (Properties.force, "force"), (.azimuth, "azimuth"), (.altitude, "altitude"),
        (.location, "location"),
      ].filter { contains($0.0) }.map(\.1)
      return names.isEmpty ? "[]" : names.joined(separator: "|")
    }
  }
}
