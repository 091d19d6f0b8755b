import Foundation
import ResponderKit

extension ScenarioScene {
  /// A view of the spec's kind with its properties set, not yet in the hierarchy.
  func makeView(_ spec: Scenario.ViewSpec) -> View {
    let view: View
    switch spec.kind {
    case .view:
      let plain =
        spec.textInput ? ScenarioTextView(frame: spec.frame) : ScenarioView(frame: spec.frame)
      plain.offeredKeyCommands = spec.keyCommands.map(\.command)
      plain.touchArea = spec.touchArea
      plain.passThrough = spec.passThrough
      plain.implements = Set(spec.implements ?? [])
      plain.callsSuper = spec.callsSuper
      plain.canBecomeFirst = spec.canBecomeFirstResponder
      plain.onTouchesBegan = spec.onTouchesBegan
      view = plain
    case .button:
      let button = spec.isResponding ? ScenarioButton(frame: spec.frame) : Button(frame: spec.frame)
      button.isEnabled = spec.isEnabled
      if let title = spec.text { button.setTitle(title, for: .normal) }
      view = button
    case .control:
      let control =
        spec.isResponding ? ScenarioControl(frame: spec.frame) : Control(frame: spec.frame)
      control.isEnabled = spec.isEnabled
      view = control
    case .imageView:
      view = spec.isResponding ? ScenarioImageView(frame: spec.frame) : ImageView(frame: spec.frame)
    case .label:
      let label = spec.isResponding ? ScenarioLabel(frame: spec.frame) : Label(frame: spec.frame)
      label.text = spec.text ?? spec.id
      view = label
    case .switch:
      let toggle = spec.isResponding ? ScenarioSwitch(frame: spec.frame) : Switch(frame: spec.frame)
      toggle.isEnabled = spec.isEnabled
      toggle.setOn(spec.isOn)
      view = toggle
    case .slider, .stepper, .segmentedControl:
      view = makeValueControl(spec)
    case .table:
      let table = ScenarioTable(
        frame: spec.frame, sections: spec.tableSections, rowHeight: CGFloat(spec.tableRowHeight),
        cellViews: (spec.tableCellSubviews, spec.tableContentSubviews),
        makeView: { [self] in makeView($0) })
      table.allowsSelection = spec.tableAllowsSelection
      table.allowsMultipleSelection = spec.tableAllowsMultipleSelection
      table.delaysContentTouches = spec.delaysContentTouches
      table.canCancelContentTouches = spec.canCancelContentTouches
      table.isScrollEnabled = spec.isScrollEnabled
      table.bounces = spec.bounces
      table.contentInset = spec.contentInset
      view = table
    case .collection:
      let collection = ScenarioCollection(
        frame: spec.frame, sections: spec.tableSections, layout: spec.collectionLayout)
      collection.allowsSelection = spec.tableAllowsSelection
      collection.allowsMultipleSelection = spec.tableAllowsMultipleSelection
      collection.delaysContentTouches = spec.delaysContentTouches
      collection.canCancelContentTouches = spec.canCancelContentTouches
      collection.isScrollEnabled = spec.isScrollEnabled
      collection.bounces = spec.bounces
      collection.alwaysBounceVertical = spec.alwaysBounceVertical
      collection.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
      collection.contentInset = spec.contentInset
      view = collection
    case .navigation, .pages:
      // Built by the scene as a navigation or page view controller's view; never made here.
      view = View(frame: spec.frame)
    case .textField:
      let field = TextField(frame: spec.frame)
      field.isEnabled = spec.isEnabled
      field.placeholder = spec.id
      field.borderStyle = .roundedRect
      view = field
    case .stack:
      let stack = StackView(frame: spec.frame)
      stack.axis = spec.stack.axis
      stack.spacing = CGFloat(spec.stack.spacing)
      stack.distribution = spec.stack.distribution
      stack.alignment = spec.stack.alignment
      stack.isLayoutMarginsRelativeArrangement = spec.stack.isLayoutMarginsRelative
      view = stack
    case .row:
      let row = ScenarioRow(frame: spec.frame)
      row.index = spec.rowIndex ?? 0
      view = row
    case .scrollView, .list:
      let scroll =
        spec.kind == .list ? ScenarioList(frame: spec.frame) : ScenarioScrollView(frame: spec.frame)
      scroll.shouldBegin = spec.touchesShouldBegin
      scroll.shouldCancel = spec.touchesShouldCancel
      scroll.contentSize = spec.contentSize
      scroll.isPagingEnabled = spec.isPagingEnabled
      scroll.bounces = spec.bounces
      scroll.delaysContentTouches = spec.delaysContentTouches
      scroll.canCancelContentTouches = spec.canCancelContentTouches
      scroll.isScrollEnabled = spec.isScrollEnabled
      scroll.alwaysBounceVertical = spec.alwaysBounceVertical
      scroll.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
      scroll.decelerationRate = DecelerationRate(rawValue: spec.decelerationRate)
      scroll.contentInset = spec.contentInset
      view = scroll
    }
    view.accessibilityIdentifier = spec.id
    if spec.hasRefreshControl, let scroll = view as? ScrollView {
      let control = RefreshControl()
      control.accessibilityIdentifier = "\(spec.id).refreshControl"
      scroll.refreshControl = control
    }
    view.bounds.origin = spec.boundsOrigin
    view.transform = spec.transform
    view.alpha = spec.alpha
    view.backgroundColor = spec.backgroundColor
    view.isHidden = spec.isHidden
    view.isUserInteractionEnabled = spec.isUserInteractionEnabled
    view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
    view.isExclusiveTouch = spec.isExclusiveTouch
    if let clipsToBounds = spec.clipsToBounds { view.clipsToBounds = clipsToBounds }
    if spec.zPosition != 0 { view.layer.zPosition = CGFloat(spec.zPosition) }
    for action in spec.performs { view.setAction(Selector(action)) { _, _ in } }
    if let responding = view as? any ScenarioResponding {
      responding.adopt(
        keyCommands: spec.keyCommands,
        canBecomeFirstResponder: spec.canBecomeFirstResponder ? true : nil)
    }
    return view
  }

