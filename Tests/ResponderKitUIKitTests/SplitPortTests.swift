import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a mail client's split view, on an iPad and collapsed on an iPhone (§18.4)")
struct SplitPortTests {
  private func stage(width: CGFloat, height: CGFloat) -> (Stage, MailSplitViewController) {
    let split = MailSplitViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let stage = Stage(window: window, root: split)
    stage.window.layoutIfNeeded()
    return (stage, split)
  }

  @Test("§18.4 on an iPad the sidebar is 30 % wide beside the messages; a tap opens a mailbox")
  func iPad() throws {
    let (stage, split) = stage(width: 1024, height: 768)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile)
    #expect(split.primaryColumnWidth == 1024 * 0.3)
    #expect(split.sidebar.view.frame.width == 1024 * 0.3)
    try stage.play { $0.tap(at: CGPoint(x: 150, y: 182)) }
    stage.window.layoutIfNeeded()
    let archive = try #require(split.messages)
    #expect(archive.mailbox == "Archive")
    #expect(abs(archive.view.frame.minX - 1024 * 0.3) < 1e-9)
    #expect(archive.view.window === stage.window)
    try stage.play { $0.tap(at: CGPoint(x: 1024 * 0.3 + 100, y: 122)) }
    #expect(archive.markedRead == 1)
    #expect(split.displayModeChanges.isEmpty)
  }

  @Test("§18.4 on an iPhone the split view collapses to the sidebar; choosing a mailbox shows it")
  func iPhone() throws {
    let (stage, split) = stage(width: 390, height: 844)
    #expect(split.isCollapsed)
    #expect(split.sidebar.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(split.messages?.viewIfLoaded?.window == nil)
    try stage.play { $0.tap(at: CGPoint(x: 195, y: 242)) }
    stage.window.layoutIfNeeded()
    let drafts = try #require(split.messages)
    #expect(drafts.mailbox == "Drafts" && drafts.view.frame.width == 390)
    #expect(split.sidebar.view.window == nil)
    try stage.play { $0.tap(at: CGPoint(x: 100, y: 122)) }
    #expect(drafts.markedRead == 1)
  }

  @Test("§18.4 widening the window expands the interface to both columns")
  func expand() throws {
    let (stage, split) = stage(width: 390, height: 844)
    split.view.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
    stage.window.layoutIfNeeded()
    #expect(!split.isCollapsed)
    #expect(split.sidebar.view.frame == CGRect(x: 0, y: 0, width: 354, height: 820))
    #expect(split.messages?.view.frame == CGRect(x: 354, y: 0, width: 826, height: 820))
  }
}
