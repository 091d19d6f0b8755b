import UIKit

// A card screen: a rounded card pinned by anchors to the root view's layout margins and safe area,
// holding a vertical stack view of a title and three buttons that share the card's height equally.
// No frame is set anywhere: Auto Layout and the stack view place everything.
// Edits from the UIKit original: `@objc` removed (three times); `#selector(like)`,
// `#selector(share)` and `#selector(save)` written as the method references
// `CardStackViewController.like`, `.share` and `.save`.

final class CardStackViewController: UIViewController {
  let cardView = UIView()
  let stackView = UIStackView()
  let titleLabel = UILabel()
  let likeButton = UIButton(type: .system)
  let shareButton = UIButton(type: .system)
  let saveButton = UIButton(type: .system)

  /// The actions the buttons sent, in order.
  private(set) var actions: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    cardView.backgroundColor = .secondarySystemBackground
    cardView.layer.cornerRadius = 16
    cardView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(cardView)

    titleLabel.text = "Today's pick"
    titleLabel.font = .boldSystemFont(ofSize: 20)
    titleLabel.textAlignment = .center

    likeButton.setTitle("Like", for: .normal)
    likeButton.addTarget(self, action: CardStackViewController.like, for: .touchUpInside)
    shareButton.setTitle("Share", for: .normal)
    shareButton.addTarget(self, action: CardStackViewController.share, for: .touchUpInside)
    saveButton.setTitle("Save", for: .normal)
    saveButton.addTarget(self, action: CardStackViewController.save, for: .touchUpInside)

    stackView.axis = .vertical
    stackView.distribution = .fillEqually
    stackView.spacing = 12
    stackView.translatesAutoresizingMaskIntoConstraints = false
    for arranged in [titleLabel, likeButton, shareButton, saveButton] {
      stackView.addArrangedSubview(arranged)
    }
    cardView.addSubview(stackView)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      cardView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      cardView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      cardView.heightAnchor.constraint(equalToConstant: 300),

      stackView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 20),
      stackView.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -20),
      stackView.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 20),
      stackView.bottomAnchor.constraint(equalTo: cardView.bottomAnchor, constant: -20),
    ])
  }

  func like(_ sender: UIButton) {
    actions.append("like")
    sender.isSelected.toggle()
  }

  func share(_ sender: UIButton) {
    actions.append("share")
  }

  func save(_ sender: UIButton) {
    actions.append("save")
    // Saved cards drop the Share button: the stack view closes the gap.
    shareButton.isHidden = true
  }
}
