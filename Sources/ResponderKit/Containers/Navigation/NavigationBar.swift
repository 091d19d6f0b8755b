import Foundation

/// The bar across the top of a navigation controller's view (`UINavigationBar`): a back button,
/// the top item's left items, its title and its right items, laid out by ResponderKit's metrics.
///
/// Each bar button item is shown as a ``Button`` titled as the item (or the item's custom view);
/// the back button pops the top view controller. The bar is 44 pt high at the top of the
/// navigation controller's view (ResponderKit has no status bar or safe area yet); items are 44 pt
/// high, at least 44 pt wide, their title's width plus 16 pt otherwise, 8 pt from the bar's
/// edges and from each other. Those metrics are ResponderKit's choice: UIKit's depend on the
/// device and the bar's appearance.
open class NavigationBar: View {
  /// The bar's height, in points.
  public static let height: CGFloat = 44
  /// The margin between the bar's edges and its items, and between items, in points.
  static let margin: CGFloat = 8

  /// The items of the navigation stack, root first: the bar shows the last.
  open var items: [NavigationItem]? {
    didSet {
      for item in oldValue ?? [] where item.bar === self { item.bar = nil }
      for item in items ?? [] { item.bar = self }
      setNeedsLayout()
    }
  }
  /// The item shown: the last of ``items``.
  open var topItem: NavigationItem? { items?.last }
  /// The item below the top one, whose title the back button shows.
  open var backItem: NavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }
  /// Whether the bar is translucent (the content runs under it, as UIKit's default); stored only.
  open var isTranslucent = true
  /// The bar's background tint; stored only.
  open var barTintColor: Color?
  /// Whether titles are large; stored only (ResponderKit draws every bar at one height).
  open var prefersLargeTitles = false
  /// The bar's look at rest; kept only.
  open var standardAppearance = NavigationBarAppearance()
  /// The bar's look while compact; kept only.
  open var compactAppearance: NavigationBarAppearance?
  /// The bar's look while content is scrolled to its edge; kept only.
  open var scrollEdgeAppearance: NavigationBarAppearance?
  /// The bar's look while compact and at the edge; kept only.
  open var compactScrollEdgeAppearance: NavigationBarAppearance?
  /// The attributes of the title's text; kept only.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title's text; kept only.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The image of the line under the bar; kept only.
  open var shadowImage: Image?
  /// What the back button does: the navigation controller pops its top view controller.
  var backAction: (() -> Void)?
  /// The views laid out for the items, rebuilt at each layout.
  private var itemViews: [View] = []

  /// Lays out the back button, the items and the title.
  ///
  /// - Complexity: O(*n*) in the top item's bar button items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for view in itemViews { view.removeFromSuperview() }
    itemViews = []
    guard let top = topItem else { return }
    var left = Self.margin
    var right = bounds.width - Self.margin
    let leftItems = top.leftBarButtonItems ?? []
    if let back = backItem, !top.hidesBackButton,
      leftItems.isEmpty || top.leftItemsSupplementBackButton
    {
      let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
      let button = place(title: "‹ " + title, at: &left, leading: true)
      button.addAction(
        Action(title: "back") { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
    }
    for item in leftItems { place(item, at: &left, leading: true) }
    for item in top.rightBarButtonItems ?? [] { place(item, at: &right, leading: false) }
    if let titleView = top.titleView {
      titleView.center = CGPoint(x: bounds.midX, y: bounds.midY)
      addItemView(titleView)
    } else if let title = top.title {
      let label = Label(frame: .zero)
      label.text = title
      label.sizeToFit()
      label.center = CGPoint(x: bounds.midX, y: bounds.midY)
      addItemView(label)
    }
  }

  /// Places a bar button item's view beside the last one.
  private func place(_ item: BarButtonItem, at position: inout CGFloat, leading: Bool) {
    item.owner = self
    if let custom = item.customView {
      let width = item.width > 0 ? item.width : custom.bounds.width
      let x = leading ? position : position - width
      custom.frame = CGRect(
        x: x, y: (Self.height - custom.bounds.height) / 2, width: width,
        height: custom.bounds.height)
      addItemView(custom)
      position += leading ? width + Self.margin : -(width + Self.margin)
      return
    }
    let button = place(title: item.title ?? "", at: &position, leading: leading, width: item.width)
    button.isEnabled = item.isEnabled
    button.addAction(
      Action(title: item.title ?? "") { [weak item] _ in item?.perform(with: nil) },
      for: .touchUpInside)
  }

  /// Places a titled button beside the last view.
  @discardableResult
  private func place(
    title: String, at position: inout CGFloat, leading: Bool, width fixed: CGFloat = 0
  ) -> Button {
    let measured = TextMeasure.size(of: title, font: .systemFont(ofSize: 17)).width + 16
    let width = fixed > 0 ? fixed : max(44, measured)
    let x = leading ? position : position - width
    let button = Button(frame: CGRect(x: x, y: 0, width: width, height: Self.height))
    button.setTitle(title, for: .normal)
    addItemView(button)
    position += leading ? width + Self.margin : -(width + Self.margin)
    return button
  }

  private func addItemView(_ view: View) {
    addSubview(view)
    itemViews.append(view)
  }
}
