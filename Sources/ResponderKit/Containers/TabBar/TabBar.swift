import Foundation

/// The bar of a tab bar controller, or a standalone bar of items (`UITabBar`): one button per
/// item (UIKit's `UITabBarButton`) across its width, in front of a background that takes no
/// touches (§18.6).
///
/// A tap selects its item when the finger lifts inside the button: the bar's ``selectedItem``
/// becomes it and the ``delegate`` hears ``TabBarDelegate/tabBar(_:didSelect:)``. A bar that a
/// ``TabBarController`` manages belongs to it: setting its delegate, items or selected item
/// directly stops the program, as UIKit raises `NSInternalInconsistencyException`.
///
/// Buttons are laid out as iOS lays them out (public dumps of `UITabBar.subviews` on 320, 375,
/// 390 and 414 pt screens): the width is cut into equal slots, rounded to whole points, and each
/// button is its slot less 2 pt on each side, 1 pt from the top and 48 pt high.
open class TabBar: View {
  /// The bar's height, in points, on a screen with no bottom safe area.
  public static let height: CGFloat = 49

  /// The delegate told of each tap. A tab bar controller's bar has the controller.
  open var delegate: (any TabBarDelegate)? {
    get { delegateStorage }
    set {
      precondition(
        controller == nil || newValue === controller,
        uncaughtException(
          "NSInternalInconsistencyException",
          "Changing the delegate of a tab bar managed by a tab bar controller is not allowed."))
      delegateStorage = newValue
    }
  }
  /// The items shown, in order.
  open var items: [TabBarItem]? {
    get { itemList }
    set { setItems(newValue, animated: false) }
  }
  /// The item shown as selected, or `nil`.
  open var selectedItem: TabBarItem? {
    get { selectedStorage }
    set {
      checkUnmanaged()
      select(newValue)
    }
  }
  /// The tint of the selected item; stored only (``View/tintColor`` is the view's).
  open var unselectedItemTintColor: Color?
  /// The bar's background tint; stored only.
  open var barTintColor: Color?
  /// Whether the bar is translucent, as UIKit's default; stored only.
  open var isTranslucent = true
  /// The bar's look at rest; kept only.
  open var standardAppearance = TabBarAppearance()
  /// The bar's look while content is scrolled to its edge; kept only.
  open var scrollEdgeAppearance: TabBarAppearance?

  private weak var delegateStorage: (any TabBarDelegate)?
  private weak var selectedStorage: TabBarItem?
  private var itemList: [TabBarItem]?
  /// The controller that manages the bar, if any.
  weak var controller: TabBarController?
  /// The background view (UIKit's `_UIBarBackground`), first subview.
  let background = BarBackgroundView(frame: .zero)
  /// The buttons of the items, in order.
  private(set) var buttons: [TabBarButton] = []

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(background)
  }

  /// Creates a bar (no archives here).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(background)
  }

  /// Replaces the items; `animated` is ignored (no animation here).
  ///
  /// - Complexity: O(*n*) in the items.
  open func setItems(_ items: [TabBarItem]?, animated: Bool) {
    checkUnmanaged()
    replaceItems(items)
  }

  /// Bars are ``height`` high and as wide as offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }

  /// Lays out the background over the whole bar and the buttons in equal slots.
  ///
  /// - Complexity: O(*n*) in the items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    guard !buttons.isEmpty else { return }
    let slot = bounds.width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      let start = (slot * CGFloat(index)).rounded()
      let end = index == buttons.count - 1 ? bounds.width : (slot * CGFloat(index + 1)).rounded()
      button.frame = CGRect(x: start + 2, y: 1, width: max(0, end - start - 4), height: 48)
      button.isSelected = button.item === selectedStorage
      button.update()
    }
  }

  /// Shows `items`, making a button for each; the selected item stays selected if it is among
  /// them.
  func replaceItems(_ items: [TabBarItem]?) {
    for item in itemList ?? [] where item.bar === self { item.bar = nil }
    for button in buttons { button.removeFromSuperview() }
    itemList = items
    buttons = (items ?? []).map { item in
      item.bar = self
      let button = TabBarButton(item: item)
      button.addAction(
        Action(title: item.title ?? "") { [weak self, weak item] _ in
          guard let self, let item else { return }
          self.buttonTapped(item)
        }, for: .touchUpInside)
      addSubview(button)
      return button
    }
    if let selected = selectedStorage, !(items ?? []).contains(where: { $0 === selected }) {
      selectedStorage = nil
    }
    setNeedsLayout()
  }

  /// Marks `item` selected on the bar's buttons.
  func select(_ item: TabBarItem?) {
    selectedStorage = item
    for button in buttons {
      button.isSelected = button.item === item
      button.update()
    }
  }

  /// A button's touch-up: a managed bar asks its controller, which selects the item if it may;
  /// a standalone bar selects it. Either way the delegate hears of the item selected.
  private func buttonTapped(_ item: TabBarItem) {
    if let controller {
      controller.tabBarItemTapped(item)
      guard selectedStorage === item else { return }
    } else {
      select(item)
    }
    delegateStorage?.tabBar(self, didSelect: item)
  }

  private func checkUnmanaged() {
    precondition(
      controller == nil,
      uncaughtException(
        "NSInternalInconsistencyException",
        "Directly modifying a tab bar managed by a tab bar controller is not allowed."))
  }
}
