import Foundation
import ResponderKitUIKit

/// UIKit's names over the engine.
@MainActor
public func probeResponderKitUIKit() -> String {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  view.backgroundColor = UIColor.red
  return "ResponderKitUIKit: a UIView of \(view.bounds.width) × \(view.bounds.height) pt"
}
