import Foundation

/// One axis of a ``ScrollMotion``.
///
/// It approaches its target, the remaining distance shrinking by `rate` per millisecond. A fling
/// that bounces approaches a target past the content edge: from where it crosses the edge a
/// critically damped spring pulls it back (``ScrollView/bounceSpringFrequency``), so it slows down
/// far faster out there, turns, and settles on the edge without passing it; what it shows past the
/// edge is rubber-banded as a drag's.
struct AxisMotion {
  enum Phase {
    /// Heading for `to`; a bouncing fling turns at `edge` when it crosses it.
    case approaching
    /// Past `edge`, on the spring: out, then back.
    case bouncing
  }

  private(set) var phase = Phase.approaching
  private let from: CGFloat
  /// The target of the approach, past `edge` for a bouncing fling.
  private let to: CGFloat
  private let rate: CGFloat
  /// The content edge a bouncing fling turns at; `nil` for a motion that stops at `to`.
  private var edge: CGFloat?
  /// The rubber band's dimension: the view's size along this axis.
  private var dimension: CGFloat = 0
  /// Bouncing: the speed at the edge, in points per second, signed outwards.
  private var speed: CGFloat = 0
  private var phaseElapsed: TimeInterval = 0

  /// An axis whose remaining distance to `to` shrinks by `rate` per millisecond.
  init(from: CGFloat, to: CGFloat, rate: CGFloat) {
    (self.from, self.to, self.rate) = (from, to, rate)
  }

  /// A fling from `from`, inside the content, heading for `target` past `edge`: it crosses the
  /// edge, overshoots and springs back to it.
  static func bouncing(
    from: CGFloat, to target: CGFloat, rate: CGFloat, edge: CGFloat, dimension: CGFloat
  ) -> AxisMotion {
    var motion = AxisMotion(from: from, to: target, rate: rate)
    motion.edge = edge
    motion.dimension = dimension
    return motion
  }

  /// Where this axis comes to rest: the edge of a bouncing fling, else the target.
  var restingPoint: CGFloat { edge ?? to }

  /// Whether the axis is on its way to its resting point: not heading for an edge it will cross,
  /// nor past one and still going out.
  var isSettling: Bool {
    switch phase {
    case .approaching: edge == nil
    case .bouncing: phaseElapsed * ScrollView.bounceSpringFrequency >= 1
    }
  }

  /// Moves on by `interval` seconds and returns the new position.
  mutating func advance(by interval: TimeInterval) -> CGFloat {
    phaseElapsed += interval
    switch phase {
    case .approaching:
      let milliseconds = CGFloat(phaseElapsed * 1000)
      let position = to + (from - to) * pow(rate, milliseconds)
      guard let edge, (position - edge) * (to - edge) > 0 else { return position }
      // Crossed the edge during this frame: the spring takes over at the crossing, at the speed
      // the approach had there (proportional to the distance left to its target).
      let crossing = log((to - edge) / (to - from)) / log(rate)
      speed = (to - edge) * -log(rate) * 1000
      phase = .bouncing
      phaseElapsed = max(0, Double(milliseconds - crossing)) / 1000
      return advance(by: 0)
    case .bouncing:
      guard let edge else { return to }
      // Critically damped from the edge: x(t) = v t e^(-ω t), out until t = 1/ω, then back.
      let omega = ScrollView.bounceSpringFrequency
      let excess = speed * CGFloat(phaseElapsed * exp(-omega * phaseElapsed))
      return edge + ScrollView.banded(excess, dimension: dimension)
    }
  }
}

extension ScrollView {
  /// How hard the content edge pulls back a fling that crosses it, as the natural angular frequency
  /// ω of a critically damped spring, in radians per second. Past the edge the content decelerates
  /// by ω² per point of excess plus 2ω per point per second of speed: it turns 1/ω = 0.1 s after
  /// crossing, having gone `speed / (e ω)` out (about 100 pt for a 2,700 pt/s fling, rubber-banded
  /// to about 50 pt on a 600 pt view), and settles on the edge within about 0.8 s without passing it
  /// back into the content. ResponderKit's choice: UIKit's curve is private; public re-creations of
  /// UIScrollView model its bounce as a critically damped spring.
  nonisolated public static let bounceSpringFrequency: Double = 10

