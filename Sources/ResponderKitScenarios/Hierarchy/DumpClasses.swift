/// What a dump's class names become: UIKit's known classes map to the scenario kind that behaves
/// as they do; private (`_UI…`) and app classes are plain views named by their class.
enum DumpClasses {
  /// UIKit's classes with a kind of their own, by name.
  static let kinds: [String: Scenario.Kind] = [
    "UIView": .view,
    "UIButton": .button, "UINavigationButton": .button, "_UIModernBarButton": .button,
    "UILabel": .label, "UIButtonLabel": .label, "UISegmentLabel": .label,
    "UITableViewLabel": .label, "UIDateLabel": .label,
    "UIImageView": .imageView, "_UIImageViewExtendedStorage": .imageView,
    "UIScrollView": .scrollView, "UITableView": .scrollView, "UICollectionView": .scrollView,
    "UITextView": .scrollView, "_UIQueuingScrollView": .scrollView,
    "UISwitch": .switch, "UISlider": .slider, "UIStepper": .stepper,
    "UISegmentedControl": .segmentedControl,
    "UIControl": .control, "UITextField": .textField, "UIDatePicker": .control,
    "UIPageControl": .control, "UIRefreshControl": .control, "UIColorWell": .control,
    "UITabBarButton": .control, "_UIButtonBarButton": .control, "UISearchTextField": .textField,
    "UIPickerView": .view, "UIStackView": .view, "UIVisualEffectView": .view,
  ]

  /// The kind for a class name as a dump prints it (module prefixes ignored for UIKit's names).
  ///
  /// - Complexity: O(*n*) in the name's length (a hash).
  static func kind(of className: String) -> Scenario.Kind {
    if let kind = kinds[className] { return kind }
    if className.hasPrefix("UIKit."), let kind = kinds[String(className.dropFirst(6))] {
      return kind
    }
    return .view
  }

  /// Whether the class is a window: `UIWindow`, or any class whose name ends in `Window`
  /// (`UITextEffectsWindow`, an app's `MainWindow`).
  static func isWindow(_ className: String) -> Bool {
    className.hasSuffix("Window")
  }

  /// Whether the class is a collection's description rather than a view
  /// (`<__NSArrayI 0x…>(` opening the `po` of an array).
  static func isCollection(_ className: String) -> Bool {
    className.hasPrefix("__NS") || className.hasPrefix("NSArray") || className.hasPrefix("_NS")
  }

  /// The recognizer types UIKit's recognizer classes map to.
  static let recognizerTypes: [String: String] = [
    "UITapGestureRecognizer": "tap", "UILongPressGestureRecognizer": "longPress",
    "UIPanGestureRecognizer": "pan", "UISwipeGestureRecognizer": "swipe",
    "UIPinchGestureRecognizer": "pinch", "UIRotationGestureRecognizer": "rotation",
    "UIScreenEdgePanGestureRecognizer": "screenEdgePan", "UIHoverGestureRecognizer": "hover",
  ]

  /// Whether the entry is a recognizer's: its class's name holds `Recognizer`, or it has a
  /// `state` and names its `view`, as every recognizer's description does.
  static func isRecognizer(_ entry: DumpEntry) -> Bool {
    entry.className.contains("Recognizer")
      || (entry.value("state") != nil && entry.value("view") != nil)
  }

  /// Whether the recognizer is one a scroll view makes for itself (its pan, pinch and delayed
  /// touches), which a scroll view here has already.
  static func isScrollViewOwn(_ className: String) -> Bool {
    className.hasPrefix("UIScrollView") || className.hasPrefix("_UIScrollView")
  }
}
