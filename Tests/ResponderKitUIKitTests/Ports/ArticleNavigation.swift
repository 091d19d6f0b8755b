import UIKit

// A reader app's navigation stack: a list pushes an article whose header is a horizontal photo
// carousel; the article keeps the swipe back over the carousel by making the carousel's pan wait
// for the navigation controller's pop gesture, and shares from a bar button.
// Edits from the UIKit original: `#selector(openArticle)` and `#selector(share)` written as the
// method references `ArticleListViewController.openArticle` and `ArticleViewController.share`;
// `@objc` removed.

final class ArticleListViewController: UIViewController {
  let openButton = UIButton(type: .system)
  var makeArticle: () -> ArticleViewController = { ArticleViewController() }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Articles"
    view.backgroundColor = .systemBackground
    openButton.setTitle("Read the article", for: .normal)
    openButton.frame = CGRect(x: 20, y: 120, width: 360, height: 44)
    openButton.addTarget(self, action: ArticleListViewController.openArticle, for: .touchUpInside)
    view.addSubview(openButton)
  }

  func openArticle() {
    navigationController?.pushViewController(makeArticle(), animated: true)
  }
}

final class ArticleViewController: UIViewController {
  let carousel = UIScrollView()
  /// Whether the carousel waits for the pop gesture (the usual fix); off, it takes edge swipes.
  var keepsSwipeBack = true
  private(set) var shares = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Article"
    view.backgroundColor = .systemBackground
    carousel.frame = CGRect(x: 0, y: 100, width: 400, height: 300)
    carousel.contentSize = CGSize(width: 1600, height: 300)
    carousel.isPagingEnabled = true
    for page in 0..<4 {
      let photo = UIImageView(frame: CGRect(x: CGFloat(page) * 400, y: 0, width: 400, height: 300))
      carousel.addSubview(photo)
    }
    view.addSubview(carousel)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .action, target: self, action: ArticleViewController.share)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if keepsSwipeBack, let pop = navigationController?.interactivePopGestureRecognizer {
      carousel.panGestureRecognizer.require(toFail: pop)
    }
  }

  func share() {
    shares += 1
  }
}
