import UIKit

// An onboarding pager: three welcome pages in a scroll-style page view controller, its data source
// an array of page controllers, its delegate keeping a page label in step once a swipe completes,
// and a Skip button that jumps to the last page.
// Edits from the UIKit original: `#selector(skip)` written as the method reference
// `OnboardingPageViewController.skip`; `@objc` removed; the `UIPageControl` the original puts
// under the pages is a `UILabel` showing "page of count" (ResponderKit has no page control).

final class OnboardingPage: UIViewController {
  let headline: String

  init(headline: String) {
    self.headline = headline
    super.init(nibName: nil, bundle: nil)
    title = headline
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 40))
    label.text = headline
    label.textAlignment = .center
    view.addSubview(label)
  }
}

final class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let pages: [OnboardingPage] = [
    OnboardingPage(headline: "Welcome"),
    OnboardingPage(headline: "Stay in touch"),
    OnboardingPage(headline: "Get started"),
  ]
  let pageLabel = UILabel()
  let skipButton = UIButton(type: .system)
  private(set) var currentIndex = 0
  private(set) var pendingIndex: Int?

  init() {
    super.init(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 16])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    setViewControllers([pages[0]], direction: .forward, animated: false)

    pageLabel.frame = CGRect(x: 0, y: view.bounds.height - 80, width: view.bounds.width, height: 20)
    pageLabel.textAlignment = .center
    view.addSubview(pageLabel)
    skipButton.setTitle("Skip", for: .normal)
    skipButton.frame = CGRect(x: view.bounds.width - 88, y: 40, width: 72, height: 44)
    skipButton.addTarget(self, action: OnboardingPageViewController.skip, for: .touchUpInside)
    view.addSubview(skipButton)
    updatePageLabel()
  }

  func skip() {
    guard let last = pages.last else { return }
    setViewControllers([last], direction: .forward, animated: true) { _ in
      self.currentIndex = self.pages.count - 1
      self.updatePageLabel()
    }
  }

  private func updatePageLabel() {
    pageLabel.text = "\(currentIndex + 1) of \(pages.count)"
    skipButton.isHidden = currentIndex == pages.count - 1
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? OnboardingPage, let index = pages.firstIndex(of: page),
      index > 0
    else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? OnboardingPage, let index = pages.firstIndex(of: page),
      index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    pages.count
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    currentIndex
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    if let page = pendingViewControllers.first as? OnboardingPage {
      pendingIndex = pages.firstIndex(of: page)
    }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    if completed, let pendingIndex {
      currentIndex = pendingIndex
      updatePageLabel()
    }
    pendingIndex = nil
  }
}
