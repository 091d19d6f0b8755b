import UIKit

// An app's branding, set once at launch and per screen, as most UIKit apps write it: opaque bars
// with a brand colour and white titles, Dynamic Type fonts, a button with background images, and
// attributed titles. None of it changes where touches go. Edits from the UIKit original: none.

@MainActor
enum Brand {
  static let colour = UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)

  static func navigationAppearance() -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = colour
    appearance.shadowColor = .clear
    appearance.titleTextAttributes = [
      .foregroundColor: UIColor.white,
      .font: UIFont.systemFont(ofSize: 17, weight: .semibold),
    ]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    return appearance
  }

  static func style(_ navigationController: UINavigationController) {
    let bar = navigationController.navigationBar
    let appearance = navigationAppearance()
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance
    bar.compactAppearance = appearance
    bar.tintColor = .white
    bar.prefersLargeTitles = true
  }
}

final class BrandedProfileViewController: UIViewController {
  let followButton = UIButton(type: .custom)
  let nameLabel = UILabel()
  private(set) var follows = 0

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override func awakeFromNib() {
    super.awakeFromNib()
    follows = 0
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    navigationItem.largeTitleDisplayMode = .always
    nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    nameLabel.attributedText = NSAttributedString(
      string: "Ada", attributes: [.font: UIFont.preferredFont(forTextStyle: .title1)])
    nameLabel.frame = CGRect(x: 20, y: 120, width: 200, height: 34)
    view.addSubview(nameLabel)
    followButton.setBackgroundImage(UIImage(named: "pill"), for: .normal)
    followButton.setBackgroundImage(UIImage(named: "pill-pressed"), for: .highlighted)
    followButton.adjustsImageWhenHighlighted = false
    followButton.setAttributedTitle(
      NSAttributedString(string: "Follow", attributes: [.foregroundColor: UIColor.white]),
      for: .normal)
    followButton.frame = CGRect(x: 20, y: 180, width: 120, height: 44)
    followButton.addTarget(
      self, action: BrandedProfileViewController.follow, for: .touchUpInside)
    view.addSubview(followButton)
  }

  func follow() {
    follows += 1
  }
}
