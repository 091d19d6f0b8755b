import Foundation
import ResponderKit
import ResponderKitFuzzing
import Testing

/// The fuzz targets' touch bookkeeping catches what it is there to catch.
@MainActor
@Suite("Fuzzing: the touch ledger")
struct TouchLedgerTests {
  /// Keeps the touches of its last `touchesBegan`.
  private final class Catcher: View {
    var caught: Set<Touch> = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { caught = touches }
  }

  /// A real touch, begun in a view of a window.
  private func began() throws -> (Catcher, Set<Touch>, Application) {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
    window.makeKeyAndVisible()
    let view = Catcher(frame: window.bounds)
    window.addSubview(view)
    try application.send([
      TouchSample(touchID: 1, phase: .began, location: CGPoint(x: 5, y: 5), timestamp: 0)
    ])
    return (view, view.caught, application)
  }

  @Test("a touch ended twice, or never, is a violation; once is not")
  func endings() throws {
    let (view, touches, application) = try began()
    _ = application
    var ledger = TouchLedger()
    ledger.log(.touchesBegan, touches, in: view)
    ledger.log(.touchesMoved, touches, in: view)
    ledger.log(.touchesEnded, touches, in: view)
    #expect(ledger.violations.isEmpty)
    ledger.log(.touchesCancelled, touches, in: view)
    #expect(
      ledger.violations == [
        "touch 1 in Catcher: touchesCancelled where it is not open (twice, or never began)"
      ])

    var open = TouchLedger()
    open.log(.touchesBegan, touches, in: view)
    open.closeBooks()
    #expect(open.violations == ["touch 1 in Catcher: never ended nor cancelled"])
  }

  @Test("calls forwarded to another view are not held to the touch's rules")
  func forwarded() throws {
    let (view, touches, application) = try began()
    _ = application
    var ledger = TouchLedger()
    ledger.log(.touchesBegan, touches, in: view)
    ledger.log(.touchesBegan, touches, in: try #require(view.superview))
    ledger.log(.touchesEnded, touches, in: view)
    ledger.closeBooks()
    #expect(ledger.violations.isEmpty)
  }
}
