import UIKit

/// A bottom drawer dragged by a pan on its handle area; the drawer holds a scroll view whose own
/// pan works alongside the drawer's. On release the drawer springs open or closed, following the
/// finger's velocity.
class DrawerViewController: UIViewController, UIGestureRecognizerDelegate {
  let drawerView = UIView()
  let listView = UIScrollView()
  let openY: CGFloat = 100
  let closedY: CGFloat = 500
  private(set) var isOpen = false
  private(set) var drawerPan: UIPanGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    drawerView.frame = CGRect(x: 0, y: closedY, width: view.bounds.width, height: 600)
    drawerView.backgroundColor = .systemBackground
    view.addSubview(drawerView)

    listView.frame = CGRect(x: 0, y: 60, width: view.bounds.width, height: 540)
    listView.contentSize = CGSize(width: view.bounds.width, height: 2000)
    drawerView.addSubview(listView)

    drawerPan = UIPanGestureRecognizer(target: self, action: DrawerViewController.handlePan)
    drawerPan.delegate = self
    drawerView.addGestureRecognizer(drawerPan)
  }

  func handlePan(_ gesture: UIPanGestureRecognizer) {
    switch gesture.state {
    case .changed:
      let translation = gesture.translation(in: view)
      let proposed = drawerView.frame.origin.y + translation.y
      drawerView.frame.origin.y = min(closedY, max(openY, proposed))
      gesture.setTranslation(.zero, in: view)
    case .ended, .cancelled:
      let velocity = gesture.velocity(in: view)
      let midpoint = (openY + closedY) / 2
      let shouldOpen: Bool
      if abs(velocity.y) > 500 {
        shouldOpen = velocity.y < 0
      } else {
        shouldOpen = drawerView.frame.origin.y < midpoint
      }
      UIView.animate(
        withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8,
        initialSpringVelocity: abs(velocity.y) / 1000, options: [.curveEaseOut],
        animations: {
          self.drawerView.frame.origin.y = shouldOpen ? self.openY : self.closedY
        },
        completion: { _ in
          self.isOpen = shouldOpen
        })
    default:
      break
    }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    return otherGestureRecognizer == listView.panGestureRecognizer
  }
}
