import Foundation
import ResponderKit

/// The second pass: the views' depths from their indentation, each view's spec, and the tree.
struct DumpTree {
  /// The views in the dump's order (depth first, parents before their subviews).
  var nodes: [DumpNode] = []
  /// Each node's superview, `nil` for the roots.
  var parents: [Int?] = []
  /// Whether the first root is a window (its subviews are then the scenario's views).
  var rootIsWindow = false
  /// What the tree had to assume, said to the reader.
  var notes: [String] = []

  /// The deepest a view may sit below the root: what a scenario file's nesting allows (its YAML
  /// reader stops at 1,000 levels, two per view), far deeper than any app's hierarchy.
  static let maximumDepth = 500

  /// Builds the tree of `views`: depth by `|` when any line has one, else by indentation.
  ///
  /// - Complexity: O(*n*) for *n* views.
  init(_ views: [DumpReader.ViewLine], file: String) throws(ScenarioError) {
    guard let first = views.first else {
      throw ScenarioError(
        file: file, line: 1, column: 1, keyPath: "",
        message:
          "the dump has no views: expected '<ClassName: 0x…; frame = (x y; width height); …>' lines, as 'po view.recursiveDescription()' prints them"
      )
    }
    let depths = Self.depths(views)
    let flat = depths.allSatisfy { $0 == 0 } && views.count > 1
    rootIsWindow = DumpClasses.isWindow(first.entry.className)
    if flat {
      notes.append(
        rootIsWindow
          ? "the dump has no indentation: every view after the window is read as its subview"
          : "the dump has no indentation: its views are read as the window's subviews")
    }
    var stack: [Int] = []
    var composed: [CGAffineTransform] = []
    for (index, view) in views.enumerated() {
      var depth = flat ? (rootIsWindow && index > 0 ? 1 : 0) : depths[index] - depths[0]
      depth = max(depth, 0)
      let isWindow = DumpClasses.isWindow(view.entry.className)
      if index > 0, (depth == 0 && rootIsWindow) || (isWindow && (depth == 0 || flat)) {
        throw ScenarioError(
          file: file, line: view.line, column: 1, keyPath: "",
          message:
            "a second hierarchy starts here, at the level of line \(first.line); a dump holds one window's views: paste one"
        )
      }
      guard depth <= Self.maximumDepth else {
        throw ScenarioError(
          file: file, line: view.line, column: 1, keyPath: "",
          message:
            "this view is \(depth) levels deep; a dump nests views at most \(Self.maximumDepth) levels, as scenario files do"
        )
      }
      guard depth <= stack.count else {
        throw ScenarioError(
          file: file, line: view.line, column: 1, keyPath: "",
          message:
            "this view is indented \(depth - stack.count + 1) levels under the view above it; expected one level at most"
        )
      }
      stack.removeLast(stack.count - depth)
      composed.removeLast(composed.count - depth)
      let attributes: DumpAttributes
      do throws(DumpProblem) {
        attributes = try DumpAttributes(view.entry)
      } catch {
        throw ScenarioError(
          file: file, line: view.line, column: view.offset + error.column, keyPath: "",
          message: "\(view.entry.className): expected \(error.expected)")
      }
      guard attributes.frame != nil else {
        throw ScenarioError(
          file: file, line: view.line, column: view.offset + 1, keyPath: "",
          message: "\(view.entry.className): expected 'frame = (x y; width height)'")
      }
      let spec = attributes.viewSpec(kind: DumpClasses.kind(of: view.entry.className))
      var linear = spec.transform.concatenating(composed.last ?? .identity)
      (linear.tx, linear.ty) = (0, 0)
      guard ScenarioLoader.stretch(linear) <= ScenarioLoader.maximumComposedScale * (1 + 1e-9)
      else {
        throw ScenarioError(
          file: file, line: view.line, column: view.offset + view.entry.column(of: "transform"),
          keyPath: "",
          message:
            "\(view.entry.className): its transform composed with its ancestors' scales past \(Int(ScenarioLoader.maximumComposedScale)) in the window"
        )
      }
      parents.append(stack.last)
      nodes.append(
        DumpNode(
          spec: spec, className: view.entry.className, address: view.entry.address,
          text: attributes.text, tag: attributes.tag, depth: depth, line: view.line,
          hasRecognizers: attributes.hasRecognizers))
      guard nodes.count <= ScenarioLoader.maximumViewCount + 1 else {
        throw ScenarioError(
          file: file, line: view.line, column: 1, keyPath: "",
          message: "a dump has at most \(ScenarioLoader.maximumViewCount) views")
      }
      stack.append(index)
      composed.append(linear)
    }
  }

  /// Each view's depth: its count of `|` when the dump draws them, else its level among the
  /// indentations seen (a deeper indentation opens a level, a shallower one closes levels).
  ///
  /// - Complexity: O(*n*) for *n* views.
  private static func depths(_ views: [DumpReader.ViewLine]) -> [Int] {
    if views.contains(where: { $0.pipes > 0 }) { return views.map(\.pipes) }
    var levels: [Int] = []
    return views.map { view in
      while let last = levels.last, last > view.columns { levels.removeLast() }
      if levels.last != view.columns { levels.append(view.columns) }
      return levels.count - 1
    }
  }
}
