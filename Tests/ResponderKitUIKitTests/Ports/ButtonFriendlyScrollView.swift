import UIKit

/// A scroll view full of buttons that still scrolls when the drag starts on a button: touches
/// reach the buttons at once, and a drag takes them back.
class ButtonFriendlyScrollView: UIScrollView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    delaysContentTouches = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesShouldCancel(in view: UIView) -> Bool {
    if view is UIControl {
      return true
    }
    return super.touchesShouldCancel(in: view)
  }
}
