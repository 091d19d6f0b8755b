import Foundation
import ResponderKit
import Testing

/// A root view of a given size that lays out its subtree, as a window or a controller's view.
@MainActor
func layoutRoot(width: CGFloat = 400, height: CGFloat = 300) -> View {
  View(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view laid out by constraints, added to `superview`.
@MainActor
func constrainedView(in superview: View, _ name: String) -> View {
  let view = View(frame: .zero)
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}

@MainActor
struct AutoLayoutConstraintTests {
  @Test(
    "§21.1 a view centred in its superview at a fixed size: first = multiplier × second + constant")
  func centring() {
    let root = layoutRoot()
    let box = constrainedView(in: root, "Box")
    LayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -10),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 150, y: 120, width: 100, height: 40))
    #expect(!box.hasAmbiguousLayout)
  }

  @Test(
    "§21.1 Auto Layout Guide, Two Equal-Width Views: 20 pt from the edges, 8 pt apart, equal widths"
  )
  func twoEqualWidthViews() {
    let root = layoutRoot(width: 375, height: 200)
    let left = constrainedView(in: root, "Left")
    let right = constrainedView(in: root, "Right")
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      root.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: 20),
      left.widthAnchor.constraint(equalTo: right.widthAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      right.topAnchor.constraint(equalTo: left.topAnchor),
      left.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
      right.bottomAnchor.constraint(equalTo: left.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // (375 − 20 − 8 − 20) / 2 = 163.5, so the right view starts at 191.5; §21.6: on a 3x screen
    // each edge is rounded to a third of a point, 183.5 to 183⅔ and 191.5 to 191⅔.
    func third(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
    #expect(left.frame.minX == 20 && abs(left.frame.maxX - third(183.5)) < 1e-9)
    #expect(abs(right.frame.minX - third(191.5)) < 1e-9 && right.frame.maxX == 355)
    #expect(left.frame.height == 160 && right.frame.minY == 20)
    Screen.main.scale = 2
    defer { Screen.main.scale = 3 }
    root.setNeedsLayout()
    for subview in root.subviews { subview.frame = .zero }
    root.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 20, y: 20, width: 163.5, height: 160))
    #expect(right.frame == CGRect(x: 191.5, y: 20, width: 163.5, height: 160))
  }

  @Test(
    "§21.1 Auto Layout Guide, Two Different-Width Views: a multiplier makes one twice the other")
  func twoDifferentWidthViews() {
    let root = layoutRoot(width: 320, height: 100)
    let a = constrainedView(in: root, "A")
    let b = constrainedView(in: root, "B")
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 320 * 2 / 3 || abs(a.frame.width - 213.333) < 0.34)
    #expect(abs(b.frame.minX - a.frame.maxX) < 0.001)
    #expect(b.frame.maxX == 320)
  }

  @Test(
    "§21.1 constraints between views of different superviews are measured through the ancestors")
  func acrossBranches() {
    let root = layoutRoot()
    let panel = View(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
    root.addSubview(panel)
    let inner = constrainedView(in: panel, "Inner")
    let outer = constrainedView(in: root, "Outer")
    LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
      inner.widthAnchor.constraint(equalToConstant: 30),
      inner.heightAnchor.constraint(equalToConstant: 30),
      // The outer view sits just below the inner one, in the root's coordinates.
      outer.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 2),
      outer.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
      outer.widthAnchor.constraint(equalTo: inner.widthAnchor),
      outer.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 5, width: 30, height: 30))
    #expect(outer.frame == CGRect(x: 60, y: 97, width: 30, height: 10))
  }

  @Test("§21.1 an active constraint is installed on its items' nearest common ancestor")
  func installation() throws {
    let root = layoutRoot()
    let panel = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(panel)
    let a = constrainedView(in: panel, "A")
    let b = constrainedView(in: root, "B")
    let between = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let own = a.widthAnchor.constraint(equalToConstant: 5)
    #expect(!between.isActive)
    LayoutConstraint.activate([between, own])
    #expect(between.isActive)
    #expect(root.constraints.contains { $0 === between })
    #expect(a.constraints.contains { $0 === own })
    #expect(!panel.constraints.contains { $0 === between })
    between.isActive = false
    #expect(root.constraints.isEmpty)
    #expect(between.firstItem === a && between.secondItem === b)
    #expect(own.secondItem == nil && own.secondAttribute == .notAnAttribute)
  }

  @Test("§21.1 removing a view from its superview deactivates its constraints to views outside")
  func removalDeactivates() {
    let root = layoutRoot()
    let a = constrainedView(in: root, "A")
    let inside = constrainedView(in: a, "Inside")
    let toRoot = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let within = inside.leadingAnchor.constraint(equalTo: a.leadingAnchor)
    let size = a.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([toRoot, within, size])
    a.removeFromSuperview()
    #expect(!toRoot.isActive)
    #expect(within.isActive)
    #expect(size.isActive)
  }

  @Test("§21.1 changing a constant moves the view at the next layout pass")
  func constantEdit() {
    let root = layoutRoot()
    let box = constrainedView(in: root, "Box")
    let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
      left, box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 20),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.minX == 10)
    left.constant = 70
    #expect(box.frame.minX == 10)
    root.layoutIfNeeded()
    #expect(box.frame.minX == 70)
    left.isActive = false
    LayoutConstraint.activate([box.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
    root.layoutIfNeeded()
    #expect(box.frame.minX == 380)
  }

  @Test("§21.1 UIKit's general initializer, its description and the leading-to-left misuse")
  func generalInitializer() {
    let root = layoutRoot()
    let box = constrainedView(in: root, "Box")
    let constraint = LayoutConstraint(
      item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing,
      multiplier: 1, constant: -20)
    constraint.identifier = "box-right"
    #expect(
      constraint.description
        == "<NSLayoutConstraint:'box-right' Box.trailing == View.trailing - 20   (inactive)>")
    constraint.isActive = true
    #expect(constraint.description.hasSuffix("(active)>"))
  }

  @Test("§21.1 a location equal to a constant stops the program, as UIKit raises")
  func locationToConstant() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let view = View(frame: .zero)
        _ = LayoutConstraint(
          item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: 20)
      }
    }
    // Source: github.com/mwaterfall/MWPhotoBrowser/issues/399 and github.com/SnapKit/Masonry/issues/427:
    // 'NSInvalidArgumentException', reason: 'NSLayoutConstraint for <…>: A multiplier of 0 or a nil
    // second item together with a location for the first attribute creates an illegal constraint …'.
    #expect(namesException(result, "NSInvalidArgumentException"))
  }

  @Test("§21.1 leading against left stops the program, as UIKit raises")
  func leadingAgainstLeft() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let root = View(frame: .zero)
        let view = View(frame: .zero)
        root.addSubview(view)
        _ = LayoutConstraint(
          item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
          multiplier: 1, constant: 0)
      }
    }
    // Source: github.com/ealeksandrov/EAIntroView/issues/60: 'NSInvalidArgumentException', reason:
    // '… A constraint cannot be made between a leading/trailing attribute and a right/left attribute.
    // Use leading/trailing for both or neither.'
    #expect(namesException(result, "NSInvalidArgumentException"))
  }

  @Test("§21.1 activating a constraint between two hierarchies stops the program")
  func noCommonAncestor() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let a = View(frame: .zero)
        let b = View(frame: .zero)
        a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
      }
    }
    // Source: github.com/Naituw/WeiboX/issues/1093 and github.com/mozilla-mobile/prox/issues/497:
    // 'NSGenericException', reason: 'Unable to activate constraint with anchors <…> and <…> because
    // they have no common ancestor.  Does the constraint or its anchors reference items in different
    // view hierarchies?  That's illegal.'
    #expect(namesException(result, "NSGenericException"))
  }

  @Test("§21.1 an active constraint cannot change between required and optional")
  func requiredToOptional() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let view = View(frame: .zero)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
      }
    }
    // Source: he11owor1d.tistory.com/158 and github.com/PureLayout/PureLayout/issues/8: "Fatal
    // Exception: NSInternalInconsistencyException Mutating a priority from required to not on an
    // installed constraint (or vice-versa) is not supported. You passed priority 750 and the existing
    // priority was 1000."
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  @Test("§21.1 a constant that is not finite stops the program rather than reaching the solver")
  func nonFiniteConstant() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let view = View(frame: .zero)
        view.widthAnchor.constraint(equalToConstant: 10).constant = .nan
      }
    }
    // Source: github.com/huri000/SwiftEntryKit/issues/228 and github.com/ephread/Instructions/issues/282:
    // 'NSInternalInconsistencyException', reason: 'NSLayoutConstraint constant is not finite!  That's
    // illegal.  constant:nan …'.
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }
}
