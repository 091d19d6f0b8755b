import Foundation
internal import LayoutSolver

/// The Auto Layout engine of one view hierarchy, kept by its root (a window, or the top of a
/// hierarchy outside any window) (§21.1, §21.6).
///
/// ```
///  activate / deactivate ──► solver.add / remove ─┐   (incremental, at once)
///  constant, priority     ──► solver.setConstant ─┤
///  frames of translating views, intrinsic sizes,  │
///  margins, baselines     ──► update() ───────────┤   (at the next layout pass)
///                                                 ▼
///        solved x, y, width, height per item ──► superviews' layoutSubviews() set the frames
/// ```
///
/// Each view or layout guide it knows has four variables: its frame's origin in its superview's
/// (a guide's: its owning view's) content coordinates, and its size. A constraint between items
/// is written in the coordinates of the view it is installed on, adding the origins of the views
/// between. A view that translates its autoresizing mask has its four variables pinned to its
/// frame by required constraints; one with an intrinsic size has hugging and compression
/// constraints at its content priorities.
@MainActor
final class LayoutEngine {
  // Stored properties are `@exclusivity(unchecked)`, as the view's are: main-actor isolated, and
  // the engine never holds overlapping `inout` access to them; the dynamic checks were a fifth of
  // a layout pass's instructions (callgrind, `layoutedit`).

  /// The root of the hierarchy.
  unowned let root: View
  /// The solver.
  @exclusivity(unchecked) var solver = Solver()
  /// Whether the engine must be built again from the hierarchy (views moved, translation
  /// changed).
  @exclusivity(unchecked) var needsRebuild = true
  /// Whether something the constraints depend on may have changed since the last update.
  @exclusivity(unchecked) var needsUpdate = true
  /// The items, by identity.
  @exclusivity(unchecked) var entryIndex: [ObjectIdentifier: Int] = [:]
  /// The items' variables and implicit constraints.
  @exclusivity(unchecked) var entries: [LayoutItemEntry] = []
  /// The constraints in the solver, by identity.
  @exclusivity(unchecked) var records: [ObjectIdentifier: ConstraintRecord] = [:]
  /// What each solver constraint stands for, for the unsatisfiable-constraints log.
  @exclusivity(unchecked) var owners: [Int: ConstraintOwner] = [:]
  /// Active constraints whose constants depend on margins or text: recomputed at each update.
  @exclusivity(unchecked) var volatileConstraints: [LayoutConstraint] = []
  /// The broken constraints, by identity (§21.7).
  @exclusivity(unchecked) var brokenConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
  /// Whether a rebuild is adding the required constraints, before the optional ones: content
  /// sizes at an optional priority wait for the second phase.
  @exclusivity(unchecked) var isAddingRequiredOnly = false
  /// Views whose intrinsic size or content priorities changed since the last update.
  @exclusivity(unchecked) var intrinsicChanged: [View] = []

  /// An engine for the hierarchy under `root`.
  init(root: View) {
    self.root = root
  }

  // MARK: Changes

  /// Adds a newly installed constraint, incrementally.
  func constraintWasAdded(_ constraint: LayoutConstraint) {
    guard !needsRebuild else { return }
    add(constraint, logging: true)
  }

  /// Removes a constraint, incrementally.
  func constraintWasRemoved(_ constraint: LayoutConstraint) {
    guard !needsRebuild else { return }
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    if let handle = record.handle {
      solver.remove(handle)
      owners[handle.id] = nil
    }
    if record.isVolatile { volatileConstraints.removeAll { $0 === constraint } }
    retryBrokenConstraints()
  }

  /// Tries again the broken constraints of the hierarchy, quietly: a removal may have ended the
  /// conflict (§21.7).
  private func retryBrokenConstraints() {
    let broken = records.filter { $0.value.handle == nil }.keys
    guard !broken.isEmpty else { return }
    for (id, constraint) in brokenConstraints where broken.contains(id) {
      records[id] = nil
      if constraint.isActive { add(constraint, logging: false) }
    }
    brokenConstraints = brokenConstraints.filter { records[$0.key]?.handle == nil }
  }

  /// Pushes a changed constant or priority.
  func constraintDidChange(_ constraint: LayoutConstraint, _ change: LayoutConstraint.Change) {
    guard !needsRebuild, let record = records[ObjectIdentifier(constraint)] else { return }
    switch change {
    case .constant where record.handle != nil:
      let built = expression(for: constraint)
      solver.setConstant(record.handle!, to: built.constant)
      records[ObjectIdentifier(constraint)]?.constant = built.constant
    case .constant:
      break
    case .priority:
      constraintWasRemoved(constraint)
      add(constraint, logging: true)
    }
  }

