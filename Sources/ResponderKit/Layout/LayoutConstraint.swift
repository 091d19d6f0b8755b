import Foundation

/// A relation between two attributes of views or layout guides that Auto Layout keeps:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`;
/// UIKit's `NSLayoutConstraint` (Auto Layout §21.1).
///
/// A constraint takes effect once active (``isActive``, ``activate(_:)``): it is then installed on
/// the nearest common ancestor of its items, listed in that view's ``View/constraints``, and the
/// next layout pass gives the views the frames it asks for. Its ``constant`` and an optional
/// ``priority`` can change while it is active; the engine re-solves incrementally.
@preconcurrency @MainActor
open class LayoutConstraint: NSObject {
  /// The first item: a ``View`` or a ``LayoutGuide``.
  open var firstItem: AnyObject? { firstItemReference }
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The second item, or `nil` for a constraint on a size alone.
  open var secondItem: AnyObject? { secondItemReference }
  /// The attribute of the second item; ``Attribute/notAnAttribute`` without one.
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat

  /// The number added to the second side. Changing it re-solves incrementally at the next layout
  /// pass.
  open var constant: CGFloat {
    didSet {
      precondition(
        constant.isFinite,
        uncaughtException(
          "NSInternalInconsistencyException",
          "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant)"))
      guard constant != oldValue else { return }
      engineDidChange(.constant)
    }
  }

  /// How much the constraint matters; ``LayoutPriority/required`` by default. An active
  /// constraint cannot change between required and optional, as in UIKit.
  open var priority: LayoutPriority = .required {
    didSet {
      precondition(
        priority.rawValue > 0 && priority.rawValue <= 1000,
        uncaughtException(
          "NSInternalInconsistencyException",
          "It's illegal to set priority:\(priority.rawValue). Priorities must be greater than 0 "
            + "and less than or equal to NSLayoutPriorityRequired, which is 1000.000000."))
      guard priority != oldValue else { return }
      if isActive {
        precondition(
          (priority == .required) == (oldValue == .required),
          uncaughtException(
            "NSInternalInconsistencyException",
            "Mutating a priority from required to not on an installed constraint (or vice-versa) "
              + "is not supported. You passed priority \(priority.rawValue) and the existing "
              + "priority was \(oldValue.rawValue)."))
      }
      engineDidChange(.priority)
    }
  }

  /// A name that constraint descriptions and the unsatisfiable-constraints log show.
  open var identifier: String?

  /// Whether the constraint is archived with its views; kept, not acted on.
  open var shouldBeArchived = false

  /// Whether the constraint takes effect. Setting it installs the constraint on the nearest
  /// common ancestor of its items, or removes it from there.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue { install() } else { uninstall() }
    }
  }

  /// Creates a constraint in UIKit's general form. It is not active until activated.
  ///
  /// A position attribute related to a constant alone, or attributes of different axes, or
  /// leading and trailing against left and right, stop the program with UIKit's message.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: LayoutConstraint.layoutItem(view1, role: "first"), attr1, relation,
      second: view2.map { LayoutConstraint.layoutItem($0, role: "second") }, attr2,
      multiplier: multiplier, constant: c)
  }

  /// The designated initializer: validates the pairing as UIKit does.
  init(
    first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
    _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    LayoutConstraint.validate(
      first: first, attr1, second: second, attr2, multiplier: multiplier)
    precondition(
      constant.isFinite,
      uncaughtException(
        "NSInternalInconsistencyException",
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant)"))
    firstItemReference = first
    firstAttribute = attr1
    self.relation = relation
    secondItemReference = second
    secondAttribute = second == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    self.constant = constant
    super.init()
  }

  // MARK: Internal state

  /// The items, unowned as UIKit holds them: a view in a hierarchy outlives its active
  /// constraints (removing it deactivates them), and a weak reference would give every
  /// constrained view a side table, putting all its reference counting on the slow path.
  unowned(unsafe) var firstItemReference: AnyObject?
  unowned(unsafe) var secondItemReference: AnyObject?
  /// The view the constraint is installed on while active; cleared by the view's `deinit`.
  unowned(unsafe) var installedView: View?
  /// Whether the engine broke the constraint to recover from an unsatisfiable layout: it stays
  /// active but is not enforced (§21.7).
  var isBroken = false
  /// Who made the constraint when it is not the app: the text UIKit's descriptions show instead
  /// of the class (`NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`, ...).
  var implicitKind: String?

  /// Which property of an active constraint changed.
  enum Change { case constant, priority }

  /// Tells the engine of the constraint's root that an active constraint changed.
  private func engineDidChange(_ change: Change) {
    guard let installedView else { return }
    installedView.layoutRoot.autoLayoutState.engine?.constraintDidChange(self, change)
    installedView.noteAutoLayoutChange()
  }

  /// Activates each constraint: faster than setting ``isActive`` one by one in UIKit, the same
  /// here.
  public class func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  public class func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// UIKit's description: `<NSLayoutConstraint:'name' Card.width == 100   (active)>`, with views
  /// named by their trace names rather than addresses.
  open override nonisolated var description: String {
    MainActor.assumeIsolated {
      var text = "<\(implicitKind ?? "NSLayoutConstraint"):"
      if let identifier { text += "'\(identifier)' " } else { text += " " }
      text += equationDescription
      text += "   (\(isActive ? "active" : "inactive"))>"
      return text
    }
  }

  /// The equation alone: `Card.leading == Screen.leading + 20`.
  var equationDescription: String {
    var text = "\(LayoutConstraint.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
    let hasSecond = secondItem != nil
    if hasSecond {
      if multiplier != 1 { text += "\(LayoutConstraint.number(multiplier))*" }
      text += "\(LayoutConstraint.name(of: secondItem)).\(secondAttribute.name)"
      if constant > 0 { text += " + \(LayoutConstraint.number(constant))" }
      if constant < 0 { text += " - \(LayoutConstraint.number(-constant))" }
    } else {
      text += LayoutConstraint.number(constant)
    }
    return text
  }

  static func name(of item: AnyObject?) -> String {
    switch item {
    case let view as View: view.traceName
    case let guide as LayoutGuide: guide.traceName
    default: "nil"
    }
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }
}
