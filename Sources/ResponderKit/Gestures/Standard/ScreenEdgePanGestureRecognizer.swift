import Foundation

/// The edges of a rectangle, with UIKit's raw values.
public struct RectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates edges from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = RectEdge(rawValue: 1)
  /// The left edge.
  public static let left = RectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 4)
  /// The right edge.
  public static let right = RectEdge(rawValue: 8)
  /// All four edges.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window and moves away from it (§9.7).
///
/// Unlike the other recognizers it delays touches' began phase by default, and tracks one finger.
/// With no `edges` it never recognizes.
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// The edges a pan may start from.
  @exclusivity(unchecked) public var edges: RectEdge = []
  @exclusivity(unchecked) private var startEdges: RectEdge = []

  /// Creates an edge pan: one finger, `delaysTouchesBegan` on.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    maximumNumberOfTouches = 1
    delaysTouchesBegan = true
  }

  /// Fails a touch that does not start within 20 pt of one of ``edges``.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if numberOfTouches == touches.count, let touch = trackedTouches.first, let window = touch.window
    {
      let point = touch.location(in: nil)
      let width = GestureConstants.screenEdgeRegionWidth
      let bounds = window.bounds
      var near: RectEdge = []
      if point.x - bounds.minX < width { near.insert(.left) }
      if bounds.maxX - point.x <= width { near.insert(.right) }
      if point.y - bounds.minY < width { near.insert(.top) }
      if bounds.maxY - point.y <= width { near.insert(.bottom) }
      startEdges = near.intersection(edges)
      if startEdges.isEmpty { return fail(.notAtEdge) }
    }
    super.touchesBegan(touches, with: event)
  }

  /// Begins only when the movement away from the starting edge reaches the hysteresis first.
  override func beginDecision(translation: CGPoint) -> BeginDecision {
    let hysteresis = GestureConstants.panHysteresis
    var away: CGFloat = 0
    var along: CGFloat = 0
    if startEdges.contains(.left) { (away, along) = (translation.x, abs(translation.y)) }
    if startEdges.contains(.right) { (away, along) = (-translation.x, abs(translation.y)) }
    if startEdges.contains(.top) { (away, along) = (translation.y, abs(translation.x)) }
    if startEdges.contains(.bottom) { (away, along) = (-translation.y, abs(translation.x)) }
    if away >= hysteresis { return .begin }
    if along >= hysteresis || away <= -hysteresis {
      return .fail(.wrongDirection("moved along or towards the edge instead of away from it"))
    }
    return .wait
  }

  /// Forgets the starting edge.
  open override func reset() {
    super.reset()
    startEdges = []
  }
}