  /// How fast content released past an edge after a drag (or caught there mid-bounce and let go)
  /// springs back to it: the share of the distance left after each millisecond, the
  /// ``DecelerationRate/fast`` rate. ResponderKit's choice: UIKit's curve is private.
  nonisolated public static let springBackRate = DecelerationRate.fast

  /// UIKit's rubber-band coefficient: past an edge the content moves `(x d c) / (d + c x)` for a
  /// pull of `x` in a view of size `d` (widely observed).
  nonisolated static let rubberBandCoefficient: CGFloat = 0.55

  /// `excess` points past an edge, rubber-banded in a view of size `dimension`: less and less,
  /// never reaching `0.55 × dimension`.
  nonisolated static func banded(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
    let c = rubberBandCoefficient
    guard dimension > 0 else { return 0 }
    let x = abs(excess)
    // Divided first, so that a huge excess approaches the limit instead of overflowing.
    return x / (dimension + c * x) * dimension * c * (excess < 0 ? -1 : 1)
  }

  /// The pull that ``banded(_:dimension:)`` turns into `shown`: its inverse, for content that
  /// already shows past an edge. Offsets beyond the band's reach count as just inside it.
  nonisolated static func unbanded(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
    let c = rubberBandCoefficient
    guard dimension > 0 else { return 0 }
    let b = min(abs(shown), c * dimension * 0.999)
    return b * dimension / (c * (dimension - b)) * (shown < 0 ? -1 : 1)
  }

  /// `offset` past the edges rubber-banded: the content shown for a pull to `offset`.
  func rubberBanded(_ offset: CGPoint) -> CGPoint {
    let inside = clamped(offset)
    return CGPoint(
      x: inside.x + Self.banded(offset.x - inside.x, dimension: bounds.width),
      y: inside.y + Self.banded(offset.y - inside.y, dimension: bounds.height))
  }

  /// The pull that shows as `offset`: the inverse of ``rubberBanded(_:)``, so a drag that starts
  /// past an edge (content caught mid-bounce) goes on from where the content is.
  func unbanded(_ offset: CGPoint) -> CGPoint {
    let inside = clamped(offset)
    return CGPoint(
      x: inside.x + Self.unbanded(offset.x - inside.x, dimension: bounds.width),
      y: inside.y + Self.unbanded(offset.y - inside.y, dimension: bounds.height))
  }

  /// The motion of a fling released at `contentOffset` towards `target` at `rate`, bouncing on each
  /// axis where the fling, left alone, would pass the content edge (its `natural` end) and `target`
  /// is that edge: the content overshoots and springs back.
  func flingMotion(to target: CGPoint, natural: CGPoint, rate: CGFloat) -> ScrollMotion {
    var motion = ScrollMotion(from: contentOffset, to: target, rate: rate, decelerating: true)
    guard bounces, !isPagingEnabled, rate > 0, rate < 1 else { return motion }
    let range = offsetRange
    func axis(
      _ offset: CGFloat, _ natural: CGFloat, _ target: CGFloat, _ low: CGFloat, _ high: CGFloat,
      _ dimension: CGFloat
    ) -> AxisMotion? {
      let edge = min(max(natural, low), high)
      // Only a fling from inside the content that would pass the edge, with the edge its target.
      guard natural.isFinite, edge != natural, target == edge, offset >= low, offset <= high
      else { return nil }
      return .bouncing(from: offset, to: natural, rate: rate, edge: edge, dimension: dimension)
    }
    if let x = axis(contentOffset.x, natural.x, target.x, range.min.x, range.max.x, bounds.width) {
      motion.x = x
    }
    if let y = axis(contentOffset.y, natural.y, target.y, range.min.y, range.max.y, bounds.height) {
      motion.y = y
    }
    return motion
  }
}
