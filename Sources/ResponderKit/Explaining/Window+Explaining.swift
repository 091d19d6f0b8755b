import Foundation

extension Window {
  /// Explains a touch at `point` (window coordinates) without delivering anything.
  ///
  /// - Complexity: O(*n* + *d*) in the number of views and the depth of the hit view: one walk
  ///   of the window, without recursion, so a hierarchy of any depth can be explained.
  public func explainTouch(at point: CGPoint) -> TouchExplanation {
    // Two passes when the first asks app code, as a touch-down gets (Hit-testing §2.5).
    View.walkAskedOverride = !hasStandardHitTesting
    var hit = hitTest(point, with: nil)
    var secondPass: TouchExplanation.SecondPass?
    if View.walkAskedOverride {
      let again = hitTest(point, with: nil)
      secondPass = .init(first: hit?.traceName, second: again?.traceName)
      if let again { hit = again }
    }
    let sightings = sightings(of: point, hit: hit)
    var candidates: [TouchExplanation.Candidate] = []
    var passedHit = false
    for sighting in sightings.reversed() {
      let view = sighting.view
      if view === hit { passedHit = true }
      guard view !== self, sighting.isUnderPoint else { continue }
      let verdict = verdict(for: sighting, hit: hit, inFront: !passedHit)
      candidates.append(.init(view: view.traceName, verdict: verdict))
    }
    if let hit, hit !== self,
      !(sightings.first { $0.view === hit }?.isUnderPoint ?? isUnder(point, hit))
    {
      let returner = sightings.reversed().first { sighting in
        sighting.view !== hit && sighting.isUnderPoint
          && sighting.view.hitTest(sighting.point, with: nil) === hit
      }
      candidates.insert(
        .init(
          view: hit.traceName, verdict: .hitViewByOverride(returner?.view.traceName ?? traceName)),
        at: 0)
    }
    var recognizers: [String] = []
    var current: View? = hit
    while let view = current {
      recognizers += view.attachedRecognizers.filter {
        $0.isEnabled && $0.allowedTouchTypeMask != 0
      }
      .map(\.traceLabel)
      if view === self { break }
      current = view.superview
    }
    return TouchExplanation(
      point: point, hitView: hit?.traceName, candidates: candidates, recognizers: recognizers,
      responderChain: hit?.responderChain.map(\.traceName) ?? [],
      withheld: hit.flatMap { withholdReason(forNewTouchIn: $0) },
      layoutOutcomes: layoutOutcomes(), secondPass: secondPass)
  }

  /// What one view of the window makes of the point, with what its ancestors (below the window)
  /// made of it.
  private struct Sighting {
    let view: View
    /// The point in the view's bounds space.
    let point: CGPoint
    /// Whether the point lies in the view's own area (its bounds or its `point(inside:)`).
    let isUnderPoint: Bool
    /// Whether the view's `point(inside:with:)` says yes.
    let pointInside: Bool
    /// The view or the topmost ancestor that refuses every touch, and why.
    let excluded: (view: View, reason: HitTestSkipReason)?
    /// The topmost ancestor whose `point(inside:with:)` says no, and by how far.
    let outsideAncestor: (view: View, distance: CGFloat)?
    /// How many steps above the hit view the view's deepest ancestor on the hit view's line is.
    let commonAncestorHeight: Int?
    /// The view or nearest ancestor whose class is not plain `View`: the likely override.
    let overrider: View?
    /// Whether the view is an ancestor of the hit view.
    let isOnHitLine: Bool
  }

