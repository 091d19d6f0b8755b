// ResponderKitCapture: writes the key window's screen as a ResponderKit scenario file.
//
// Drop this one file into an iOS app (or a debug-only target of it) and call
// `ResponderKitCapture.scenario()` from code or from the debugger. It uses only UIKit's public API,
// so the same file builds against ResponderKit's UIKit-named module, where it is tested.

import UIKit

/// Writes the screen of a window as a ResponderKit scenario file (YAML text): its views with their
/// flags and kinds, gesture recognizers with their settings and what their delegates answer now,
/// controls with their targets, scroll views' state, view controllers and the first responder.
///
/// What UIKit does not expose (failure requirements set with `require(toFail:)`, overrides of
/// `hitTest(_:with:)`, `point(inside:with:)` or the touch methods, delegate answers that need a
/// touch) is named in YAML comments, for the reader to add by hand.
@MainActor
public enum ResponderKitCapture {
  /// The key window's screen as a scenario file, or a YAML comment saying there is no key window.
  ///
  /// In the debugger: `po ResponderKitCapture.scenario()`, or
  /// `expr print(ResponderKitCapture.scenario())` for the text without escapes.
  ///
  /// - Complexity: O(*v* + *r*² + *c*·*e*) for *v* views, *r* recognizers (each delegate is asked
  ///   about every other recognizer), and *c* controls with *e* target-action entries.
  public static func scenario() -> String {
    let window = UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap { $0.windows }
      .first { $0.isKeyWindow }
    guard let window else { return "# ResponderKitCapture: the application has no key window\n" }
    return scenario(of: window)
  }

  /// `window`'s screen as a scenario file.
  ///
  /// - Complexity: O(*v* + *r*² + *c*·*e*) for *v* views, *r* recognizers (each delegate is asked
  ///   about every other recognizer), and *c* controls with *e* target-action entries.
  public static func scenario(of window: UIWindow) -> String {
    CaptureWriter(window: window).text()
  }
}

// MARK: - Naming

/// The names the file gives views, controllers and recognizers, each unique in the file.
@MainActor
private final class CaptureNames {
  var taken = Set<String>()
  var counters: [String: Int] = [:]
  var views: [ObjectIdentifier: String] = [:]
  var controllers: [ObjectIdentifier: String] = [:]
  var recognizers: [ObjectIdentifier: String] = [:]

  /// `preferred` if free, else `base` with the next free number.
  func unique(_ preferred: String?, base: String) -> String {
    if let preferred, !preferred.isEmpty, taken.insert(preferred).inserted { return preferred }
    while true {
      let next = counters[base, default: 0] + 1
      counters[base] = next
      let name = "\(base)\(next)"
      if taken.insert(name).inserted { return name }
    }
  }
}

/// The class name UIKit code would write: `UIView`, `ProfileCardView`.
private func className(of object: AnyObject) -> String {
  String(describing: type(of: object))
}

// MARK: - Writing

/// One capture of one window.
@MainActor
private final class CaptureWriter {
  let window: UIWindow
  let names = CaptureNames()
  var lines: [String] = []
  /// Every recognizer of the screen that the file can name, in the order met.
  var recognizers: [UIGestureRecognizer] = []
  /// Every action name a control sends.
  var actionNames: [String] = []
  /// The application's delegate, when it is a responder of its own (as Xcode's template makes it).
  var appDelegate: UIResponder?
  /// Notes for the opening comment.
  var notes: [String] = []

  init(window: UIWindow) {
    self.window = window
  }