  /// Adds the recognizers to their views, then their failure requirements and delegates; returns
  /// the delegates, which the scene must keep (recognizers hold them weakly).
  func connectGestures(_ specs: [Scenario.ViewSpec]) -> [AnyObject] {
    var recognizers: [String: GestureRecognizer] = [:]
    for spec in specs {
      if let target = spec.redirectTo {
        (views[spec.id] as? ScenarioView)?.redirectTarget = views[target]
      }
      if let scroll = views[spec.id] as? ScrollView {
        recognizers["\(spec.id).panGestureRecognizer"] = scroll.panGestureRecognizer
      }
      if spec.kind == .pages, let scroll = views["\(spec.id).scrollView"] as? ScrollView {
        recognizers["\(spec.id).scrollView.panGestureRecognizer"] = scroll.panGestureRecognizer
      }
      if let navigation = controllers[spec.id] as? NavigationController,
        let pop = navigation.interactivePopGestureRecognizer
      {
        recognizers["\(spec.id).interactivePopGestureRecognizer"] = pop
      }
      for gesture in spec.gestures {
        let recognizer = gesture.makeRecognizer()
        recognizers[gesture.name] = recognizer
        views[spec.id]?.addGestureRecognizer(recognizer)
      }
    }
    for spec in specs where !spec.panRequiresToFail.isEmpty {
      guard let scroll = views[spec.id] as? ScrollView else { continue }
      for name in spec.panRequiresToFail {
        if let other = recognizers[name] { scroll.panGestureRecognizer.require(toFail: other) }
      }
    }
    var delegates: [ScenarioDelegate] = []
    for gesture in specs.flatMap(\.gestures) {
      guard let recognizer = recognizers[gesture.name] else { continue }
      for other in gesture.requireToFail {
        if let other = recognizers[other] { recognizer.require(toFail: other) }
      }
      guard
        !gesture.shouldBegin || gesture.beginsWhen != nil || !gesture.simultaneousWith.isEmpty
          || gesture.shouldReceive != .always || !gesture.shouldRequireFailureOf.isEmpty
          || !gesture.shouldBeRequiredToFailBy.isEmpty
      else { continue }
      let delegate = ScenarioDelegate()
      delegate.shouldBegin = gesture.shouldBegin
      delegate.beginsWhen = gesture.beginsWhen
      delegate.simultaneous = gesture.simultaneousWith.compactMap { recognizers[$0] }
      delegate.requiresFailureOf = gesture.shouldRequireFailureOf.compactMap { recognizers[$0] }
      delegate.requiredToFailBy = gesture.shouldBeRequiredToFailBy.compactMap { recognizers[$0] }
      delegate.receives = gesture.shouldReceive
      if case .except(let ids) = gesture.shouldReceive {
        delegate.exceptViews = ids.compactMap { views[$0] }
      }
      recognizer.delegate = delegate
      delegates.append(delegate)
    }
    return delegates
  }

  /// Adds each control's targets: a named view, controller or the app delegate, or `nil` for the
  /// responder chain.
  func connectTargets(_ specs: [Scenario.ViewSpec]) {
    for spec in specs {
      guard let control = views[spec.id] as? Control else { continue }
      for target in spec.targets {
        let events = target.events.compactMap(ControlEvents.init(named:))
          .reduce(into: ControlEvents()) { $0.formUnion($1) }
        let object = target.target.flatMap(responder(named:))
        control.addTarget(object, action: Selector(target.action), for: events)
      }
    }
  }
}
