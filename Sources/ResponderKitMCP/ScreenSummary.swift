// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import Foundation
  import ResponderKit
  import ResponderKitScenarios

  /// What `load_screen` answers: the screen's size, its views as a tree (id, kind, frame, and
  /// what keeps touches out), its recognizers, its script, and what the source could not say (a
  /// dump's notes), so that an agent can aim at views by their ids and frames.
  struct ScreenSummary {
    /// The summary's lines, joined.
    let text: String

    /// The most views listed; the rest are counted.
    static let listedViews = 200

    /// Summarizes `scenario`, loaded as `name`.
    ///
    /// - Complexity: O(*v*) in the views.
    init(_ scenario: Scenario, name: String) {
      let all = scenario.allViews
      let size = scenario.windowSize
      let touches = Set(scenario.script.frames.joined().map(\.touchID)).count
      var lines = [
        "\(name): a \(number(size.width)) x \(number(size.height)) window with \(all.count) views, \(touches) touches in its script, \(scenario.expectations.count) expectations"
      ]
      var listed = 0
      func visit(_ spec: Scenario.ViewSpec, depth: Int) {
        guard listed < Self.listedViews else { return }
        listed += 1
        let frame = spec.frame
        var line =
          String(repeating: "  ", count: depth + 1)
          + "\(spec.id) (\(spec.kind.rawValue)) frame [\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))]"
        var flags: [String] = []
        if spec.isHidden { flags.append("hidden") }
        if !spec.isUserInteractionEnabled { flags.append("interaction off") }
        if spec.alpha < 0.01 { flags.append("alpha \(number(spec.alpha))") }
        if !spec.gestures.isEmpty {
          flags.append(
            "recognizers: "
              + spec.gestures.map { "\($0.name) (\($0.type))" }.joined(separator: ", "))
        }
        if !flags.isEmpty { line += ": " + flags.joined(separator: "; ") }
        lines.append(line)
        for child in spec.subviews { visit(child, depth: depth + 1) }
      }
      for view in scenario.views + scenario.presentations.map(\.view) { visit(view, depth: 0) }
      if all.count > listed { lines.append("  … and \(all.count - listed) more views") }
      lines += scenario.notes.map { "note: \($0)" }
      text = lines.joined(separator: "\n")
    }
  }

  private func number(_ value: CGFloat) -> String { TextTraceFormatter.number(value) }
#endif
