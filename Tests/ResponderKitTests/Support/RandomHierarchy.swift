import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos

/// One view of a random hierarchy: which earlier view is its parent (0 is the window), its frame
/// and its flags.
struct ViewSpec: Sendable, CustomStringConvertible {
  var parent: Int
  var frame: CGRect
  var flags: Int
  var angle: CGFloat

  var isHidden: Bool { flags & 1 != 0 }
  var interactionDisabled: Bool { flags & 2 != 0 }
  var transparent: Bool { flags & 4 != 0 }
  var multipleTouch: Bool { flags & 8 != 0 }
  var exclusive: Bool { flags & 16 != 0 }

  var description: String {
    "ViewSpec(parent: \(parent), frame: \(frame), flags: \(flags), angle: \(angle))"
  }

  /// Mostly plain views; a few hidden, disabled, transparent, multi-touch, exclusive or rotated.
  static let gen = zip(
    Gen.int(in: 0...1000), Gen.int(in: -40...360), Gen.int(in: -40...640), Gen.int(in: 0...300),
    Gen.int(in: 0...300), Gen.int(in: 0...255)
  ).map { parent, x, y, w, h, bits in
    let flags = (bits & 0b111 == 0b111 ? bits & 0b111 : 0) | (bits & 0b11000)
    let angle: CGFloat = bits >> 5 == 7 ? 0.4 : 0
    return ViewSpec(
      parent: parent, frame: CGRect(x: x, y: y, width: w, height: h), flags: flags, angle: angle)
  }
}

/// Builds a random hierarchy of recording views in a fresh scene; view *i* is named `V<i>`.
@MainActor
func buildHierarchy(_ specs: [ViewSpec]) -> (DemoScene, [RecordingView]) {
  let scene = DemoScene()
  var views: [RecordingView] = []
  for (index, spec) in specs.enumerated() {
    let view = RecordingView(frame: spec.frame).named("V\(index + 1)")
    view.isHidden = spec.isHidden
    view.isUserInteractionEnabled = !spec.interactionDisabled
    view.alpha = spec.transparent ? 0.005 : 1
    view.isMultipleTouchEnabled = spec.multipleTouch
    view.isExclusiveTouch = spec.exclusive
    view.transform = CGAffineTransform(rotationAngle: spec.angle)
    let parentIndex = spec.parent % (views.count + 1)
    let parent: View = parentIndex == 0 ? scene.window : views[parentIndex - 1]
    parent.addSubview(view)
    views.append(view)
  }
  return (scene, views)
}
