import Foundation

/// One item of a tab bar (`UITabBarItem`): a title, an image and a tag. A view controller in a
/// ``TabBarController`` has one (``ViewController/tabBarItem``), made with its title on first use.
///
/// The badge and the images are stored only: the engine draws nothing, and a badge takes no
/// touches on iOS either.
@preconcurrency @MainActor
open class TabBarItem: NSObject {
  /// UIKit's system items (`UITabBarItem.SystemItem`), with UIKit's raw values.
  public enum SystemItem: Int, Hashable, Sendable, CaseIterable {
    /// More (the item of a tab bar controller's More screen).
    case more = 0
    /// Favorites.
    case favorites
    /// Featured.
    case featured
    /// Top Rated.
    case topRated
    /// Recents.
    case recents
    /// Contacts.
    case contacts
    /// History.
    case history
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Downloads.
    case downloads
    /// Most Recent.
    case mostRecent
    /// Most Viewed.
    case mostViewed

    /// The title UIKit shows for it (in English).
    var title: String {
      switch self {
      case .topRated: "Top Rated"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      default: String(describing: self).capitalized
      }
    }
  }

  /// The title shown under the image.
  open var title: String? { didSet { bar?.setNeedsLayout() } }
  /// The image shown.
  open var image: Image?
  /// The image shown while the item is selected; `nil` shows ``image``.
  open var selectedImage: Image?
  /// An integer that identifies the item in app code.
  open var tag = 0
  /// Whether the item takes taps; a disabled item's button is disabled.
  open var isEnabled = true { didSet { bar?.setNeedsLayout() } }
  /// The text of the badge at the image's corner; stored only.
  open var badgeValue: String?
  /// The badge's colour; stored only.
  open var badgeColor: Color?
  /// The accessibility identifier, which UI tests find the item's button by.
  open var accessibilityIdentifier: String? { didSet { bar?.setNeedsLayout() } }
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The bar that shows the item, told to lay out again when the item changes.
  weak var bar: TabBar?

  /// Creates an item with no title or image.
  public override init() { super.init() }

  /// Creates an item (`init(title:image:tag:)`).
  public convenience init(title: String?, image: Image?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with an image for the selected state (`init(title:image:selectedImage:)`).
  public convenience init(title: String?, image: Image?, selectedImage: Image?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates a system item, titled as UIKit titles it (`init(tabBarSystemItem:tag:)`).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    title = systemItem.title
    self.tag = tag
  }
}
