import Foundation

extension SplitViewController {
  /// The arrangement of the expanded interface, never `.automatic`: the last layout pass's, or,
  /// before the first, the one the preference resolves to (§18.4). A change of the preference
  /// shows here after the next layout pass, when the columns move.
  public var displayMode: DisplayMode {
    arrangedDisplayMode ?? targetDisplayMode(for: arrangementSize)
  }

  /// How the sidebars meet the secondary: the preference, else the one the preferred display
  /// mode names (tile for "beside", overlay for "over", displace), else tile in a view wider than
  /// tall and, taller than wide, displace with three columns and overlay with two (§18.4).
  public var splitBehavior: SplitBehavior { splitBehavior(for: arrangementSize) }

  /// The primary column's width: the preferred width, else the fraction of the view's width, else
  /// 320 pt, kept between the minimum (0 pt automatic) and the maximum (320 pt automatic) and
  /// within the view (§18.4).
  public var primaryColumnWidth: CGFloat { primaryColumnWidth(in: arrangementSize.width) }

  /// Shows `column`: expanded, by changing the display mode so that it is visible (the secondary
  /// by dismissing the sidebars over it); collapsed, by making it the column shown. Takes effect
  /// at the next layout pass.
  public func show(_ column: Column) {
    if isCollapsed {
      if columns[column] != nil, contentColumns.contains(column) { collapsedTopColumn = column }
    } else {
      let now = sidebarCount(displayMode)
      switch column {
      case .primary: request(sidebars: style == .tripleColumn ? 2 : 1)
      case .supplementary where style == .tripleColumn: request(sidebars: max(now, 1))
      case .secondary where dimsSecondary(displayMode):
        request(sidebars: splitBehavior == .displace ? 1 : 0)
      default: return
      }
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Hides `column`: expanded, by changing the display mode so that the sidebar is gone;
  /// collapsed, when it is the column shown, by showing the one before it. The secondary is
  /// never hidden. Takes effect at the next layout pass.
  public func hide(_ column: Column) {
    if isCollapsed {
      guard column == collapsedTopColumn, column != .primary else { return }
      let earlier = contentColumns.prefix { $0 != column }.last { columns[$0] != nil }
      collapsedTopColumn = earlier ?? collapsedTopColumn
    } else {
      let now = sidebarCount(displayMode)
      switch column {
      case .primary where style == .tripleColumn && now == 2: request(sidebars: 1)
      case .primary where style != .tripleColumn: request(sidebars: 0)
      case .supplementary where style == .tripleColumn: request(sidebars: 0)
      default: return
      }
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Dismisses the sidebars over a dimmed secondary, as a tap on it does.
  func dismissSidebars() { show(.secondary) }

  /// The size the arrangement is for: the view's, else the screen's.
  var arrangementSize: CGSize { viewIfLoaded?.bounds.size ?? Screen.main.bounds.size }

  /// The display mode the preference (or a request) resolves to for a view of `size`.
  func targetDisplayMode(for size: CGSize) -> DisplayMode {
    var mode = requestedDisplayMode ?? preferredDisplayMode
    if mode == .automatic {
      let landscape = size.width >= size.height
      switch style {
      case .tripleColumn: mode = landscape ? .twoBesideSecondary : .oneBesideSecondary
      default: mode = landscape ? .oneBesideSecondary : .secondaryOnly
      }
    }
    return displayMode(sidebars: sidebarCount(mode), behavior: splitBehavior(for: size))
  }

  /// The split behavior for a view of `size`.
  func splitBehavior(for size: CGSize) -> SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    switch preferredDisplayMode {
    case .oneBesideSecondary, .twoBesideSecondary: return .tile
    case .oneOverSecondary, .twoOverSecondary: return .overlay
    case .twoDisplaceSecondary: return .displace
    case .automatic, .secondaryOnly:
      if size.width >= size.height { return .tile }
      return style == .tripleColumn ? .displace : .overlay
    }
  }

  /// The display mode showing `sidebars` sidebars (at most one with two columns) under
  /// `behavior`.
  func displayMode(sidebars: Int, behavior: SplitBehavior) -> DisplayMode {
    switch (min(sidebars, style == .tripleColumn ? 2 : 1), behavior) {
    case (0, _): .secondaryOnly
    case (1, .overlay): .oneOverSecondary
    case (1, _): .oneBesideSecondary
    case (_, .overlay): .twoOverSecondary
    case (_, .displace): .twoDisplaceSecondary
    default: .twoBesideSecondary
    }
  }

  /// How many sidebars `mode` shows.
  func sidebarCount(_ mode: DisplayMode) -> Int {
    switch mode {
    case .automatic, .secondaryOnly: 0
    case .oneBesideSecondary, .oneOverSecondary: 1
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
    }
  }

  /// Whether `mode` dims the secondary, which then takes no touches but the dismissing tap.
  func dimsSecondary(_ mode: DisplayMode) -> Bool {
    mode == .oneOverSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
  }

  /// The columns `mode` shows, primary first.
  func visibleColumns(_ mode: DisplayMode) -> [Column] {
    switch (sidebarCount(mode), style) {
    case (0, _): [.secondary]
    case (1, .tripleColumn): [.supplementary, .secondary]
    case (1, _): [.primary, .secondary]
    default: [.primary, .supplementary, .secondary]
    }
  }

  private func request(sidebars: Int) {
    requestedDisplayMode = displayMode(sidebars: sidebars, behavior: splitBehavior)
  }

  /// The primary column's width in a view `width` wide.
  func primaryColumnWidth(in width: CGFloat) -> CGFloat {
    let automatic = Self.automaticDimension
    var preferred = Self.automaticColumnWidth
    if preferredPrimaryColumnWidth != automatic {
      preferred = preferredPrimaryColumnWidth
    } else if preferredPrimaryColumnWidthFraction != automatic {
      preferred = preferredPrimaryColumnWidthFraction * width
    }
    let minimum = minimumPrimaryColumnWidth == automatic ? 0 : minimumPrimaryColumnWidth
    let maximum =
      maximumPrimaryColumnWidth == automatic ? Self.automaticColumnWidth : maximumPrimaryColumnWidth
    return max(0, min(width, min(maximum, max(minimum, preferred))))
  }
}
