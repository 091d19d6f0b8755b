import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a settings screen with UISlider, UIStepper and UISegmentedControl")
struct ValueControlPortTests {
  @Test("§11.5 a non-continuous UISlider reports once, when its thumb is released")
  func slider() throws {
    let controller = SettingsViewController()
    let stage = Stage(root: controller)
    let slider = controller.volumeSlider
    let track = slider.trackRect(forBounds: slider.bounds)
    let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
    let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: stage.window)
    let travel = track.width - thumb.width
    try stage.play {
      $0.drag(along: [start, CGPoint(x: start.x + travel / 4, y: start.y)], duration: 0.2)
    }
    #expect(abs(controller.volume - 0.75) < 1e-4 && controller.saves == 1)
  }

  @Test("§11.7 a UIStepper held on + steps at once and repeats; its target sees each step")
  func stepper() throws {
    let controller = SettingsViewController()
    let stage = Stage(root: controller)
    let stepper = controller.quantityStepper
    let plus = stepper.convert(
      CGPoint(x: stepper.bounds.maxX - 10, y: stepper.bounds.midY), to: stage.window)
    let hold = UIStepper.autorepeatDelay + UIStepper.autorepeatInterval + 0.05
    try stage.play { $0.longPress(at: plus, duration: hold) }
    #expect(controller.quantity == 4 && controller.saves == 3)
  }

  @Test("§11.6 a UISegmentedControl's target reads the segment tapped")
  func segmentedControl() throws {
    let controller = SettingsViewController()
    let stage = Stage(root: controller)
    let units = controller.unitsControl
    let imperial = units.convert(
      CGPoint(x: units.bounds.maxX - 20, y: units.bounds.midY), to: stage.window)
    try stage.play { $0.tap(at: imperial) }
    #expect(!controller.usesMetric && controller.saves == 1)
  }
}
