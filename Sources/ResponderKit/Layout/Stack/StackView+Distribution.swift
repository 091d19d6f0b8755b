import Foundation

extension StackView {
  /// How a stack view sizes and places its arranged views along its ``StackView/axis``: UIKit's
  /// `UIStackView.Distribution` (§21.9).
  public enum Distribution: Int, Sendable, CaseIterable {
    /// The views fill the axis: extra room goes to the view with the lowest content hugging
    /// priority, missing room is taken from the one with the lowest compression resistance; on a
    /// tie, the first of the tied views in ``StackView/arrangedSubviews`` stretches or shrinks.
    case fill = 0
    /// The views fill the axis with equal sizes.
    case fillEqually = 1
    /// The views fill the axis with sizes proportional to their intrinsic sizes along it.
    case fillProportionally = 2
    /// The views keep their intrinsic sizes and the gaps between them are equal, at least
    /// ``StackView/spacing``.
    case equalSpacing = 3
    /// The views keep their intrinsic sizes and their centres are equally far apart, with gaps of
    /// at least ``StackView/spacing``.
    case equalCentering = 4
  }
}
