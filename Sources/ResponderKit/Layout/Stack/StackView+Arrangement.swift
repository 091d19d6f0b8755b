import Foundation

extension StackView {
  /// The attributes of one axis: an item's start, end, size and centre on it.
  typealias AxisAttributes = (
    start: LayoutConstraint.Attribute, end: LayoutConstraint.Attribute,
    size: LayoutConstraint.Attribute, center: LayoutConstraint.Attribute
  )

  /// The priority at which a stack hugs its content where nothing else fixes its size (below
  /// ``LayoutPriority/fittingSizeLevel``; ResponderKit's choice, UIKit's is not documented).
  static let canvasFitPriority = LayoutPriority(49)

  /// Makes the arrangement's constraints again if anything changed since they were made: the old
  /// ones are deactivated and the new ones activated together (§21.9).
  ///
  /// - Complexity: O(*n*) in the arranged views, plus the engine's cost of each constraint.
  func arrangeIfNeeded() {
    guard needsArrangement else { return }
    needsArrangement = false
    LayoutConstraint.deactivate(arrangementConstraints)
    for guide in gapGuides { removeLayoutGuide(guide) }
    gapGuides = []
    var made: [LayoutConstraint] = []
    let visible = arrangedSubviews.filter { !$0.isHidden }
    arrangeAlongAxis(visible, into: &made)
    arrangeAcrossAxis(visible, into: &made)
    arrangeHidden(into: &made)
    arrangedIntrinsicSizes = proportionalSizes()
    arrangementConstraints = made
    LayoutConstraint.activate(made)
  }

  /// A view's start, end, size and centre attributes on `axis`.
  static func attributes(_ axis: LayoutConstraint.Axis) -> AxisAttributes {
    axis == .horizontal
      ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
  }

  /// The stack's own attributes its views are placed against on `axis`: its edges, or its
  /// margins with ``isLayoutMarginsRelativeArrangement``.
  func canvasAttributes(_ axis: LayoutConstraint.Axis) -> AxisAttributes {
    guard isLayoutMarginsRelativeArrangement else { return StackView.attributes(axis) }
    return axis == .horizontal
      ? (.leadingMargin, .trailingMargin, .width, .centerXWithinMargins)
      : (.topMargin, .bottomMargin, .height, .centerYWithinMargins)
  }

  /// The axis across the stack's.
  var crossAxis: LayoutConstraint.Axis { axis == .horizontal ? .vertical : .horizontal }

