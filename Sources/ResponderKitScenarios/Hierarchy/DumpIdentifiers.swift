/// The ids a dump's views get: the class without its module, with the view's text when it has
/// one (a button's from the label inside it), else its tag; `-2`, `-3`, … when taken.
enum DumpIdentifiers {
  /// The longest text an id quotes.
  static let textLimit = 24
  /// How many views after a control its title is looked for in (its label is among the first).
  static let titleSearch = 16

  /// Gives every node its id.
  ///
  /// - Complexity: O(*n*) for *n* views.
  static func assign(_ nodes: inout [DumpNode]) {
    var counts: [String: Int] = [:]
    var used: Set<String> = []
    for index in nodes.indices {
      let node = nodes[index]
      var base = DumpEntry(
        className: node.className, address: nil, attributes: [], columns: []
      ).shortClassName
      if let text = node.text ?? title(of: index, in: nodes), !text.isEmpty {
        base += " " + quotedText(text)
      } else if node.tag != 0 {
        base += " #\(node.tag)"
      }
      var count = counts[base, default: 0] + 1
      var id = count == 1 ? base : "\(base)-\(count)"
      while used.contains(id) {
        count += 1
        id = "\(base)-\(count)"
      }
      counts[base] = count
      used.insert(id)
      nodes[index].spec.id = id
    }
  }

  /// A control's title: the text of the first view inside it that has one (a `UIButtonLabel`).
  ///
  /// - Complexity: O(1): at most ``titleSearch`` views are looked at.
  private static func title(of index: Int, in nodes: [DumpNode]) -> String? {
    guard nodes[index].spec.kind.isControl else { return nil }
    var next = index + 1
    while next < nodes.count, next <= index + titleSearch, nodes[next].depth > nodes[index].depth {
      if let text = nodes[next].text, !text.isEmpty { return text }
      next += 1
    }
    return nil
  }

  /// `'text'`, one line, cut at ``textLimit`` characters.
  private static func quotedText(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    let cut = line.count > textLimit ? line.prefix(textLimit) + "…" : Substring(line)
    return "'\(cut)'"
  }
}
