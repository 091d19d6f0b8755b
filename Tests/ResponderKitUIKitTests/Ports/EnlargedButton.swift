import UIKit

/// A small button whose touch area reaches beyond its bounds, and which dims while pressed.
class EnlargedButton: UIButton {
  var touchAreaInsets = UIEdgeInsets(top: -15, left: -15, bottom: -15, right: -15)

  override var isHighlighted: Bool {
    didSet {
      alpha = isHighlighted ? 0.5 : 1.0
    }
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if isHidden || !isUserInteractionEnabled || alpha < 0.01 {
      return false
    }
    return bounds.inset(by: touchAreaInsets).contains(point)
  }
}
