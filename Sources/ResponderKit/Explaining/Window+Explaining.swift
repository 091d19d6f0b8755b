import Foundation

extension Window {
  /// Explains a touch at `point` (window coordinates) without delivering anything.
  ///
  /// - Complexity: O(*n*·*d*) in the number of views and their depth.
  public func explainTouch(at point: CGPoint) -> TouchExplanation {
    let hit = hitTest(point, with: nil)
    var candidates: [TouchExplanation.Candidate] = []
    var passedHit = false
    let views = frontToBack()
    for view in views {
      if view === hit { passedHit = true }
      guard view !== self, isUnder(point, view) else { continue }
      let verdict = verdict(for: view, at: point, hit: hit, inFront: !passedHit)
      candidates.append(.init(view: view.traceName, verdict: verdict))
    }
    if let hit, hit !== self, !isUnder(point, hit) {
      let returner = views.first { view in
        view !== hit && isUnder(point, view)
          && view.hitTest(view.convert(point, from: self), with: nil) === hit
      }
      candidates.insert(
        .init(view: hit.traceName, verdict: .hitViewByOverride(returner?.traceName ?? traceName)),
        at: 0)
    }
    var recognizers: [String] = []
    var current: View? = hit
    while let view = current {
      recognizers += view.attachedRecognizers.filter(\.isEnabled).map(\.traceLabel)
      if view === self { break }
      current = view.superview
    }
    return TouchExplanation(
      point: point, hitView: hit?.traceName, candidates: candidates, recognizers: recognizers,
      responderChain: hit?.responderChain.map(\.traceName) ?? [],
      withheld: hit.flatMap { withholdReason(forNewTouchIn: $0) })
  }

  /// Every view of the window, frontmost first: the reverse of drawing order.
  private func frontToBack() -> [View] {
    var drawingOrder: [View] = []
    func visit(_ view: View) {
      drawingOrder.append(view)
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return drawingOrder.reversed()
  }

  /// Whether the point lies in the view's own area (its bounds or its `point(inside:)`), whatever
  /// its ancestors say.
  private func isUnder(_ point: CGPoint, _ view: View) -> Bool {
    let local = view.convert(point, from: self)
    return view.bounds.contains(local) || view.point(inside: local, with: nil)
  }

  private func verdict(
    for view: View, at point: CGPoint, hit: View?, inFront: Bool
  ) -> TouchExplanation.Verdict {
    if view === hit { return .hitView }
    if let hit, hit.isDescendant(of: view) { return .ancestorOfHitView(hit.traceName) }
    var chain: [View] = []
    var current: View? = view
    while let ancestor = current, ancestor !== self {
      chain.insert(ancestor, at: 0)
      current = ancestor.superview
    }
    for ancestor in chain {
      if let reason = ancestor.hitTestExclusionReason {
        return ancestor === view ? .excluded(reason) : .ancestorExcluded(ancestor.traceName, reason)
      }
    }
    for ancestor in chain where ancestor !== view {
      let local = ancestor.convert(point, from: self)
      if !ancestor.point(inside: local, with: nil) {
        return .outsideAncestor(ancestor.traceName, by: distanceOutside(local, ancestor.bounds))
      }
    }
    if !view.point(inside: view.convert(point, from: self), with: nil) { return .pointInsideSaysNo }
    guard let hit, !inFront else { return .hitTestOverride(overrider(of: view) ?? traceName) }
    return .shadowed(by: branch(of: hit, against: view)?.traceName ?? hit.traceName)
  }

  /// How far a point lies outside a rectangle, along the axis where it is farthest out.
  private func distanceOutside(_ point: CGPoint, _ rect: CGRect) -> CGFloat {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return max(dx, dy)
  }

  /// The ancestor of `hit` that is a sibling of an ancestor of `view`: the branch in front.
  private func branch(of hit: View, against view: View) -> View? {
    var current: View? = hit
    while let candidate = current {
      if let parent = candidate.superview, view.isDescendant(of: parent) { return candidate }
      current = candidate.superview
    }
    return nil
  }

  /// The view or nearest ancestor whose class is not plain `View`: the likely `hitTest` override.
  private func overrider(of view: View) -> String? {
    var current: View? = view
    while let ancestor = current, ancestor !== self {
      if type(of: ancestor) != View.self { return ancestor.traceName }
      current = ancestor.superview
    }
    return nil
  }
}
