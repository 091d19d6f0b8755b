import ResponderKit

/// UIKit's `UINavigationController`: ``ResponderKit/NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's `UINavigationControllerDelegate`: ``ResponderKit/NavigationControllerDelegate``.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's `UINavigationBar`: ``ResponderKit/NavigationBar``.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UINavigationItem`: ``ResponderKit/NavigationItem``.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UIBarButtonItem`: ``ResponderKit/BarButtonItem``.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's `UISplitViewController`: ``ResponderKit/SplitViewController`` (Navigation §18.4).
public typealias UISplitViewController = SplitViewController
/// UIKit's `UISplitViewControllerDelegate`: ``ResponderKit/SplitViewControllerDelegate``.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
