import ResponderKit

// MARK: Touches, presses and events

/// UIKit's `UITouch`: ``ResponderKit/Touch``.
public typealias UITouch = Touch
/// UIKit's `UIEvent`: ``ResponderKit/Event``.
public typealias UIEvent = Event
/// UIKit's `UIPress`: ``ResponderKit/Press``.
public typealias UIPress = Press
/// UIKit's `UIPressesEvent`: ``ResponderKit/PressesEvent``.
public typealias UIPressesEvent = PressesEvent
/// UIKit's `UIKey`: ``ResponderKit/Key``.
public typealias UIKey = Key
/// UIKit's `UIKeyModifierFlags`: ``ResponderKit/KeyModifierFlags``.
public typealias UIKeyModifierFlags = KeyModifierFlags
/// UIKit's `UIKeyboardHIDUsage`: ``ResponderKit/KeyboardHIDUsage``.
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage
