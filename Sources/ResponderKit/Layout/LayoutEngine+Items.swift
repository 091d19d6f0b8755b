import Foundation
internal import LayoutSolver

/// A view or layout guide the engine knows: its variables and implicit constraints.
struct LayoutItemEntry {
  /// The view or guide.
  let item: AnyObject
  /// The origin, in the superview's (a guide's: the owning view's) content coordinates, and the
  /// size.
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable
  /// The four required constraints pinning a translating view to its frame, or a margins or
  /// safe-area guide to its view's edges (x, y, width, height), and the constants they hold.
  var pins: [ConstraintHandle] = []
  var pinned: [Double] = []
  /// The content-size constraints: width compression, width hugging, height compression,
  /// height hugging; each with the size and priority it holds.
  var contentSize: [ConstraintHandle?] = [nil, nil, nil, nil]
  var contentSizeValues: [(size: Double, priority: Double)?] = [nil, nil, nil, nil]

  /// The position variable on `axis`.
  func position(_ axis: LayoutConstraint.Axis) -> Variable { axis == .horizontal ? x : y }
  /// The size variable on `axis`.
  func size(_ axis: LayoutConstraint.Axis) -> Variable { axis == .horizontal ? width : height }
}

extension LayoutEngine {
  /// The entry of `item`, made with its implicit constraints when new.
  func entry(for item: AnyObject) -> Int {
    let id = ObjectIdentifier(item)
    if let index = entryIndex[id] { return index }
    let index = entries.count
    entries.append(
      LayoutItemEntry(
        item: item, x: solver.makeVariable(), y: solver.makeVariable(),
        width: solver.makeVariable(), height: solver.makeVariable()))
    entryIndex[id] = index
    if let view = item as? View {
      if view.translatesAutoresizingMaskIntoConstraints {
        view.autoLayoutState.isPinnedInEngine = true
        addPins(index, constants: pinConstants(of: index), owner: { .autoresizing(view, $0) })
      } else {
        refreshIntrinsicSize(of: index)
      }
    } else if let guide = item as? LayoutGuide, guide.role != .custom, let owner = guide.owningView
    {
      let ownerIndex = entry(for: owner)
      let entry = entries[index]
      let ownerEntry = entries[ownerIndex]
      let constants = pinConstants(of: index)
      let terms: [[(variable: Variable, coefficient: Double)]] = [
        [(entry.x, 1)], [(entry.y, 1)], [(entry.width, 1), (ownerEntry.width, -1)],
        [(entry.height, 1), (ownerEntry.height, -1)],
      ]
      addPins(index, constants: constants, terms: terms, owner: { .guide(guide, $0) })
    }
    return index
  }

  /// Adds the four pins of an entry.
  private func addPins(
    _ index: Int, constants: [Double], terms: [[(variable: Variable, coefficient: Double)]]? = nil,
    owner: (Int) -> ConstraintOwner
  ) {
    let entry = entries[index]
    let variables = [entry.x, entry.y, entry.width, entry.height]
    var handles: [ConstraintHandle] = []
    for k in 0..<4 {
      let expression = Expression(terms?[k] ?? [(variables[k], 1)], constant: constants[k])
      // A pin conflicts only with app constraints, which come later and are the ones broken.
      guard let handle = try? solver.add(expression, .equal, priority: 1000) else { continue }
      owners[handle.id] = owner(k)
      handles.append(handle)
    }
    entries[index].pins = handles
    entries[index].pinned = constants
  }

  /// The constants of an entry's pins: minus the frame's origin and size for a translating view;
  /// minus the insets, and their sums for the sizes, for a margins or safe-area guide.
  func pinConstants(of index: Int) -> [Double] {
    switch entries[index].item {
    case let view as View:
      let size = view.bounds.size
      let center = view.center
      return [
        -Double(center.x - size.width / 2), -Double(center.y - size.height / 2),
        -Double(size.width), -Double(size.height),
      ]
    case let guide as LayoutGuide:
      guard let owner = guide.owningView else { return [0, 0, 0, 0] }
      let insets = guide.role == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
      return [
        -Double(insets.left), -Double(insets.top), Double(insets.left + insets.right),
        Double(insets.top + insets.bottom),
      ]
    default:
      return [0, 0, 0, 0]
    }
  }

  /// Brings an entry's pins to its current frame or insets.
  func refreshImplicitConstraints(of index: Int) {
    let entry = entries[index]
    guard entry.pins.count == 4 else { return }
    let constants = pinConstants(of: index)
    guard constants != entry.pinned else { return }
    for k in 0..<4 where constants[k] != entry.pinned[k] {
      solver.setConstant(entry.pins[k], to: constants[k])
    }
    entries[index].pinned = constants
  }

  /// Brings an entry's content-size constraints to its view's intrinsic size and priorities
  /// (§21.4): width ≥ intrinsic at compression resistance, width ≤ intrinsic at hugging, and the
  /// same for height; none on an axis without an intrinsic metric.
  func refreshIntrinsicSize(of index: Int) {
    guard let view = entries[index].item as? View,
      !view.translatesAutoresizingMaskIntoConstraints
    else { return }
    let size = view.intrinsicContentSize
    var wanted: [(size: Double, priority: Double)?] = [nil, nil, nil, nil]
    for (axis, value) in [(LayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)]
    where value != View.noIntrinsicMetric && value >= 0 {
      let base = axis == .horizontal ? 0 : 2
      wanted[base] = (
        Double(value), Double(view.contentCompressionResistancePriority(for: axis).rawValue)
      )
      wanted[base + 1] = (Double(value), Double(view.contentHuggingPriority(for: axis).rawValue))
    }
    if isAddingRequiredOnly {
      for k in 0..<4 where (wanted[k]?.priority ?? 1000) < Double(LayoutPriority.required.rawValue)
      {
        wanted[k] = nil
      }
    }
    let entry = entries[index]
    for k in 0..<4 {
      let old = entry.contentSizeValues[k]
      let new = wanted[k]
      if old?.size == new?.size && old?.priority == new?.priority { continue }
      if let old, let new, old.priority == new.priority, let handle = entry.contentSize[k] {
        solver.setConstant(handle, to: -new.size)
        entries[index].contentSizeValues[k] = new
        continue
      }
      if let handle = entry.contentSize[k] {
        solver.remove(handle)
        owners[handle.id] = nil
        entries[index].contentSize[k] = nil
      }
      entries[index].contentSizeValues[k] = new
      guard let new else { continue }
      let variable = k < 2 ? entry.width : entry.height
      let relation: Relation = k % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual
      let handle = try? solver.add(
        Expression([(variable, 1)], constant: -new.size), relation, priority: new.priority)
      entries[index].contentSize[k] = handle
      if let handle {
        owners[handle.id] = .contentSize(view, k < 2 ? .horizontal : .vertical, hugging: k % 2 == 1)
      }
    }
  }
}
