// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import MCP

  /// The tools `responderkit mcp` offers, with their input schemas: what a client lists.
  enum ScreenTools {
    /// Every tool, in the order a client shows them.
    static let all: [Tool] = [loadScreen, explain, trace, lint, render]

    static let loadScreen = Tool(
      name: "load_screen",
      description:
        "Load the screen the other tools work on: a scenario file (YAML or JSON) by its path, or its text; a pasted `po view.recursiveDescription()` dump is read too. Replies with the screen's views and script.",
      inputSchema: schema(
        [
          "path": property("string", "A scenario or dump file's path."),
          "text": property("string", "The file's text instead of a path."),
          "name": property("string", "The name errors give the text (default screen.yaml)."),
        ], required: []),
      annotations: .init(readOnlyHint: true, openWorldHint: false))

    static let explain = Tool(
      name: "explain",
      description:
        "For every view under a window point, say why it does or does not get a touch there, naming the rule and a fix; without a point, explain every touch-down of the screen's script and what happened to it.",
      inputSchema: schema(
        [
          "x": property("number", "The window point's x."),
          "y": property("number", "The window point's y."),
          "view": property("string", "Only say what happens for the view with this id."),
        ], required: []),
      annotations: .init(readOnlyHint: true, openWorldHint: false))

    static let trace = Tool(
      name: "trace",
      description:
        "Play a script on the screen and return the trace: hit-tests, deliveries, recognizers, actions, each touch's outcome, and failed expectations. Without `script`, the screen's own script and expectations.",
      inputSchema: schema(
        [
          "script": .object([
            "type": "array",
            "description":
              "Steps as in a scenario file's touches, e.g. [{\"tap\": [100, 200]}, {\"wait\": 0.5}, {\"drag\": {\"path\": [[10, 10], [200, 10]], \"duration\": 0.3}}].",
            "items": .object(["type": "object"]),
          ]),
          "expect": .object([
            "type": "array",
            "description":
              "Expectations as in a scenario file's expect, e.g. [{\"touch\": 1, \"hit\": \"Buy\"}].",
            "items": .object(["type": "object"]),
          ]),
        ], required: []),
      annotations: .init(readOnlyHint: true, openWorldHint: false))

    static let lint = Tool(
      name: "lint",
      description:
        "Find touch traps on the screen: small targets, unreachable areas, covered views, idle or fighting recognizers; worst first, each with its fix.",
      inputSchema: schema([:], required: []),
      annotations: .init(readOnlyHint: true, openWorldHint: false))

    static let render = Tool(
      name: "render",
      description:
        "Draw the screen as SVG: views, recognizers, the script's touches with their hit views and outcomes, unreachable areas and lint findings; with timeline, every touch and recognizer over time.",
      inputSchema: schema(
        ["timeline": property("boolean", "Draw the script over time instead.")], required: []),
      annotations: .init(readOnlyHint: true, openWorldHint: false))

    private static func property(_ type: String, _ description: String) -> Value {
      .object(["type": .string(type), "description": .string(description)])
    }

    private static func schema(_ properties: [String: Value], required: [String]) -> Value {
      .object([
        "type": "object", "properties": .object(properties),
        "required": .array(required.map { .string($0) }),
      ])
    }
  }
#endif
