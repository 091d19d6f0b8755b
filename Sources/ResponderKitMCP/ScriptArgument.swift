// The command line tool and its MCP server need the package's `Tool` trait (Package.swift).
#if Tool
  import Foundation
  import MCP
  import ResponderKitScenarios

  /// The `script` and `expect` arguments of the `trace` tool: JSON values in a scenario file's
  /// shapes, read by the scenario loader (JSON is YAML) against the loaded screen.
  enum ScriptArgument {
    /// `scenario` with the script and expectations `arguments` give in place of its own.
    static func replace(in scenario: Scenario, arguments: [String: Value], name: String)
      -> Result<Scenario, ScenarioError>
    {
      var document: [String: Value] = [:]
      if let script = arguments["script"] { document["touches"] = script }
      if let expect = arguments["expect"] { document["expect"] = expect }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let text =
        (try? encoder.encode(Value.object(document))).map { String(decoding: $0, as: UTF8.self) }
        ?? "{}"
      return Result { () throws(ScenarioError) in
        try ScenarioLoader.replacingScript(
          of: scenario, with: text, file: "\(name) (trace arguments)")
      }
    }
  }
#endif
