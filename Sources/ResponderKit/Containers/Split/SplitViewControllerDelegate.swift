import Foundation

/// What a split view controller tells and asks its delegate (`UISplitViewControllerDelegate`),
/// with UIKit's signatures; every method is optional, as in UIKit: the defaults below keep
/// UIKit's behaviour for a delegate that does not implement one (§18.4).
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// The display mode is about to change to `displayMode`.
  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
  /// A column-style interface is collapsing: which column to show. The default returns
  /// `proposedTopColumn`.
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column
  /// A column-style interface is expanding: which display mode to expand to. The default
  /// returns `proposedDisplayMode`.
  func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode
  /// A column of a column-style interface is about to be shown.
  func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
  /// A column of a column-style interface is about to be hidden.
  func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
  /// A column-style interface collapsed.
  func splitViewControllerDidCollapse(_ svc: SplitViewController)
  /// A column-style interface expanded.
  func splitViewControllerDidExpand(_ svc: SplitViewController)
  /// A classic interface is collapsing: return `true` when you have dealt with the secondary
  /// controller, and the primary is shown; `false` (the default) shows the secondary.
  func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool
}

extension SplitViewControllerDelegate {
  /// Does nothing.
  public func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  /// Returns `proposedTopColumn`.
  public func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column { proposedTopColumn }
  /// Returns `proposedDisplayMode`.
  public func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode { proposedDisplayMode }
  /// Does nothing.
  public func splitViewController(
    _ svc: SplitViewController, willShow column: SplitViewController.Column
  ) {}
  /// Does nothing.
  public func splitViewController(
    _ svc: SplitViewController, willHide column: SplitViewController.Column
  ) {}
  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
  /// Returns `false`: the secondary is shown.
  public func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool { false }
}
