import Foundation
import ResponderKit
import Testing

@MainActor
struct AutoLayoutPriorityTests {
  /// A label laid out by constraints.
  func label(_ text: String, in root: View, size: CGFloat = 20) -> Label {
    let label = Label(frame: .zero)
    label.text = text
    label.font = .systemFont(ofSize: size)
    label.accessibilityIdentifier = text
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    return label
  }

  @Test(
    "§21.3 a required constraint beats an optional one; the optional one comes as close as it can")
  func requiredBeatsOptional() {
    let root = layoutRoot()
    let box = constrainedView(in: root, "Box")
    let wish = box.widthAnchor.constraint(equalToConstant: 300)
    wish.priority = .defaultHigh
    LayoutConstraint.activate([
      wish, box.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.width == 120)
  }

  @Test("§21.3 priorities break ties in order: a 999 wish beats any number of 250 ones")
  func priorityOrder() {
    let root = layoutRoot()
    let box = constrainedView(in: root, "Box")
    var wishes: [LayoutConstraint] = (0..<5).map { _ in
      let low = box.widthAnchor.constraint(equalToConstant: 50)
      low.priority = .defaultLow
      return low
    }
    let high = box.widthAnchor.constraint(equalToConstant: 200)
    high.priority = .required - 1
    wishes.append(high)
    LayoutConstraint.activate(
      wishes + [
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 5),
      ])
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    high.priority = LayoutPriority(100)
    root.layoutIfNeeded()
    #expect(box.frame.width == 50)
  }

  @Test(
    "§21.4 a label placed by its top-left corner takes its intrinsic size from the text measure")
  func intrinsicSize() {
    let root = layoutRoot()
    let title = label("Hello", in: root)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    // 5 characters × 10 pt (half of 20 pt), one line of 24 pt.
    #expect(title.frame == CGRect(x: 16, y: 8, width: 50, height: 24))
    #expect(!title.hasAmbiguousLayout)
    title.text = "Hello, world"
    root.layoutIfNeeded()
    #expect(title.frame.width == 120)
  }

  @Test(
    "§21.4 Auto Layout Guide, hugging: between two labels filling a row, the one that hugs less stretches"
  )
  func huggingDecidesWhichStretches() {
    let root = layoutRoot(width: 300)
    let name = label("Name", in: root)
    let value = label("Value", in: root)
    LayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      name.topAnchor.constraint(equalTo: root.topAnchor),
      value.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    name.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    #expect(name.frame.width == 40)
    #expect(value.frame == CGRect(x: 48, y: 0, width: 252, height: 24))
    name.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
    root.layoutIfNeeded()
    #expect(value.frame.width == 50)
    #expect(name.frame.width == 242)
  }

  @Test("§21.4 equal hugging leaves the layout ambiguous, as UIKit reports")
  func equalHuggingIsAmbiguous() {
    let root = layoutRoot(width: 300)
    let a = label("A", in: root)
    let b = label("B", in: root)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.hasAmbiguousLayout || b.hasAmbiguousLayout)
    #expect(a.frame.width + b.frame.width == 300)
  }

  @Test("§21.4 compression resistance: in a row too narrow, the label that resists less is cut")
  func compressionDecidesWhichShrinks() {
    let root = layoutRoot(width: 100)
    let first = label("Longer title", in: root)
    let second = label("Detail", in: root)
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    first.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    root.layoutIfNeeded()
    #expect(second.frame.width == 60)
    #expect(first.frame.width == 40)
  }

  @Test(
    "§21.4 switches and steppers hug at 750; labels, buttons and plain views at 250; all resist at 750"
  )
  func defaultContentPriorities() {
    #expect(Switch(frame: .zero).contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(Stepper(frame: .zero).contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(Label(frame: .zero).contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(Button(frame: .zero).contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(
      View(frame: .zero).contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
  }

  @Test(
    "§21.4 labels of different sizes aligned on their last baselines: the bottoms of their text")
  func baselineAlignment() {
    let root = layoutRoot()
    let big = label("Big", in: root, size: 30)
    let small = label("small", in: root, size: 10)
    LayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
      small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
      small.firstBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // 30 pt text is 36 pt a line: its baseline is at 46; 10 pt text is 12 a line.
    #expect(big.frame.maxY == 46)
    #expect(small.frame == CGRect(x: 49, y: 34, width: 25, height: 12))
  }

  @Test("§21.4 a label of several lines wraps at the width its constraints give it")
  func multilineLabelHeight() {
    let root = layoutRoot(width: 200)
    let body = label(String(repeating: "x", count: 45), in: root)
    body.numberOfLines = 0
    LayoutConstraint.activate([
      body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      body.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 20 characters of 10 pt fit in 200 pt: 45 characters make three lines of 24 pt.
    #expect(body.frame == CGRect(x: 0, y: 0, width: 200, height: 72))
  }
}
