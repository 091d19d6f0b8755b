import UIKit

// A search bar over a list: typing filters the rows, Search dismisses the keyboard, Cancel clears
// the search, and tapping a row picks it. The list is a scroll view of buttons.
// Edits from the UIKit original: `@objc` removed; `#selector(rowTapped(_:))` written as the
// method reference `FruitSearchViewController.rowTapped`.

final class FruitSearchViewController: UIViewController, UISearchBarDelegate {
  let searchBar = UISearchBar()
  let listView = UIScrollView()
  private(set) var rowButtons: [UIButton] = []
  private(set) var picked: [String] = []

  private let fruits = [
    "Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Papaya",
  ]
  private let rowHeight: CGFloat = 44

  /// The rows the list shows now.
  var visibleFruits: [String] {
    rowButtons.compactMap { $0.title(for: .normal) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: 56)
    searchBar.placeholder = "Search fruit"
    searchBar.autocapitalizationType = .none
    searchBar.delegate = self
    view.addSubview(searchBar)

    listView.frame = CGRect(
      x: 0, y: 96, width: view.bounds.width, height: view.bounds.height - 96)
    listView.keyboardDismissMode = .onDrag
    view.addSubview(listView)
    reloadRows(matching: "")
  }

  private func reloadRows(matching query: String) {
    for button in rowButtons {
      button.removeFromSuperview()
    }
    let matches =
      query.isEmpty
      ? fruits : fruits.filter { $0.lowercased().contains(query.lowercased()) }
    rowButtons = matches.enumerated().map { index, fruit in
      let button = UIButton(type: .system)
      button.frame = CGRect(
        x: 0, y: CGFloat(index) * rowHeight, width: listView.bounds.width, height: rowHeight)
      button.setTitle(fruit, for: .normal)
      button.addTarget(self, action: FruitSearchViewController.rowTapped, for: .touchUpInside)
      listView.addSubview(button)
      return button
    }
    listView.contentSize = CGSize(
      width: listView.bounds.width, height: CGFloat(matches.count) * rowHeight)
  }

  func rowTapped(_ sender: UIButton) {
    guard let fruit = sender.title(for: .normal) else { return }
    picked.append(fruit)
    searchBar.resignFirstResponder()
  }

  // MARK: - UISearchBarDelegate

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
    searchBar.setShowsCancelButton(true, animated: true)
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    reloadRows(matching: searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchBar.resignFirstResponder()
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    searchBar.text = ""
    reloadRows(matching: "")
    searchBar.setShowsCancelButton(false, animated: true)
    searchBar.resignFirstResponder()
  }
}
