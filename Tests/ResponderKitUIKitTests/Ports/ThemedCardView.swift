import UIKit

// A card that recolours itself when the interface style changes, and a settings screen that
// forces the dark style and light status bar content, as apps adopting dark mode write them.
// Edits from the UIKit original: none.

final class ThemedCardView: UIView {
  private(set) var recolourings = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    applyColours()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    applyColours()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else {
      return
    }
    applyColours()
  }

  private func applyColours() {
    recolourings += 1
    backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .white
    layer.borderColor = UIColor.separator.cgColor
  }
}

final class DarkSettingsViewController: UIViewController {
  let card = ThemedCardView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    if traitCollection.horizontalSizeClass == .compact {
      card.frame.size.width = view.bounds.width - 40
    }
  }

  func forceDark() {
    overrideUserInterfaceStyle = .dark
    setNeedsStatusBarAppearanceUpdate()
  }
}
