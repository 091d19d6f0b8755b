import Foundation

extension StackView {
  /// How a stack view places its arranged views across its ``StackView/axis``: UIKit's
  /// `UIStackView.Alignment` (§21.9). The names of one raw value are two views of the same rule:
  /// `leading` and `top` for a vertical and a horizontal stack.
  public enum Alignment: Int, Sendable {
    /// The views fill the stack across the axis.
    case fill = 0
    /// The views keep their sizes across the axis and line up at its leading (a vertical stack)
    /// or top (a horizontal stack) edge.
    case leading = 1
    /// The views line up by their first baselines; a horizontal stack's alignment. A vertical
    /// stack treats it as ``leading``.
    case firstBaseline = 2
    /// The views are centred across the axis.
    case center = 3
    /// The views line up at the trailing (a vertical stack) or bottom (a horizontal stack) edge.
    case trailing = 4
    /// The views line up by their last baselines; a horizontal stack's alignment. A vertical
    /// stack treats it as ``trailing``.
    case lastBaseline = 5

    /// The top edge, for a horizontal stack: ``leading``.
    public static let top = Alignment.leading
    /// The bottom edge, for a horizontal stack: ``trailing``.
    public static let bottom = Alignment.trailing
  }
}
