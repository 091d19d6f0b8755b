import Foundation
import ResponderKit

/// Reads what `po view.recursiveDescription()` (or `pviews`) prints into a ``Scenario``: the views
/// with their kinds, frames, transforms and flags, and the recognizers pasted under it from
/// `po view.gestureRecognizers`. A dump has no touches; what it lacks (recognizers it lists only
/// as an array's address, control targets, delegate answers) is said in the scenario's
/// ``Scenario/notes``. Docs/dumps.md lists the variants read and the mapping.
public enum HierarchyDump {
  /// How many lines ``isDump(_:)`` looks at before deciding.
  static let detectionLines = 64

  /// Whether `text` is a dump rather than a scenario file: its first line that is not blank or
  /// a debugger's command opens, after console prefixes and indentation, a `<ClassName`.
  ///
  /// - Complexity: O(*n*) in the length of the lines looked at.
  public static func isDump(_ text: String) -> Bool {
    for raw in text.split(maxSplits: detectionLines, whereSeparator: \.isNewline)
      .prefix(detectionLines)
    {
      let line = DumpLines.lines(of: String(raw)).first?.text ?? ""
      let body = line.drop { " \t|\"[".contains($0) }
      guard let first = body.first else { continue }
      guard first == "<", let next = body.dropFirst().first else { return false }
      return next.isLetter || next == "_"
    }
    return false
  }

  /// Reads a dump; `file` names it in errors, which give the line and what was expected.
  ///
  /// - Complexity: O(*n*) in the dump's length.
  public static func scenario(from text: String, file: String) throws(ScenarioError) -> Scenario {
    var reader = DumpReader(file: file)
    try reader.read(DumpLines.lines(of: text))
    var tree = try DumpTree(reader.views, file: file)
    DumpIdentifiers.assign(&tree.nodes)
    var notes = [
      "read from a recursiveDescription dump, which does not carry control targets, delegate answers or overridden methods: the screen has UIKit's defaults for them"
    ]
    notes += tree.notes
    try DumpRecognizers.attach(
      reader.recognizers, to: &tree.nodes,
      windowAddress: tree.rootIsWindow ? tree.nodes[0].address : nil, file: file, notes: &notes)
    notes += missingRecognizers(tree)
    readSegments(&tree.nodes)
    var scenario = Scenario()
    let roots = assemble(tree)
    if tree.rootIsWindow {
      let size = tree.nodes[0].spec.frame.size
      if size.width > 0, size.height > 0 { scenario.windowSize = size }
      scenario.views = roots.first?.subviews ?? []
    } else {
      let width = roots.map(\.frame.maxX).max() ?? 1
      let height = roots.map(\.frame.maxY).max() ?? 1
      scenario.windowSize = CGSize(width: max(width, 1), height: max(height, 1))
      scenario.views = roots
      notes.append(
        "the dump starts at \(tree.nodes[0].className), not at a window: it is read in a window of \(TextTraceFormatter.number(scenario.windowSize.width)) x \(TextTraceFormatter.number(scenario.windowSize.height)), its frame taken as in the window"
      )
    }
    scenario.notes = notes
    return scenario
  }

  /// The tree's root specs with their subviews filled in.
  ///
  /// - Complexity: O(*n*).
  private static func assemble(_ tree: DumpTree) -> [Scenario.ViewSpec] {
    var children = [[Int]](repeating: [], count: tree.nodes.count)
    var roots: [Int] = []
    for (index, parent) in tree.parents.enumerated() {
      if let parent { children[parent].append(index) } else { roots.append(index) }
    }
    var specs: [Scenario.ViewSpec?] = tree.nodes.map(\.spec)
    for index in tree.nodes.indices.reversed() where !children[index].isEmpty {
      var spec = specs[index]!
      spec.subviews = children[index].map { child in
        defer { specs[child] = nil }
        return specs[child]!
      }
      specs[index] = spec
    }
    return roots.map { specs[$0]! }
  }

  /// The note naming views that have recognizers the dump does not describe.
  ///
  /// - Complexity: O(*n*).
  private static func missingRecognizers(_ tree: DumpTree) -> [String] {
    let missing = tree.nodes.indices.filter { index in
      let node = tree.nodes[index]
      return node.hasRecognizers && node.spec.gestures.isEmpty && !node.spec.kind.isScrollView
        && !(index == 0 && tree.rootIsWindow)
    }
    guard !missing.isEmpty else { return [] }
    let names = missing.prefix(5).map { tree.nodes[$0].spec.id }.joined(separator: ", ")
    let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
    return [
      "\(missing.count) view\(missing.count == 1 ? " has" : "s have") gesture recognizers the dump lists only as an array's address (gestureRecognizers = <NSArray: 0x…>): \(names)\(more); they are left out. To add them, paste under the dump what 'po <view>.gestureRecognizers' prints for each"
    ]
  }

  /// A segmented control's segments: the texts of the `UISegmentLabel`s inside it.
  ///
  /// - Complexity: O(*n*): at most 64 views are looked at for each control.
  private static func readSegments(_ nodes: inout [DumpNode]) {
    for index in nodes.indices where nodes[index].spec.kind == .segmentedControl {
      var next = index + 1
      var titles: [String] = []
      while next < nodes.count, next <= index + 64, nodes[next].depth > nodes[index].depth {
        if nodes[next].className == "UISegmentLabel", let text = nodes[next].text {
          titles.append(text)
        }
        next += 1
      }
      nodes[index].spec.valueControl.segments = titles
    }
  }
}
