import Foundation
import ResponderKit
import ResponderKitDemos

/// A delegate answering for one scenario recognizer: `shouldBegin` and the recognizers it may
/// recognize with.
@MainActor
final class ScenarioDelegate: GestureRecognizerDelegate {
  var shouldBegin = true
  var beginsWhen: Scenario.BeginCondition?
  /// The recognizers it may recognize with; answered from a set, so that a file relating every
  /// pair of thousands of recognizers does not make each answer a search.
  var simultaneous: [GestureRecognizer] = [] {
    didSet { simultaneousSet = Set(simultaneous.map(ObjectIdentifier.init)) }
  }
  /// The recognizers it waits for, answered from a set.
  var requiresFailureOf: [GestureRecognizer] = [] {
    didSet { requiresFailureOfSet = Set(requiresFailureOf.map(ObjectIdentifier.init)) }
  }
  /// The recognizers that wait for it, answered from a set.
  var requiredToFailBy: [GestureRecognizer] = [] {
    didSet { requiredToFailBySet = Set(requiredToFailBy.map(ObjectIdentifier.init)) }
  }
  // The arrays hold their recognizers strongly: an identifier in a set is never reused.
  private var simultaneousSet: Set<ObjectIdentifier> = []
  private var requiresFailureOfSet: Set<ObjectIdentifier> = []
  private var requiredToFailBySet: Set<ObjectIdentifier> = []
  var receives: Scenario.ReceivePolicy = .always
  /// The views of an `except` policy.
  var exceptViews: [View] = []

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard shouldBegin else { return false }
    switch beginsWhen {
    case nil: return true
    case .inside(let area):
      return area.contains(gestureRecognizer.location(in: gestureRecognizer.view))
    case .direction(let names):
      guard let pan = gestureRecognizer as? PanGestureRecognizer else { return true }
      var motion = pan.velocity(in: pan.view)
      if motion == .zero { motion = pan.translation(in: pan.view) }
      return names.contains { Self.moves(motion, $0) }
    }
  }

  /// Whether `motion` is mostly along `direction` (`horizontal`, `left`, ...).
  private static func moves(_ motion: CGPoint, _ direction: String) -> Bool {
    let horizontal = abs(motion.x) > abs(motion.y)
    let vertical = abs(motion.y) > abs(motion.x)
    switch direction {
    case "horizontal": return horizontal
    case "vertical": return vertical
    case "left": return horizontal && motion.x < 0
    case "right": return horizontal && motion.x > 0
    case "up": return vertical && motion.y < 0
    default: return vertical && motion.y > 0
    }
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { simultaneousSet.contains(ObjectIdentifier(otherGestureRecognizer)) }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { requiresFailureOfSet.contains(ObjectIdentifier(otherGestureRecognizer)) }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { requiredToFailBySet.contains(ObjectIdentifier(otherGestureRecognizer)) }
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  {
    switch receives {
    case .always: return true
    case .never: return false
    case .except:
      guard let view = touch.view else { return true }
      return !exceptViews.contains { view.isDescendant(of: $0) }
    }
  }
}

extension Scenario.GestureSpec {
  /// A recognizer of this spec's type with its properties set.
  @MainActor
  func makeRecognizer() -> GestureRecognizer {
    let recognizer: GestureRecognizer
    switch type {
    case "tap":
      let tap = TapGestureRecognizer()
      if let n = numbers["numberOfTapsRequired"] { tap.numberOfTapsRequired = Int(n) }
      if let n = numbers["numberOfTouchesRequired"] { tap.numberOfTouchesRequired = Int(n) }
      recognizer = tap
    case "longPress":
      let press = LongPressGestureRecognizer()
      if let n = numbers["minimumPressDuration"] { press.minimumPressDuration = n }
      if let n = numbers["allowableMovement"] { press.allowableMovement = n }
      if let n = numbers["numberOfTapsRequired"] { press.numberOfTapsRequired = Int(n) }
      if let n = numbers["numberOfTouchesRequired"] { press.numberOfTouchesRequired = Int(n) }
      recognizer = press
    case "swipe":
      let swipe = SwipeGestureRecognizer()
      if !directions.isEmpty {
        swipe.direction = directions.reduce(into: []) { set, name in
          switch name {
          case "left": set.insert(.left)
          case "up": set.insert(.up)
          case "down": set.insert(.down)
          default: set.insert(.right)
          }
        }
      }
      if let n = numbers["numberOfTouchesRequired"] { swipe.numberOfTouchesRequired = Int(n) }
      recognizer = swipe
    case "swing":
      let swing = SwingGestureRecognizer()
      if let n = numbers["swingCount"] { swing.swingCount = Int(n) }
      recognizer = swing
    case "pinch": recognizer = PinchGestureRecognizer()
    case "custom": recognizer = ScenarioCustomRecognizer(custom ?? Scenario.CustomRecognizer())
    case "hover": recognizer = HoverGestureRecognizer()
    case "rotation": recognizer = RotationGestureRecognizer()
    case "screenEdgePan":
      let edge = ScreenEdgePanGestureRecognizer()
      edge.edges = directions.reduce(into: []) { set, name in
        switch name {
        case "top": set.insert(.top)
        case "bottom": set.insert(.bottom)
        case "right": set.insert(.right)
        case "all": set.formUnion(.all)
        default: set.insert(.left)
        }
      }
      recognizer = edge
    default:
      let pan = PanGestureRecognizer()
      if let n = numbers["minimumNumberOfTouches"] { pan.minimumNumberOfTouches = Int(n) }
      if let n = numbers["maximumNumberOfTouches"] { pan.maximumNumberOfTouches = Int(n) }
      if flags["followsScrolls"] == true { pan.allowedScrollTypesMask = .all }
      recognizer = pan
    }
    recognizer.name = name
    if let flag = flags["cancelsTouchesInView"] { recognizer.cancelsTouchesInView = flag }
    if let flag = flags["delaysTouchesBegan"] { recognizer.delaysTouchesBegan = flag }
    if let flag = flags["delaysTouchesEnded"] { recognizer.delaysTouchesEnded = flag }
    if let flag = flags["isEnabled"] { recognizer.isEnabled = flag }
    return recognizer
  }
}
