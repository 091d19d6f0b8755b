import Foundation
import ResponderKit

extension ScenarioLoader {
  /// `scenario` with its script and expectations replaced by those of `yaml`, a document with
  /// `touches` and `expect` as a scenario file has them (YAML or JSON), read against the
  /// screen's views and recognizers: an expectation naming a view or recognizer the screen lacks
  /// is refused, and the script's budget counts the screen's autorepeating steppers. A key left
  /// out of `yaml` leaves the screen's own. `file` names the document in errors.
  ///
  /// This is how a tool plays new touches on a screen already loaded (a dump has no script).
  ///
  /// - Complexity: O(*v* + *s*) for *v* views and recognizers and a script of *s* samples.
  public static func replacingScript(
    of scenario: Scenario, with yaml: String, file: String
  ) throws(ScenarioError) -> Scenario {
    guard let root = try document(yaml, file: file) else { return scenario }
    let top = try YAMLNode(node: root, path: "", file: file).mapping(allowing: [
      "touches", "expect",
    ])
    var context = LoadContext(windowSize: scenario.windowSize)
    let placeholder = YAMLNode(node: root, path: "", file: file)
    for view in scenario.allViews {
      context.ids.insert(view.id)
      for gesture in view.gestures { context.gestures[gesture.name] = placeholder }
      if view.kind.isScrollView {
        context.gestures["\(view.id).panGestureRecognizer"] = placeholder
      }
      if view.kind == .navigation {
        context.gestures["\(view.id).interactivePopGestureRecognizer"] = placeholder
      }
      if view.kind == .stepper, view.valueControl.autorepeat {
        context.hasAutorepeatingStepper = true
      }
    }
    var replaced = scenario
    if top["touches"] != nil { replaced.script = TouchScript() }
    if top["expect"] != nil { replaced.expectations = [] }
    try readScript(top, &context, into: &replaced)
    return replaced
  }
}
