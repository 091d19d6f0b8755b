import Foundation

extension StackView {
  /// The priority that pulls a baseline-aligned row to the top (first baselines) or bottom (last
  /// baselines) of a stack taller than the row; below ``canvasFitPriority``.
  static let baselineFitPriority = LayoutPriority(48)

  /// The alignment as applied: a vertical stack treats ``Alignment/firstBaseline`` as
  /// ``Alignment/leading`` and ``Alignment/lastBaseline`` as ``Alignment/trailing``, UIKit
  /// documenting baselines as a horizontal stack's alignment.
  var effectiveAlignment: Alignment {
    guard axis == .vertical else { return alignment }
    switch alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return alignment
    }
  }

  /// The constraints across the axis for the visible views, by ``alignment``, and the stack's
  /// hug of its content on that axis.
  ///
  /// - Complexity: O(*n*) in the visible views.
  func arrangeAcrossAxis(_ visible: [View], into made: inout [LayoutConstraint]) {
    let own = StackView.attributes(crossAxis)
    let canvas = canvasAttributes(crossAxis)
    made.append(
      arrangement(self, own.size, priority: StackView.canvasFitPriority, id: "UISV-canvas-fit"))
    let alignment = effectiveAlignment
    for view in visible {
      switch alignment {
      case .fill:
        made.append(
          arrangement(view, own.start, to: self, canvas.start, id: "UISV-canvas-connection"))
        made.append(arrangement(view, own.end, to: self, canvas.end, id: "UISV-canvas-connection"))
      case .leading:
        made.append(
          arrangement(view, own.start, to: self, canvas.start, id: "UISV-canvas-connection"))
        made.append(
          arrangement(
            view, own.end, .lessThanOrEqual, to: self, canvas.end, id: "UISV-spanning-boundary"))
      case .trailing:
        made.append(arrangement(view, own.end, to: self, canvas.end, id: "UISV-canvas-connection"))
        made.append(
          arrangement(
            view, own.start, .greaterThanOrEqual, to: self, canvas.start,
            id: "UISV-spanning-boundary"))
      case .center, .firstBaseline, .lastBaseline:
        if alignment == .center {
          made.append(arrangement(view, own.center, to: self, canvas.center, id: "UISV-alignment"))
        }
        made.append(
          arrangement(
            view, own.start, .greaterThanOrEqual, to: self, canvas.start,
            id: "UISV-spanning-boundary"))
        made.append(
          arrangement(
            view, own.end, .lessThanOrEqual, to: self, canvas.end, id: "UISV-spanning-boundary"))
      }
    }
    guard alignment == .firstBaseline || alignment == .lastBaseline, let first = visible.first
    else { return }
    let baseline: LayoutConstraint.Attribute =
      alignment == .firstBaseline ? .firstBaseline : .lastBaseline
    for view in visible.dropFirst() {
      made.append(arrangement(view, baseline, to: first, baseline, id: "UISV-alignment"))
    }
    for view in visible {
      made.append(
        alignment == .firstBaseline
          ? arrangement(
            view, own.start, to: self, canvas.start, priority: StackView.baselineFitPriority,
            id: "UISV-baseline-fit")
          : arrangement(
            view, own.end, to: self, canvas.end, priority: StackView.baselineFitPriority,
            id: "UISV-baseline-fit"))
    }
  }
}
