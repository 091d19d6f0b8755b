import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A delegate that notes, in order, what it is told and asked.
@MainActor
private final class SplitLog: SplitViewControllerDelegate {
  var lines: [String] = []
  var topColumn: SplitViewController.Column?
  var collapsesSecondary = false

  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) { lines.append("willChangeTo \(displayMode)") }
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column {
    lines.append("topColumn proposed \(proposedTopColumn)")
    return topColumn ?? proposedTopColumn
  }
  func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode {
    lines.append("expandTo proposed \(proposedDisplayMode)")
    return proposedDisplayMode
  }
  func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
  { lines.append("willShow \(column)") }
  func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
  { lines.append("willHide \(column)") }
  func splitViewControllerDidCollapse(_ svc: SplitViewController) { lines.append("didCollapse") }
  func splitViewControllerDidExpand(_ svc: SplitViewController) { lines.append("didExpand") }
  func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool {
    lines.append("collapseSecondary \(secondaryViewController.traceName)")
    return collapsesSecondary
  }
}

/// A view that counts the touches that end on it.
private final class ColumnTouchView: View {
  var ended = 0
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { ended += 1 }
}

/// A column's controller, named by its title, whose view counts the touches it gets.
@MainActor
private final class ColumnController: ViewController {
  convenience init(_ title: String) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
  }
  override func loadView() { view = ColumnTouchView(frame: .zero) }
  var touches: Int { (view as? ColumnTouchView)?.ended ?? 0 }
}

/// A split view controller of `style` filling a window of `size`, its columns named P, S and D.
@MainActor
private struct SplitStage {
  let scene: DemoScene
  let split: SplitViewController
  let primary = ColumnController("P")
  let supplementary = ColumnController("S")
  let secondary = ColumnController("D")
  let log = SplitLog()

  init(
    _ style: SplitViewController.Style = .tripleColumn,
    size: CGSize = CGSize(width: 1200, height: 800),
    configure: (SplitViewController) -> Void = { _ in }
  ) {
    scene = DemoScene(windowSize: size)
    split = style == .unspecified ? SplitViewController() : SplitViewController(style: style)
    split.delegate = log
    if style == .unspecified {
      split.viewControllers = [primary, secondary]
    } else {
      split.setViewController(primary, for: .primary)
      if style == .tripleColumn { split.setViewController(supplementary, for: .supplementary) }
      split.setViewController(secondary, for: .secondary)
    }
    configure(split)
    scene.window.rootViewController = split
    scene.window.layoutIfNeeded()
  }

  /// The frame of `controller`'s view in the split view, or `nil` when it is not shown.
  func frame(_ controller: ViewController) -> CGRect? {
    guard let view = controller.viewIfLoaded, view.superview === split.view else { return nil }
    return view.frame
  }

  /// Resizes the split view controller's view and runs the layout pass.
  func resize(width: CGFloat, height: CGFloat = 800) {
    split.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    scene.window.layoutIfNeeded()
  }
}

/// One row of the layout table: a display mode and where each column's view lands.
struct ColumnLayoutRow: Sendable, CustomTestStringConvertible {
  let mode: SplitViewController.DisplayMode
  let primary: CGRect?
  let supplementary: CGRect?
  let secondary: CGRect
  var testDescription: String { "\(mode)" }
}

@MainActor
@Suite("Split view controllers: columns, display modes, collapsing and the delegate (§18.4)")
struct SplitViewControllerTests {
  nonisolated static let layouts: [ColumnLayoutRow] = [
    .init(
      mode: .secondaryOnly, primary: nil, supplementary: nil,
      secondary: CGRect(x: 0, y: 0, width: 1200, height: 800)),
    .init(
      mode: .oneBesideSecondary, primary: nil,
      supplementary: CGRect(x: 0, y: 0, width: 320, height: 800),
      secondary: CGRect(x: 320, y: 0, width: 880, height: 800)),
    .init(
      mode: .oneOverSecondary, primary: nil,
      supplementary: CGRect(x: 0, y: 0, width: 320, height: 800),
      secondary: CGRect(x: 0, y: 0, width: 1200, height: 800)),
    .init(
      mode: .twoBesideSecondary, primary: CGRect(x: 0, y: 0, width: 320, height: 800),
      supplementary: CGRect(x: 320, y: 0, width: 320, height: 800),
      secondary: CGRect(x: 640, y: 0, width: 560, height: 800)),
    .init(
      mode: .twoOverSecondary, primary: CGRect(x: 0, y: 0, width: 320, height: 800),
      supplementary: CGRect(x: 320, y: 0, width: 320, height: 800),
      secondary: CGRect(x: 0, y: 0, width: 1200, height: 800)),
    .init(
      mode: .twoDisplaceSecondary, primary: CGRect(x: 0, y: 0, width: 320, height: 800),
      supplementary: CGRect(x: 320, y: 0, width: 320, height: 800),
      secondary: CGRect(x: 640, y: 0, width: 880, height: 800)),
  ]

