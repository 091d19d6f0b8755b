import Foundation

/// An element of a menu (UIKit's `UIMenuElement`): the base of ``Command`` and ``KeyCommand``.
/// ResponderKit shows no menus; the values are kept for code that builds and reads them.
@preconcurrency @MainActor
open class MenuElement: NSObject {
  /// The element's title.
  open var title: String
  /// The element's image, if any.
  open var image: Image?
  /// A second line under the title.
  open var subtitle: String?

  /// Creates an element with a title and an image.
  init(title: String, image: Image?) {
    self.title = title
    self.image = image
    super.init()
  }

  /// How an element looks and behaves in a menu (UIKit's `UIMenuElement.Attributes`).
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits, UIKit's values.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed; the action cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown as destructive.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Keeps the menu open when chosen (iOS 16).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a check mark (UIKit's `UIMenuElement.State`).
  public enum State: Int, Hashable, Sendable {
    /// No mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A mixed mark.
    case mixed = 2
  }
}
