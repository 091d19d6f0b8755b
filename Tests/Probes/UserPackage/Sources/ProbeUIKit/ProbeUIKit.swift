import Foundation
import UIKit

/// `import UIKit` where the platform has none.
@MainActor
public func probeUIKit() -> String {
  let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
  button.setTitle("Buy", for: .normal)
  return "UIKit: a UIButton titled \(button.title(for: .normal) ?? "nothing")"
}
