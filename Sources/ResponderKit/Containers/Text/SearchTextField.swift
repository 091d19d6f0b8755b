import Foundation

/// The text field inside a ``SearchBar`` (`UISearchTextField`): a rounded field with a clear
/// button while editing, whose Return key is Search. Its delegate is the search bar's bridge, as
/// in UIKit, where the bar is its field's delegate.
@preconcurrency @MainActor
open class SearchTextField: TextField {
  /// A rounded field, clear button while editing, Search key.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// Creates a field from an archive: a zero frame, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    borderStyle = .roundedRect
    clearButtonMode = .whileEditing
    returnKeyType = .search
  }

  /// Named by the identifier, else by its bar: `Search.searchTextField`.
  open override var traceName: String {
    if let accessibilityIdentifier { return accessibilityIdentifier }
    guard let bar = superview as? SearchBar else { return super.traceName }
    return "\(bar.traceName).searchTextField"
  }
}
