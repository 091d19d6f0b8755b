import UIKit

/// A settings screen with the standard value controls, wired as UIKit code wires them: a volume
/// slider that reports only when released, a quantity stepper, and a units segmented control.
class SettingsViewController: UIViewController {
  let volumeSlider = UISlider(frame: CGRect(x: 20, y: 100, width: 360, height: 44))
  let quantityStepper = UIStepper(frame: CGRect(x: 286, y: 200, width: 94, height: 32))
  let unitsControl = UISegmentedControl(items: ["Metric", "Imperial"])
  private(set) var volume: Float = 0.5
  private(set) var quantity = 1
  private(set) var usesMetric = true
  private(set) var saves = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    volumeSlider.value = volume
    volumeSlider.isContinuous = false
    volumeSlider.addTarget(
      self, action: SettingsViewController.volumeChanged, for: .valueChanged)
    view.addSubview(volumeSlider)

    quantityStepper.minimumValue = 1
    quantityStepper.maximumValue = 9
    quantityStepper.value = Double(quantity)
    quantityStepper.addTarget(
      self, action: SettingsViewController.quantityChanged, for: .valueChanged)
    view.addSubview(quantityStepper)

    unitsControl.frame = CGRect(x: 20, y: 300, width: 360, height: 32)
    unitsControl.selectedSegmentIndex = 0
    unitsControl.addTarget(self, action: SettingsViewController.unitsChanged, for: .valueChanged)
    view.addSubview(unitsControl)
  }

  func volumeChanged(_ sender: UISlider) {
    volume = sender.value
    saves += 1
  }

  func quantityChanged(_ sender: UIStepper) {
    quantity = Int(sender.value)
    saves += 1
  }

  func unitsChanged(_ sender: UISegmentedControl) {
    usesMetric = sender.selectedSegmentIndex == 0
    saves += 1
  }
}