  /// Every view of the window in drawing order (a view before its subviews, back to front), each
  /// with what it makes of `point`, in one walk without recursion.
  ///
  /// - Complexity: O(*n* + *d*).
  private func sightings(of point: CGPoint, hit: View?) -> [Sighting] {
    var heightAboveHit: [ObjectIdentifier: Int] = [:]
    var height = 0
    var current: View? = hit
    while let view = current {
      heightAboveHit[ObjectIdentifier(view)] = height
      height += 1
      current = view.superview
    }
    var sightings: [Sighting] = []
    var pending: [(view: View, parent: Int?)] = [(self, nil)]
    while let (view, parentIndex) = pending.popLast() {
      let parent = parentIndex.map { sightings[$0] }
      let local = parent == nil ? point : view.pointFromSuperview(parent!.point)
      let pointInside = view.point(inside: local, with: nil)
      let isRoot = parent == nil
      let ownReason = isRoot ? nil : view.hitTestExclusionReason
      var outside = parent?.outsideAncestor
      if outside == nil, let parent, parent.view !== self, !parent.pointInside {
        outside = (parent.view, distanceOutside(parent.point, parent.view.bounds))
      }
      let ownHeight = heightAboveHit[ObjectIdentifier(view)]
      sightings.append(
        Sighting(
          view: view, point: local, isUnderPoint: view.bounds.contains(local) || pointInside,
          pointInside: pointInside,
          excluded: parent?.excluded ?? ownReason.map { (view, $0) },
          outsideAncestor: outside,
          commonAncestorHeight: ownHeight ?? parent?.commonAncestorHeight,
          overrider: isRoot ? nil : (type(of: view) != View.self ? view : parent?.overrider),
          isOnHitLine: ownHeight != nil && view !== hit))
      let index = sightings.count - 1
      for subview in view.subviews.reversed() { pending.append((subview, index)) }
    }
    return sightings
  }

  /// Whether the point lies in the view's own area (its bounds or its `point(inside:)`), whatever
  /// its ancestors say.
  private func isUnder(_ point: CGPoint, _ view: View) -> Bool {
    let local = view.convert(point, from: self)
    return view.bounds.contains(local) || view.point(inside: local, with: nil)
  }

  private func verdict(
    for sighting: Sighting, hit: View?, inFront: Bool
  ) -> TouchExplanation.Verdict {
    let view = sighting.view
    if view === hit { return .hitView }
    if let hit, sighting.isOnHitLine { return .ancestorOfHitView(hit.traceName) }
    if let (ancestor, reason) = sighting.excluded {
      return ancestor === view ? .excluded(reason) : .ancestorExcluded(ancestor.traceName, reason)
    }
    if let (ancestor, distance) = sighting.outsideAncestor {
      let size = ancestor.bounds.size
      if !ancestor.translatesAutoresizingMaskIntoConstraints, size.width == 0 || size.height == 0 {
        return .outsideCollapsedAncestor(
          ancestor.traceName, by: distance, size: size, ambiguous: ancestor.hasAmbiguousLayout)
      }
      return .outsideAncestor(ancestor.traceName, by: distance)
    }
    if !sighting.pointInside { return .pointInsideSaysNo }
    guard let hit, !inFront else {
      return .hitTestOverride(sighting.overrider?.traceName ?? traceName)
    }
    let front = branch(of: hit, under: sighting.commonAncestorHeight) ?? hit
    if let parent = front.superview, let drawn = ancestor(of: view, childOf: parent),
      drawn.layerZPosition > front.layerZPosition
    {
      return .shadowedDespiteZPosition(
        by: front.traceName, drawnFront: drawn.traceName, zPosition: drawn.layerZPosition,
        theirs: front.layerZPosition)
    }
    if let cell = front.superview as? TableViewCell, front === cell.contentView,
      ancestor(of: view, childOf: cell) !== front
    {
      return .coveredByContentView(front.traceName)
    }
    return .shadowed(by: front.traceName)
  }

  /// `view` or its ancestor whose superview is `parent`, or `nil`.
  private func ancestor(of view: View, childOf parent: View) -> View? {
    var current = view
    while let superview = current.superview {
      if superview === parent { return current }
      current = superview
    }
    return nil
  }

  /// How far a point lies outside a rectangle, along the axis where it is farthest out.
  private func distanceOutside(_ point: CGPoint, _ rect: CGRect) -> CGFloat {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return max(dx, dy)
  }

  /// The ancestor of `hit` just below the deepest ancestor it shares with a view (`height` steps
  /// above `hit`): the branch in front of that view.
  private func branch(of hit: View, under height: Int?) -> View? {
    guard let height, height > 0 else { return nil }
    var candidate = hit
    for _ in 1..<height {
      guard let parent = candidate.superview else { return nil }
      candidate = parent
    }
    return candidate
  }
}