  func text() -> String {
    findAppDelegate()
    for view in window.subviews { name(view) }
    for view in window.subviews { nameRecognizers(in: view) }
    lines.append("# Captured by ResponderKitCapture from \(className(of: window)).")
    lines.append(
      "# UIKit has no public getter for require(toFail:): failure requirements set with it are"
    )
    lines.append("# not captured; add them as `requireToFail: [names]` on the waiting recognizer.")
    let size = window.bounds.size
    lines.append("window: {width: \(number(size.width)), height: \(number(size.height))}")
    if let appDelegate {
      let performs = performedActions(of: appDelegate)
      lines.append(performs.isEmpty ? "appDelegate: true" : "appDelegate: {performs: \(performs)}")
    }
    var presented: [(UIViewController, UIView)] = []
    var inline: [UIView] = []
    for view in window.subviews {
      if let controller = controller(of: view), isPresented(controller) {
        presented.append((controller, view))
      } else {
        inline.append(view)
      }
    }
    lines.append(inline.isEmpty ? "views: []" : "views:")
    for view in inline { write(view, indent: "  ", level: .window) }
    if !presented.isEmpty {
      lines.append("presented:")
      for (controller, view) in presented {
        let presenter = controller.presentingViewController.map(controllerName) ?? "?"
        lines.append("  - controller: \(scalar(controllerName(controller)))")
        lines.append("    by: \(scalar(presenter))")
        lines.append("    view:")
        write(view, indent: "      ", level: .presented, asItem: false)
      }
    }
    if !notes.isEmpty {
      lines.insert(contentsOf: notes.map { "# \($0)" }, at: 3)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Responders

  private func findAppDelegate() {
    var responder: UIResponder? = window
    while let current = responder {
      if let application = current as? UIApplication {
        if let delegate = application.delegate as? UIResponder, !(delegate is UIView),
          !(delegate is UIViewController), !(delegate is UIApplication)
        {
          appDelegate = delegate
        }
        return
      }
      responder = current.next
    }
  }

  /// The controller whose root view `view` is.
  private func controller(of view: UIView) -> UIViewController? {
    guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view
    else { return nil }
    return controller
  }

  private func isPresented(_ controller: UIViewController) -> Bool {
    controller.presentingViewController?.presentedViewController === controller
  }

  private func controllerName(_ controller: UIViewController) -> String {
    let key = ObjectIdentifier(controller)
    if let name = names.controllers[key] { return name }
    let name = names.unique(controller.title, base: className(of: controller))
    names.controllers[key] = name
    return name
  }

  /// The actions among those controls send that `responder` performs.
  private func performedActions(of responder: UIResponder) -> String {
    let performed = actionNames.filter { responder.responds(to: Selector($0)) }
    return "[" + performed.map(scalar).joined(separator: ", ") + "]"
  }

  /// What a target is called in the file: a view's id, a controller's title, `AppDelegate`.
  private func targetName(_ target: AnyObject) -> String? {
    if let view = target as? UIView { return names.views[ObjectIdentifier(view)] }
    if let controller = target as? UIViewController { return controllerName(controller) }
    if let appDelegate, target === appDelegate { return "AppDelegate" }
    return nil
  }

  /// A controller as the file writes it: its title, or a mapping with the actions it performs,
  /// its key commands and whether it is (or can become) first responder.
  private func controllerValue(_ controller: UIViewController) -> String {
    var parts = ["title: \(scalar(controllerName(controller)))"]
    let performs = performedActions(of: controller)
    if performs != "[]" { parts.append("performs: \(performs)") }
    if let commands = keyCommandsValue(of: controller) { parts.append("keyCommands: \(commands)") }
    if controller.isFirstResponder {
      parts.append("becomesFirstResponder: true")
    } else if controller.canBecomeFirstResponder {
      parts.append("canBecomeFirstResponder: true")
    }
    return parts.count == 1
      ? scalar(controllerName(controller)) : "{\(parts.joined(separator: ", "))}"
  }

  /// The key commands `responder` offers, as `[{key: command+r, action: "refresh:"}]`, or `nil`
  /// when it offers none. Commands with no action (a menu's) are left out.
  private func keyCommandsValue(of responder: UIResponder) -> String? {
    let commands = (responder.keyCommands ?? []).compactMap { command -> String? in
      // UIKeyCommand's `action` and `input` are optional in UIKit's Swift interface; written
      // through optionals, this reads them in both.
      let action: Selector? = command.action
      let input: String? = command.input
      guard let action, let input else { return nil }
      var key = keyModifierNames.filter { command.modifierFlags.contains($0.flag) }.map(\.name)
      key.append(keyInputNames[input] ?? input)
      var item =
        "{key: \(scalar(key.joined(separator: "+"))), action: \(scalar(NSStringFromSelector(action)))"
      if command.wantsPriorityOverSystemBehavior { item += ", wantsPriority: true" }
      return item + "}"
    }
    return commands.isEmpty ? nil : "[" + commands.joined(separator: ", ") + "]"
  }

  // MARK: Names

  private func name(_ view: UIView) {
    let id = names.unique(view.accessibilityIdentifier, base: className(of: view))
    names.views[ObjectIdentifier(view)] = id
    if let control = view as? UIControl { collectActions(of: control) }
    collectKeyCommandActions(of: view)
    if let controller = controller(of: view) { collectKeyCommandActions(of: controller) }
    for subview in capturedSubviews(of: view) { name(subview) }
    if let controller = controller(of: view) { _ = controllerName(controller) }
  }

  private func nameRecognizers(in view: UIView) {
    let id = names.views[ObjectIdentifier(view)] ?? "?"
    if let scroll = view as? UIScrollView {
      let pan = scroll.panGestureRecognizer
      names.recognizers[ObjectIdentifier(pan)] = "\(id).panGestureRecognizer"
      recognizers.append(pan)
    }
    for recognizer in ownRecognizers(of: view) {
      let type = recognizerType(recognizer) ?? "gesture"
      names.recognizers[ObjectIdentifier(recognizer)] = names.unique(
        recognizer.name, base: "\(id).\(type)")
      recognizers.append(recognizer)
    }
    for subview in capturedSubviews(of: view) { nameRecognizers(in: subview) }
  }

  /// The recognizers the app attached: a scroll view's own are left out.
  private func ownRecognizers(of view: UIView) -> [UIGestureRecognizer] {
    let all = view.gestureRecognizers ?? []
    if view is UITextField {
      // A text field's caret, word and loupe recognizers are UIKit's own subclasses, which the
      // kind stands for; an app adds UIKit's public classes.
      let publicClasses: [AnyClass] = [
        UITapGestureRecognizer.self, UILongPressGestureRecognizer.self,
        UIPanGestureRecognizer.self, UISwipeGestureRecognizer.self,
      ]
      return all.filter { recognizer in
        publicClasses.contains { type(of: recognizer) == $0 }
      }
    }
    guard let scroll = view as? UIScrollView else { return all }
    return all.filter {
      $0 !== scroll.panGestureRecognizer && $0 !== scroll.pinchGestureRecognizer
        && recognizerType($0) != nil
    }
  }

  /// The subviews the file describes: UIKit's own parts of controls (views of UIKit's or private
  /// classes inside a switch, slider, stepper or segmented control, a button's label and image
  /// view) and scroll indicators are left out: the kind stands for them.
  private func capturedSubviews(of view: UIView) -> [UIView] {
    if view is UISwitch || view is UISlider || view is UIStepper || view is UISegmentedControl
      || view is UITextField
    {
      return view.subviews.filter {
        let name = className(of: $0)
        return !name.hasPrefix("UI") && !name.hasPrefix("_")
      }
    }
    if let button = view as? UIButton {
      return view.subviews.filter { $0 !== button.titleLabel && $0 !== button.imageView }
    }
    if view is UITableView {
      // The table makes its cells from its data source: the kind stands for them.
      return view.subviews.filter {
        !($0 is UITableViewCell) && !($0 is UIRefreshControl)
          && !className(of: $0).hasPrefix("_UIScrollViewScrollIndicator")
      }
    }
    if view is UICollectionView {
      // The collection makes its cells from its data source: the kind stands for them.
      return view.subviews.filter {
        !($0 is UICollectionViewCell) && !($0 is UIRefreshControl)
          && !className(of: $0).hasPrefix("_UIScrollViewScrollIndicator")
      }
    }
    if view is UIScrollView {
      return view.subviews.filter {
        !className(of: $0).hasPrefix("_UIScrollViewScrollIndicator") && !($0 is UIRefreshControl)
      }
    }
    return view.subviews
  }

  /// Adds the actions of `responder`'s key commands to those whose performers are written.
  private func collectKeyCommandActions(of responder: UIResponder) {
    for command in responder.keyCommands ?? [] {
      let action: Selector? = command.action
      guard let action else { continue }
      let name = NSStringFromSelector(action)
      if !actionNames.contains(name) { actionNames.append(name) }
    }
  }

  private func collectActions(of control: UIControl) {
    for target in control.allTargets {
      let object: AnyObject? = target.base is NSNull ? nil : target.base as AnyObject
      for (event, _) in controlEventNames {
        for action in control.actions(forTarget: object, forControlEvent: event) ?? []
        where !actionNames.contains(action) {
          actionNames.append(action)
        }
      }
    }
  }

  // MARK: Views

  private enum Level { case window, nested, presented }

  private func kind(of view: UIView) -> String {
    switch view {
    case is UISwitch: "switch"
    case is UISlider: "slider"
    case is UIStepper: "stepper"
    case is UISegmentedControl: "segmentedControl"
    case is UITextField: "textField"
    case is UITableView: "table"
    case is UICollectionView: "collection"
    case is UIButton: "button"
    case is UIControl: "control"
    case is UIScrollView: "scrollView"
    case is UIImageView: "imageView"
    case is UILabel: "label"
    default: "view"
    }
  }

  private func write(_ view: UIView, indent: String, level: Level, asItem: Bool = true) {
    let id = names.views[ObjectIdentifier(view)] ?? "?"
    var first = true
    func key(_ key: String, _ value: String) {
      let lead = asItem && first ? indent + "- " : indent + "  "
      lines.append(lead + (value.isEmpty ? "\(key):" : "\(key): \(value)"))
      first = false
    }
    let kind = self.kind(of: view)
    key("id", scalar(id))
    let viewClass = className(of: view)
    if kind != "view" || viewClass != "UIView" {
      lines.append(indent + "  # \(viewClass)")
    }
    if kind != "view" { key("kind", kind) }
    let size = view.bounds.size
    let origin = CGPoint(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2)
    key(
      "frame",
      "[\(number(origin.x)), \(number(origin.y)), \(number(size.width)), \(number(size.height))]")
    if let controller = controller(of: view), level != .presented {
      key("controller", controllerValue(controller))
    }
    if view.bounds.origin != .zero, !(view is UIScrollView) {
      key("boundsOrigin", "[\(number(view.bounds.origin.x)), \(number(view.bounds.origin.y))]")
    }
    writeTransform(view.transform, key: key)
    if view.alpha != 1 { key("alpha", number(view.alpha)) }
    if let color = view.backgroundColor { key("backgroundColor", hex(color)) }
    let interactsByDefault = kind != "imageView" && kind != "label"
    if view.isHidden { key("isHidden", "true") }
    if view.isUserInteractionEnabled != interactsByDefault {
      key("isUserInteractionEnabled", "\(view.isUserInteractionEnabled)")
    }
    if view.isMultipleTouchEnabled { key("isMultipleTouchEnabled", "true") }
    if view.isExclusiveTouch { key("isExclusiveTouch", "true") }
    if view.clipsToBounds != (view is UIScrollView) {
      key("clipsToBounds", "\(view.clipsToBounds)")
    }
    if view.layer.zPosition != 0 { key("zPosition", number(view.layer.zPosition)) }
    if let scroll = view as? UIScrollView { writeScrollView(scroll, key: key) }
    if let table = view as? UITableView { writeTable(table, key: key) }
    if let collection = view as? UICollectionView { writeCollection(collection, key: key) }
    if let control = view as? UIControl { writeControl(control, kind: kind, key: key) }
    if view.isFirstResponder {
      key("becomesFirstResponder", "true")
    } else if view.canBecomeFirstResponder {
      key("canBecomeFirstResponder", "true")
    }
    if let commands = keyCommandsValue(of: view) { key("keyCommands", commands) }
    if kind == "view", view is UIKeyInput { key("textInput", "true") }
    let performs = performedActions(of: view)
    if performs != "[]" { key("performs", performs) }
    writeGestures(of: view, indent: indent, key: key)
    if viewClass != "UIView", kind == "view" {
      lines.append(
        indent
          + "  # a subclass: overrides of hitTest, point(inside:) or the touch methods are not seen"
      )
    }
    let subviews = capturedSubviews(of: view)
    if !subviews.isEmpty {
      key("subviews", "")
      for subview in subviews { write(subview, indent: indent + "    ", level: .nested) }
    }
  }

  private func writeTransform(_ t: CGAffineTransform, key: (String, String) -> Void) {
    guard !t.isIdentity else { return }
    // The format's transform is a scale, then a rotation, then a translation.
    let sx = (t.a * t.a + t.b * t.b).squareRoot()
    let angle = atan2(t.b, t.a)
    let sy = t.d * cos(angle) - t.c * sin(angle)
    let shear = t.a * t.c + t.b * t.d
    var parts: [String] = []
    if sx != 1 || sy != 1 { parts.append("scale: [\(number(sx)), \(number(sy))]") }
    if angle != 0 { parts.append("rotate: \(number(angle * 180 / .pi))") }
    if t.tx != 0 || t.ty != 0 { parts.append("translate: [\(number(t.tx)), \(number(t.ty))]") }
    key("transform", "{" + parts.joined(separator: ", ") + "}")
    if abs(shear) > 1e-9 {
      lines.append("    # the transform also shears, which the format cannot say")
    }
  }

  private func writeScrollView(_ scroll: UIScrollView, key: (String, String) -> Void) {
    let content = scroll.contentSize
    key("contentSize", "[\(number(content.width)), \(number(content.height))]")
    let offset = scroll.contentOffset
    if offset != .zero { key("contentOffset", "[\(number(offset.x)), \(number(offset.y))]") }
    if scroll.refreshControl != nil { key("refreshControl", "true") }
    let inset = scroll.contentInset
    if inset.top != 0 || inset.left != 0 || inset.bottom != 0 || inset.right != 0 {
      key(
        "contentInset",
        "{top: \(number(inset.top)), left: \(number(inset.left)), bottom: \(number(inset.bottom)), right: \(number(inset.right))}"
      )
    }
    key("isScrollEnabled", "\(scroll.isScrollEnabled)")
    key("isPagingEnabled", "\(scroll.isPagingEnabled)")
    key("bounces", "\(scroll.bounces)")
    key("alwaysBounceVertical", "\(scroll.alwaysBounceVertical)")
    key("alwaysBounceHorizontal", "\(scroll.alwaysBounceHorizontal)")
    key("delaysContentTouches", "\(scroll.delaysContentTouches)")
    key("canCancelContentTouches", "\(scroll.canCancelContentTouches)")
    key("decelerationRate", number(scroll.decelerationRate.rawValue))
    // The subclass's answers, asked about a plain view and a control outside it.
    let plain = UIView()
    let control = UIControl()
    let begins = scroll.touchesShouldBegin([], with: nil, in: plain)
    if !begins { key("touchesShouldBegin", "false") }
    let cancelsPlain = scroll.touchesShouldCancel(in: plain)
    let cancelsControl = scroll.touchesShouldCancel(in: control)
    if cancelsPlain && cancelsControl {
      key("touchesShouldCancel", "true")
    } else if !cancelsPlain && !cancelsControl {
      key("touchesShouldCancel", "false")
    }
  }

  /// A table's rows per section (asked of its data source now), row height and selection flags;
  /// its cells are the table's to make.
  private func writeTable(_ table: UITableView, key: (String, String) -> Void) {
    let sections = (0..<table.numberOfSections).map { "\(table.numberOfRows(inSection: $0))" }
    key("sections", "[" + sections.joined(separator: ", ") + "]")
    // `UITableView.automaticDimension` (-1) is left to the format's default, 44 pt.
    if table.rowHeight > 0 { key("rowHeight", number(table.rowHeight)) }
    if !table.allowsSelection { key("allowsSelection", "false") }
    if table.allowsMultipleSelection { key("allowsMultipleSelection", "true") }
  }

  /// A collection's items per section (asked of its data source now), its flow layout's item
  /// size, spacings and direction, and selection flags; its cells are the collection's to make.
  private func writeCollection(_ collection: UICollectionView, key: (String, String) -> Void) {
    let sections = (0..<collection.numberOfSections).map {
      "\(collection.numberOfItems(inSection: $0))"
    }
    key("sections", "[" + sections.joined(separator: ", ") + "]")
    if let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout {
      key("itemSize", "[\(number(flow.itemSize.width)), \(number(flow.itemSize.height))]")
      key("minimumLineSpacing", number(flow.minimumLineSpacing))
      key("minimumInteritemSpacing", number(flow.minimumInteritemSpacing))
      if flow.scrollDirection == .horizontal { key("scrollDirection", "horizontal") }
    }
    if !collection.allowsSelection { key("allowsSelection", "false") }
    if collection.allowsMultipleSelection { key("allowsMultipleSelection", "true") }
  }

  private func writeControl(_ control: UIControl, kind: String, key: (String, String) -> Void) {
    if !control.isEnabled { key("isEnabled", "false") }
    switch control {
    case let toggle as UISwitch:
      if toggle.isOn { key("isOn", "true") }
    case let slider as UISlider:
      key("value", number(Double(slider.value)))
      key("min", number(Double(slider.minimumValue)))
      key("max", number(Double(slider.maximumValue)))
      if !slider.isContinuous { key("continuous", "false") }
    case let stepper as UIStepper:
      key("value", number(stepper.value))
      key("min", number(stepper.minimumValue))
      key("max", number(stepper.maximumValue))
      key("stepValue", number(stepper.stepValue))
      key("wraps", "\(stepper.wraps)")
      key("autorepeat", "\(stepper.autorepeat)")
      if !stepper.isContinuous { key("continuous", "false") }
    case let segmented as UISegmentedControl:
      let titles = (0..<segmented.numberOfSegments).map {
        scalar(segmented.titleForSegment(at: $0) ?? "segment\($0)")
      }
      key("segments", "[" + titles.joined(separator: ", ") + "]")
      if segmented.selectedSegmentIndex != UISegmentedControl.noSegment {
        key("selected", "\(segmented.selectedSegmentIndex)")
      }
      if segmented.isMomentary { key("momentary", "true") }
    default: break
    }
    writeTargets(of: control, key: key)
  }

  private func writeTargets(of control: UIControl, key: (String, String) -> Void) {
    var entries: [(name: String?, object: AnyObject?)] = []
    for target in control.allTargets {
      if target.base is NSNull {
        entries.append((nil, nil))
        continue
      }
      let object = target.base as AnyObject
      guard let name = targetName(object) else {
        notes.append(
          "a target of \(className(of: object)) on \(names.views[ObjectIdentifier(control)] ?? "?") is not on the screen: left out"
        )
        continue
      }
      entries.append((name, object))
    }
    // A set has no order: the nil target first, then by name.
    entries.sort { ($0.name ?? "") < ($1.name ?? "") }
    var items: [String] = []
    for entry in entries {
      var actions: [(String, [String])] = []
      for (event, eventName) in controlEventNames {
        for action in control.actions(forTarget: entry.object, forControlEvent: event) ?? [] {
          if let index = actions.firstIndex(where: { $0.0 == action }) {
            actions[index].1.append(eventName)
          } else {
            actions.append((action, [eventName]))
          }
        }
      }
      for (action, events) in actions {
        let target = entry.name.map { ", target: \(scalar($0))" } ?? ""
        items.append(
          "{action: \(scalar(action)), events: [\(events.joined(separator: ", "))]\(target)}")
      }
    }
    if !items.isEmpty { key("targets", "[" + items.joined(separator: ", ") + "]") }
  }

  // MARK: Recognizers

  private func recognizerType(_ recognizer: UIGestureRecognizer) -> String? {
    switch recognizer {
    case is UITapGestureRecognizer: "tap"
    case is UILongPressGestureRecognizer: "longPress"
    case is UIScreenEdgePanGestureRecognizer: "screenEdgePan"
    case is UIPanGestureRecognizer: "pan"
    case is UISwipeGestureRecognizer: "swipe"
    case is UIPinchGestureRecognizer: "pinch"
    case is UIRotationGestureRecognizer: "rotation"
    case is UIHoverGestureRecognizer: "hover"
    default: nil
    }
  }

  private func writeGestures(
    of view: UIView, indent: String, key: (String, String) -> Void
  ) {
    let own = ownRecognizers(of: view)
    var items: [String] = []
    for recognizer in own {
      guard let type = recognizerType(recognizer) else {
        let name = names.recognizers[ObjectIdentifier(recognizer)] ?? "?"
        lines.append(
          indent + "  # \(name): a custom recognizer (\(className(of: recognizer))): say what its "
            + "touches… methods set state to (touchesBegan, touchesMoved, touchesEnded keys)")
        items.append(describe(recognizer, type: "custom"))
        continue
      }
      items.append(describe(recognizer, type: type))
      if recognizer.delegate != nil {
        let name = names.recognizers[ObjectIdentifier(recognizer)] ?? "?"
        lines.append(
          indent
            + "  # \(name): its delegate's shouldReceive is not asked (it needs a UITouch)")
      }
    }
    guard !items.isEmpty else { return }
    key("gestures", "")
    for item in items { lines.append(indent + "    - " + item) }
  }

  private func describe(_ recognizer: UIGestureRecognizer, type: String) -> String {
    var keys = [
      "type: \(type)", "name: \(scalar(names.recognizers[ObjectIdentifier(recognizer)] ?? "?"))",
    ]
    switch recognizer {
    case let tap as UITapGestureRecognizer:
      keys.append("numberOfTapsRequired: \(tap.numberOfTapsRequired)")
      keys.append("numberOfTouchesRequired: \(tap.numberOfTouchesRequired)")
    case let press as UILongPressGestureRecognizer:
      keys.append("minimumPressDuration: \(number(press.minimumPressDuration))")
      keys.append("allowableMovement: \(number(press.allowableMovement))")
      // UIKit's default, 0 taps before the press, is the format's when the key is left out.
      if press.numberOfTapsRequired > 0 {
        keys.append("numberOfTapsRequired: \(press.numberOfTapsRequired)")
      }
      keys.append("numberOfTouchesRequired: \(press.numberOfTouchesRequired)")
    case let edge as UIScreenEdgePanGestureRecognizer:
      let edges: [(UIRectEdge, String)] = [
        (.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right"),
      ]
      let names = edges.filter { edge.edges.contains($0.0) }.map(\.1)
      keys.append("edges: [\(names.joined(separator: ", "))]")
    case let pan as UIPanGestureRecognizer:
      keys.append("minimumNumberOfTouches: \(pan.minimumNumberOfTouches)")
      if pan.maximumNumberOfTouches != UIPanGestureRecognizer().maximumNumberOfTouches {
        keys.append("maximumNumberOfTouches: \(pan.maximumNumberOfTouches)")
      }
      if pan.allowedScrollTypesMask == .all { keys.append("followsScrolls: true") }
    case let swipe as UISwipeGestureRecognizer:
      let directions: [(UISwipeGestureRecognizer.Direction, String)] = [
        (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
      ]
      let names = directions.filter { swipe.direction.contains($0.0) }.map(\.1)
      keys.append("direction: [\(names.joined(separator: ", "))]")
      keys.append("numberOfTouchesRequired: \(swipe.numberOfTouchesRequired)")
    default:
      if type == "custom" { keys.append("class: \(scalar(className(of: recognizer)))") }
    }
    keys.append("cancelsTouchesInView: \(recognizer.cancelsTouchesInView)")
    keys.append("delaysTouchesBegan: \(recognizer.delaysTouchesBegan)")
    keys.append("delaysTouchesEnded: \(recognizer.delaysTouchesEnded)")
    keys.append("isEnabled: \(recognizer.isEnabled)")
    if let delegate = recognizer.delegate { keys += answers(of: delegate, for: recognizer) }
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// What `delegate` answers now about `recognizer` and every other recognizer of the screen.
  private func answers(
    of delegate: any UIGestureRecognizerDelegate, for recognizer: UIGestureRecognizer
  ) -> [String] {
    var keys: [String] = []
    if ask(delegate.gestureRecognizerShouldBegin, recognizer) == false {
      keys.append("shouldBegin: false")
    }
    var simultaneous: [String] = []
    var requiresFailureOf: [String] = []
    var requiredToFailBy: [String] = []
    for other in recognizers where other !== recognizer {
      let name = scalar(names.recognizers[ObjectIdentifier(other)] ?? "?")
      if ask(delegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:), recognizer, other)
        == true
      {
        simultaneous.append(name)
      }
      if ask(delegate.gestureRecognizer(_:shouldRequireFailureOf:), recognizer, other) == true {
        requiresFailureOf.append(name)
      }
      if ask(delegate.gestureRecognizer(_:shouldBeRequiredToFailBy:), recognizer, other) == true {
        requiredToFailBy.append(name)
      }
    }
    func list(_ key: String, _ names: [String]) {
      if !names.isEmpty { keys.append("\(key): [\(names.joined(separator: ", "))]") }
    }
    list("simultaneousWith", simultaneous)
    list("shouldRequireFailureOf", requiresFailureOf)
    list("shouldBeRequiredToFailBy", requiredToFailBy)
    return keys
  }
}

// MARK: - Asking delegates

// A delegate's methods are optional requirements in UIKit (a function value that may be absent)
// and requirements with defaults here; either converts to an optional function, so one call
// compiles against both.

@MainActor
/// Modifier flags by the names a scenario file gives them.
private let keyModifierNames: [(name: String, flag: UIKeyModifierFlags)] = [
  ("capsLock", .alphaShift), ("shift", .shift), ("control", .control), ("option", .alternate),
  ("command", .command), ("numericPad", .numericPad),
]

/// Key inputs a scenario file names rather than types.
private let keyInputNames: [String: String] = [
  " ": "space", "\r": "return", "\t": "tab", "\u{8}": "backspace",
  UIKeyCommand.inputEscape: "escape", UIKeyCommand.inputUpArrow: "upArrow",
  UIKeyCommand.inputDownArrow: "downArrow", UIKeyCommand.inputLeftArrow: "leftArrow",
  UIKeyCommand.inputRightArrow: "rightArrow", UIKeyCommand.inputPageUp: "pageUp",
  UIKeyCommand.inputPageDown: "pageDown", UIKeyCommand.inputHome: "home",
  UIKeyCommand.inputEnd: "end",
]

private func ask(
  _ method: ((UIGestureRecognizer) -> Bool)?, _ recognizer: UIGestureRecognizer
) -> Bool? {
  method?(recognizer)
}

@MainActor
private func ask(
  _ method: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?,
  _ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer
) -> Bool? {
  method?(recognizer, other)
}

// MARK: - YAML text

/// The single control events, as scenario files name them.
@MainActor
private let controlEventNames: [(UIControl.Event, String)] = [
  (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
  (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
  (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
  (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
  (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
  (.primaryActionTriggered, "primaryActionTriggered"),
  (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
  (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
  (.editingDidEndOnExit, "editingDidEndOnExit"),
]

/// A number as short as reads back the same: `12`, `0.5`; values within a billionth of a
/// simpler one (a rotation's rounding) are written as that one.
private func number(_ value: CGFloat) -> String {
  number(Double(value))
}

/// A number as short as reads back the same (see the `CGFloat` overload).
private func number(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let rounded = (value * 1e9).rounded() / 1e9
  let chosen = abs(rounded - value) < 1e-9 * max(1, abs(value)) ? rounded : value
  if chosen == chosen.rounded(), abs(chosen) < 1e15 {
    return chosen == 0 ? "0" : String(Int(chosen))
  }
  return "\(chosen)"
}

/// A string as a YAML scalar: plain where that reads back as the same string, else quoted.
private func scalar(_ text: String) -> String {
  let reserved: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~",
  ]
  let plain =
    !text.isEmpty && !reserved.contains(text.lowercased())
    && text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_" || $0 == "."
    }
    && !("0"..."9").contains(text.unicodeScalars.first!) && !text.hasPrefix(".")
  guard !plain else { return text }
  var quoted = "\""
  for character in text.unicodeScalars {
    switch character {
    case "\"": quoted += "\\\""
    case "\\": quoted += "\\\\"
    case "\n": quoted += "\\n"
    case "\t": quoted += "\\t"
    default:
      if character.value < 0x20 {
        quoted += String(format: "\\x%02X", character.value)
      } else {
        quoted.unicodeScalars.append(character)
      }
    }
  }
  return quoted + "\""
}

/// A colour as `"#rrggbbaa"`.
@MainActor
private func hex(_ color: UIColor) -> String {
  var red: CGFloat = 0
  var green: CGFloat = 0
  var blue: CGFloat = 0
  var alpha: CGFloat = 0
  guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return "\"#000000\"" }
  let bytes = [red, green, blue, alpha].map { Int((min(max($0, 0), 1) * 255).rounded()) }
  return "\"#" + bytes.map { String(format: "%02x", $0) }.joined() + "\""
}
