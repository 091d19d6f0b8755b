import UIKit

/// A round knob: drag around it to turn the value between `minimumValue` and `maximumValue`
/// over a 270° sweep starting at the bottom left. Sends `.editingDidBegin`, `.valueChanged`
/// (continuously, or once at the end when `isContinuous` is off) and `.editingDidEnd`.
class KnobControl: UIControl {
  var minimumValue: Float = 0
  var maximumValue: Float = 1
  var isContinuous = true
  private(set) var value: Float = 0

  private let startAngle = CGFloat.pi * 3 / 4
  private let sweep = CGFloat.pi * 3 / 2

  func setValue(_ newValue: Float, animated: Bool = false) {
    value = min(maximumValue, max(minimumValue, newValue))
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    sendActions(for: .editingDidBegin)
    updateValue(for: touch)
    if isContinuous {
      sendActions(for: .valueChanged)
    }
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    updateValue(for: touch)
    if isContinuous {
      sendActions(for: .valueChanged)
    }
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous {
      sendActions(for: .valueChanged)
    }
    sendActions(for: .editingDidEnd)
  }

  override func cancelTracking(with event: UIEvent?) {
    sendActions(for: .editingDidEnd)
  }

  private func updateValue(for touch: UITouch) {
    let point = touch.location(in: self)
    var angle = atan2(point.y - bounds.midY, point.x - bounds.midX) - startAngle
    while angle < 0 {
      angle += 2 * .pi
    }
    let fraction = Float(min(angle, sweep) / sweep)
    setValue(minimumValue + fraction * (maximumValue - minimumValue))
  }
}

/// The screen that owns a knob and follows it through target-action.
class VolumeViewController: UIViewController {
  let knob = KnobControl(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
  private(set) var volume: Float = 0
  private(set) var editingLog: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(knob)
    knob.addTarget(self, action: VolumeViewController.knobChanged, for: .valueChanged)
    knob.addTarget(self, action: VolumeViewController.knobEditingBegan, for: .editingDidBegin)
    knob.addTarget(self, action: VolumeViewController.knobEditingEnded, for: .editingDidEnd)
  }

  func knobChanged(_ sender: KnobControl) {
    volume = sender.value
    editingLog.append("changed")
  }

  func knobEditingBegan() {
    editingLog.append("began")
  }

  func knobEditingEnded() {
    editingLog.append("ended")
  }
}
