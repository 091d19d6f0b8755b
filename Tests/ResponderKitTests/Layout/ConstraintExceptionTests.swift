import Foundation
import ResponderKit
import Testing

/// Constraints UIKit raises on (issue 45), beside those of `AutoLayoutConstraintTests`: each
/// stops the program with a message naming UIKit's exception (Choices §14.11).
@Suite("Auto Layout: what UIKit raises on stops the program, naming the exception (§21.1–§21.3)")
struct ConstraintExceptionTests {
  // Sources: github.com/Appboy/appboy-ios-sdk/issues/106 and github.com/toggl/mobileapp/issues/7025:
  // "Fatal Exception: NSInternalInconsistencyException Multiplier is not finite! That's illegal.
  // multiplier:nan".
  @Test("§21.1 a multiplier that is not finite stops the program")
  func nonFiniteMultiplier() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let root = View(frame: .zero)
        let view = View(frame: .zero)
        root.addSubview(view)
        _ = LayoutConstraint(
          item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
          multiplier: .nan, constant: 0)
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
    #expect(standardError(of: result).contains("Multiplier is not finite!"))
  }

  // Source: github.com/coppercash/KnightWatson/issues/1: "NSInvalidLayoutConstraintException"
  // for a centerX related to a centerY.
  @Test("§21.1 attributes of different axes stop the program")
  func differentAxes() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let root = View(frame: .zero)
        let view = View(frame: .zero)
        root.addSubview(view)
        _ = LayoutConstraint(
          item: view, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerY,
          multiplier: 1, constant: 0)
      }
    }
    #expect(namesException(result, "NSInvalidLayoutConstraintException"))
  }

  // Source: Apple's documentation of NSLayoutConstraint.priority: "Priorities must be greater
  // than 0 and less than or equal to" required; setPriority: checks it with an assertion
  // ("*** Assertion failure in -[NSLayoutConstraint setPriority:]", geek-qa.imtqy.com/questions/
  // 152404), which raises NSInternalInconsistencyException.
  @Test("§21.3 a priority of 0 stops the program")
  func zeroPriority() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let view = View(frame: .zero)
        view.widthAnchor.constraint(equalToConstant: 10).priority = LayoutPriority(0)
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  // Source: UIKit's views refuse themselves as subviews: "'NSInvalidArgumentException', reason:
  // 'Can't add self as subview'" (e-com-net.com/article/5090531.htm); a stack view adds what it
  // arranges as a subview.
  @Test("§21.9 a stack view arranging itself stops the program")
  func stackArrangesItself() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let stack = StackView(arrangedSubviews: [])
        stack.addArrangedSubview(stack)
      }
    }
    #expect(namesException(result, "NSInvalidArgumentException"))
    #expect(standardError(of: result).contains("Can't add self as subview"))
  }
}
