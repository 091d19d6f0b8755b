import UIKit

/// A presented card that the user pulls down to dismiss. The card follows the finger; a long or
/// fast pull dismisses it, a short slow one springs it back.
class CardViewController: UIViewController {
  private(set) var dismissPan: UIPanGestureRecognizer!
  private(set) var pullOffsets: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    dismissPan = UIPanGestureRecognizer(target: self, action: CardViewController.handleDismissPan)
    view.addGestureRecognizer(dismissPan)
  }

  func handleDismissPan(_ gesture: UIPanGestureRecognizer) {
    let translation = gesture.translation(in: view.superview)
    switch gesture.state {
    case .changed:
      let offset = max(0, translation.y)
      view.transform = CGAffineTransform(translationX: 0, y: offset)
      pullOffsets.append(offset)
    case .ended:
      let velocity = gesture.velocity(in: view.superview)
      if translation.y > 200 || velocity.y > 1000 {
        dismiss(animated: true, completion: nil)
      } else {
        UIView.animate(withDuration: 0.25) {
          self.view.transform = .identity
        }
      }
    case .cancelled:
      view.transform = .identity
    default:
      break
    }
  }
}
