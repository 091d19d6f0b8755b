import UIKit

// An app's main tabs, as social apps build them: a feed in a navigation controller, search, a
// Post tab that presents a composer instead of being selected (its delegate refuses the tab), and
// a profile with a badge; the subclass overrides `tabBar(_:didSelect:)` to note each tap, as
// apps do to animate the tapped icon. Edits from the UIKit original: none.

final class FeedViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    view.backgroundColor = .systemBackground
  }
}

final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
  private(set) var composerPresentations = 0
  private(set) var tappedItems: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self

    let feed = UINavigationController(rootViewController: FeedViewController())
    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)

    let search = UIViewController()
    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)

    let post = UIViewController()
    post.tabBarItem = UITabBarItem(
      title: "Post", image: UIImage(systemName: "plus.square"),
      selectedImage: UIImage(systemName: "plus.square.fill"))

    let profile = UIViewController()
    profile.tabBarItem = UITabBarItem(
      title: "Profile", image: UIImage(systemName: "person"), tag: 3)
    profile.tabBarItem.badgeValue = "3"

    viewControllers = [feed, search, post, profile]
    tabBar.tintColor = .systemPink
    tabBar.unselectedItemTintColor = .systemGray
  }

  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    tappedItems.append(item.title ?? "")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    guard viewController.tabBarItem.title == "Post" else { return true }
    let composer = UIViewController()
    composer.modalPresentationStyle = .fullScreen
    present(composer, animated: true)
    composerPresentations += 1
    return false
  }
}
