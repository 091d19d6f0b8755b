import UIKit

// A star rating control built from buttons sized by their content, coloured with system colours.
// Edits from the UIKit original: `@objc` removed; `#selector(starTapped(_:))` written
// `RatingControl.starTapped`.

final class RatingControl: UIControl {
  private var starButtons: [UIButton] = []
  private let spacing: CGFloat = 8

  var rating = 0 {
    didSet {
      updateSelection()
      sendActions(for: .valueChanged)
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for _ in 0..<5 {
      let button = UIButton(type: .custom)
      button.setTitle("★", for: .normal)
      button.setTitleColor(.systemGray4, for: .normal)
      button.setTitleColor(.systemYellow, for: .selected)
      button.sizeToFit()
      button.addTarget(self, action: RatingControl.starTapped, for: .touchUpInside)
      addSubview(button)
      starButtons.append(button)
    }
    backgroundColor = .secondarySystemBackground
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    guard let star = starButtons.first?.bounds.size else { return .zero }
    let count = CGFloat(starButtons.count)
    return CGSize(width: star.width * count + spacing * (count - 1), height: star.height)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    return intrinsicContentSize
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var x: CGFloat = 0
    for button in starButtons {
      button.frame.origin = CGPoint(x: x, y: 0)
      x += button.bounds.width + spacing
    }
  }

  func starTapped(_ sender: UIButton) {
    guard let index = starButtons.firstIndex(of: sender) else { return }
    rating = rating == index + 1 ? 0 : index + 1
  }

  private func updateSelection() {
    for (index, button) in starButtons.enumerated() {
      button.isSelected = index < rating
    }
  }

  var selectedStarColors: [UIColor?] {
    return starButtons.map { $0.titleColor(for: $0.isSelected ? .selected : .normal) }
  }
}
