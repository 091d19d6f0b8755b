import Foundation
import ResponderKit

extension Scenario {
  /// A view animated by a block animation that starts with the script (`UIView.animate`): the
  /// view's frame goes from ``from`` to the view's `frame`. As in UIKit the model value is the
  /// end value from the start, so hit-testing already uses `frame`; without
  /// `allowUserInteraction` the view takes no touches until `delay + duration` has passed
  /// (Choices §14.9).
  public struct AnimationSpec: Sendable, Equatable {
    /// The frame the animation starts from, in the superview (what is drawn at first).
    public var from: CGRect
    /// The animation's duration, in seconds.
    public var duration: TimeInterval
    /// The delay before it starts, in seconds.
    public var delay: TimeInterval = 0
    /// The animation's options by UIKit name: `allowUserInteraction`, `beginFromCurrentState`,
    /// `curveLinear`, ...
    public var options: [String] = []
  }
}

extension ScenarioLoader {
  /// The options an `animation` may name, with their values.
  static let animationOptions: [(name: String, option: AnimationOptions)] = [
    ("allowUserInteraction", .allowUserInteraction),
    ("beginFromCurrentState", .beginFromCurrentState),
    ("layoutSubviews", .layoutSubviews), ("repeat", .repeat), ("autoreverse", .autoreverse),
    ("curveEaseInOut", .curveEaseInOut), ("curveEaseIn", .curveEaseIn),
    ("curveEaseOut", .curveEaseOut), ("curveLinear", .curveLinear),
  ]

  /// A view's `animation`: `{from: [x, y, width, height], duration, delay, options: [...]}`.
  static func animation(_ node: YAMLNode) throws(ScenarioError) -> Scenario.AnimationSpec {
    let keys = try node.mapping(allowing: ["from", "duration", "delay", "options"])
    guard let from = keys["from"], let duration = keys["duration"] else {
      throw node.error(
        "an animation needs 'from' (the frame it starts at: [x, y, width, height]) and 'duration'")
    }
    let f = try from.numbers(4, describing: "a frame: [x, y, width, height]")
    guard f[2] >= 0, f[3] >= 0 else { throw from.error("a frame's size is not negative") }
    var spec = Scenario.AnimationSpec(
      from: CGRect(x: f[0], y: f[1], width: f[2], height: f[3]),
      duration: try self.duration(duration, default: 0))
    spec.delay = try self.duration(keys["delay"], default: 0)
    if let options = keys["options"] {
      for item in try options.sequence() {
        let name = try item.string()
        guard animationOptions.contains(where: { $0.name == name }) else {
          let names = animationOptions.map(\.name).joined(separator: ", ")
          throw item.error("unknown animation option \(quoted(name)) (expected: \(names))")
        }
        spec.options.append(name)
      }
    }
    return spec
  }
}
