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
/// UIKit's `UITabBarController`: ``ResponderKit/TabBarController`` (Navigation §18.6).
public typealias UITabBarController = TabBarController
/// UIKit's `UITabBarControllerDelegate`: ``ResponderKit/TabBarControllerDelegate``.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's `UITabBar`: ``ResponderKit/TabBar``.
public typealias UITabBar = TabBar
/// UIKit's `UITabBarDelegate`: ``ResponderKit/TabBarDelegate``.
public typealias UITabBarDelegate = TabBarDelegate
/// UIKit's `UITabBarItem`: ``ResponderKit/TabBarItem``, with its nested `SystemItem`.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UIModalPresentationStyle`: ``ResponderKit/ModalPresentationStyle``, stored only.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's `UIModalTransitionStyle`: ``ResponderKit/ModalTransitionStyle``, stored only.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// UIKit's `UIBarAppearance`: ``ResponderKit/BarAppearance``, kept only.
public typealias UIBarAppearance = BarAppearance
/// UIKit's `UINavigationBarAppearance`: ``ResponderKit/NavigationBarAppearance``, kept only.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIKit's `UITabBarAppearance`: ``ResponderKit/TabBarAppearance``, kept only.
public typealias UITabBarAppearance = TabBarAppearance
