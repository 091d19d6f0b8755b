import Foundation

/// What gives a page view controller the pages beside the current one
/// (`UIPageViewControllerDataSource`), asked as the user navigates by gesture (§20.2).
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` when it is the first.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: ViewController
  ) -> ViewController?
  /// The page after `viewController`, or `nil` when it is the last.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: ViewController
  ) -> ViewController?
  /// How many pages a page indicator shows. Kept for app code: the engine draws no indicator.
  func presentationCount(for pageViewController: PageViewController) -> Int
  /// Which page a page indicator selects. Kept for app code.
  func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
  /// 0: no page indicator.
  public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
  /// 0.
  public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// What a page view controller tells of gesture-driven page turns
/// (`UIPageViewControllerDelegate`); every method is optional (§20.2).
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
  /// A gesture began to show `pendingViewControllers`; the turn may still be abandoned.
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController])
  /// A gesture-driven turn settled: `completed` says whether the pages changed, and
  /// `previousViewControllers` are the pages shown before it.
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {}
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}
}