  @Test(
    "§18.4 each display mode lays the columns out: tiled beside, overlaid over, displaced beyond",
    arguments: layouts)
  func columnsForEachDisplayMode(_ row: ColumnLayoutRow) {
    let stage = SplitStage { $0.preferredDisplayMode = row.mode }
    #expect(stage.split.displayMode == row.mode)
    #expect(stage.frame(stage.primary) == row.primary)
    #expect(stage.frame(stage.supplementary) == row.supplementary)
    #expect(stage.frame(stage.secondary) == row.secondary)
    #expect(stage.split.children.count == 3)
  }

  @Test(
    "§18.4 .automatic is beside the secondary wider than tall, fewer sidebars taller than wide",
    arguments: [
      (
        SplitViewController.Style.doubleColumn, 1200.0,
        SplitViewController.DisplayMode.oneBesideSecondary, SplitViewController.SplitBehavior.tile
      ),
      (.doubleColumn, 700, .secondaryOnly, .overlay),
      (.tripleColumn, 1200, .twoBesideSecondary, .tile),
      (.tripleColumn, 700, .oneBesideSecondary, .displace),
      (.unspecified, 1200, .oneBesideSecondary, .tile),
    ])
  func automaticDisplayMode(
    style: SplitViewController.Style, width: CGFloat, mode: SplitViewController.DisplayMode,
    behavior: SplitViewController.SplitBehavior
  ) {
    let stage = SplitStage(style, size: CGSize(width: width, height: 1000))
    #expect(stage.split.displayMode == mode)
    #expect(stage.split.splitBehavior == behavior)
    #expect(!stage.split.isCollapsed)
  }

  @Test(
    "§18.4 a tap lands in the view of the column under it; on a dimmed secondary it dismisses the sidebars",
    arguments: [
      (
        SplitViewController.DisplayMode.twoBesideSecondary, 100.0, "P",
        SplitViewController.DisplayMode.twoBesideSecondary
      ),
      (.twoBesideSecondary, 500, "S", .twoBesideSecondary),
      (.twoBesideSecondary, 900, "D", .twoBesideSecondary),
      (.twoOverSecondary, 900, "", .secondaryOnly),
      (.twoDisplaceSecondary, 900, "", .oneBesideSecondary),
      (.oneOverSecondary, 100, "S", .oneOverSecondary),
    ])
  func tapLandsInColumn(
    mode: SplitViewController.DisplayMode, x: CGFloat, column: String,
    after: SplitViewController.DisplayMode
  ) throws {
    let stage = SplitStage { $0.preferredDisplayMode = mode }
    try stage.scene.tap(at: CGPoint(x: x, y: 400))
    let counts = [stage.primary, stage.supplementary, stage.secondary].map(\.touches)
    let expected = ["P", "S", "D"].map { $0 == column ? 1 : 0 }
    #expect(counts == expected)
    stage.scene.window.layoutIfNeeded()
    #expect(stage.split.displayMode == after)
  }

  @Test("§18.4 the primary edge puts the sidebars at the trailing side")
  func trailingPrimaryEdge() {
    let stage = SplitStage(.doubleColumn) { $0.primaryEdge = .trailing }
    #expect(stage.frame(stage.primary) == CGRect(x: 880, y: 0, width: 320, height: 800))
    #expect(stage.frame(stage.secondary) == CGRect(x: 0, y: 0, width: 880, height: 800))
  }

