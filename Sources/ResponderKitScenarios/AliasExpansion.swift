#if YAML
  import Yams

  /// The size a document comes to once its YAML aliases are followed, bounded before anything is
  /// read.
  ///
  /// An alias (`*name`) repeats the value its anchor (`&name`) marks, and the value may hold
  /// aliases in turn: a few kilobytes can stand for billions of values, each of which the loader
  /// would read, check and keep. A file without aliases has at most about four million values (8 MB
  /// at two bytes each, `1,`), so ``ScenarioLoader/maximumExpandedValueCount`` refuses only
  /// what aliases multiply, whatever key they repeat (`received` lists, segment titles, recognizer
  /// relations, views, anything the format gains later). Specific limits on what values become
  /// (samples, views, expectations, relations, segments) sit on top of this one.
  ///
  /// ```
  /// compose ──▶ any '&' in the text? ──no──▶ read
  ///                      │ yes
  ///                      ▼
  ///        walk the expanded tree, counting; past the limit ──▶ error at the key path crossing it
  /// ```
  struct AliasExpansion {
    private let limit: Int
    private var count = 0
    /// The keys and indices from the root to the value being counted, for the error.
    private var path: [PathComponent] = []

    private enum PathComponent {
      case key(String)
      case index(Int)
    }

    private struct LimitCrossed: Error {}

    /// Refuses `root`, read from `text`, when following its aliases makes it more than `limit`
    /// values (scalars, lists and mappings, keys included). A text with no anchor is not walked.
    ///
    /// - Complexity: O(min(*n*, `limit`)) for a document of *n* values once expanded; O(*b*) for a
    ///   text of *b* bytes with no anchor.
    static func check(_ root: Node, text: String, file: String, limit: Int) throws(ScenarioError) {
      guard text.utf8.contains(UInt8(ascii: "&")) else { return }
      var walk = AliasExpansion(limit: limit)
      do {
        try walk.visit(root)
      } catch {
        let keyPath = walk.keyPath
        throw ScenarioError(
          file: file, line: walk.crossing?.mark?.line ?? 0,
          column: walk.crossing?.mark?.column ?? 0, keyPath: keyPath,
          message:
            "the file comes to more than \(limit) values once its YAML aliases are followed (each use of an alias repeats the whole value its anchor marks); a scenario file comes to at most \(limit) values"
        )
      }
    }

    private init(limit: Int) { self.limit = limit }

    private var crossing: Node?

    private mutating func visit(_ node: Node) throws(LimitCrossed) {
      count += 1
      if count > limit {
        crossing = node
        throw LimitCrossed()
      }
      switch node {
      case .scalar, .alias: break
      case .sequence(let items):
        for (index, item) in items.enumerated() {
          path.append(.index(index))
          try visit(item)
          path.removeLast()
        }
      case .mapping(let entries):
        for (key, value) in entries {
          count += 1
          path.append(.key(String((key.string ?? "?").prefix(40))))
          try visit(value)
          path.removeLast()
        }
      }
    }

    /// The path to the value that crossed the limit, as `expect[57].received[3]`.
    private var keyPath: String {
      var text = ""
      for component in path {
        switch component {
        case .key(let key): text += text.isEmpty ? key : ".\(key)"
        case .index(let index): text += "[\(index)]"
        }
      }
      return text
    }
  }
#endif
