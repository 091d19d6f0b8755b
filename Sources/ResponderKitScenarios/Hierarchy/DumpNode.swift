import ResponderKit

/// A view of a dump as read, before the tree is put together: its spec (id still to be given),
/// what names it (class, address, text, tag) and where it sits.
struct DumpNode {
  /// The spec built from its class and attributes; `subviews` are filled in last.
  var spec: Scenario.ViewSpec
  /// The class as printed.
  var className: String
  /// Its address, if the dump has addresses.
  var address: String?
  /// Its `text = '…'`, if any.
  var text: String?
  /// Its `tag`.
  var tag: Int
  /// Its depth in the dump, the root's being 0.
  var depth: Int
  /// The 1-based line its entry starts on.
  var line: Int
  /// Whether the dump says it has recognizers (`gestureRecognizers = <NSArray: 0x…>`).
  var hasRecognizers: Bool

  /// The index of each node by `key`, leaving out keys two nodes share (an address printed
  /// twice, a class of several views), so a look-up never picks one of several.
  ///
  /// - Complexity: O(*n*).
  static func index(_ nodes: [DumpNode], by key: (DumpNode) -> String?) -> [String: Int] {
    var result: [String: Int] = [:]
    var shared: Set<String> = []
    for (index, node) in nodes.enumerated() {
      guard let value = key(node), !shared.contains(value) else { continue }
      if result.updateValue(index, forKey: value) != nil {
        result[value] = nil
        shared.insert(value)
      }
    }
    return result
  }
}
