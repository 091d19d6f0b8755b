import Foundation

/// What a search bar asks and tells its delegate (`UISearchBarDelegate`, TextInput §16.6). Every
/// method has a default in an extension, as UIKit's are optional: the `should` methods answer
/// `true`, the others do nothing.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
  /// Whether the bar's field may begin editing.
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  /// The bar's field began editing.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// Whether the bar's field may stop editing.
  func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
  /// The bar's field stopped editing.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The user changed the text: typing, deleting, or the clear button.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// Whether typing may replace the text in `range` (UTF-16 offsets) with `text`.
  func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user pressed Return (the keyboard's Search key).
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The user tapped the Cancel button.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
  /// The user tapped the bookmark button. Never called: the bar shows none.
  func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  /// Yes.
  public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// Yes.
  public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Nothing.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// Yes.
  public func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
}
