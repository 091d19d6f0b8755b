import Foundation
import PropertyBased
import Testing

@testable import ResponderKit

/// How many scans a container takes before it builds its index.
@MainActor
private enum SubviewIndexCount {
  static let scans = SubviewIndex.scansBeforeBuilding + 1
}

/// A view that passes touches through to what is behind it: the override most apps write.
private final class PassThroughView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A view whose touch area reaches 10 points beyond its bounds.
private final class EnlargedView: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}

/// A view that answers `isUserInteractionEnabled` from its own state, ignoring the setter.
private final class LockedView: View {
  var interactive = true
  override var isUserInteractionEnabled: Bool {
    get { interactive }
    set {}
  }
}

/// A subclass that overrides nothing about hit-testing (it takes the overridable path anyway).
private final class PlainSubclass: View {}

/// One view of a random tree for the fast-path property: its kind, parent, geometry and flags.
private struct TreeViewSpec: Sendable, CustomStringConvertible {
  var kind: Int
  var parent: Int
  var frame: CGRect
  var boundsOrigin: CGPoint
  var flags: Int
  var transform: Int

  var description: String {
    "kind \(kind) parent \(parent) frame \(frame) origin \(boundsOrigin) flags \(flags) "
      + "transform \(transform)"
  }

  /// Mostly plain views (the fast path), with every kind of class, flag and transform mixed in.
  static let gen = zip(
    Gen.int(in: 0...15), Gen.int(in: 0...1000),
    zip(Gen.int(in: -40...360), Gen.int(in: -40...640), Gen.int(in: 0...300), Gen.int(in: 0...300)),
    zip(Gen.int(in: -20...20), Gen.int(in: -20...20)), Gen.int(in: 0...63), Gen.int(in: 0...15)
  ).map { kind, parent, frame, origin, flags, transform in
    TreeViewSpec(
      kind: kind, parent: parent,
      frame: CGRect(x: frame.0, y: frame.1, width: frame.2, height: frame.3),
      boundsOrigin: CGPoint(
        x: origin.0 % 4 == 0 ? origin.0 : 0, y: origin.1 % 4 == 0 ? origin.1 : 0),
      flags: flags, transform: transform)
  }
}

@MainActor
@Suite("Hit-testing's fast path (§2.1)")
struct HitTestFastPathPropertyTests {
  /// Builds the tree in a window; view *i* is `views[i]`.
  private func build(_ specs: [TreeViewSpec]) -> (Window, [View]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.isHidden = false
    var views: [View] = []
    for spec in specs {
      let view: View
      switch spec.kind {
      case 9: view = ImageView(frame: spec.frame)
      case 10: view = Button(frame: spec.frame)
      case 11: view = ScrollView(frame: spec.frame)
      case 12: view = PassThroughView(frame: spec.frame)
      case 13: view = EnlargedView(frame: spec.frame)
      case 14:
        let locked = LockedView(frame: spec.frame)
        locked.interactive = spec.flags & 32 == 0
        view = locked
      case 15: view = PlainSubclass(frame: spec.frame)
      default: view = View(frame: spec.frame)
      }
      view.bounds.origin = spec.boundsOrigin
      view.isHidden = spec.flags & 0b111 == 1
      if spec.flags & 0b111 == 2 { view.isUserInteractionEnabled = false }
      if spec.flags & 0b111 == 3 { view.alpha = 0.005 }
      if spec.flags & 0b111 == 4, let button = view as? Button { button.isEnabled = false }
      if spec.kind == 9, spec.flags & 8 != 0 { view.isUserInteractionEnabled = true }
      switch spec.transform {
      case 13: view.transform = CGAffineTransform(rotationAngle: 0.4)
      case 14: view.transform = CGAffineTransform(scaleX: 0.5, y: 1.5)
      case 15: view.transform = CGAffineTransform(scaleX: -1, y: 1).rotated(by: 1.1)
      default: break
      }
      let parentIndex = spec.parent % (views.count + 1)
      (parentIndex == 0 ? window : views[parentIndex - 1]).addSubview(view)
      views.append(view)
    }
    return (window, views)
  }

  /// UIKit's documented recursion (§2.1), written from public API alone: the reference the fast
  /// path must equal.
  private func reference(_ view: View, _ point: CGPoint) -> View? {
    let hit = referenceDefault(view, point)
    return view is PassThroughView && hit === view ? nil : hit
  }

