import Foundation

extension View {
  /// How a view resizes when its superview's bounds size changes: UIKit's
  /// `UIView.AutoresizingMask`, with its raw values.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Creates a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the view resizes when its superview's bounds size changes (and the superview
  /// ``autoresizesSubviews``). Default empty: the view keeps its frame.
  public var autoresizingMask: AutoresizingMask {
    get { AutoresizingMask(rawValue: UInt(autoresizingBits)) }
    set { autoresizingBits = UInt8(truncatingIfNeeded: newValue.rawValue & 0x3F) }
  }

  /// Resizes each subview with a mask for a change of this view's bounds size from `oldSize`.
  ///
  /// On each axis the change is shared by the subview's flexible parts (margin before, size,
  /// margin after) in proportion to their current lengths, as UIKit documents; when they are
  /// all of zero length it is shared equally. With no flexible part on an axis the frame keeps
  /// its origin and size on it (the margin after absorbs the change).
  ///
  /// - Complexity: O(*s*) in the number of subviews.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    let newSize = layerBounds.size
    for subview in subviews where subview.autoresizingBits != 0 {
      let mask = subview.autoresizingMask
      var frame = subview.frame
      let x = Self.resize(
        start: frame.minX, length: frame.width, container: oldSize.width,
        change: newSize.width - oldSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let y = Self.resize(
        start: frame.minY, length: frame.height, container: oldSize.height,
        change: newSize.height - oldSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      frame = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
      subview.frame = frame
    }
  }

  /// One axis of the rule: the new start and length of a segment of `container`.
  private static func resize(
    start: CGFloat, length: CGFloat, container: CGFloat, change: CGFloat,
    flexible: (before: Bool, size: Bool, after: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let parts = [
      flexible.before ? max(0, start) : nil,
      flexible.size ? max(0, length) : nil,
      flexible.after ? max(0, container - start - length) : nil,
    ]
    let flexibleCount = parts.compactMap { $0 }.count
    guard change != 0, flexibleCount > 0 else { return (start, length) }
    let total = parts.compactMap { $0 }.reduce(0, +)
    func share(_ part: CGFloat?) -> CGFloat {
      guard let part else { return 0 }
      return total > 0 ? change * part / total : change / CGFloat(flexibleCount)
    }
    return (start + share(parts[0]), max(0, length + share(parts[1])))
  }
}
