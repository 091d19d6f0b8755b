import UIKit

// A toolbar built by free functions and an NSObject helper, none of them main-actor isolated.
// Edits from the UIKit original: `@objc` removed; `#selector(ToolbarActions.share(_:))` written
// `ToolbarActions.share`.

/// Makes a toolbar button sending `action` to `target`.
func makeToolbarButton<Owner: AnyObject>(
  title: String, frame: CGRect, target: Owner, action: @escaping (Owner) -> (UIButton) -> Void
) -> UIButton {
  let button = UIButton(type: .system)
  button.frame = frame
  button.setTitle(title, for: .normal)
  button.tintColor = .systemBlue
  button.addTarget(target, action: action, for: .touchUpInside)
  return button
}

/// Lays three buttons out in a bar.
func makeToolbar(actions: ToolbarActions) -> UIView {
  let bar = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 44))
  bar.backgroundColor = .secondarySystemBackground
  let titles = ["Share", "Copy", "Delete"]
  for (index, title) in titles.enumerated() {
    let frame = CGRect(x: CGFloat(index) * 120, y: 0, width: 120, height: 44)
    let button = makeToolbarButton(
      title: title, frame: frame, target: actions, action: ToolbarActions.share)
    button.tag = index
    bar.addSubview(button)
  }
  return bar
}

/// The toolbar's target: a plain NSObject, as in many apps.
final class ToolbarActions: NSObject {
  private(set) var shared: [String] = []

  func share(_ sender: UIButton) {
    shared.append(sender.currentTitle ?? "?")
  }
}

/// Reports where a touch is, from outside the main actor's annotations, as analytics helpers do.
final class TouchReporter: NSObject {
  func describe(_ touch: UITouch, in view: UIView) -> String {
    let point = touch.location(in: view)
    return "\(Int(point.x)),\(Int(point.y)) in \(view.tag)"
  }
}

/// A bar that reports each touch it begins.
final class ReportingBar: UIView {
  let reporter = TouchReporter()
  private(set) var reports: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first {
      reports.append(reporter.describe(touch, in: self))
    }
    super.touchesBegan(touches, with: event)
  }
}
