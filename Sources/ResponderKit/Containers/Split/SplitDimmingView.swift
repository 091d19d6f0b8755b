import Foundation

/// The view over a dimmed secondary column while a sidebar overlays or displaces it: it takes
/// the touches meant for the secondary, and a touch lifting on it dismisses the sidebars, as in
/// UIKit (§18.4).
final class SplitDimmingView: View {
  /// The split view controller whose secondary this covers.
  weak var controller: SplitViewController?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let controller, touches.contains(where: { bounds.contains($0.location(in: self)) })
    else { return }
    controller.dismissSidebars()
  }
}