  /// The space after visible view `view` when a visible view follows: its custom spacing, or
  /// ``spacing``; ``spacingUseSystem`` is the system spacing.
  func gap(after view: View) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == StackView.spacingUseSystem ? LayoutAnchorSpacing.system : value
  }

  /// The arranged views' intrinsic sizes along the axis (0 for a view without one).
  ///
  /// - Complexity: O(*n*) in the arranged views.
  func proportionalSizes() -> [CGFloat] {
    arrangedSubviews.map { view in
      let size = view.intrinsicContentSize
      let value = axis == .horizontal ? size.width : size.height
      return view.isHidden || value == View.noIntrinsicMetric ? 0 : max(0, value)
    }
  }

  /// A constraint of the arrangement: `first.attr1 relation multiplier × second.attr2 + c`.
  func arrangement(
    _ first: AnyObject, _ attr1: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation = .equal, to second: AnyObject? = nil,
    _ attr2: LayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: LayoutPriority = .required, id identifier: String
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      first: first, attr1, relation, second: second, attr2,
      multiplier: second == nil ? 0 : multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = identifier
    return constraint
  }

  /// The constraints along the axis: the first and last visible views to the canvas, the
  /// spacing between neighbours, and the distribution's.
  private func arrangeAlongAxis(_ visible: [View], into made: inout [LayoutConstraint]) {
    let own = StackView.attributes(axis)
    let canvas = canvasAttributes(axis)
    made.append(
      arrangement(self, own.size, priority: StackView.canvasFitPriority, id: "UISV-canvas-fit"))
    guard let first = visible.first, let last = visible.last else { return }
    made.append(arrangement(first, own.start, to: self, canvas.start, id: "UISV-canvas-connection"))
    made.append(arrangement(last, own.end, to: self, canvas.end, id: "UISV-canvas-connection"))
    let baselines = isBaselineRelativeArrangement && axis == .vertical
    let isEqual = distribution == .equalSpacing || distribution == .equalCentering
    for (a, b) in zip(visible, visible.dropFirst()) {
      made.append(
        arrangement(
          b, baselines ? .firstBaseline : own.start, isEqual ? .greaterThanOrEqual : .equal, to: a,
          baselines ? .lastBaseline : own.end, constant: gap(after: a), id: "UISV-spacing"))
    }
    switch distribution {
    case .fill:
      // Ties between equal content priorities go to the first of the tied views: each later
      // view keeps its intrinsic size (or none) a little more strongly than the one before.
      for (index, view) in visible.enumerated().dropFirst() {
        let size = proportionalSize(of: view)
        let priority = LayoutPriority(1 + 0.5 * Float(index) / Float(visible.count))
        made.append(
          arrangement(
            view, own.size, constant: size, priority: priority, id: "UISV-ambiguity-suppression"))
      }
    case .fillEqually:
      for view in visible.dropFirst() {
        made.append(arrangement(view, own.size, to: first, own.size, id: "UISV-fill-equally"))
      }
    case .fillProportionally:
      arrangeProportionally(visible, into: &made)
    case .equalSpacing, .equalCentering:
      arrangeEqually(visible, into: &made)
    }
  }

  /// A view's intrinsic size along the axis, 0 without one.
  private func proportionalSize(of view: View) -> CGFloat {
    let size = view.intrinsicContentSize
    let value = axis == .horizontal ? size.width : size.height
    return value == View.noIntrinsicMetric ? 0 : max(0, value)
  }

  /// Sizes proportional to the intrinsic sizes: each view with a size is that size's ratio to the
  /// first such view's, at priority 999 as UIKit's; views without one are sized as in
  /// ``Distribution/fill``.
  private func arrangeProportionally(_ visible: [View], into made: inout [LayoutConstraint]) {
    let size = StackView.attributes(axis).size
    let sized = visible.filter { proportionalSize(of: $0) > 0 }
    guard let reference = sized.first else { return }
    let referenceSize = proportionalSize(of: reference)
    for view in sized.dropFirst() {
      made.append(
        arrangement(
          view, size, to: reference, size, multiplier: proportionalSize(of: view) / referenceSize,
          priority: LayoutPriority(999), id: "UISV-fill-proportionally"))
    }
  }

  /// Equal gaps (``Distribution/equalSpacing``) or equal distances between centres
  /// (``Distribution/equalCentering``): a layout guide spans each pair of neighbours, from edge to
  /// edge or centre to centre, and the guides' sizes are equal.
  private func arrangeEqually(_ visible: [View], into made: inout [LayoutConstraint]) {
    let own = StackView.attributes(axis)
    let byCentre = distribution == .equalCentering
    for (a, b) in zip(visible, visible.dropFirst()) {
      let guide = LayoutGuide()
      guide.identifier = byCentre ? "UISV-distributing-centers" : "UISV-distributing-gap"
      addLayoutGuide(guide)
      gapGuides.append(guide)
      made.append(
        arrangement(
          guide, own.start, to: a, byCentre ? own.center : own.end, id: "UISV-distributing-edge"))
      made.append(
        arrangement(
          guide, own.end, to: b, byCentre ? own.center : own.start, id: "UISV-distributing-edge"))
      if let firstGuide = gapGuides.first, firstGuide !== guide {
        made.append(arrangement(guide, own.size, to: firstGuide, own.size, id: "UISV-distributing"))
      }
    }
  }

  /// Hidden arranged views collapse: no size, at the end of the visible view before them (or the
  /// canvas's start), as UIKit's `UISV-hiding` constraints do.
  private func arrangeHidden(into made: inout [LayoutConstraint]) {
    let own = StackView.attributes(axis)
    let across = StackView.attributes(crossAxis)
    let canvas = canvasAttributes(axis)
    let canvasAcross = canvasAttributes(crossAxis)
    var previous: View?
    for view in arrangedSubviews {
      guard view.isHidden else {
        previous = view
        continue
      }
      made.append(arrangement(view, own.size, id: "UISV-hiding"))
      made.append(arrangement(view, across.size, id: "UISV-hiding"))
      if let previous {
        made.append(arrangement(view, own.start, to: previous, own.end, id: "UISV-hiding"))
      } else {
        made.append(arrangement(view, own.start, to: self, canvas.start, id: "UISV-hiding"))
      }
      made.append(arrangement(view, across.start, to: self, canvasAcross.start, id: "UISV-hiding"))
    }
  }
}
