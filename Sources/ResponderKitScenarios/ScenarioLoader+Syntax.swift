#if YAML
  import Yams

  extension ScenarioLoader {
    /// A YAML syntax error as the user would say it, at its line and column: libyaml's own wording
    /// ("could not find expected ':'") is replaced by what is wrong in the file's terms, and Yams's
    /// descriptions (which quote the file) never reach the message.
    static func syntaxError(_ error: YamlError, file: String) -> ScenarioError {
      func located(_ mark: Mark, _ message: String) -> ScenarioError {
        ScenarioError(
          file: file, line: mark.line, column: mark.column, keyPath: "", message: message)
      }
      switch error {
      case .scanner(let context, let problem, let mark, let yaml),
        .parser(let context, let problem, let mark, let yaml),
        .composer(let context, let problem, let mark, let yaml):
        let found = YAMLSyntax.characters(at: mark, in: yaml)
        let syntax = YAMLSyntax(
          problem: problem, context: context?.text ?? "", opened: context?.mark,
          found: found.first, next: found.dropFirst().first)
        return located(mark, syntax.message)
      case .duplicatedKeysInMapping(let duplicates, let context):
        return located(context.mark, duplicateKeysMessage(duplicates))
      case .reader(let problem, let offset, let value, let yaml):
        return readerError(problem, value: value, at: offset, in: yaml, file: file)
      case .memory:
        return ScenarioError(
          file: file, line: 0, column: 0, keyPath: "", message: "the YAML reader ran out of memory")
      default:
        return ScenarioError(
          file: file, line: 0, column: 0, keyPath: "", message: "the YAML reader failed")
      }
    }

    /// A reader error (a character the YAML reader refuses) at the line and column of its offset.
    private static func readerError(
      _ problem: String, value: Int32, at offset: Int?, in yaml: String, file: String
    ) -> ScenarioError {
      var line = 0
      var column = 0
      if let offset {
        line = 1
        column = 1
        for byte in yaml.utf8.prefix(offset) {
          if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
          } else if byte & 0xC0 != 0x80 {
            column += 1
          }
        }
      }
      let message =
        switch problem {
        case "control characters are not allowed":
          "the control character \(YAMLSyntax.codePoint(value)) is not allowed in a scenario file; remove it, or write it as an escape in double quotes"
        case "input is too long": "the file is too long for the YAML reader"
        default: "the YAML reader cannot read this character (\(problem))"
        }
      return ScenarioError(
        file: file, line: line, column: column, keyPath: "", message: message)
    }
  }
#endif
