import Foundation
internal import LayoutSolver

/// A constraint written for the solver: `terms + constant  relation  0`.
struct BuiltExpression {
  /// The variables and their coefficients, each variable once.
  var terms: [(variable: Variable, coefficient: Double)] = []
  /// The constant.
  var constant: Double
  /// Whether the constant depends on margins or text, which change without the constraint.
  var isVolatile = false

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if let index = terms.firstIndex(where: { $0.variable == variable }) {
      terms[index].coefficient += coefficient
    } else {
      terms.append((variable, coefficient))
    }
  }
}

extension LayoutEngine {
  /// `first − multiplier × second − constant`, each side in the coordinates of the view the
  /// constraint is installed on (§21.1).
  ///
  /// - Complexity: O(*d*) in the depth between the items and that view.
  func expression(for constraint: LayoutConstraint) -> BuiltExpression {
    var built = BuiltExpression(constant: -Double(constraint.constant))
    let container = constraint.installedView
    if let first = constraint.firstItem {
      append(first, constraint.firstAttribute, in: container, scale: 1, to: &built)
    }
    if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute,
      constraint.multiplier != 0
    {
      append(
        second, constraint.secondAttribute, in: container, scale: -Double(constraint.multiplier),
        to: &built)
    }
    built.terms.removeAll { $0.coefficient == 0 }
    return built
  }

  /// Adds `scale` times `attribute` of `item`, measured in `container`'s coordinates.
  private func append(
    _ item: AnyObject, _ attribute: LayoutConstraint.Attribute, in container: View?,
    scale: Double, to built: inout BuiltExpression
  ) {
    guard let axis = attribute.axis else { return }
    let entry = entries[entry(for: item)]
    let size = entry.size(axis)
    if attribute.isDimension {
      built.add(size, scale)
      return
    }
    if item !== container {
      built.add(entry.position(axis), scale)
      var parent = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
      while let view = parent, view !== container {
        built.add(entries[self.entry(for: view)].position(axis), scale)
        parent = view.superview
      }
    }
    switch attribute {
    case .left, .leading, .top, .width, .height, .notAnAttribute:
      break
    case .right, .trailing, .bottom:
      built.add(size, scale)
    case .centerX, .centerY:
      built.add(size, scale / 2)
    case .leftMargin, .leadingMargin, .topMargin, .rightMargin, .trailingMargin, .bottomMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      built.isVolatile = true
      let margins = (item as? View)?.effectiveLayoutMargins ?? .zero
      switch attribute {
      case .leftMargin, .leadingMargin: built.constant += scale * Double(margins.left)
      case .topMargin: built.constant += scale * Double(margins.top)
      case .rightMargin, .trailingMargin:
        built.add(size, scale)
        built.constant -= scale * Double(margins.right)
      case .bottomMargin:
        built.add(size, scale)
        built.constant -= scale * Double(margins.bottom)
      case .centerXWithinMargins:
        built.add(size, scale / 2)
        built.constant += scale * Double(margins.left - margins.right) / 2
      default:
        built.add(size, scale / 2)
        built.constant += scale * Double(margins.top - margins.bottom) / 2
      }
    case .firstBaseline, .lastBaseline:
      built.isVolatile = true
      appendBaseline(of: item, first: attribute == .firstBaseline, scale: scale, to: &built)
    }
  }

  /// Adds a baseline's offset from the top (§21.4): text is centred vertically, so the first
  /// baseline is half the height, less half the text's height, plus one line; the last is half
  /// the height plus half the text's. A view without text has its baselines at its bottom; one
  /// that names another view for its baseline uses that view's, where it currently lies.
  private func appendBaseline(
    of item: AnyObject, first: Bool, scale: Double, to built: inout BuiltExpression
  ) {
    guard let view = item as? View else { return }
    let entry = entries[entry(for: view)]
    let source = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if source === view || !source.isDescendant(of: view) {
      guard let metrics = view.layoutTextMetrics else {
        built.add(entry.height, scale)
        return
      }
      built.add(entry.height, scale / 2)
      let offset = first ? metrics.lineHeight - metrics.textHeight / 2 : metrics.textHeight / 2
      built.constant += scale * Double(offset)
      return
    }
    let frame = source.convert(source.bounds, to: view)
    guard let metrics = source.layoutTextMetrics else {
      built.constant += scale * Double(frame.maxY)
      return
    }
    let offset =
      first
      ? frame.midY - metrics.textHeight / 2 + metrics.lineHeight
      : frame.midY + metrics.textHeight / 2
    built.constant += scale * Double(offset)
  }
}
