import ResponderKit

// MARK: Refreshing and paging

/// UIKit's `UIRefreshControl`: ``ResponderKit/RefreshControl``.
public typealias UIRefreshControl = RefreshControl
/// UIKit's `UIPageViewController`: ``ResponderKit/PageViewController``, with its nested
/// `TransitionStyle`, `NavigationOrientation`, `NavigationDirection`, `SpineLocation` and
/// `OptionsKey`.
public typealias UIPageViewController = PageViewController
/// UIKit's `UIPageViewControllerDataSource`: ``ResponderKit/PageViewControllerDataSource``.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// UIKit's `UIPageViewControllerDelegate`: ``ResponderKit/PageViewControllerDelegate``.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
