#if YAML
  import Yams
#endif

/// A value of a scenario document as the loader reads it: a scalar, a list or a mapping, with the
/// line and column where it starts and a scalar's text, whole number, number and boolean.
///
/// With the package's `YAML` trait a document is what Yams composed, read with Yams's scalar
/// resolution (`yes` is true, `0x1F` is 31, `1:30` is 90); the JSON reader's documents
/// (``JSONNode``) answer the same questions as Yams answers them for the same JSON text, so the
/// loader reads both alike and says the same errors at the same places.
enum DocumentNode {
  #if YAML
    /// A node Yams composed from YAML (or JSON).
    case yaml(Node)
  #endif
  /// A value the JSON reader read, with the text it is in.
  case json(JSONNode, JSONText)

  /// What a node is.
  enum Kind {
    case scalar
    case sequence
    case mapping
    /// A YAML alias, which composing has already followed: never met in a composed document.
    case alias
  }

  /// What the node is.
  var kind: Kind {
    switch self {
    #if YAML
      case .yaml(let node):
        switch node {
        case .scalar: .scalar
        case .sequence: .sequence
        case .mapping: .mapping
        case .alias: .alias
        }
    #endif
    case .json(let node, _):
      switch node.value {
      case .object: .mapping
      case .list: .sequence
      case .string, .number, .boolean, .null: .scalar
      }
    }
  }

  /// The 1-based line and column where the node starts, or (0, 0) when unknown.
  var place: (line: Int, column: Int) {
    switch self {
    #if YAML
      case .yaml(let node): (node.mark?.line ?? 0, node.mark?.column ?? 0)
    #endif
    case .json(let node, let text): text.place(of: node.offset)
    }
  }

  /// The 1-based line where the node starts, or 0 when unknown.
  var line: Int { place.line }

  /// A scalar's text as written (a string's escapes undone); `nil` for a list or mapping.
  var string: String? {
    switch self {
    #if YAML
      case .yaml(let node): node.string
    #endif
    case .json(let node, _):
      switch node.value {
      case .string(let text), .number(let text): text
      case .boolean(let value): value ? "true" : "false"
      case .null: "null"
      case .object, .list: nil
      }
    }
  }

  /// Whether the node is a plain scalar: not quoted, so YAML resolves it to a number, a boolean
  /// or null when it reads as one.
  var isPlainScalar: Bool {
    switch self {
    #if YAML
      case .yaml(let node):
        if case .scalar(let scalar) = node { scalar.style == .plain } else { false }
    #endif
    case .json(let node, _):
      switch node.value {
      case .number, .boolean, .null: true
      case .string, .object, .list: false
      }
    }
  }

  /// The node as a whole number, as YAML 1.1 reads a plain scalar (`0x1F`, `0o17`, `1_000`,
  /// `1:30`); `nil` when it is not one.
  var int: Int? {
    switch self {
    #if YAML
      case .yaml(let node): return node.int
    #endif
    case .json(let node, _):
      // Of JSON's numbers YAML reads as whole numbers those written as integers, except those
      // with a leading zero (octal in YAML 1.1: `0` alone is 0, `-0` none).
      guard case .number(let text) = node.value else { return nil }
      if text == "0" { return 0 }
      if text.hasPrefix("0") || text.hasPrefix("-0") { return nil }
      return Int(text)
    }
  }

  /// The node as a number, as YAML 1.1 reads a plain scalar (`.inf`, `1_000.5`, `1:30.5`);
  /// `nil` when it is not one.
  var float: Double? {
    switch self {
    #if YAML
      case .yaml(let node): return node.float
    #endif
    case .json(let node, _):
      guard case .number(let text) = node.value else { return nil }
      return Double(text)
    }
  }

  /// The node as a boolean, as YAML 1.1 reads a plain scalar (`true`, `yes`, `on`); `nil` when
  /// it is not one.
  var bool: Bool? {
    switch self {
    #if YAML
      case .yaml(let node): return node.bool
    #endif
    case .json(let node, _):
      guard case .boolean(let value) = node.value else { return nil }
      return value
    }
  }

