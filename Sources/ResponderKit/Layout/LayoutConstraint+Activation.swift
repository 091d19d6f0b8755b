import Foundation

extension LayoutConstraint {
  /// Checks a new constraint's items and attributes as UIKit's initializer does, stopping the
  /// program with UIKit's message when the pairing is illegal.
  static func validate(
    first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
    multiplier: CGFloat
  ) {
    precondition(
      attr1 != .notAnAttribute,
      uncaughtException(
        "NSInvalidArgumentException",
        "The first attribute of a constraint cannot be notAnAttribute"))
    precondition(
      multiplier.isFinite,
      uncaughtException(
        "NSInternalInconsistencyException",
        "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)"))
    if first is LayoutGuide {
      precondition(
        attr1 != .firstBaseline && attr1 != .lastBaseline,
        uncaughtException(
          "NSInvalidArgumentException",
          "A layout guide has no baseline: \(LayoutConstraint.name(of: first)).\(attr1.name)"))
    }
    guard let second, attr2 != .notAnAttribute, multiplier != 0 else {
      precondition(
        attr1.isDimension,
        uncaughtException(
          "NSInvalidArgumentException",
          "NSLayoutConstraint for \(LayoutConstraint.name(of: first)): A multiplier of 0 or a nil "
            + "second item together with a location for the first attribute creates an illegal "
            + "constraint of a location equal to a constant. Location attributes must be "
            + "specified in pairs. (\(attr1.name))"))
      return
    }
    _ = second
    precondition(
      !(attr1.isDirectional && attr2.isAbsoluteHorizontal)
        && !(attr1.isAbsoluteHorizontal && attr2.isDirectional),
      uncaughtException(
        "NSInvalidArgumentException",
        "A constraint cannot be made between a leading/trailing attribute and a right/left "
          + "attribute. Use leading/trailing for both or neither. (\(attr1.name), \(attr2.name))"))
    let bothDimensions = attr1.isDimension && attr2.isDimension
    precondition(
      bothDimensions || (!attr1.isDimension && !attr2.isDimension && attr1.axis == attr2.axis),
      uncaughtException(
        "NSInvalidLayoutConstraintException",
        "Invalid pairing of layout attributes: \(attr1.name) and \(attr2.name)"))
  }

  /// The view or layout guide `item` is, or a precondition failure naming its role.
  static func layoutItem(_ item: Any, role: String) -> AnyObject {
    if let view = item as? View { return view }
    if let guide = item as? LayoutGuide { return guide }
    preconditionFailure(
      uncaughtException(
        "NSInvalidArgumentException",
        "Constraint items must each be a view or layout guide; the \(role) item is \(type(of: item))"
      ))
  }

  /// The view an item hangs from in the hierarchy: the view itself, or a guide's owning view.
  static func node(of item: AnyObject) -> View? {
    switch item {
    case let view as View: view
    case let guide as LayoutGuide: guide.owningView
    default: nil
    }
  }

  /// The view the constraint belongs on: the nearest common ancestor of its items' nodes.
  var installationTarget: View? {
    guard let first = firstItem, let firstNode = LayoutConstraint.node(of: first) else {
      return nil
    }
    guard let second = secondItem else { return firstNode }
    guard let secondNode = LayoutConstraint.node(of: second) else { return nil }
    return firstNode.nearestCommonAncestor(with: secondNode)
  }

  /// Installs the constraint on its items' nearest common ancestor (§21.1).
  func install() {
    guard installedView == nil else { return }
    guard let target = installationTarget else {
      preconditionFailure(
        uncaughtException(
          "NSGenericException",
          "Unable to activate constraint with anchors \(LayoutConstraint.name(of: firstItem))."
            + "\(firstAttribute.name) and \(LayoutConstraint.name(of: secondItem))."
            + "\(secondAttribute.name) because they have no common ancestor.  Does the constraint "
            + "or its anchors reference items in different view hierarchies?  That's illegal."))
    }
    target.install(self)
  }

  /// Removes the constraint from the view it is installed on.
  func uninstall() {
    installedView?.uninstall(self)
  }
}

extension View {
  /// The nearest view that is an ancestor of both (a view is its own ancestor), or `nil`.
  ///
  /// - Complexity: O(*d*) in the depths of the two views.
  func nearestCommonAncestor(with other: View) -> View? {
    if other === self || other.superview === self { return self }
    if superview === other { return other }
    var depthA = 0
    var depthB = 0
    var walk: View? = self
    while let view = walk {
      depthA += 1
      walk = view.superview
    }
    walk = other
    while let view = walk {
      depthB += 1
      walk = view.superview
    }
    var a: View? = self
    var b: View? = other
    while depthA > depthB {
      a = a?.superview
      depthA -= 1
    }
    while depthB > depthA {
      b = b?.superview
      depthB -= 1
    }
    while let viewA = a, let viewB = b, viewA !== viewB {
      a = viewA.superview
      b = viewB.superview
    }
    return a
  }

  /// Installs an active constraint on this view and tells the engine of its hierarchy.
  func install(_ constraint: LayoutConstraint) {
    autoLayoutState.installed.append(constraint)
    constraint.installedView = self
    for item in [constraint.firstItem, constraint.secondItem] {
      if let item, let node = LayoutConstraint.node(of: item) { node.markSubtreeHasAutoLayout() }
    }
    layoutRoot.autoLayoutState.engine?.constraintWasAdded(constraint)
    noteAutoLayoutChange()
  }

  /// Removes an installed constraint from this view and from the engine.
  func uninstall(_ constraint: LayoutConstraint) {
    guard let state = autoLayout,
      let index = state.installed.firstIndex(where: { $0 === constraint })
    else { return }
    state.installed.remove(at: index)
    constraint.installedView = nil
    constraint.isBroken = false
    layoutRoot.autoLayoutState.engine?.constraintWasRemoved(constraint)
    noteAutoLayoutChange()
  }
}
