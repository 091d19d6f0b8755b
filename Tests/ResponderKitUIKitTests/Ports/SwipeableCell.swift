import UIKit

/// A list row that swipes left to reveal a delete button. Its pan delegate decides: the swipe
/// begins only for a mostly horizontal drag, never starts on the row's own buttons, waits for
/// the screen-edge "back" pan to fail, and may run together with the row's long press.
class SwipeableCell: UIView, UIGestureRecognizerDelegate {
  let contentView = UIView()
  let favoriteButton = UIButton(type: .system)
  private(set) var swipePan: UIPanGestureRecognizer!
  private(set) var longPress: UILongPressGestureRecognizer!
  weak var backGesture: UIScreenEdgePanGestureRecognizer?
  private(set) var revealedWidth: CGFloat = 0
  private(set) var isFavorite = false
  private(set) var isPeeking = false
  private(set) var swipeStates: [UIGestureRecognizer.State] = []
  let actionWidth: CGFloat = 80

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)

    favoriteButton.frame = CGRect(x: frame.width - 60, y: 10, width: 44, height: 44)
    favoriteButton.setTitle("Favorite", for: .normal)
    favoriteButton.addTarget(self, action: SwipeableCell.toggleFavorite, for: .touchUpInside)
    contentView.addSubview(favoriteButton)

    swipePan = UIPanGestureRecognizer(target: self, action: SwipeableCell.handleSwipe(_:))
    swipePan.delegate = self
    addGestureRecognizer(swipePan)

    longPress = UILongPressGestureRecognizer(target: self, action: SwipeableCell.handlePeek(_:))
    longPress.delegate = self
    addGestureRecognizer(longPress)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func toggleFavorite() {
    isFavorite.toggle()
  }

  func handleSwipe(_ gesture: UIPanGestureRecognizer) {
    let translation = gesture.translation(in: self)
    swipeStates.append(gesture.state)
    switch gesture.state {
    case .began, .changed:
      revealedWidth = min(actionWidth, max(0, -translation.x))
      contentView.frame.origin.x = -revealedWidth
    case .ended:
      revealedWidth = revealedWidth > actionWidth / 2 ? actionWidth : 0
      contentView.frame.origin.x = -revealedWidth
    default:
      revealedWidth = 0
      contentView.frame.origin.x = 0
    }
  }

  func handlePeek(_ gesture: UILongPressGestureRecognizer) {
    isPeeking = gesture.state == .began || gesture.state == .changed
  }

  // MARK: UIGestureRecognizerDelegate

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer == swipePan else { return true }
    let translation = swipePan.translation(in: self)
    return abs(translation.x) > abs(translation.y)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    return !(touch.view is UIControl)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    return gestureRecognizer == swipePan && otherGestureRecognizer == longPress
      || gestureRecognizer == longPress && otherGestureRecognizer == swipePan
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    return gestureRecognizer == swipePan && otherGestureRecognizer == backGesture
  }
}
