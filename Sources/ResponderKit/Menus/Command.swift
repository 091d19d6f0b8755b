import Foundation

/// A menu command that sends an action (UIKit's `UICommand`): the base of ``KeyCommand``.
@preconcurrency @MainActor
open class Command: MenuElement {
  /// The action sent when the command is chosen.
  public let action: Selector
  /// A value the action can read back from the command it got as sender.
  public let propertyList: Any?
  /// Commands chosen instead of this one while other modifiers are held.
  public let alternates: [CommandAlternate]
  /// The title shown in the list of keyboard shortcuts, when it differs from ``MenuElement/title``.
  open var discoverabilityTitle: String?
  /// How the command looks and behaves in a menu.
  open var attributes: MenuElement.Attributes
  /// Whether the command shows a check mark.
  open var state: MenuElement.State

  /// Creates a command with UIKit's parameters and defaults.
  public init(
    title: String = "", image: Image? = nil, action: Selector, propertyList: Any? = nil,
    alternates: [CommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: MenuElement.Attributes = [], state: MenuElement.State = .off
  ) {
    self.action = action
    self.propertyList = propertyList
    self.alternates = alternates
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }
}

/// A variant of a command chosen while other modifier keys are held (UIKit's
/// `UICommandAlternate`).
@preconcurrency @MainActor
public final class CommandAlternate: NSObject {
  /// The variant's title.
  public let title: String
  /// The action it sends.
  public let action: Selector
  /// The modifiers that choose it.
  public let modifierFlags: KeyModifierFlags

  /// Creates a variant.
  public init(title: String, action: Selector, modifierFlags: KeyModifierFlags) {
    self.title = title
    self.action = action
    self.modifierFlags = modifierFlags
    super.init()
  }
}
