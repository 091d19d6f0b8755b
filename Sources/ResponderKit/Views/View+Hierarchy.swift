extension View {
  /// Adds `view` as the frontmost subview, removing it from its current superview first.
  ///
  /// Adding a view to itself stops the program, as UIKit raises `NSInvalidArgumentException`
  /// ("Can't add self as subview"). Adding it to one of its own descendants stops it too: a cycle
  /// cannot be a hierarchy (UIKit's answer is not documented).
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count, placing: .front)
  }

  /// Inserts `view` at `index` in ``subviews`` (clamped to the end), removing it from its current
  /// superview first.
  ///
  /// - Complexity: O(*n*) in the number of subviews, plus the size of `view`'s subtree when its
  ///   window changes.
  public func insertSubview(_ view: View, at index: Int) {
    let sibling = index < subviews.count ? subviews[max(index, 0)] : nil
    insertSubview(
      view, at: index, placing: sibling.map { $0 === view ? .front : .below($0) } ?? .front)
  }

  /// ``insertSubview(_:at:)``, with where the view's layer goes among the layer's sublayers.
  private func insertSubview(_ view: View, at index: Int, placing placement: SublayerPlacement) {
    precondition(
      view !== self, "NSInvalidArgumentException: Can't add self as subview (\(view.traceName))")
    // iOS raises this at the next layout or display, where Core Animation finds the cycle; the
    // engine raises it here, where the cycle is made, naming both views.
    precondition(
      !wouldMakeCycle(adding: view),
      uncaughtException(
        "CALayerInvalid",
        "layer \(Console.describe(view.layer)) is a part of cycle in its layer tree (\(view.traceName) "
          + "added to \(traceName), a view inside it)"))
    precondition(index >= 0, "NSRangeException: subview index \(index) is negative")
    let oldSuperview = view.superview
    // Held until the end: the subtree's unretained window pointers stay valid while the
    // callbacks below run, whatever they release.
    let oldWindow = view.window
    defer { withExtendedLifetime(oldWindow) {} }
    if oldSuperview !== self { view.willMove(toSuperview: self) }
    let windowChanges = view.window !== window
    if windowChanges { view.propagateWillMove(toWindow: window) }
    if let oldSuperview {
      if oldSuperview !== self { oldSuperview.autoLayoutWillLeaveSuperview(view) }
      oldSuperview.detach(view, notify: oldSuperview !== self)
    }
    if let layer = view.layerStorage, layer.addedSuperlayer != nil { layer.removeFromSuperlayer() }
    subviews.insert(view, at: min(index, subviews.count))
    view.superview = self
    placeSublayer(of: view, placement)
    if windowChanges { view.propagateWindow(window) }
    if oldSuperview !== self { autoLayoutDidAddSubview(view) }
    didAddSubview(view)
    if oldSuperview !== self { view.didMoveToSuperview() }
  }

  /// Inserts `view` just in front of `sibling`, a subview of this view. When `sibling` is not a
  /// subview, `view` is added in front of all, as UIKit does (flowkey/UIKit-cross-platform's
  /// `testInsertSubviewAboveNonExistentSibling`, run against Apple's UIKit).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    guard view !== sibling else { return }
    guard let position = indexOfSubview(sibling) else { return addSubview(view) }
    let adjust = view.superview === self && (indexOfSubview(view) ?? 0) < position ? 0 : 1
    insertSubview(view, at: position + adjust, placing: .above(sibling))
  }

  /// Inserts `view` just behind `sibling`, a subview of this view. When `sibling` is not a
  /// subview, `view` is added in front of all, as UIKit does (the test above).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    guard view !== sibling else { return }
    guard let position = indexOfSubview(sibling) else { return addSubview(view) }
    let adjust = view.superview === self && (indexOfSubview(view) ?? 0) < position ? -1 : 0
    insertSubview(view, at: position + adjust, placing: .below(sibling))
  }

  /// Moves `view`, a subview, to the front: it becomes the first to be hit-tested.
  public func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
    placeSublayer(of: view, .front)
  }

  /// Moves `view`, a subview, to the back: it becomes the last to be hit-tested.
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
    placeSublayer(of: view, .back)
  }

  /// Swaps the subviews at two indices. An index out of range stops the program, as UIKit raises
  /// `NSRangeException`.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    subviews.swapAt(index1, index2)
    guard let list = layerStorage?.sublayerList, index1 != index2 else { return }
    let first = subviews[index1].layer
    let second = subviews[index2].layer
    guard let i = list.firstIndex(where: { $0 === first }),
      let j = list.firstIndex(where: { $0 === second })
    else { return }
    layerStorage?.sublayerList?.swapAt(i, j)
  }

  /// Removes the view from its superview and its window.
  public func removeFromSuperview() {
    guard let superview else { return }
    // Held until the end, as in `insertSubview(_:at:)`.
    let oldWindow = window
    defer { withExtendedLifetime(oldWindow) {} }
    willMove(toSuperview: nil)
    let hadWindow = window != nil
    if hadWindow { propagateWillMove(toWindow: nil) }
    superview.autoLayoutWillLeaveSuperview(self)
    superview.detach(self, notify: true)
    if hadWindow { propagateWindow(nil) }
    didMoveToSuperview()
  }

  /// Whether adding `view` here would make it its own ancestor.
  ///
  /// - Complexity: O(1) when `view` has no subviews or this view has no superview (building top
  ///   down or bottom up), else O(*d*) in the depth of this view.
  private func wouldMakeCycle(adding view: View) -> Bool {
    if view.subviews.isEmpty || superview == nil { return false }
    return isDescendant(of: view)
  }

  /// Whether this view is `view` or one of its descendants.
  ///
  /// - Complexity: O(*d*) in the depth of this view.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree, depth first, whose ``tag`` is `tag`.
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  public func viewWithTag(_ tag: Int) -> View? {
    firstInSubtree { $0.tag == tag }
  }

  /// The first view in this subtree, depth first, whose ``accessibilityIdentifier`` is `identifier`.
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  public func view(withIdentifier identifier: String) -> View? {
    firstInSubtree { $0.accessibilityIdentifier == identifier }
  }

  /// The first view of the subtree in depth-first order (a view before its subviews, back to
  /// front) that matches; iterative, so any depth is fine.
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  func firstInSubtree(where matches: (View) -> Bool) -> View? {
    var pending: [View] = [self]
    while let view = pending.popLast() {
      if matches(view) { return view }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }

  private func indexOfSubview(_ view: View) -> Int? {
    subviews.firstIndex { $0 === view }
  }

  private func detach(_ view: View, notify: Bool) {
    if notify { willRemoveSubview(view) }
    subviews.removeAll(identicalTo: view)
    removeSublayer(of: view)
    view.superview = nil
  }

  /// Tells the subtree, parents first, that it will move to `newWindow`; iterative.
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  private func propagateWillMove(toWindow newWindow: Window?) {
    var pending: [View] = [self]
    while let view = pending.popLast() {
      view.willMove(toWindow: newWindow)
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  /// Whether the view is in `window`'s tree (the window itself included), by address: no
  /// reference counting.
  @inline(__always)
  final func isInTree(of window: Window) -> Bool {
    windowPointer.isPointer(to: window)
  }

  /// Sets ``window`` through the subtree, resigning first responder status in a window being left;
  /// `didMoveToWindow()` runs children first, as the recursion UIKit uses would. Iterative, so a
  /// subtree of any depth can be attached.
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  func propagateWindow(_ newWindow: Window?) {
    var pending: [(view: View, next: Int)] = [(self, 0)]
    enter(newWindow)
    while let top = pending.last {
      let subviews = top.view.subviews
      if top.next < subviews.count {
        pending[pending.count - 1].next += 1
        let child = subviews[top.next]
        child.enter(newWindow)
        pending.append((child, 0))
      } else {
        pending.removeLast()
        top.view.didMoveToWindow()
      }
    }
  }

  /// Clears ``window`` through the subtree, silently: the window is being released, as a `weak`
  /// reference would become `nil`. Iterative.
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  func clearWindowPointers() {
    var pending: [View] = [self]
    while let view = pending.popLast() {
      view.windowPointer = nil
      pending.append(contentsOf: view.subviews)
    }
  }

  /// The part of ``propagateWindow(_:)`` done to one view before its subviews.
  private func enter(_ newWindow: Window?) {
    if let old = window, old !== newWindow, old.firstResponder === self {
      old.firstResponder = nil
    }
    if !attachedRecognizers.isEmpty {
      window?.viewsHoldingRecognizers -= 1
      newWindow?.viewsHoldingRecognizers += 1
    }
    window = newWindow
    if needsLayout { newWindow?.hasPendingLayout = true }
  }
}
