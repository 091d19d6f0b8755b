import Foundation
import ResponderKit

extension ScenarioLoader {
  /// The most constraints a file may declare.
  static let maximumConstraintCount = 20_000

  /// `constraints` (Auto Layout §21.1) and `text` (§21.4).
  static func readLayout(
    _ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec, _ context: inout LoadContext
  ) throws(ScenarioError) {
    if let text = keys["text"] {
      guard spec.kind == .label || spec.kind == .button else {
        throw text.error("'text' is a label's text or a button's title (kind: label or button)")
      }
      spec.text = try text.string()
    }
    guard let list = keys["constraints"] else { return }
    for item in try list.sequence() {
      let line = try item.string()
      switch ScenarioConstraintParser.parse(line) {
      case .failure(let failure):
        throw item.error("constraint \(quoted(line)): \(failure.message)")
      case .success(let specs):
        for constraint in specs {
          if let target = constraint.target, target != "superview" {
            guard target != spec.id || constraint.attribute.isSize else {
              throw item.error(
                "constraint \(quoted(line)) relates '\(spec.id)' to itself; name another view or superview"
              )
            }
            context.viewReferences.append((target, item))
          }
          spec.constraints.append(constraint)
        }
      }
    }
    context.constraintCount += spec.constraints.count
    guard context.constraintCount <= maximumConstraintCount else {
      throw list.error(
        "a file may declare at most \(maximumConstraintCount) constraints; this one has more")
    }
  }
}
