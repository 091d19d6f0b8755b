import Foundation
import ResponderKit

/// An app delegate that is a plain responder, so it ends the chain.
@MainActor
public final class AppDelegate: Responder {}

/// Seed example E11: the responder chain's links.
@MainActor
public enum ResponderChainLinks {
  /// The parts of the example.
  public struct Parts {
    /// The scene.
    public let scene: DemoScene
    /// The window's root controller, titled `Root`.
    public let root: ViewController
    /// A child controller, titled `Child`, whose view `Container` is inside the root view.
    public let child: ViewController
    /// A controller presented by the root, titled `Sheet`.
    public let sheet: ViewController
    /// The app delegate.
    public let delegate: AppDelegate
  }

  /// Root controller with view `RootView`; child controller `Child` with view `Container` holding
  /// `Leaf`; a presented controller `Sheet` with view `SheetView` holding `SheetButton`.
  public static func build() -> Parts {
    let scene = DemoScene()
    let delegate = AppDelegate()
    scene.application.delegate = delegate
    let root = ViewController()
    root.title = "Root"
    root.view = View.named("RootView", frame: scene.window.bounds)
    scene.window.rootViewController = root
    let child = ViewController()
    child.title = "Child"
    child.view = View.named("Container", frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    View.named("Leaf", frame: CGRect(x: 20, y: 20, width: 100, height: 100), in: child.view)
    let sheet = ViewController()
    sheet.title = "Sheet"
    sheet.view = View.named("SheetView", frame: .zero)
    root.present(sheet, animated: false)
    View.named("SheetButton", frame: CGRect(x: 20, y: 400, width: 100, height: 44), in: sheet.view)
    return Parts(scene: scene, root: root, child: child, sheet: sheet, delegate: delegate)
  }

  /// Prints the chains and shows an unhandled touch dropped at the end.
  public static let demo = Demo(name: "E11", title: "The responder chain's links") {
    let parts = build()
    let leaf = parts.child.view.subviews[0]
    let button = parts.sheet.view.subviews[0]
    try parts.scene.tap(at: CGPoint(x: 50, y: 420))
    return DemoReport(
      records: parts.scene.recorder.records, formatter: TextTraceFormatter(showsHitTesting: false),
      conclusions: [
        "Leaf: \(leaf.responderChainDescription)",
        "SheetButton: \(button.responderChainDescription)",
      ])
  }
}
