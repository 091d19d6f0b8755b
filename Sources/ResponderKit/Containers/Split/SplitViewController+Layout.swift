import Foundation

extension SplitViewController {
  /// The supplementary column's width: 320 pt, within what the primary leaves.
  var supplementaryColumnWidth: CGFloat {
    let width = arrangementSize.width
    return max(0, min(Self.automaticColumnWidth, width - primaryColumnWidth(in: width)))
  }

  /// Sets the frames of the columns shown (§18.4): collapsed, the top column fills the view;
  /// tiled, the sidebars run from the primary edge and the secondary takes the rest; overlaid,
  /// the secondary fills the view under them; displaced, it keeps its tiled width beyond them.
  func layoutColumns(in container: View) {
    let bounds = container.bounds
    if isCollapsed {
      for controller in children {
        if let view = controller.viewIfLoaded, view.superview === container { view.frame = bounds }
      }
      return
    }
    let mode = displayMode
    var sidebars: [(Column, CGFloat)] = []
    for column in visibleColumns(mode) where column != .secondary {
      let width = column == .primary ? primaryColumnWidth : supplementaryColumnWidth
      sidebars.append((column, width))
    }
    var x: CGFloat = 0
    for (column, width) in sidebars {
      place(column, CGRect(x: x, y: 0, width: width, height: bounds.height), in: bounds)
      x += width
    }
    let secondary: CGRect
    switch mode {
    case .oneOverSecondary, .twoOverSecondary, .secondaryOnly, .automatic:
      secondary = CGRect(origin: .zero, size: bounds.size)
    case .twoDisplaceSecondary:
      let tiled = bounds.width - supplementaryColumnWidth
      secondary = CGRect(x: x, y: 0, width: tiled, height: bounds.height)
    case .oneBesideSecondary, .twoBesideSecondary:
      secondary = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
    }
    place(.secondary, secondary, in: bounds)
    if let dimmingView, dimmingView.superview === container {
      dimmingView.frame = mirrored(secondary, in: bounds).intersection(bounds)
    }
  }

  /// Gives `column`'s view `frame`, measured from the primary edge.
  private func place(_ column: Column, _ frame: CGRect, in bounds: CGRect) {
    guard let view = columns[column]?.viewIfLoaded, view.superview != nil else { return }
    view.frame = mirrored(frame, in: bounds)
  }

  /// `frame` measured from the primary edge, in the view's coordinates.
  private func mirrored(_ frame: CGRect, in bounds: CGRect) -> CGRect {
    guard primaryEdge == .trailing else { return frame }
    return CGRect(
      x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
  }
}
