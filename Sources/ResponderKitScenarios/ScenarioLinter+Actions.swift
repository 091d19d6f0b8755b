import Foundation
import ResponderKit

extension ScenarioLinter {
  /// A control's actions that nobody will perform: an explicit target that does not implement the
  /// action (in UIKit, an "unrecognized selector" crash), or a nil-targeted action that no
  /// responder on the chain performs (silently dropped).
  static func actionFindings(_ spec: Scenario.ViewSpec, _ built: ScenarioScene) -> [LintFinding] {
    guard let control = built.views[spec.id] as? Control else { return [] }
    var findings: [LintFinding] = []
    for target in spec.targets {
      let action = Selector(target.action)
      if let name = target.target {
        let responder = built.responder(named: name)
        guard let responder, !responder.canPerformAction(action, withSender: control) else {
          continue
        }
        findings.append(
          LintFinding(
            severity: .error, subject: spec.id,
            problem:
              "its target \(bounded(name)) does not perform \(bounded(target.action)): in UIKit the app stops with an unrecognized selector",
            fix:
              "add performs: [\(bounded(target.action))] to \(bounded(name)), or target a responder that does"
          ))
      } else {
        let start: Responder = built.scene.application.firstResponder ?? control
        guard start.target(forAction: action, withSender: control) == nil else { continue }
        findings.append(
          LintFinding(
            severity: .warning, subject: spec.id,
            problem:
              "no responder from \(start.traceName) up the chain performs \(bounded(target.action)): the action is dropped",
            fix:
              "add performs: [\(bounded(target.action))] to a view or controller on the chain, or give the target"
          ))
      }
    }
    return findings
  }
}
