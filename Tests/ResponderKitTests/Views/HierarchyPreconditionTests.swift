import ResponderKit
import Testing

@Suite("View hierarchy misuse stops with a precondition (issue: programmer misuse)")
struct HierarchyPreconditionTests {
  /// Crash reports from iOS apps read "Terminating app due to uncaught exception
  /// 'NSInvalidArgumentException', reason: 'Can't add self as subview'" (wisonlin.github.io,
  /// 2014-06-01, and ckqing.com, 2022-11-13, both reproducing it with `addSubview` of the view
  /// itself).
  @Test(
    "Adding a view as its own subview stops the program, as UIKit raises NSInvalidArgumentException"
  )
  func addingSelf() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let view = View()
        view.addSubview(view)
      }
    }
    #expect(standardError(of: result).contains("NSInvalidArgumentException"))
  }

  /// Benjamin Encz, "iOS 9 Detects Cycles in Layout Trees" (blog, 2015): a table view set as the
  /// accessory view of its own cell stopped the app with "Terminating app due to uncaught
  /// exception 'CALayerInvalid', reason: 'layer <CALayer: 0x…> is a part of cycle in its layer
  /// tree'" (a stack overflow before iOS 9). iOS finds it at the next layout; the engine where
  /// the cycle is made.
  @Test("Adding an ancestor into its own subtree stops the program, as iOS raises CALayerInvalid")
  func addingAncestor() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.addSubview(parent)
      }
    }
    #expect(namesException(result, "CALayerInvalid"))
    #expect(standardError(of: result).contains("is a part of cycle in its layer tree"))
  }
}
