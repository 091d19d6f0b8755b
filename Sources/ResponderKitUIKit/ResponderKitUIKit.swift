// UIKit's names for ResponderKit's types, so that UIKit touch code ports by changing its import
// line: `import UIKit` becomes `import ResponderKitUIKit`. Every name here is an alias; the engine
// lives in ResponderKit. PORTING.md lists what ports, what changes and what has no equivalent.

@_exported import Foundation
@_exported import ResponderKit

// MARK: Responders, views, windows, controllers

/// UIKit's `UIResponder`: ``ResponderKit/Responder``.
public typealias UIResponder = Responder
/// UIKit's `UIView`: ``ResponderKit/View``.
public typealias UIView = View
/// UIKit's `UIWindow`: ``ResponderKit/Window``.
public typealias UIWindow = Window
/// UIKit's `UIApplication`: ``ResponderKit/Application``.
public typealias UIApplication = Application
/// UIKit's `UIViewController`: ``ResponderKit/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UIScreen`: ``ResponderKit/Screen``.
public typealias UIScreen = Screen
/// UIKit's `UIImageView`: ``ResponderKit/ImageView`` (interaction off by default).
public typealias UIImageView = ImageView
/// UIKit's `UILabel`: ``ResponderKit/Label`` (interaction off by default).
public typealias UILabel = Label

// MARK: Touches and events

/// UIKit's `UITouch`: ``ResponderKit/Touch``.
public typealias UITouch = Touch
/// UIKit's `UIEvent`: ``ResponderKit/Event``.
public typealias UIEvent = Event
/// UIKit's `UIPress`: ``ResponderKit/Press``.
public typealias UIPress = Press
/// UIKit's `UIPressesEvent`: ``ResponderKit/PressesEvent``.
public typealias UIPressesEvent = PressesEvent

// MARK: Gesture recognizers

/// UIKit's `UIGestureRecognizer`: ``ResponderKit/GestureRecognizer``. Its subclass API (what
/// `UIKit.UIGestureRecognizerSubclass` adds) is part of it.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`: ``ResponderKit/GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UIHoverGestureRecognizer`: ``ResponderKit/HoverGestureRecognizer``.
public typealias UIHoverGestureRecognizer = HoverGestureRecognizer
/// UIKit's `UIKeyCommand`: ``ResponderKit/KeyCommand``.
public typealias UIKeyCommand = KeyCommand
/// UIKit's `UIKey`: ``ResponderKit/Key``.
public typealias UIKey = Key
/// UIKit's `UIKeyModifierFlags`: ``ResponderKit/KeyModifierFlags``.
public typealias UIKeyModifierFlags = KeyModifierFlags
/// UIKit's `UIKeyboardHIDUsage`: ``ResponderKit/KeyboardHIDUsage``.
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage
/// UIKit's `UIKeyInput`: ``ResponderKit/KeyInput``.
public typealias UIKeyInput = KeyInput
/// UIKit's `UISwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UIRotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UIKit's `UIScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer

// MARK: Controls and scroll views

/// UIKit's `UIControl`: ``ResponderKit/Control``, with `UIControl.Event` below.
public typealias UIControl = Control
/// UIKit's `UIButton`: ``ResponderKit/Button``.
public typealias UIButton = Button
/// UIKit's `UISwitch`: ``ResponderKit/Switch``.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: ``ResponderKit/Slider``.
public typealias UISlider = Slider
/// UIKit's `UIStepper`: ``ResponderKit/Stepper``.
public typealias UIStepper = Stepper
/// UIKit's `UISegmentedControl`: ``ResponderKit/SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UIAction`: ``ResponderKit/Action``.
public typealias UIAction = Action
/// UIKit's `UIScrollView`: ``ResponderKit/ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's `UIScrollViewDelegate`: ``ResponderKit/ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate

extension Control {
  /// UIKit's `UIControl.Event`: ``ResponderKit/ControlEvents``. Nested here only: inside a
  /// control subclass written against ResponderKit's own names, `Event` stays the event class.
  public typealias Event = ControlEvents
}

// MARK: Values

/// UIKit's `UIColor`: ``ResponderKit/Color``, a value.
public typealias UIColor = Color
/// UIKit's `UIImage`: ``ResponderKit/Image``, inert.
public typealias UIImage = Image
/// UIKit's `UIFont`: ``ResponderKit/Font``, inert.
public typealias UIFont = Font
/// UIKit's `UIEdgeInsets`: ``ResponderKit/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `UIRectEdge`: ``ResponderKit/RectEdge``.
public typealias UIRectEdge = RectEdge
/// UIKit's `NSTextAlignment`: ``ResponderKit/TextAlignment``.
public typealias NSTextAlignment = TextAlignment

// MARK: Time

/// Foundation's `Timer` as UIKit code uses it, on the engine's deterministic clock: a file that
/// imports only this module gets it for `Timer.scheduledTimer(...)`. (A file that also imports
/// Foundation by name sees Foundation's `Timer` instead; write `RunLoopTimer` there.)
public final class Timer: RunLoopTimer {}