  /// Notes that `view`'s intrinsic size or content priorities changed.
  func intrinsicSizeDidChange(of view: View) {
    guard !needsRebuild, entryIndex[ObjectIdentifier(view)] != nil else { return }
    intrinsicChanged.append(view)
  }

  // MARK: Building

  /// Builds the engine again from the hierarchy's installed constraints.
  ///
  /// - Complexity: O(*n*) in the views that hold Auto Layout, plus the solver's cost of adding
  ///   each constraint.
  func rebuild() {
    for entry in entries {
      if let view = entry.item as? View { view.autoLayout?.isPinnedInEngine = false }
    }
    solver = Solver()
    entryIndex = [:]
    entries = []
    records = [:]
    owners = [:]
    brokenConstraints = [:]
    volatileConstraints = []
    intrinsicChanged = []
    needsRebuild = false
    // Required constraints first, then the optional ones (content sizes, then the declared),
    // each kind in the order of the hierarchy and of activation. A required constraint added
    // after optional ones moves their optimum, and each such move can pivot through every error
    // variable already there: a fill-equally stack of 200 buttons, its content sizes first, took
    // half a minute. The optimum is the same either way, since priorities are strict levels.
    var optional: [LayoutConstraint] = []
    isAddingRequiredOnly = true
    var pending: [View] = [root]
    while let view = pending.popLast() {
      guard let state = view.autoLayout, state.subtreeHasAutoLayout else { continue }
      if !state.translatesAutoresizingMask, view !== root { _ = entry(for: view) }
      for constraint in state.installed {
        if constraint.priority < .required {
          optional.append(constraint)
        } else {
          add(constraint, logging: !constraint.isBroken)
        }
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
    isAddingRequiredOnly = false
    for index in entries.indices { refreshIntrinsicSize(of: index) }
    for constraint in optional { add(constraint, logging: !constraint.isBroken) }
  }

  /// Brings the solver up to date with what the constraints depend on: frames of translating
  /// views, intrinsic sizes, margins, safe areas and baselines.
  ///
  /// - Complexity: O(*p* + *v*) in the pinned items and volatile constraints, plus the solver's
  ///   cost of each changed constant.
  func update() {
    if needsRebuild { rebuild() }
    guard needsUpdate else { return }
    needsUpdate = false
    for index in entries.indices { refreshImplicitConstraints(of: index) }
    let changed = intrinsicChanged
    intrinsicChanged = []
    for view in changed {
      if let index = entryIndex[ObjectIdentifier(view)] { refreshIntrinsicSize(of: index) }
    }
    for constraint in volatileConstraints {
      guard let record = records[ObjectIdentifier(constraint)], let handle = record.handle
      else { continue }
      let built = expression(for: constraint)
      if built.constant != record.constant {
        solver.setConstant(handle, to: built.constant)
        records[ObjectIdentifier(constraint)]?.constant = built.constant
      }
    }
  }

  /// Adds a constraint to the solver, breaking it if it is required and cannot hold (§21.7).
  func add(_ constraint: LayoutConstraint, logging: Bool) {
    guard constraint.firstItem != nil, constraint.installedView != nil else { return }
    let built = expression(for: constraint)
    var record = ConstraintRecord(
      handle: nil, constant: built.constant, isVolatile: built.isVolatile)
    do {
      let handle = try solver.add(
        Expression(built.terms, constant: built.constant), solverRelation(constraint.relation),
        priority: Double(constraint.priority.rawValue))
      record.handle = handle
      owners[handle.id] = .constraint(constraint)
      constraint.isBroken = false
    } catch {
      if case .unsatisfiable(let conflicts) = error, logging {
        reportUnsatisfiable(constraint, conflicts: conflicts)
      }
      constraint.isBroken = true
      brokenConstraints[ObjectIdentifier(constraint)] = constraint
    }
    records[ObjectIdentifier(constraint)] = record
    if built.isVolatile { volatileConstraints.append(constraint) }
  }

  func solverRelation(_ relation: LayoutConstraint.Relation) -> Relation {
    switch relation {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

/// What the engine keeps for a constraint it added.
struct ConstraintRecord {
  /// The solver's handle; `nil` for a broken constraint.
  var handle: ConstraintHandle?
  /// The constant last given to the solver.
  var constant: Double
  /// Whether the constant depends on margins or text.
  var isVolatile: Bool
}

/// What a solver constraint stands for.
enum ConstraintOwner {
  /// An app's constraint.
  case constraint(LayoutConstraint)
  /// A translating view's frame, on one variable (0 x, 1 y, 2 width, 3 height).
  case autoresizing(View, Int)
  /// A view's intrinsic size: hugging or compression resistance on one axis.
  case contentSize(View, LayoutConstraint.Axis, hugging: Bool)
  /// A margins or safe-area guide's edge.
  case guide(LayoutGuide, Int)
}
