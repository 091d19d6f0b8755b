import Foundation
import ResponderKit

/// A screen and a touch script, as a scenario file describes them (Docs/scenario-format.md).
public struct Scenario: Sendable {
  /// The window's size.
  public var windowSize = CGSize(width: 375, height: 667)
  /// Whether the window's `sendEvent` calls `super` (seed E16); `false` delivers nothing.
  public var windowCallsSuper = true
  /// The window's subviews, back to front.
  public var views: [ViewSpec] = []
  /// Controllers presented over the screen, in order.
  public var presentations: [Presentation] = []
  /// Whether the application has a delegate that is a responder (as Xcode's template makes it),
  /// so that the responder chain ends there rather than at the application.
  public var hasResponderAppDelegate = false
  /// The actions the app delegate performs when they reach it.
  public var appDelegatePerforms: [String] = []
  /// The touch script.
  public var script = TouchScript()
  /// The expectations.
  public var expectations: [Expectation] = []
  /// What the screen's source could not say and the tools should tell (a dump's missing
  /// recognizers, say); `explain`, `lint`, `trace` and `render` print them.
  public var notes: [String] = []

  /// Every view of the tree, depth first, parents before their subviews.
  public var allViews: [ViewSpec] {
    func flatten(_ specs: [ViewSpec]) -> [ViewSpec] {
      specs.flatMap { [$0] + flatten($0.subviews) }
    }
    return flatten(views + presentations.map(\.view))
  }
}
