import Foundation
import ResponderKit

/// Views of every kind, and view controllers, that offer key commands and may become first
/// responder as their scenario file says (`keyCommands`, `canBecomeFirstResponder`,
/// `becomesFirstResponder`): UIKit code overrides `keyCommands` and `canBecomeFirstResponder` on
/// any responder, a button or a controller as often as a plain view. Each answers UIKit's default
/// for what the file leaves out. Plain views carry the same in ``ScenarioView``.
@MainActor
protocol ScenarioResponding: Responder {
  /// The key commands the file gives; none: the class's own.
  var offeredKeyCommands: [KeyCommand] { get set }
  /// The file's `canBecomeFirstResponder`; `nil`: the class's own.
  var canBecomeFirst: Bool? { get set }
}

extension ScenarioResponding {
  /// Sets what `spec` says of the responder's keys and first-responder status.
  func adopt(keyCommands: [Scenario.KeyCommandSpec], canBecomeFirstResponder: Bool?) {
    offeredKeyCommands = keyCommands.map(\.command)
    canBecomeFirst = canBecomeFirstResponder
  }
}

extension Scenario.KeyCommandSpec {
  /// The `KeyCommand` this spec describes, its action named by selector.
  @MainActor
  var command: KeyCommand {
    let command = KeyCommand(input: input, modifierFlags: modifiers, action: Selector(action))
    command.wantsPriorityOverSystemBehavior = wantsPriority
    return command
  }
}

/// A view controller from a scenario file, with its key commands and first-responder status.
@MainActor
final class ScenarioController: ViewController, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}

/// A button that offers key commands or becomes first responder as its file says.
@MainActor
final class ScenarioButton: Button, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}

/// A plain control that offers key commands or becomes first responder as its file says.
@MainActor
final class ScenarioControl: Control, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}

/// A switch that offers key commands or becomes first responder as its file says.
@MainActor
final class ScenarioSwitch: Switch, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}

/// An image view that offers key commands or becomes first responder as its file says.
@MainActor
final class ScenarioImageView: ImageView, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}

/// A label that offers key commands or becomes first responder as its file says.
@MainActor
final class ScenarioLabel: Label, ScenarioResponding {
  var offeredKeyCommands: [KeyCommand] = []
  var canBecomeFirst: Bool?
  override var keyCommands: [KeyCommand]? {
    offeredKeyCommands.isEmpty ? super.keyCommands : offeredKeyCommands
  }
  override var canBecomeFirstResponder: Bool { canBecomeFirst ?? super.canBecomeFirstResponder }
}
