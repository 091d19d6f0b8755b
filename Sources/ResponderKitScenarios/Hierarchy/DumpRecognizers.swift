import Foundation

/// A recognizer pasted under a dump (the `po` of a view's `gestureRecognizers`), as read.
struct DumpRecognizer {
  /// Its entry: `<UITapGestureRecognizer: 0x…; state = Possible; view = <UIView 0x…>; …>`.
  var entry: DumpEntry
  /// The 1-based line it is on.
  var line: Int
  /// How many characters precede it on its line, for errors' columns.
  var offset: Int
}

/// Turns pasted recognizer entries into the gestures of the views they name by address.
enum DumpRecognizers {
  /// Attaches each of `recognizers` to the node its `view = <Class 0x…>` names: by address, or by
  /// class when the dump has no addresses and one view has that class. Recognizers on the window,
  /// custom ones and private ones are said in `notes`; a scroll view's own are already there.
  ///
  /// - Complexity: O(*r* + *n*) for *r* recognizers and *n* views.
  static func attach(
    _ recognizers: [DumpRecognizer], to nodes: inout [DumpNode], windowAddress: String?,
    file: String, notes: inout [String]
  ) throws(ScenarioError) {
    guard !recognizers.isEmpty else { return }
    let byAddress = DumpNode.index(nodes, by: \.address)
    let byClass = DumpNode.index(nodes, by: { Optional($0.className) })
    var names: [String: Int] = [:]
    var namesByAddress: [String: String] = [:]
    var placed: [(node: Int, gesture: Int, recognizer: DumpRecognizer)] = []
    var unmodelled: [String] = []
    for recognizer in recognizers {
      let entry = recognizer.entry
      guard let viewValue = entry.value("view") else {
        throw error(recognizer, column: 1, "'view = <Class 0x…>', the view it is attached to", file)
      }
      var scanner = DumpEntryScanner(viewValue)
      guard case .complete(let view, _) = scanner.scan() else {
        throw error(recognizer, column: entry.column(of: "view"), "view = <Class 0x…>", file)
      }
      if let address = view.address, address == windowAddress {
        unmodelled.append("\(entry.className) on the window")
        continue
      }
      // By address when both have them (addresses of another run must not match a class).
      let found =
        view.address != nil && !byAddress.isEmpty
        ? byAddress[view.address!] : byClass[view.className]
      guard let node = found else {
        throw error(
          recognizer, column: entry.column(of: "view"),
          "a view of the dump: none is <\(view.className) \(view.address ?? "")> (addresses change between runs: paste the dump and the recognizers from one session)",
          file)
      }
      if DumpClasses.isScrollViewOwn(entry.className) { continue }
      guard let type = DumpClasses.recognizerTypes[entry.className] else {
        unmodelled.append("\(entry.className) on \(nodes[node].spec.id)")
        continue
      }
      var gesture = Scenario.GestureSpec(type: type, name: "")
      do throws(DumpProblem) {
        try DumpRecognizerSettings.read(entry, into: &gesture)
      } catch {
        throw Self.error(recognizer, column: error.column, error.expected, file)
      }
      let base = DumpRecognizerSettings.actionName(entry) ?? type
      let count = names[base, default: 0] + 1
      names[base] = count
      gesture.name = count == 1 ? base : "\(base)-\(count)"
      if let address = entry.address { namesByAddress[address] = gesture.name }
      placed.append((node, nodes[node].spec.gestures.count, recognizer))
      nodes[node].spec.gestures.append(gesture)
    }
    var positions: [String: (node: Int, index: Int)] = [:]
    for (node, index, _) in placed {
      positions[nodes[node].spec.gestures[index].name] = (node, index)
    }
    for (node, index, recognizer) in placed {
      let name = nodes[node].spec.gestures[index].name
      for address in DumpRecognizerSettings.addresses(recognizer.entry.value("must-fail")) {
        if let other = namesByAddress[address] {
          nodes[node].spec.gestures[index].requireToFail.append(other)
        }
      }
      for address in DumpRecognizerSettings.addresses(recognizer.entry.value("must-fail-for")) {
        guard let other = namesByAddress[address], let position = positions[other] else { continue }
        nodes[position.node].spec.gestures[position.index].requireToFail.append(name)
      }
    }
    if !unmodelled.isEmpty {
      notes.append(
        "not modelled (custom, private or the window's recognizers): "
          + unmodelled.prefix(5).joined(separator: ", ")
          + (unmodelled.count > 5 ? " and \(unmodelled.count - 5) more" : ""))
    }
  }

  private static func error(
    _ recognizer: DumpRecognizer, column: Int, _ expected: String, _ file: String
  ) -> ScenarioError {
    ScenarioError(
      file: file, line: recognizer.line, column: recognizer.offset + column, keyPath: "",
      message: "\(recognizer.entry.className): expected \(expected)")
  }
}
