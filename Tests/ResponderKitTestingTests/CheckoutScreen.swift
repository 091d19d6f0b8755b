import Foundation
import UIKit

/// A checkout screen written as UIKit code is (the compatibility module's names): what the
/// Hammer-style tests drive by identifier and label.
final class CheckoutViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let buyButton = UIButton(type: .system)
  let quantity = UISlider()
  let items = UITableView()
  let note = UITextField()
  let giftWrap = UIView()
  let payButton = UIButton(type: .system)
  let spinner = UIView()
  var basket = ["Apples", "Pears", "Plums"]
  var bought = 0
  var wrapped = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    buyButton.setTitle("Buy", for: .normal)
    buyButton.accessibilityIdentifier = "buy"
    buyButton.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
    buyButton.addAction(UIAction { [unowned self] _ in bought += 1 }, for: .touchUpInside)
    quantity.accessibilityIdentifier = "quantity"
    quantity.frame = CGRect(x: 20, y: 120, width: 300, height: 34)
    items.frame = CGRect(x: 0, y: 170, width: 375, height: 3 * 44)
    items.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    items.dataSource = self
    items.delegate = self
    note.accessibilityIdentifier = "note"
    note.borderStyle = .roundedRect
    note.frame = CGRect(x: 20, y: 320, width: 300, height: 34)
    giftWrap.accessibilityIdentifier = "giftWrap"
    giftWrap.frame = CGRect(x: 20, y: 370, width: 100, height: 100)
    let hold = UILongPressGestureRecognizer(target: self, action: CheckoutViewController.held)
    giftWrap.addGestureRecognizer(hold)
    payButton.setTitle("Pay", for: .normal)
    payButton.accessibilityIdentifier = "pay"
    payButton.frame = CGRect(x: 20, y: 500, width: 200, height: 44)
    spinner.accessibilityIdentifier = "spinner"
    spinner.frame = CGRect(x: 0, y: 480, width: 375, height: 100)
    for subview in [buyButton, quantity, items, note, giftWrap, payButton, spinner] {
      view.addSubview(subview)
    }
  }

  func held(_ recognizer: UILongPressGestureRecognizer) {
    if recognizer.state == .began { wrapped = true }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    basket.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = basket[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [unowned self] _, _, done in
      basket.remove(at: indexPath.row)
      tableView.reloadData()
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}
