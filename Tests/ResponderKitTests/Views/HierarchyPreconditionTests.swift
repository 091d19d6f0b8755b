import ResponderKit
import Testing

@Suite("View hierarchy misuse stops with a precondition (issue: programmer misuse)")
struct HierarchyPreconditionTests {
  @Test("Adding a view as its own subview stops the program")
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
