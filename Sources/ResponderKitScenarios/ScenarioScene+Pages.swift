import Foundation
import ResponderKit

/// The data source of a scenario's page view controller: its pages in the file's order.
@MainActor
final class ScenarioPageSource: PageViewControllerDataSource {
  let pages: [ViewController]

  init(pages: [ViewController]) { self.pages = pages }

  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }),
      index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }
}

extension ScenarioScene {
  /// A page view controller in the scroll style whose pages are the spec's subviews, each the
  /// view of its own controller, the first shown; the window's root or a child of the enclosing
  /// controller. Its paging scroll view is `ID.scrollView`, with `ID.scrollView.panGestureRecognizer`.
  mutating func buildPages(
    _ spec: Scenario.ViewSpec, in parent: View, enclosing: ViewController?
  ) {
    let pages = PageViewController(
      transitionStyle: .scroll,
      navigationOrientation: spec.pagesAreVertical ? .vertical : .horizontal,
      options: [.interPageSpacing: CGFloat(spec.interPageSpacing)])
    pages.title = spec.id
    controllers[spec.controller ?? spec.id] = pages
    let stack = makeScreens(spec.subviews)
    let source = ScenarioPageSource(pages: stack)
    scene.keepAlive([source])
    pages.dataSource = source
    let view: View = pages.view
    view.frame = spec.frame
    view.accessibilityIdentifier = spec.id
    if let first = stack.first {
      pages.setViewControllers([first], direction: .forward, animated: false)
    }
    if let window = parent as? Window {
      window.rootViewController = pages
    } else {
      enclosing?.addChild(pages)
      parent.addSubview(view)
      if let enclosing { pages.didMove(toParent: enclosing) }
    }
    views[spec.id] = view
    if let scroller = view.subviews.first(where: { $0 is ScrollView }) as? ScrollView {
      scroller.delaysContentTouches = spec.delaysContentTouches
      views["\(spec.id).scrollView"] = scroller
    }
  }
}
