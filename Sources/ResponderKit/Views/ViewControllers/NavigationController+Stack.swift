import Foundation

extension NavigationController {
  /// Puts the top controller's view in the wrapper view, under the bar, and tells the delegate.
  func showTop(animated: Bool) {
    guard let top = topViewController, let container = viewIfLoaded else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
    top.loadViewIfNeeded(forWindowBounds: container.bounds)
    top.view.frame = container.bounds
    let appearing = top.view.superview !== wrapperView
    if appearing { top.viewWillAppear(animated) }
    wrapperView.addSubview(top.view)
    layoutContent()
    if appearing { top.viewDidAppear(animated) }
    delegate?.navigationController(self, didShow: top, animated: animated)
  }
}