  @Test(
    "§18.4 the primary width: preferred points, else the fraction, else 320, within minimum and maximum",
    arguments: [
      (-1.0, -1.0, -1.0, -1.0, 320.0),
      (-1, 0.5, -1, -1, 320),
      (-1, 0.5, -1, 800, 600),
      (-1, 0.1, 200, -1, 200),
      (400, 0.5, -1, 500, 400),
      (400, -1, -1, -1, 320),
    ])
  func primaryWidth(
    preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, width: CGFloat
  ) {
    let stage = SplitStage(.doubleColumn) {
      $0.preferredPrimaryColumnWidth = preferred
      $0.preferredPrimaryColumnWidthFraction = fraction
      $0.minimumPrimaryColumnWidth = minimum
      $0.maximumPrimaryColumnWidth = maximum
    }
    #expect(stage.split.primaryColumnWidth == width)
    #expect(stage.frame(stage.primary)?.width == width)
  }

  @Test("§18.4 a compact width collapses to the secondary, filling the view, and widening expands")
  func collapsing() {
    let stage = SplitStage(size: CGSize(width: 400, height: 800))
    #expect(stage.split.isCollapsed)
    #expect(stage.frame(stage.secondary) == CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(stage.frame(stage.primary) == nil && stage.frame(stage.supplementary) == nil)
    #expect(stage.log.lines == ["topColumn proposed secondary", "didCollapse"])
    stage.split.show(.primary)
    stage.scene.window.layoutIfNeeded()
    #expect(stage.frame(stage.primary) == CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(stage.frame(stage.secondary) == nil)
    stage.resize(width: 677)
    #expect(stage.split.isCollapsed)
    stage.log.lines = []
    stage.resize(width: 1200)
    #expect(!stage.split.isCollapsed)
    #expect(stage.log.lines == ["expandTo proposed twoBesideSecondary", "didExpand"])
    #expect(stage.frame(stage.secondary) == CGRect(x: 640, y: 0, width: 560, height: 800))
  }

  @Test("§18.4 the delegate picks the column shown collapsed; a compact column wins over both")
  func collapsedTopColumn() {
    let chosen = SplitStage(size: CGSize(width: 400, height: 800))
    chosen.log.topColumn = .primary
    chosen.resize(width: 1000)
    chosen.resize(width: 400)
    #expect(chosen.frame(chosen.primary) == CGRect(x: 0, y: 0, width: 400, height: 800))
    let compact = ColumnController("C")
    let stage = SplitStage(size: CGSize(width: 400, height: 800)) {
      $0.setViewController(compact, for: .compact)
    }
    #expect(stage.frame(compact) == CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(stage.frame(stage.secondary) == nil)
  }

  @Test(
    "§18.4 a classic controller collapses to the secondary unless the delegate collapses it onto the primary"
  )
  func classicCollapse() {
    let shown = SplitStage(.unspecified, size: CGSize(width: 400, height: 800))
    #expect(shown.log.lines == ["collapseSecondary D"])
    #expect(shown.frame(shown.secondary) != nil)
    #expect(shown.split.viewControllers.map(\.traceName) == ["P"])
    let onto = SplitStage(.unspecified, size: CGSize(width: 1000, height: 800))
    #expect(onto.split.viewControllers.map(\.traceName) == ["P", "D"])
    onto.log.collapsesSecondary = true
    onto.resize(width: 400)
    #expect(onto.frame(onto.primary) == CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(onto.frame(onto.secondary) == nil)
  }

