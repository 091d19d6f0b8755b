import Foundation

/// The traits of the environment a view or view controller is in (`UITraitCollection`): its
/// interface style, size classes, scale and idiom. An immutable value compared by its traits.
///
/// A view in a window reads the style that the nearest override above it asks
/// (``View/overrideUserInterfaceStyle``, a root view's controller's
/// ``ViewController/overrideUserInterfaceStyle``), else light, the system's appearance here; its
/// size classes follow its window's size (Choices, "Traits"). A view outside any window reads
/// every trait unspecified but the scale and idiom.
public final class TraitCollection: NSObject, @unchecked Sendable {
  /// The interface style: light or dark, or unspecified.
  public let userInterfaceStyle: UserInterfaceStyle
  /// The horizontal size class.
  public let horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UserInterfaceSizeClass
  /// Points to pixels; 0 when unspecified.
  public let displayScale: CGFloat
  /// The kind of device.
  public let userInterfaceIdiom: UserInterfaceIdiom

  /// A collection with every trait given; the designated initializer.
  init(
    style: UserInterfaceStyle, horizontal: UserInterfaceSizeClass,
    vertical: UserInterfaceSizeClass, scale: CGFloat, idiom: UserInterfaceIdiom
  ) {
    userInterfaceStyle = style
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    displayScale = scale
    userInterfaceIdiom = idiom
    super.init()
  }

  /// A collection with every trait unspecified.
  public override convenience init() {
    self.init(
      style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0,
      idiom: .unspecified)
  }

  /// A collection with only the interface style specified.
  public convenience init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(
      style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0,
      idiom: .unspecified)
  }

  /// A collection with only the horizontal size class specified.
  public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.init(
      style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0,
      idiom: .unspecified)
  }

  /// A collection with only the vertical size class specified.
  public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
    self.init(
      style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, scale: 0,
      idiom: .unspecified)
  }

  /// Whether colours would look different under `traitCollection`: whether the interface
  /// styles differ.
  public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  /// Whether `object` is a collection with the same traits.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TraitCollection else { return false }
    return userInterfaceStyle == other.userInterfaceStyle
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
      && userInterfaceIdiom == other.userInterfaceIdiom
  }

  /// A hash of the traits, consistent with ``isEqual(_:)``.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(displayScale)
    hasher.combine(userInterfaceIdiom)
    return hasher.finalize()
  }

  /// The traits, as UIKit's description lists them.
  public override var description: String {
    "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), DisplayScale = \(displayScale), UserInterfaceIdiom = \(userInterfaceIdiom)>"
  }

  /// The size classes of a window of `size` (Choices, "Traits"): compact across under
  /// ``SplitViewController/compactWidthThreshold`` (an iPhone's width), compact down under
  /// ``compactHeightThreshold`` (an iPhone's height in landscape).
  @MainActor
  static func sizeClasses(of size: CGSize) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
    (
      size.width < SplitViewController.compactWidthThreshold ? .compact : .regular,
      size.height < compactHeightThreshold ? .compact : .regular
    )
  }

  /// The height under which a window's vertical size class is compact, in points: iPhones in
  /// landscape are 320 to 440 pt tall, iPads and iPhones in portrait at least 568 (Choices).
  public static let compactHeightThreshold: CGFloat = 500
}
