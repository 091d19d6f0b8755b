import ResponderKit

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
/// UIKit's `UIScrollView`: ``ResponderKit/ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's `UIScrollViewDelegate`: ``ResponderKit/ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate

extension Control {
  /// UIKit's `UIControl.Event`: ``ResponderKit/ControlEvents``. Nested here only: inside a
  /// control subclass written against ResponderKit's own names, `Event` stays the event class.
  public typealias Event = ControlEvents
}