  private func referenceDefault(_ view: View, _ point: CGPoint) -> View? {
    if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01 { return nil }
    if let control = view as? Control, !control.isEnabled { return nil }
    guard view.point(inside: point, with: nil) else { return nil }
    for subview in view.subviews.reversed() {
      if let hit = reference(subview, subview.convert(point, from: view)) { return hit }
    }
    return view
  }

  @Test("Property: the walk gives UIKit's recursive answer on random trees of every kind of view")
  func fastPathEqualsReference() async {
    await propertyCheck(
      count: 400, input: TreeViewSpec.gen.array(of: 1...40),
      zip(Gen.double(in: -30...400), Gen.double(in: -30...700)).array(of: 1...12)
    ) { specs, points in
      let (window, _) = build(specs)
      for (x, y) in points {
        let point = CGPoint(x: x, y: y)
        let expected = reference(window, point)
        #expect(window.hitTest(point, with: nil) === expected, "at \(point)")
        // The recorded walk (a trace being kept) gives the same answer.
        let recorded = TraceRecorder().recording { window.hitTest(point, with: nil) }
        #expect(recorded === expected, "recorded, at \(point)")
      }
    }
  }

  @Test(
    "Property: a container of hundreds of subviews answers through its index as the scan does, across moves, resizes, transforms, hiding, reordering and removal"
  )
  func indexedContainerEqualsReference() async {
    await propertyCheck(
      count: 30, input: TreeViewSpec.gen.array(of: 256...600),
      zip(
        Gen.int(in: 0...7), Gen.int(in: 0...10_000), Gen.double(in: -30...400),
        Gen.double(in: -30...700)
      ).array(of: 1...25)
    ) { specs, steps in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      window.isHidden = false
      let container = View(frame: window.bounds)
      window.addSubview(container)
      for spec in specs {
        // Small views, as in a grid or a map; the kinds of `build` except the overriding ones
        // in all but a few cases, so that most properties run against a usable index.
        let frame = CGRect(
          origin: spec.frame.origin,
          size: CGSize(width: spec.frame.width / 10, height: spec.frame.height / 10))
        let view: View =
          spec.kind == 12 && spec.flags & 3 == 0
          ? PassThroughView(frame: frame)
          : spec.kind == 10 ? Button(frame: frame) : View(frame: frame)
        view.isHidden = spec.flags & 0b111 == 1
        if spec.flags & 0b111 == 3 { view.alpha = 0.005 }
        if spec.transform == 13 { view.transform = CGAffineTransform(rotationAngle: 0.4) }
        container.addSubview(view)
      }
      for (operation, choice, x, y) in steps {
        let views = container.subviews
        let view = views[choice % views.count]
        switch operation {
        case 0: view.center = CGPoint(x: x, y: y)
        case 1: view.bounds.size = CGSize(width: x / 4, height: y / 4)
        case 2: view.isHidden.toggle()
        case 3: view.transform = choice % 2 == 0 ? .identity : CGAffineTransform(scaleX: 2, y: 0.5)
        case 4: container.bringSubviewToFront(view)
        case 5: if views.count > 1 { view.removeFromSuperview() }
        case 6:
          // Not at the probe point: on a view's edge, the walk's conversion and `convert` may
          // round apart (as they did before the index).
          container.addSubview(View(frame: CGRect(x: x - 7.3, y: y - 4.1, width: 30, height: 30)))
        default: view.bounds.origin = CGPoint(x: x / 10, y: y / 10)
        }
        for probe in 0..<3 {
          let point = CGPoint(x: x + Double(probe * 37 % 50), y: y - Double(probe * 23 % 40))
          let expected = reference(window, point)
          // Enough hit-tests at one state for the container to build its grid.
          for _ in 0...SubviewIndexCount.scans {
            #expect(window.hitTest(point, with: nil) === expected, "at \(point)")
          }
        }
      }
    }
  }

  @Test("An override that removes views mid-walk cannot make the walk read freed views")
  func overrideMutatingTheHierarchy() {
    final class Vandal: View {
      override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        for view in superview?.subviews ?? [] where view !== self { view.removeFromSuperview() }
        return nil
      }
    }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.isHidden = false
    let container = View(frame: window.bounds)
    window.addSubview(container)
    var behind = View(frame: container.bounds)
    container.addSubview(behind)
    container.addSubview(Vandal(frame: container.bounds))
    weak let weakBehind = behind
    behind = View()
    // The vandal removed the view behind it while the walk was scanning; the walk still asks it,
    // as a recursion over the subviews it started with would.
    let hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
    #expect(hit != nil && hit === weakBehind)
    #expect(hit?.superview == nil)
    #expect(container.subviews.count == 1)
  }
}
