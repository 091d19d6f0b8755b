import Foundation
import ResponderKit
import Testing

/// Layouts of the size real screens reach, laid out right and in near-linear time (issue 46:
/// a fill-equally stack of 200 buttons took 31 s, a chain of 2,000 views 15 s; Benchmarks'
/// `Probes layout` measures them).
@MainActor
@Suite("§21.6 The layout pass: large stacks and chains")
struct LayoutGrowthTests {
  /// A window with a stack of `count` system buttons pinned to its edges.
  private func stack(_ count: Int, _ distribution: StackView.Distribution) -> [View] {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
    window.isHidden = false
    let stack = StackView()
    stack.distribution = distribution
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor),
      stack.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    for _ in 0..<count { stack.addArrangedSubview(Button(type: .system)) }
    window.layoutIfNeeded()
    return stack.arrangedSubviews
  }

  @Test("§21.9 a fill-equally stack of 200 buttons: each 3 pt wide, edge to edge, full height")
  func fillEquallyStack() {
    let buttons = stack(200, .fillEqually)
    #expect(buttons.allSatisfy { abs($0.frame.width - 3) < 0.001 && $0.frame.height == 800 })
    #expect(abs(buttons[199].frame.maxX - 600) < 0.001)
    #expect(
      zip(buttons, buttons.dropFirst()).allSatisfy { abs($0.frame.maxX - $1.frame.minX) < 0.001 })
  }

  @Test(
    "§21.9 a fill stack of 200 buttons 30 pt wide in 600 pt: the first shrinks, the rest keep 30")
  func fillStackSqueezed() {
    // Equal compression resistance (750): on a tie the first arranged view gives way, past zero
    // (its frame shows no width); the required edges hold.
    let buttons = stack(200, .fill)
    #expect(buttons.dropFirst().allSatisfy { $0.frame.width == 30 })
    #expect(abs(buttons[199].frame.maxX - 600) < 0.001)
    #expect(abs(buttons[1].frame.minX - (600 - 199 * 30)) < 0.001)
  }

  @Test("§21.3 activation order does not change the layout: required after optional, or before")
  func activationOrder() {
    func layout(requiredFirst: Bool) -> [CGRect] {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      window.isHidden = false
      let views = (0..<3).map { _ in Label() }
      for (index, label) in views.enumerated() {
        label.text = String(repeating: "w", count: 4 + 3 * index)
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
      }
      let required =
        [
          views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
          views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 8),
          views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor, constant: 8),
          views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ] + views.map { $0.topAnchor.constraint(equalTo: window.topAnchor) }
      let optional = [views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor)]
      optional[0].priority = LayoutPriority(800)
      LayoutConstraint.activate(requiredFirst ? required + optional : optional + required)
      window.layoutIfNeeded()
      return views.map(\.frame)
    }
    #expect(layout(requiredFirst: true) == layout(requiredFirst: false))
  }

  @Test("§21.6 a chain of 1,000 views declared last first: each 11 pt after the one before")
  func reversedChain() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.isHidden = false
    let views = (0..<1000).map { _ in View() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    var constraints: [LayoutConstraint] = []
    for index in views.indices.reversed() {
      let view = views[index]
      constraints += [
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(equalToConstant: 10),
        view.topAnchor.constraint(equalTo: window.topAnchor),
        index == 0
          ? view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
          : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 1),
      ]
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    #expect(views.enumerated().allSatisfy { abs($1.frame.minX - CGFloat(11 * $0)) < 0.001 })
  }
}
