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
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = View()
        view.addSubview(view)
      }
    }
  }

  @Test("Adding an ancestor into its own subtree stops the program")
  func addingAncestor() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.addSubview(parent)
      }
    }
  }
}