  @Test("§18.4 a change of display mode tells the delegate, then the columns hiding and showing")
  func delegateOrder() {
    let stage = SplitStage()
    #expect(stage.log.lines.isEmpty)
    stage.split.preferredDisplayMode = .secondaryOnly
    stage.scene.window.layoutIfNeeded()
    #expect(
      stage.log.lines == [
        "willChangeTo secondaryOnly", "willHide primary", "willHide supplementary",
      ])
    stage.log.lines = []
    stage.split.show(.supplementary)
    stage.scene.window.layoutIfNeeded()
    #expect(stage.log.lines == ["willChangeTo oneBesideSecondary", "willShow supplementary"])
    stage.log.lines = []
    stage.split.show(.primary)
    stage.split.hide(.secondary)
    stage.scene.window.layoutIfNeeded()
    #expect(stage.log.lines == ["willChangeTo twoBesideSecondary", "willShow primary"])
    stage.log.lines = []
    stage.split.hide(.supplementary)
    stage.scene.window.layoutIfNeeded()
    #expect(
      stage.log.lines == [
        "willChangeTo secondaryOnly", "willHide primary", "willHide supplementary",
      ])
  }

  @Test("§18.4 columns are children; replacing one removes the old controller and its view")
  func containment() {
    let stage = SplitStage(.doubleColumn)
    #expect(stage.primary.splitViewController === stage.split)
    #expect(stage.split.viewController(for: .secondary) === stage.secondary)
    let other = ColumnController("E")
    stage.split.setViewController(other, for: .secondary)
    #expect(stage.secondary.parent == nil && stage.secondary.viewIfLoaded?.superview == nil)
    stage.scene.window.layoutIfNeeded()
    #expect(stage.frame(other) == CGRect(x: 320, y: 0, width: 880, height: 800))
    #expect(stage.split.viewControllers.map(\.traceName) == ["P", "E"])
    stage.split.setViewController(nil, for: .primary)
    #expect(stage.primary.parent == nil)
    #expect(stage.split.children.map(\.traceName) == ["E"])
  }

  @Test("§18.4 UIKit's defaults: automatic preferences, leading edge, gesture on, no button")
  func defaults() {
    let split = SplitViewController(style: .doubleColumn)
    #expect(split.style == .doubleColumn && SplitViewController().style == .unspecified)
    #expect(split.preferredDisplayMode == .automatic && split.preferredSplitBehavior == .automatic)
    #expect(split.primaryEdge == .leading && split.presentsWithGesture)
    #expect(!split.showsSecondaryOnlyButton && split.displayModeButtonVisibility == .automatic)
    #expect(split.primaryBackgroundStyle == .none && !split.isCollapsed)
    #expect(split.preferredPrimaryColumnWidthFraction == SplitViewController.automaticDimension)
  }

  @Test(
    "§18.4 raw values are UIKit's",
    arguments: [
      (
        "DisplayMode", SplitViewController.DisplayMode.allCases.map { "\($0)=\($0.rawValue)" },
        [
          "automatic=0", "secondaryOnly=1", "oneBesideSecondary=2", "oneOverSecondary=3",
          "twoBesideSecondary=4", "twoOverSecondary=5", "twoDisplaceSecondary=6",
        ]
      ),
      (
        "DisplayModeButtonVisibility",
        SplitViewController.DisplayModeButtonVisibility.allCases.map { "\($0)=\($0.rawValue)" },
        ["automatic=0", "never=1", "always=2"]
      ),
      (
        "SplitBehavior", SplitViewController.SplitBehavior.allCases.map { "\($0)=\($0.rawValue)" },
        ["automatic=0", "tile=1", "overlay=2", "displace=3"]
      ),
      (
        "Column", SplitViewController.Column.allCases.map { "\($0)=\($0.rawValue)" },
        ["primary=0", "supplementary=1", "secondary=2", "compact=3", "inspector=4"]
      ),
      (
        "Style", SplitViewController.Style.allCases.map { "\($0)=\($0.rawValue)" },
        ["unspecified=0", "doubleColumn=1", "tripleColumn=2"]
      ),
      (
        "PrimaryEdge", SplitViewController.PrimaryEdge.allCases.map { "\($0)=\($0.rawValue)" },
        ["leading=0", "trailing=1"]
      ),
      (
        "BackgroundStyle",
        SplitViewController.BackgroundStyle.allCases.map { "\($0)=\($0.rawValue)" },
        ["none=0", "sidebar=1"]
      ),
      (
        "LayoutEnvironment",
        SplitViewController.LayoutEnvironment.allCases.map { "\($0)=\($0.rawValue)" },
        ["none=0", "expanded=1", "collapsed=2"]
      ),
      (
        "UserInterfaceStyle", UserInterfaceStyle.allCases.map { "\($0)=\($0.rawValue)" },
        ["unspecified=0", "light=1", "dark=2"]
      ),
    ])
  func rawValues(type: String, actual: [String], expected: [String]) {
    #expect(actual == expected, "\(type)")
  }
}