  /// A list's items; none for a scalar or mapping.
  var items: Items {
    switch self {
    #if YAML
      case .yaml(let node):
        if case .sequence(let sequence) = node { Items(storage: .yaml(sequence)) } else { Items() }
    #endif
    case .json(let node, let text):
      if case .list(let items) = node.value { Items(storage: .json(items, text)) } else { Items() }
    }
  }

  /// A mapping's keys and values, in the order written; none for a scalar or list.
  var entries: Entries {
    switch self {
    #if YAML
      case .yaml(let node):
        if case .mapping(let mapping) = node {
          Entries(storage: .yaml(mapping))
        } else {
          Entries()
        }
    #endif
    case .json(let node, let text):
      if case .object(let entries) = node.value {
        Entries(storage: .json(entries, text))
      } else {
        Entries()
      }
    }
  }

  /// A plain scalar written as a decimal number (`12`, `-3.5`, `1e3`), read without YAML's tag
  /// resolution, which tries a regular expression per scalar; anything else (`0x1F`, `.inf`,
  /// `1_000`, a quoted string) is `nil` and left to ``float`` and ``int``.
  var plainDecimal: Double? {
    guard isPlainScalar, let string else { return nil }
    let text = string.utf8
    guard let first = text.first, text.count <= 32,
      first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      text.allSatisfy({
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".")
          || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") || $0 == UInt8(ascii: "-")
          || $0 == UInt8(ascii: "+")
      })
    else { return nil }
    return Double(string)
  }

  /// The kind as an error names it.
  var kindName: String {
    switch kind {
    case .scalar: "scalar"
    case .mapping: "mapping"
    case .sequence: "list"
    case .alias: "alias"
    }
  }
}

extension DocumentNode {
  /// A list's items, read in place.
  struct Items: RandomAccessCollection {
    fileprivate enum Storage {
      #if YAML
        case yaml(Node.Sequence)
      #endif
      case json([JSONNode], JSONText)
      case none
    }

    fileprivate var storage = Storage.none

    /// The first item's index: 0.
    var startIndex: Int { 0 }

    /// The number of items.
    var endIndex: Int {
      switch storage {
      #if YAML
        case .yaml(let sequence): sequence.count
      #endif
      case .json(let items, _): items.count
      case .none: 0
      }
    }

    /// The item at `index`.
    subscript(index: Int) -> DocumentNode {
      switch storage {
      #if YAML
        case .yaml(let sequence): .yaml(sequence[sequence.startIndex + index])
      #endif
      case .json(let items, let text): .json(items[index], text)
      case .none: preconditionFailure("a list with no items has no item \(index)")
      }
    }
  }

  /// A mapping's keys and values, read in place.
  struct Entries: RandomAccessCollection {
    fileprivate enum Storage {
      #if YAML
        case yaml(Node.Mapping)
      #endif
      case json([(key: JSONNode, value: JSONNode)], JSONText)
      case none
    }

    fileprivate var storage = Storage.none

    /// The first entry's index: 0.
    var startIndex: Int { 0 }

    /// The number of entries.
    var endIndex: Int {
      switch storage {
      #if YAML
        case .yaml(let mapping): mapping.endIndex - mapping.startIndex
      #endif
      case .json(let entries, _): entries.count
      case .none: 0
      }
    }

    /// The entry at `index`.
    subscript(index: Int) -> (key: DocumentNode, value: DocumentNode) {
      switch storage {
      #if YAML
        case .yaml(let mapping):
          let entry = mapping[mapping.startIndex + index]
          return (.yaml(entry.key), .yaml(entry.value))
      #endif
      case .json(let entries, let text):
        return (.json(entries[index].key, text), .json(entries[index].value, text))
      case .none: preconditionFailure("a mapping with no entries has no entry \(index)")
      }
    }
  }
}
