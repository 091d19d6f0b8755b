import UIKit

/// An overlay that lets touches through to the views below it, except where one of its own
/// subviews (a floating button) is hit.
class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    return hitView == self ? nil : hitView
  }
}
