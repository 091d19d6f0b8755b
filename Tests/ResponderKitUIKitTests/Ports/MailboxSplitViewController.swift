import UIKit

// A mail client's two columns: a sidebar of mailboxes beside the open mailbox's messages on an
// iPad, collapsing on an iPhone to the sidebar first (the delegate picks the primary column, the
// usual fix for a phone opening on an empty detail), where choosing a mailbox shows its messages.
// Edits from the UIKit original: `#selector(openMailbox(_:))` and `#selector(markAllRead)` written
// as the method references `MailboxListViewController.openMailbox` and
// `MessageListViewController.markAllRead`; `@objc` removed.

final class MailboxListViewController: UIViewController {
  static let mailboxes = ["Inbox", "Archive", "Drafts"]
  var onSelect: (String) -> Void = { _ in }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailboxes"
    view.backgroundColor = .secondarySystemBackground
    for (index, name) in Self.mailboxes.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(name, for: .normal)
      button.tag = index
      button.frame = CGRect(
        x: 16, y: 100 + CGFloat(index) * 60, width: view.bounds.width - 32, height: 44)
      button.autoresizingMask = [.flexibleWidth]
      button.addTarget(self, action: MailboxListViewController.openMailbox, for: .touchUpInside)
      view.addSubview(button)
    }
  }

  func openMailbox(_ sender: UIButton) {
    onSelect(Self.mailboxes[sender.tag])
  }
}

final class MessageListViewController: UIViewController {
  let mailbox: String
  let markAllReadButton = UIButton(type: .system)
  private(set) var markedRead = 0

  init(mailbox: String) {
    self.mailbox = mailbox
    super.init(nibName: nil, bundle: nil)
    title = mailbox
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    markAllReadButton.setTitle("Mark All Read", for: .normal)
    markAllReadButton.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
    markAllReadButton.addTarget(
      self, action: MessageListViewController.markAllRead, for: .touchUpInside)
    view.addSubview(markAllReadButton)
  }

  func markAllRead() {
    markedRead += 1
  }
}

final class MailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let sidebar = MailboxListViewController()
  private(set) var displayModeChanges: [UISplitViewController.DisplayMode] = []

  init() {
    super.init(style: .doubleColumn)
    preferredDisplayMode = .oneBesideSecondary
    preferredSplitBehavior = .tile
    preferredPrimaryColumnWidthFraction = 0.3
    minimumPrimaryColumnWidth = 280
    maximumPrimaryColumnWidth = 400
    primaryBackgroundStyle = .sidebar
    displayModeButtonVisibility = .never
    delegate = self
    sidebar.onSelect = { [weak self] mailbox in self?.open(mailbox) }
    setViewController(sidebar, for: .primary)
    setViewController(MessageListViewController(mailbox: "Inbox"), for: .secondary)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var messages: MessageListViewController? {
    viewController(for: .secondary) as? MessageListViewController
  }

  func open(_ mailbox: String) {
    setViewController(MessageListViewController(mailbox: mailbox), for: .secondary)
    show(.secondary)
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    .primary
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    displayModeChanges.append(displayMode)
  }
}
