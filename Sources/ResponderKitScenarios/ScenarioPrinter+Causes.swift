import Foundation
import ResponderKit

extension ScenarioPrinter {
  /// The stories with the causes only the screen reveals, so that each fix fits its cause: a pan
  /// that took a touch by excluding a pan of a nested view (fix: a direction or a failure
  /// requirement, not `cancelsTouchesInView`), an ancestor's recognizer that took a control's
  /// touch (fix: `shouldReceive`), and a control that counted a lift outside its bounds as inside
  /// (its tracking margin).
  ///
  /// - Complexity: O(*s*·*c* + *v*·*g*) in the stories and their causes, the views and their
  ///   recognizers.
  static func fitted(_ stories: [TouchStory], on built: ScenarioScene) -> [TouchStory] {
    var recognizers: [String: GestureRecognizer] = [:]
    for view in built.views.values {
      for recognizer in view.gestureRecognizers ?? [] {
        recognizers["\(recognizer.traceName) on \(view.traceName)"] = recognizer
      }
    }
    return stories.map { story in
      var story = story
      story.causes = story.causes.map { fitted($0, in: story, recognizers: recognizers) }
      if let cause = trackingMargin(story, on: built) { story.causes.append(cause) }
      return story
    }
  }

  /// A recognizer's taking of the touch, named by what it beat, when the screen tells.
  private static func fitted(
    _ cause: TouchCause, in story: TouchStory, recognizers: [String: GestureRecognizer]
  ) -> TouchCause {
    guard case .takenByRecognizer(let label, let time, let viewsHadIt) = cause,
      let winner = recognizers[label], let winnerView = winner.view
    else { return cause }
    // A scroll view's pan taking the content's touch is said by its own cause (§10).
    if winner is PanGestureRecognizer, !label.contains(".panGestureRecognizer") {
      for case .excluded(let loserLabel, let by) in story.causes where by == label {
        guard let loser = recognizers[loserLabel] as? PanGestureRecognizer,
          let loserView = loser.view, loserView !== winnerView,
          loserView.isDescendant(of: winnerView) || winnerView.isDescendant(of: loserView)
        else { continue }
        return .panBeatNestedPan(winner: label, loser: loserLabel, at: time)
      }
    }
    if viewsHadIt, let hit = story.hitView,
      let control = controlView(named: hit, under: winnerView), control !== winnerView
    {
      return .recognizerTookControlTouch(recognizer: label, control: hit, at: time)
    }
    return cause
  }

  /// The control named `name` inside `ancestor`, or `nil`.
  private static func controlView(named name: String, under ancestor: View) -> Control? {
    var stack = ancestor.subviews
    while let view = stack.popLast() {
      if view.traceName == name { return view as? Control }
      stack += view.subviews
    }
    return nil
  }

  /// The tracking margin, when the touch's control sent `touchUpInside` for a lift outside its
  /// bounds.
  private static func trackingMargin(_ story: TouchStory, on built: ScenarioScene) -> TouchCause? {
    guard let hit = story.hitView, let lift = story.endLocation,
      let control = built.views[hit] as? Control, let window = control.window,
      story.actions.contains(where: {
        $0.hasPrefix("\(hit) ") && $0.contains(ControlEvents.touchUpInside.description)
      })
    else { return nil }
    let area = control.convert(control.bounds, to: window)
    let outside = max(
      area.minX - lift.x, lift.x - area.maxX, area.minY - lift.y, lift.y - area.maxY)
    guard outside > 0 else { return nil }
    return .insideTrackingMargin(control: hit, outsideBy: Double(outside))
  }
}
