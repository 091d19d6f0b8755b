import Foundation

/// A view's Auto Layout state, made on first use so that views that never take part pay one
/// reference: the constraints installed on it, its layout guides, content priorities, margins,
/// and, on the root of a hierarchy, the engine.
@MainActor
final class AutoLayoutState {
  /// The active constraints installed on the view, in activation order (``View/constraints``).
  var installed: [LayoutConstraint] = []
  /// ``View/translatesAutoresizingMaskIntoConstraints``.
  var translatesAutoresizingMask = true
  /// Content hugging priorities set on the view, horizontal and vertical; `nil` is the class's.
  var hugging: (horizontal: LayoutPriority?, vertical: LayoutPriority?) = (nil, nil)
  /// Compression resistance priorities set on the view.
  var compression: (horizontal: LayoutPriority?, vertical: LayoutPriority?) = (nil, nil)
  /// The layout guides added with ``View/addLayoutGuide(_:)``.
  var guides: [LayoutGuide] = []
  /// ``View/layoutMarginsGuide``, made on first use.
  var marginsGuide: LayoutGuide?
  /// ``View/safeAreaLayoutGuide``, made on first use.
  var safeAreaGuide: LayoutGuide?
  /// ``View/layoutMargins`` when set.
  var layoutMargins: EdgeInsets?
  /// ``View/insetsLayoutMarginsFromSafeArea`` when set.
  var insetsMarginsFromSafeArea: Bool?
  /// Whether ``View/updateConstraints()`` is due at the next layout pass.
  var needsUpdateConstraints = false
  /// Whether this view or a view below it has constraints or is an item of one: layout passes
  /// visit only such subtrees.
  var subtreeHasAutoLayout = false
  /// Whether the view translates its frame into constraints in an engine, so a change of its
  /// frame must reach the engine.
  var isPinnedInEngine = false
  /// The engine, on the root of a hierarchy that has constraints.
  var engine: LayoutEngine?

  /// Clears the unowned references to the view that is going: the constraints installed on it
  /// become inactive, its guides lose their owning view.
  func viewWillGo() {
    for constraint in installed { constraint.installedView = nil }
    installed = []
    for guide in guides { guide.owningViewStorage = nil }
    marginsGuide?.owningViewStorage = nil
    safeAreaGuide?.owningViewStorage = nil
  }
}

extension View {
  /// The view's Auto Layout state, made on first use.
  var autoLayoutState: AutoLayoutState {
    if let autoLayout { return autoLayout }
    let state = AutoLayoutState()
    autoLayout = state
    return state
  }

  /// The top of the view's hierarchy: its window, or the topmost superview.
  ///
  /// - Complexity: O(*d*) in the view's depth.
  var layoutRoot: View {
    if let window { return window }
    var view = self
    while let superview = view.superview { view = superview }
    return view
  }

  /// Marks this view and its ancestors as holding Auto Layout, so layout passes visit them.
  ///
  /// - Complexity: O(*d*) in the view's depth, O(1) once marked.
  func markSubtreeHasAutoLayout() {
    var view: View? = self
    while let current = view, current.autoLayout?.subtreeHasAutoLayout != true {
      current.autoLayoutState.subtreeHasAutoLayout = true
      view = current.superview
    }
  }

  /// Asks for a layout pass after a change to constraints or what they depend on.
  func noteAutoLayoutChange() {
    let root = layoutRoot
    root.needsLayout = true
    root.autoLayoutState.engine?.needsUpdate = true
    (root as? Window)?.hasPendingLayout = true
  }
}
