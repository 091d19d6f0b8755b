import Foundation
import ResponderKit

extension ScenarioScene {
  /// Activates the views' constraints (Auto Layout §21.1) and lays the window out, so the frames
  /// the constraints give are in place before the script's first touch.
  ///
  /// A constraint whose target is in no hierarchy with the view (a screen of a navigation stack
  /// below the top one) is left inactive until both are shown, as activating it would be illegal.
  func activateConstraints(_ specs: [Scenario.ViewSpec]) {
    var made: [LayoutConstraint] = []
    for spec in specs where spec.usesConstraints {
      guard let view = views[spec.id] else { continue }
      view.translatesAutoresizingMaskIntoConstraints = false
      if spec.kind == .stack { view.setNeedsUpdateConstraints() }
      for constraint in spec.constraints {
        guard let made1 = layoutConstraint(constraint, of: view) else { continue }
        made.append(made1)
      }
    }
    LayoutConstraint.activate(made)
    scene.window.layoutIfNeeded()
  }

  /// The constraint a spec stands for, or `nil` when its target shares no hierarchy with `view`.
  private func layoutConstraint(_ spec: Scenario.ConstraintSpec, of view: View)
    -> LayoutConstraint?
  {
    var target: View?
    if let name = spec.target {
      target = name == "superview" ? view.superview : views[name]
      guard let target, Self.top(of: target) === Self.top(of: view) else { return nil }
    }
    let item: Any? = target.map { target -> Any in
      switch spec.guide {
      case .none: target
      case .margins: target.layoutMarginsGuide
      case .safeArea: target.safeAreaLayoutGuide
      }
    }
    let constraint = LayoutConstraint(
      item: view, attribute: spec.attribute, relatedBy: spec.relation, toItem: item,
      attribute: item == nil ? .notAnAttribute : spec.targetAttribute,
      multiplier: item == nil ? 0 : CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
    constraint.priority = LayoutPriority(spec.priority)
    constraint.identifier = "\(view.accessibilityIdentifier ?? "view"): \(spec.text)"
    return constraint
  }

  private static func top(of view: View) -> View {
    var top = view
    while let superview = top.superview { top = superview }
    return top
  }
}
