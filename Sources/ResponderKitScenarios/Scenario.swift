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
  /// What the scenario file came to as it was loaded, each resource against its limit (a dump
  /// is bounded by its own rules, and a screen built in code by none: both spend nothing here).
  public var budget = ScreenBudget()

  /// Every view of the tree, depth first, parents before their subviews.
  public var allViews: [ViewSpec] {
    func flatten(_ specs: [ViewSpec]) -> [ViewSpec] {
      specs.flatMap { [$0] + flatten($0.subviews) }
    }
    return flatten(views + presentations.map(\.view))
  }

  /// Every view in the order it is drawn: a view before its subviews, and siblings by their
  /// `zPosition` (higher in front), keeping the file's order among equal ones. Hit-testing keeps
  /// the file's order whatever `zPosition` says (Hit-testing §2.1).
  ///
  /// - Complexity: O(*n* log *n*) in the views.
  public var viewsInDrawingOrder: [ViewSpec] {
    func flatten(_ specs: [ViewSpec]) -> [ViewSpec] {
      let drawn =
        specs.contains { $0.zPosition != 0 }
        ? specs.enumerated().sorted {
          ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }.map(\.element) : specs
      return drawn.flatMap { [$0] + flatten($0.subviews) }
    }
    return flatten(views) + flatten(presentations.map(\.view))
  }
}
