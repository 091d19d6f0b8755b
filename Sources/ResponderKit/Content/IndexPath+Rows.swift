import Foundation

/// What UIKit adds to `IndexPath` for table and collection views: a path of exactly two indices,
/// a section and a row (or item) in it. swift-corelibs-foundation has none of it.
extension IndexPath {
  /// Creates the path of row `row` in section `section`.
  public init(row: Int, section: Int) {
    // Appended one by one: a path of two is stored inline, where an array literal would be
    // allocated first (a table makes paths on every event).
    self.init()
    append(section)
    append(row)
  }

  /// Creates the path of item `item` in section `section`.
  public init(item: Int, section: Int) {
    self.init(row: item, section: section)
  }

  /// The section: the first of the two indices. A path without exactly two stops the program,
  /// as UIKit's does.
  public var section: Int {
    get {
      checkTwoIndices("section")
      return self[0]
    }
    set {
      checkTwoIndices("section")
      self[0] = newValue
    }
  }

  /// The row in the section: the second of the two indices. A path without exactly two stops
  /// the program, as UIKit's does.
  public var row: Int {
    get {
      checkTwoIndices("row")
      return self[1]
    }
    set {
      checkTwoIndices("row")
      self[1] = newValue
    }
  }

  /// The item in the section (a collection view's name for ``row``): the second of the two
  /// indices. A path without exactly two stops the program, as UIKit's does.
  public var item: Int {
    get {
      checkTwoIndices("item")
      return self[1]
    }
    set {
      checkTwoIndices("item")
      self[1] = newValue
    }
  }

  /// UIKit's overlay checks with a Swift precondition (no Objective-C exception), in these words
  /// (swiftlang/swift, `stdlib/public/Darwin/UIKit/UIKit_FoundationExtensions.swift.gyb`).
  private func checkTwoIndices(_ property: String) {
    precondition(
      count == 2,
      property == "item"
        ? "Invalid index path for use with UICollectionView. This index path must contain exactly "
          + "two indices specifying the section and item."
        : "Invalid index path for use with UITableView. This index path must contain exactly two "
          + "indices specifying the section and row.")
  }
}
