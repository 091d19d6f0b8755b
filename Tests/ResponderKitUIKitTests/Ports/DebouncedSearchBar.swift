import UIKit

// A search bar that runs its search 0.3 s after the last keystroke, asks an optional delegate
// method, and keeps its long press from fighting the scroll view's pan.
// Edits from the UIKit original: `@objc` removed (twice); `#selector(runSearch)` written
// `SearchBarView.runSearch`; the `@objc protocol` with an `optional` requirement becomes a plain
// protocol whose optional method has a default in an extension, and `delegate?.didClear?(self)`
// loses its `?` (Swift protocols off Apple platforms have no optional requirements).

protocol SearchBarViewDelegate: AnyObject {
  func searchBar(_ searchBar: SearchBarView, didSearch text: String)
  // optional
  func searchBarDidClear(_ searchBar: SearchBarView)
}

extension SearchBarViewDelegate {
  func searchBarDidClear(_ searchBar: SearchBarView) {}
}

final class SearchBarView: UIView, UIGestureRecognizerDelegate {
  weak var delegate: SearchBarViewDelegate?
  private(set) var text = ""
  private(set) var clearPressCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    let press = UILongPressGestureRecognizer(target: self, action: SearchBarView.clearText)
    press.delegate = self
    addGestureRecognizer(press)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var canBecomeFirstResponder: Bool { true }

  func type(_ characters: String) {
    text += characters
    NSObject.cancelPreviousPerformRequests(withTarget: self)
    perform(SearchBarView.runSearch, with: nil, afterDelay: 0.3)
  }

  func runSearch() {
    delegate?.searchBar(self, didSearch: text)
  }

  func clearText(_ gesture: UILongPressGestureRecognizer) {
    guard gesture.state == .began else { return }
    clearPressCount += 1
    text = ""
    NSObject.cancelPreviousPerformRequests(
      withTarget: self, selector: SearchBarView.runSearch, object: nil)
    delegate?.searchBarDidClear(self)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    return !otherGestureRecognizer.isKind(of: UIPanGestureRecognizer.self)
  }
}
