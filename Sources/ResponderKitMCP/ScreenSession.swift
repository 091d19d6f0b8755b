// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import Foundation
  import MCP
  import ResponderKit
  import ResponderKitScenarios

  /// The screen the tools of `responderkit mcp` work on, and each tool's work: the engine is
  /// main-actor isolated, so the server's handler hops here for every call.
  @MainActor
  final class ScreenSession {
    /// What a tool call answers: text, and whether it is an error (a bad argument, a file that
    /// does not load, no screen loaded yet).
    struct Reply {
      var text: String
      var isError = false
    }

    private var scenario: Scenario?
    private var name = "screen.yaml"
    /// The folders `load_screen` reads files in, symbolic links resolved.
    private let readableFolders: [String]

    /// A session whose `load_screen` reads files under `readableFolders` only (the current
    /// directory when empty).
    init(readableFolders: [String] = []) {
      let folders =
        readableFolders.isEmpty ? [FileManager.default.currentDirectoryPath] : readableFolders
      self.readableFolders = folders.map(ScreenSession.resolved)
    }

    /// Runs the tool `tool` with `arguments`.
    func call(_ tool: String, arguments: [String: Value]) -> Reply {
      switch tool {
      case ScreenTools.loadScreen.name: return load(arguments)
      case ScreenTools.explain.name: return explain(arguments)
      case ScreenTools.trace.name: return trace(arguments)
      case ScreenTools.lint.name: return withScreen { scenario in lint(scenario) }
      case ScreenTools.render.name: return render(arguments)
      default:
        let names = ScreenTools.all.map(\.name).joined(separator: ", ")
        return Reply(
          text: "no tool is named '\(tool.prefix(40))'; the tools: \(names)", isError: true)
      }
    }

    // MARK: Tools

    /// Loads a file (`path`), or text (`text`, named by `name`) as a file's contents load: a
    /// dump or a scenario alike, straight from memory (nothing is written to disk).
    private func load(_ arguments: [String: Value]) -> Reply {
      do {
        let loaded: Scenario
        if let given = arguments["path"]?.stringValue {
          let path = ScreenSession.resolved(given)
          guard readableFolders.contains(where: { path == $0 || path.hasPrefix($0 + "/") })
          else {
            let folders = readableFolders.joined(separator: ", ")
            return Reply(
              text:
                "\(given): outside the folders this server reads (\(folders)); pass its text as 'text', or start the server with --allow and its folder",
              isError: true)
          }
          loaded = try ScenarioLoader.load(contentsOf: path)
          name = (given as NSString).lastPathComponent
        } else if let text = arguments["text"]?.stringValue {
          let named = (arguments["name"]?.stringValue).map { ($0 as NSString).lastPathComponent }
          let fileName = (named ?? "").isEmpty ? "screen.yaml" : named!
          loaded = try ScenarioLoader.load(text: text, name: fileName)
          name = fileName
        } else {
          return Reply(
            text: "load_screen needs 'path' (a file) or 'text' (its contents)", isError: true)
        }
        scenario = loaded
        return Reply(text: ScreenSummary(loaded, name: name).text)
      } catch {
        return Reply(text: "\(error)", isError: true)
      }
    }

    private func explain(_ arguments: [String: Value]) -> Reply {
      withScreen { scenario in
        var point: CGPoint?
        switch (number(arguments["x"]), number(arguments["y"])) {
        case (let x?, let y?): point = CGPoint(x: x, y: y)
        case (nil, nil): point = nil
        default: return Reply(text: "explain needs both 'x' and 'y', or neither", isError: true)
        }
        let view = arguments["view"]?.stringValue
        let output = ScenarioPrinter.explain(
          scenario, file: name, at: point, view: view,
          deadline: .now + ScreenSession.playingTime)
        return Reply(text: output.text, isError: !output.succeeded)
      }
    }

    private func trace(_ arguments: [String: Value]) -> Reply {
      withScreen { screen in
        var scenario = screen
        if arguments["script"] != nil || arguments["expect"] != nil {
          switch ScriptArgument.replace(in: screen, arguments: arguments, name: name) {
          case .success(let replaced): scenario = replaced
          case .failure(let error): return Reply(text: "\(error)", isError: true)
          }
        }
        var lines: [String] = []
        let held = ScenarioPrinter.trace(
          scenario, file: name, json: false, reasons: true,
          deadline: .now + ScreenSession.playingTime, write: { lines.append($0) })
        return Reply(text: lines.joined(separator: "\n"), isError: !held)
      }
    }

    private func lint(_ scenario: Scenario) -> Reply {
      let findings = ScenarioLinter.lint(scenario)
      guard !findings.isEmpty else { return Reply(text: "\(name): no findings") }
      return Reply(text: findings.map(\.description).joined(separator: "\n"))
    }

    private func render(_ arguments: [String: Value]) -> Reply {
      withScreen { scenario in
        let timeline = arguments["timeline"]?.boolValue ?? false
        let deadline = ContinuousClock.now + ScreenSession.playingTime
        return Reply(
          text: timeline
            ? ScenarioRenderer.timeline(scenario, file: name, deadline: deadline)
            : ScenarioRenderer.svg(scenario, file: name, deadline: deadline))
      }
    }

    // MARK: Support

    private func withScreen(_ body: (Scenario) -> Reply) -> Reply {
      guard let scenario else {
        return Reply(
          text: "no screen is loaded: call load_screen with a path or text first", isError: true)
      }
      return body(scenario)
    }

    /// How long a `trace`, `explain` or `render` call may play its script: the server's calls run
    /// on the main actor one at a time, so a long one would hold every other.
    static let playingTime = Duration.seconds(60)

    /// `path` made absolute against the current directory, with `..` and symbolic links
    /// resolved.
    private static func resolved(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// A number argument, whole or not.
    private func number(_ value: Value?) -> Double? {
      value?.doubleValue ?? value?.intValue.map(Double.init)
    }
  }
#endif
