import Foundation

/// What a navigation bar shows for one view controller (`UINavigationItem`): its title and its
/// bar button items. Each view controller has one (``ViewController/navigationItem``).
@preconcurrency @MainActor
open class NavigationItem: NSObject {
  /// The title in the bar's centre; the controller's `title` when not set.
  open var title: String? { didSet { changed() } }
  /// A view shown in place of the title.
  open var titleView: View? { didSet { changed() } }
  /// The bar's look while this item is on top; kept only.
  open var standardAppearance: NavigationBarAppearance?
  /// The bar's look while this item is on top and content is at the edge; kept only.
  open var scrollEdgeAppearance: NavigationBarAppearance?
  /// The bar's look while this item is on top and the bar compact; kept only.
  open var compactAppearance: NavigationBarAppearance?
  /// How large this item's title is shown; kept only.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// The items on the left (leading) side, after the back button unless it is hidden.
  open var leftBarButtonItems: [BarButtonItem]? { didSet { changed() } }
  /// The items on the right (trailing) side, from the edge inward.
  open var rightBarButtonItems: [BarButtonItem]? { didSet { changed() } }
  /// The item the *next* controller's bar shows as its back button; a plain back button titled
  /// with this item's title when `nil`.
  open var backBarButtonItem: BarButtonItem? { didSet { changed() } }
  /// The title of the back button the next controller shows.
  open var backButtonTitle: String? { didSet { changed() } }
  /// Whether the back button is hidden while this item is on top.
  open var hidesBackButton = false { didSet { changed() } }
  /// Whether the left items show beside the back button rather than replacing it.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }
  /// A line of text above the title; stored only.
  open var prompt: String?
  /// The bar showing the item, told to lay out again when the item changes.
  weak var bar: NavigationBar?

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item with no title.
  public override init() { super.init() }

  /// The first left item.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the first left item; `animated` is accepted and ignored.
  open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the first right item; `animated` is accepted and ignored.
  open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets the left items; `animated` is accepted and ignored.
  open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
  /// Sets the right items; `animated` is accepted and ignored.
  open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  /// Hides or shows the back button; `animated` is accepted and ignored.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  private func changed() { bar?.setNeedsLayout() }
}

extension NavigationItem {
  /// Whether an item's title is shown large (`UINavigationItem.LargeTitleDisplayMode`), with
  /// UIKit's raw values; kept only.
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable, CaseIterable {
    /// As the item below it.
    case automatic = 0
    /// Large, when the bar prefers large titles.
    case always = 1
    /// Never large.
    case never = 2
    /// Large when inline is not possible.
    case inline = 3
  }
}
