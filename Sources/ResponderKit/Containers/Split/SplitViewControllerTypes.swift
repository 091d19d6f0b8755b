import Foundation

extension SplitViewController {
  /// How many columns a split view controller has (`UISplitViewController.Style`), fixed at
  /// creation.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// The classic split view controller of ``SplitViewController/init(nibName:bundle:)``: a
    /// primary and a secondary controller set through
    /// ``SplitViewController/viewControllers``.
    case unspecified = 0
    /// Two columns: primary and secondary.
    case doubleColumn = 1
    /// Three columns: primary, supplementary and secondary.
    case tripleColumn = 2
  }

  /// The columns of a split view interface (`UISplitViewController.Column`).
  public enum Column: Int, Hashable, Sendable, CaseIterable {
    /// The leading sidebar, at ``SplitViewController/primaryEdge``.
    case primary = 0
    /// The sidebar between the primary and the secondary, in the triple-column style only.
    case supplementary = 1
    /// The detail column, which takes the width the sidebars leave.
    case secondary = 2
    /// The controller shown instead of the others while the interface is collapsed, if set.
    case compact = 3
    /// UIKit's trailing inspector column: kept as a value, never laid out by ResponderKit.
    case inspector = 4
  }

  /// How the columns of an expanded interface are arranged
  /// (`UISplitViewController.DisplayMode`); "one" and "two" count the sidebars shown.
  public enum DisplayMode: Int, Hashable, Sendable, CaseIterable {
    /// Let the split view controller choose from its width and style (§18.4); never the value
    /// of ``SplitViewController/displayMode``.
    case automatic = 0
    /// Only the secondary column.
    case secondaryOnly = 1
    /// One sidebar tiled beside the secondary: the primary with two columns, the supplementary
    /// with three.
    case oneBesideSecondary = 2
    /// One sidebar over the secondary, which stays in place, dimmed.
    case oneOverSecondary = 3
    /// Both sidebars tiled beside the secondary.
    case twoBesideSecondary = 4
    /// Both sidebars over the secondary, dimmed.
    case twoOverSecondary = 5
    /// Both sidebars tiled, pushing the secondary, dimmed, partly off the view.
    case twoDisplaceSecondary = 6
  }

  /// How the sidebars meet the secondary column (`UISplitViewController.SplitBehavior`).
  public enum SplitBehavior: Int, Hashable, Sendable, CaseIterable {
    /// Let the split view controller choose from its width and style (§18.4).
    case automatic = 0
    /// Sidebars beside the secondary, which stays interactive.
    case tile = 1
    /// Sidebars over the secondary, which is dimmed.
    case overlay = 2
    /// Sidebars push the secondary aside, dimmed, when both are shown.
    case displace = 3
  }

  /// When the button that changes the display mode shows
  /// (`UISplitViewController.DisplayModeButtonVisibility`). Kept: ResponderKit shows no such
  /// button.
  public enum DisplayModeButtonVisibility: Int, Hashable, Sendable, CaseIterable {
    /// Shown unless ``SplitViewController/presentsWithGesture`` is off.
    case automatic = 0
    /// Never shown.
    case never = 1
    /// Always shown.
    case always = 2
  }

  /// The side the primary column sits on (`UISplitViewController.PrimaryEdge`). ResponderKit
  /// lays out left to right, so leading is left.
  public enum PrimaryEdge: Int, Hashable, Sendable, CaseIterable {
    /// The left edge.
    case leading = 0
    /// The right edge.
    case trailing = 1
  }

  /// The material behind the primary column (`UISplitViewController.BackgroundStyle`). Kept:
  /// ResponderKit draws nothing.
  public enum BackgroundStyle: Int, Hashable, Sendable, CaseIterable {
    /// No effect.
    case none = 0
    /// A sidebar's material, which UIKit applies on the Mac only.
    case sidebar = 1
  }

  /// Whether a controller sits in an expanded or a collapsed split view controller
  /// (`UISplitViewController.LayoutEnvironment`, a trait in UIKit). A value only: ResponderKit
  /// has no trait collections; ``SplitViewController/isCollapsed`` tells the same.
  public enum LayoutEnvironment: Int, Hashable, Sendable, CaseIterable {
    /// No split view controller contains it.
    case none = 0
    /// In an expanded split view controller.
    case expanded = 1
    /// In a collapsed split view controller.
    case collapsed = 2
  }
}
