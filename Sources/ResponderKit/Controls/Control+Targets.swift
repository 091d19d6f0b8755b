import Foundation

extension Control {
  /// Sends `action` to `target` for `controlEvents`; a `nil` target sends it up the responder
  /// chain from the first responder (§3.4).
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: ControlEvents) {
    let target = target as AnyObject?
    targetActions.append(
      TargetAction(
        target: target, hasTarget: target != nil, selector: action, events: controlEvents))
  }

  /// Runs `action` for `controlEvents`.
  public func addAction(_ action: Action, for controlEvents: ControlEvents) {
    targetActions.append(
      TargetAction(target: nil, hasTarget: false, action: action, events: controlEvents))
  }

  /// Removes target-action pairs; `nil` matches any target or action.
  public func removeTarget(
    _ target: Any?, action: Selector?, for controlEvents: ControlEvents
  ) {
    let target = target as AnyObject?
    for index in targetActions.indices.reversed() {
      let pair = targetActions[index]
      guard pair.selector != nil,
        target == nil || pair.target === target,
        action == nil || pair.selector == action
      else { continue }
      targetActions[index].events.subtract(controlEvents)
      if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
    }
  }

  /// Removes a closure action for `controlEvents`.
  public func removeAction(_ action: Action, for controlEvents: ControlEvents) {
    for index in targetActions.indices.reversed() where targetActions[index].action === action {
      targetActions[index].events.subtract(controlEvents)
      if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
    }
  }

  /// The control events that have actions registered.
  public var allControlEvents: ControlEvents {
    targetActions.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// The objects the control sends actions to, as UIKit's `allTargets`: each target-action pair's
  /// target, and an `NSNull` standing for the pairs without one (sent up the responder chain).
  /// Closure actions have no target here.
  ///
  /// - Complexity: O(*n*) in the target-action pairs.
  public var allTargets: Set<AnyHashable> {
    var targets = Set<AnyHashable>()
    for pair in targetActions where pair.selector != nil {
      if let target = pair.target as? NSObject {
        targets.insert(target)
      } else if !pair.hasTarget {
        targets.insert(NSNull())
      }
    }
    return targets
  }

  /// The selectors registered for `target` and `controlEvent`.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: ControlEvents)
    -> [String]?
  {
    let target = target as AnyObject?
    let selectors = targetActions.filter {
      $0.target === target && !$0.events.isDisjoint(with: controlEvent)
    }.compactMap { $0.selector?.name }
    return selectors.isEmpty ? nil : selectors
  }
}
