/// One `<Class: 0x…; key = value; …>` of a dump: a view's line or a recognizer's, read into its
/// class, its address and its attributes, values left as text.
struct DumpEntry {
  /// The class as printed: `UIButton`, `MyApp.CardView`, `_UIHostingView<…>`.
  var className: String
  /// The address after the class (`0x7fa1…`), or `nil` in pointer-purged output.
  var address: String?
  /// The attributes in order, each value as written (a quoted text without its quotes).
  var attributes: [(key: String, value: String)]
  /// The 1-based column of each attribute's value within the entry's text, for errors.
  var columns: [Int]

  /// The first value of `key`, if the entry has it.
  ///
  /// - Complexity: O(*k*) for *k* attributes.
  func value(_ key: String) -> String? {
    attributes.first { $0.key == key }?.value
  }

  /// The column of the first value of `key`, or 1.
  ///
  /// - Complexity: O(*k*) for *k* attributes.
  func column(of key: String) -> Int {
    guard let index = attributes.firstIndex(where: { $0.key == key }) else { return 1 }
    return columns[index]
  }

  /// The class without its module: `CardView` for `MyApp.CardView`, generics kept whole.
  ///
  /// - Complexity: O(*n*) in the name's length.
  var shortClassName: String {
    var depth = 0
    var lastDot: String.Index?
    for index in className.indices {
      switch className[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case "." where depth == 0: lastDot = index
      default: break
      }
    }
    guard let lastDot else { return className }
    let short = className[className.index(after: lastDot)...]
    return short.isEmpty ? className : String(short)
  }
}
