import Foundation
import ResponderKit

extension ScenarioScene {
  /// A slider, stepper or segmented control with the spec's values, not yet in the hierarchy.
  func makeValueControl(_ spec: Scenario.ViewSpec) -> Control {
    let values = spec.valueControl
    let control: Control
    switch spec.kind {
    case .slider:
      let slider = spec.isResponding ? ScenarioSlider(frame: spec.frame) : Slider(frame: spec.frame)
      slider.minimumValue = Float(values.minimum ?? 0)
      slider.maximumValue = Float(values.maximum ?? 1)
      slider.value = Float(values.value ?? values.minimum ?? 0)
      slider.isContinuous = values.isContinuous
      control = slider
    case .stepper:
      let stepper =
        spec.isResponding ? ScenarioStepper(frame: spec.frame) : Stepper(frame: spec.frame)
      stepper.minimumValue = values.minimum ?? 0
      stepper.maximumValue = values.maximum ?? 100
      stepper.value = values.value ?? values.minimum ?? 0
      stepper.stepValue = values.stepValue
      stepper.wraps = values.wraps
      stepper.autorepeat = values.autorepeat
      stepper.isContinuous = values.isContinuous
      control = stepper
    default:
      let segmented =
        spec.isResponding
        ? ScenarioSegmentedControl(items: values.segments)
        : SegmentedControl(items: values.segments)
      segmented.frame = spec.frame
      segmented.selectedSegmentIndex = values.selected
      segmented.isMomentary = values.isMomentary
      control = segmented
    }
    control.isEnabled = spec.isEnabled
    return control
  }
}
