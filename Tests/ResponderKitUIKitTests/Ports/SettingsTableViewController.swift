import UIKit

// A settings screen as a table: grouped sections of rows that push detail screens when tapped,
// a switch in one row's accessory view, and a tap recognizer on the table that ends editing
// without stealing the rows' taps (`cancelsTouchesInView = false`, the usual fix when a
// keyboard-dismissing tap stops `didSelectRowAt` from being called).
// Edits from the UIKit original: `@objc` removed (twice); `#selector(dismissKeyboard)` and
// `#selector(notificationsChanged(_:))` written `SettingsTableViewController.dismissKeyboard` and
// `SettingsTableViewController.notificationsChanged`; the cell's
// `override init(style:reuseIdentifier:)` written `required init(style:reuseIdentifier:)` (a
// table makes cells of a registered class through that initializer, which Swift can only call
// when it is required).

final class SettingsCell: UITableViewCell {
  static let reuseIdentifier = "SettingsCell"
  private(set) var highlightChanges = 0

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    highlightChanges += 1
    contentView.backgroundColor = highlighted ? .systemGray5 : .clear
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    accessoryView = nil
    accessoryType = .none
    detailTextLabel?.text = nil
  }
}

final class SettingsTableViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private let sections: [(title: String, rows: [String])] = [
    ("Account", ["Profile", "Password", "Privacy"]),
    ("Alerts", ["Notifications", "Sounds"]),
    ("About", ["Version", "Licenses", "Help"]),
  ]
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let notificationsSwitch = UISwitch()
  private(set) var dismissTap: UITapGestureRecognizer!
  private(set) var opened: [String] = []
  private(set) var notificationsOn = true
  private(set) var keyboardDismissals = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = 52
    tableView.register(SettingsCell.self, forCellReuseIdentifier: SettingsCell.reuseIdentifier)
    view.addSubview(tableView)

    let tap = UITapGestureRecognizer(
      target: self, action: SettingsTableViewController.dismissKeyboard)
    tap.cancelsTouchesInView = false
    tableView.addGestureRecognizer(tap)
    dismissTap = tap

    notificationsSwitch.isOn = notificationsOn
    notificationsSwitch.addTarget(
      self, action: SettingsTableViewController.notificationsChanged, for: .valueChanged)
  }

  func dismissKeyboard() {
    keyboardDismissals += 1
    view.endEditing(true)
  }

  func notificationsChanged(_ sender: UISwitch) {
    notificationsOn = sender.isOn
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: SettingsCell.reuseIdentifier, for: indexPath)
    let title = sections[indexPath.section].rows[indexPath.row]
    cell.textLabel?.text = title
    if title == "Notifications" {
      cell.accessoryView = notificationsSwitch
      cell.selectionStyle = .none
    } else if title == "Version" {
      cell.detailTextLabel?.text = "2.4.1"
      cell.selectionStyle = .none
    } else {
      cell.accessoryType = .disclosureIndicator
      cell.selectionStyle = .default
    }
    return cell
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    let title = sections[indexPath.section].rows[indexPath.row]
    return title != "Notifications" && title != "Version"
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    opened.append(sections[indexPath.section].rows[indexPath.row])
  }
}
