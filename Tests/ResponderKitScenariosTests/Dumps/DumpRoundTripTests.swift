import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import ResponderKitScenarios
import Testing

/// One view of a random screen: its parent (0: the window), frame, class and flags.
private struct RandomScreenView: Sendable {
  var parent: Int
  var frame: CGRect
  var kind: Int
  var bits: Int

  static let gen = zip(
    Gen.int(in: 0...1000), Gen.int(in: -80...400), Gen.int(in: -80...700),
    Gen.int(in: 0...300), Gen.int(in: 0...300), Gen.int(in: 0...10_239)
  ).map { parent, x, y, w, h, kindAndBits in
    let (kind, bits) = (kindAndBits / 1024, kindAndBits % 1024)
    // Some frames fractional, as layout makes them.
    let fraction = bits & 512 != 0 ? 0.25 : 0
    return RandomScreenView(
      parent: parent,
      frame: CGRect(
        x: Double(x) + fraction, y: Double(y), width: Double(w), height: Double(h) + fraction),
      kind: kind, bits: bits)
  }

  /// A view of the kind's class with the flags set.
  @MainActor
  func make() -> View {
    let view: View
    switch kind {
    case 1: view = Button(frame: frame)
    case 2: view = Label(frame: frame)
    case 3: view = ImageView(frame: frame)
    case 4:
      let scroll = ScrollView(frame: frame)
      scroll.contentSize = CGSize(width: frame.width, height: frame.height * 3)
      scroll.contentOffset = CGPoint(x: 0, y: Double(bits & 63))
      view = scroll
    case 5: view = Switch(frame: frame)
    case 6: view = Slider(frame: frame)
    case 7: view = Stepper(frame: frame)
    case 8: view = Control(frame: frame)
    case 9: view = SegmentedControl(frame: frame)
    default: view = View(frame: frame)
    }
    if bits & 1 != 0 { view.isHidden = true }
    if bits & 2 != 0 { view.isUserInteractionEnabled.toggle() }
    if bits & 4 != 0 { view.alpha = bits & 8 != 0 ? 0.005 : 0.5 }
    if bits & 16 != 0 { view.clipsToBounds = true }
    switch (bits >> 5) & 7 {
    case 1: view.transform = CGAffineTransform(rotationAngle: 0.4)
    case 2: view.transform = CGAffineTransform(scaleX: 0.5, y: 2)
    case 3: view.transform = CGAffineTransform(translationX: 12, y: -7.5)
    case 4: view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 1.5, y: 1.5)
    default: break
    }
    if bits & 256 != 0 { view.tag = bits }
    return view
  }

  /// The kind a dump of this view must read back as.
  var expectedKind: Scenario.Kind {
    let kinds: [Scenario.Kind] = [
      .view, .button, .label, .imageView, .scrollView, .switch, .slider, .stepper, .control,
      .segmentedControl,
    ]
    return kinds[kind]
  }
}

@MainActor
@Suite("Dumps: View.recursiveDescription() read back by the dump reader")
struct DumpRoundTripTests {
  @Test(
    "Property: a random screen's recursiveDescription reads back to the same views: kinds, frames, transforms and flags"
  )
  func roundTrip() async {
    await propertyCheck(count: 80, input: RandomScreenView.gen.array(of: 0...25)) { specs in
      let scene = DemoScene(windowSize: CGSize(width: 390, height: 844))
      var views: [View] = []
      for spec in specs {
        let view = spec.make()
        let parent = spec.parent % (views.count + 1)
        (parent == 0 ? scene.window : views[parent - 1]).addSubview(view)
        views.append(view)
      }
      let dump = scene.window.recursiveDescription()
      let scenario: Scenario
      do {
        scenario = try HierarchyDump.scenario(from: dump, file: "r.txt")
      } catch {
        Issue.record("the printer's dump does not read: \(error)\n\(dump)")
        return
      }
      #expect(scenario.windowSize == CGSize(width: 390, height: 844))
      let read = scenario.allViews
      // The printed order is depth first, as allViews is.
      var printed: [View] = []
      var stack = scene.window.subviews.reversed().map { $0 }
      while let view = stack.popLast() {
        printed.append(view)
        stack += view.subviews.reversed()
      }
      #expect(read.count == printed.count, "\(dump)")
      guard read.count == printed.count else { return }
      for (spec, view) in zip(read, printed) {
        let index = views.firstIndex { $0 === view }!
        let expected = specs[index]
        #expect(spec.kind == expected.expectedKind, "\(spec.id)")
        let size = view.bounds.size
        let origin = CGPoint(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2)
        #expect(close(spec.frame, CGRect(origin: origin, size: size)), "\(spec.id)\n\(dump)")
        let (a, b) = (spec.transform, view.transform)
        #expect(
          [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
            abs($0) < 1e-9
          }, "\(spec.id)")
        #expect(spec.alpha == view.alpha)
        #expect(spec.isHidden == view.isHidden)
        #expect(spec.isUserInteractionEnabled == view.isUserInteractionEnabled)
        #expect(spec.clipsToBounds == view.clipsToBounds)
        if let scroll = view as? ScrollView {
          #expect(spec.boundsOrigin == scroll.contentOffset)
          #expect(spec.contentSize == scroll.contentSize)
        }
      }
    }
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    let tolerance = 1e-6 * max(1, abs(b.minX), abs(b.minY), b.width, b.height)
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
      && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
  }

  @Test(
    "The printer names ResponderKit's classes as UIKit does and other classes by their Swift name")
  func classNames() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let button = Button(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    let label = Label(frame: .zero)
    label.text = "It's"
    window.addSubview(button)
    button.addSubview(label)
    window.addSubview(RecordingView(frame: .zero))
    let lines = window.recursiveDescription().split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("<UIWindow: 0x"))
    #expect(lines[0].contains("; frame = (0 0; 100 200); hidden = YES; layer = <UIWindowLayer: 0x"))
    #expect(lines[1].hasPrefix("   | <UIButton: 0x"))
    #expect(lines[1].contains("; frame = (10 20; 30 40); layer = <CALayer: 0x"))
    #expect(lines[2].hasPrefix("   |    | <UILabel: 0x"))
    #expect(lines[2].contains("; userInteractionEnabled = NO; text = 'It's'; layer = "))
    #expect(lines[3].hasPrefix("   | <ResponderKitDemos.RecordingView: 0x"))
  }
}
