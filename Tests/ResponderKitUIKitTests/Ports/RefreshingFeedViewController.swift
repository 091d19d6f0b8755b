import UIKit

// A feed with pull to refresh: a table whose refresh control loads newer posts, inserting them at
// the top after a simulated three-second fetch, then ends refreshing; `reload()` starts a refresh
// from code with `beginRefreshing()`.
// Edits from the UIKit original: `#selector(refresh)` and `#selector(finishRefresh)` written as
// the method references `RefreshingFeedViewController.refresh` and
// `RefreshingFeedViewController.finishRefresh`; `@objc` removed (twice).

final class RefreshingFeedViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let refreshControl = UIRefreshControl()
  private(set) var posts = ["Post 3", "Post 2", "Post 1"]
  private(set) var refreshCount = 0
  private var nextPost = 4

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
    refreshControl.tintColor = .systemBlue
    refreshControl.attributedTitle = NSAttributedString(string: "Fetching new posts")
    refreshControl.addTarget(
      self, action: RefreshingFeedViewController.refresh, for: .valueChanged)
    tableView.refreshControl = refreshControl
    view.addSubview(tableView)
  }

  func refresh() {
    refreshCount += 1
    perform(RefreshingFeedViewController.finishRefresh, with: nil, afterDelay: 3.0)
  }

  func reload() {
    refreshControl.beginRefreshing()
    refresh()
  }

  func finishRefresh() {
    posts.insert("Post \(nextPost)", at: 0)
    nextPost += 1
    tableView.reloadData()
    refreshControl.endRefreshing()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
    cell.textLabel?.text = posts[indexPath.row]
    return cell
  }
}
