import Foundation
import ResponderKitCapture
import UIKit

/// The capture helper: a window written as a scenario file.
@MainActor
public func probeCapture() -> String {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
  view.accessibilityIdentifier = "Box"
  window.addSubview(view)
  let text = ResponderKitCapture.scenario(of: window)
  return
    "ResponderKitCapture: \(text.split(separator: "\n").count) lines, the box in them: \(text.contains("Box"))"
}
