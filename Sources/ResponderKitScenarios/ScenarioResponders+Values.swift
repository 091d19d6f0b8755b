import Foundation
import ResponderKit

/// A slider that offers key commands or becomes first responder as its file says.
@MainActor
final class ScenarioSlider: Slider, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}

/// A stepper that offers key commands or becomes first responder as its file says.
@MainActor
final class ScenarioStepper: Stepper, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}

/// A segmented control that offers key commands or becomes first responder as its file says.
@MainActor
final class ScenarioSegmentedControl: SegmentedControl, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}
