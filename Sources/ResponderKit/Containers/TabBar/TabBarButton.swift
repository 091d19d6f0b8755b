import Foundation

/// The control a tab bar shows for each item, as UIKit's `UITabBarButton`: the item's image above
/// its title, both inert, so a touch anywhere on the button lands on the button. It selects its
/// item when the finger lifts inside it (touch-up), as UIKit's does.
final class TabBarButton: Control, UIKitPrivateView {
  static let uikitClassName = "UITabBarButton"
  /// The item the button stands for.
  let item: TabBarItem
  /// The item's image (UIKit's `UITabBarSwappableImageView`).
  let imageView = TabBarImageView(image: nil)
  /// The item's title (UIKit's `UITabBarButtonLabel`).
  let titleLabel = TabBarButtonLabel(frame: .zero)

  init(item: TabBarItem) {
    self.item = item
    super.init(frame: .zero)
    addSubview(imageView)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  override var traceName: String {
    accessibilityIdentifier ?? item.title.map { "\(Self.uikitClassName) \"\($0)\"" }
      ?? Self.uikitClassName
  }

  /// Shows the item: its image (the selected one while selected) and its title.
  func update() {
    isEnabled = item.isEnabled
    accessibilityIdentifier = item.accessibilityIdentifier
    imageView.image = isSelected ? (item.selectedImage ?? item.image) : item.image
    titleLabel.text = item.title
    setNeedsLayout()
  }

  /// The image centred in the upper part, the title across the bottom (ResponderKit's metrics:
  /// a 30 pt image area and a 10 pt font).
  override func layoutSubviews() {
    super.layoutSubviews()
    let side = min(25, bounds.height)
    imageView.frame = CGRect(x: (bounds.width - side) / 2, y: 4, width: side, height: side)
    titleLabel.frame = CGRect(x: 0, y: bounds.height - 16, width: bounds.width, height: 12)
  }
}

/// A tab bar button's image view, named as UIKit names it.
final class TabBarImageView: ImageView, UIKitPrivateView {
  static let uikitClassName = "UITabBarSwappableImageView"
}

/// A tab bar button's title, named as UIKit names it.
final class TabBarButtonLabel: Label, UIKitPrivateView {
  static let uikitClassName = "UITabBarButtonLabel"

  override init(frame: CGRect) {
    super.init(frame: frame)
    font = .systemFont(ofSize: 10)
    textAlignment = .center
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The background behind a bar's items, as UIKit's `_UIBarBackground`: it fills the bar and
/// takes no touches, so a touch between buttons lands on the bar itself.
final class BarBackgroundView: View, UIKitPrivateView {
  static let uikitClassName = "_UIBarBackground"

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}
