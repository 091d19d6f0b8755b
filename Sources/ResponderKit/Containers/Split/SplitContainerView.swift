import Foundation

/// A split view controller's view: at each layout pass it has the controller arrange the
/// columns for its size (§18.4).
final class SplitContainerView: View {
  /// The split view controller whose view this is.
  weak var controller: SplitViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.arrange()
  }
}
