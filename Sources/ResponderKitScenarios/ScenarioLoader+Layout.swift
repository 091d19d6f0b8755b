import Foundation
import ResponderKit

extension ScenarioLoader {
  /// The most constraints a file may come to: those it declares, and those its stack views make
  /// (``constraintsPerArrangedView`` for each arranged view). A chain of 4,000 views at four
  /// constraints each lays out in about 3 s and 830 MB in a release build; 5,000 took 6.6 s and
  /// 1.2 GB (Cassowary's rows fill with the markers of the equalities they were substituted from).
  static let maximumConstraintCount = 16_000

  /// What one arranged view of a stack is charged against ``maximumConstraintCount``: more than
  /// the five or so constraints a stack makes for it, because they cost the solver more than
  /// declared ones (a `fill` stack gives each view a priority level of its own): 1,000 arranged
  /// views, the most a file may have, lay out in a few seconds; 3,200 took 21 s and 2.8 GB
  /// (fill-equally) and 139 s (fill).
  static let constraintsPerArrangedView = 16

  /// What one arranged view of a `fillProportionally` or `equalCentering` stack is charged: 320,
  /// so that a file has at most 50 of them. A squeezed stack of these violates an optional
  /// constraint per view, and the solver's pivots grow about as the cube of their number (the
  /// shape fuzzer's find, issue 46: 150 buttons proportionally in a 191 pt stack took over 120 s
  /// under AddressSanitizer; in a debug build, 25 0.85 s, 50 5.8 s, 100 69 s proportionally, and
  /// 100 by centres 15 s). A bound until the solver's pivoting does better, not what UIKit does.
  static let constraintsPerCostlyArrangedView = 320

  /// What each arranged view of a stack laid out by `distribution` is charged.
  static func arrangementCharge(_ distribution: StackView.Distribution) -> Int {
    switch distribution {
    case .fillProportionally, .equalCentering: constraintsPerCostlyArrangedView
    case .fill, .fillEqually, .equalSpacing: constraintsPerArrangedView
    }
  }

  /// Charges a stack view's `count` arranged views, laid out by `distribution`, against
  /// ``maximumConstraintCount``.
  static func chargeArrangement(
    of count: Int, by distribution: StackView.Distribution, at node: YAMLNode,
    _ context: inout LoadContext
  ) throws(ScenarioError) {
    let each = arrangementCharge(distribution)
    try context.budget.charge(count * each, of: .constraints, at: node) { _, limit in
      "this stack's \(count) arranged views bring the file past \(limit) constraints (each arranged view of a \(distribution) stack counts \(each): what the stack makes of it and what that costs the solver); split the stack, or use fewer views"
    }
  }

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
    try readStack(keys, into: &spec)
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
                "constraint \(quoted(line)) relates \(quoted(spec.id)) to itself; name another view or superview"
              )
            }
            context.viewReferences.append((target, item))
          }
          spec.constraints.append(constraint)
        }
      }
    }
    try context.budget.charge(spec.constraints.count, of: .constraints, at: list) { _, limit in
      "a file may come to at most \(limit) constraints, its stack views' included; this one has more"
    }
  }
}

extension ScenarioLoader {
  static let stackAxes: [String: LayoutConstraint.Axis] = [
    "horizontal": .horizontal, "vertical": .vertical,
  ]
  static let stackDistributions: [String: StackView.Distribution] = [
    "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
  ]
  static let stackAlignments: [String: StackView.Alignment] = [
    "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline,
    "center": .center, "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
  ]
  static let stackKeys = [
    "axis", "spacing", "distribution", "alignment", "layoutMarginsRelativeArrangement",
  ]

  /// A stack view's `axis`, `spacing`, `distribution`, `alignment` and
  /// `layoutMarginsRelativeArrangement` (Auto Layout §21.9).
  private static func readStack(_ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec)
    throws(ScenarioError)
  {
    guard spec.kind == .stack else {
      if let key = stackKeys.first(where: { keys[$0] != nil }) {
        throw keys[key]!.error("'\(key)' belongs to a stack view (kind: stack)")
      }
      return
    }
    func named<T>(_ key: String, _ table: [String: T]) throws(ScenarioError) -> T? {
      guard let node = keys[key] else { return nil }
      let text = try node.string()
      guard let value = table[text] else {
        let names = table.keys.sorted()
        let suggestion = nearestKey(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw node.error(
          "unknown \(key) \(quoted(text))\(suggestion) (expected one of: \(names.joined(separator: ", ")))"
        )
      }
      return value
    }
    if let axis = try named("axis", stackAxes) { spec.stack.axis = axis }
    if let distribution = try named("distribution", stackDistributions) {
      spec.stack.distribution = distribution
    }
    if let alignment = try named("alignment", stackAlignments) { spec.stack.alignment = alignment }
    if let spacing = keys["spacing"] {
      let value = try spacing.number()
      guard value >= 0, value.isFinite else { throw spacing.error("spacing is 0 or more points") }
      spec.stack.spacing = value
    }
    if let relative = keys["layoutMarginsRelativeArrangement"] {
      spec.stack.isLayoutMarginsRelative = try relative.bool()
    }
  }
}
