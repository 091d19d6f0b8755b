import UIKit

// A quantity control: minus and plus buttons either side of the count, laid out inside the control
// with anchors, and the control itself sized by its intrinsic content size where a screen centres
// it. No frame is set anywhere.
// Edits from the UIKit original: `@objc` removed; `#selector(decrement)` and `#selector(increment)`
// written `QuantityControl.decrement` and `.increment`, `#selector(quantityChanged)`
// `QuantityViewController.quantityChanged`.

final class QuantityControl: UIControl {
  let minusButton = UIButton(type: .system)
  let plusButton = UIButton(type: .system)
  let countLabel = UILabel()

  var minimum = 1
  private(set) var quantity = 1 {
    didSet {
      countLabel.text = "\(quantity)"
      sendActions(for: .valueChanged)
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    minusButton.setTitle("−", for: .normal)
    plusButton.setTitle("+", for: .normal)
    countLabel.text = "\(quantity)"
    countLabel.textAlignment = .center
    minusButton.addTarget(self, action: QuantityControl.decrement, for: .touchUpInside)
    plusButton.addTarget(self, action: QuantityControl.increment, for: .touchUpInside)
    for subview in [minusButton, countLabel, plusButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      minusButton.leadingAnchor.constraint(equalTo: leadingAnchor),
      minusButton.topAnchor.constraint(equalTo: topAnchor),
      minusButton.bottomAnchor.constraint(equalTo: bottomAnchor),
      minusButton.widthAnchor.constraint(equalTo: minusButton.heightAnchor),
      plusButton.trailingAnchor.constraint(equalTo: trailingAnchor),
      plusButton.topAnchor.constraint(equalTo: topAnchor),
      plusButton.bottomAnchor.constraint(equalTo: bottomAnchor),
      plusButton.widthAnchor.constraint(equalTo: plusButton.heightAnchor),
      countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 132, height: 44)
  }

  func decrement() {
    if quantity > minimum { quantity -= 1 }
  }

  func increment() {
    quantity += 1
  }
}

final class QuantityViewController: UIViewController {
  let quantityControl = QuantityControl()
  private(set) var changes: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    quantityControl.translatesAutoresizingMaskIntoConstraints = false
    quantityControl.addTarget(
      self, action: QuantityViewController.quantityChanged, for: .valueChanged)
    view.addSubview(quantityControl)
    NSLayoutConstraint.activate([
      quantityControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      quantityControl.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  func quantityChanged() {
    changes.append(quantityControl.quantity)
  }
}
