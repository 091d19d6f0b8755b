import Foundation
import PropertyBased
import ResponderKit
import Testing

/// A constraint between views of one layout, as data: made again for a second hierarchy.
private struct ConstraintPlan {
  var first: Int
  var attribute: LayoutConstraint.Attribute
  var relation: LayoutConstraint.Relation
  var second: Int?
  var secondAttribute: LayoutConstraint.Attribute
  var multiplier: CGFloat
  var constant: CGFloat
  var priority: Float

  /// The attribute's value of a rectangle.
  static func value(_ attribute: LayoutConstraint.Attribute, of rect: CGRect) -> CGFloat {
    switch attribute {
    case .left, .leading: rect.minX
    case .right, .trailing: rect.maxX
    case .top: rect.minY
    case .bottom: rect.maxY
    case .width: rect.width
    case .height: rect.height
    case .centerX: rect.midX
    case .centerY: rect.midY
    default: 0
    }
  }

  /// How far `frames` (in the root's coordinates) are from meeting the constraint.
  func violation(_ frames: [CGRect]) -> CGFloat {
    let lhs = Self.value(attribute, of: frames[first])
    let rhs =
      (second.map { multiplier * Self.value(secondAttribute, of: frames[$0]) } ?? 0) + constant
    switch relation {
    case .equal: return abs(lhs - rhs)
    case .lessThanOrEqual: return max(0, lhs - rhs)
    case .greaterThanOrEqual: return max(0, rhs - lhs)
    }
  }

  /// The constraint between `views`.
  @MainActor
  func make(_ views: [View]) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: views[first], attribute: attribute, relatedBy: relation,
      toItem: second.map { views[$0] },
      attribute: second == nil ? .notAnAttribute : secondAttribute,
      multiplier: second == nil ? 0 : multiplier, constant: constant)
    constraint.priority = LayoutPriority(priority)
    return constraint
  }

  static let horizontal: [LayoutConstraint.Attribute] = [.leading, .trailing, .centerX, .width]
  static let vertical: [LayoutConstraint.Attribute] = [.top, .bottom, .centerY, .height]

  /// A random required constraint that holds at `hidden` frames (view 0 is the root).
  static func holding(at hidden: [CGRect], _ random: inout SplitMix) -> ConstraintPlan {
    let first = Int.random(in: 1..<hidden.count, using: &random)
    let axis = Bool.random(using: &random) ? horizontal : vertical
    let attribute = axis.randomElement(using: &random)!
    var plan = ConstraintPlan(
      first: first, attribute: attribute, relation: .equal, second: nil,
      secondAttribute: .notAnAttribute, multiplier: 1, constant: 0, priority: 1000)
    let sizeOnly = attribute == .width || attribute == .height
    if !(sizeOnly && Bool.random(using: &random)) {
      plan.second = (0..<hidden.count).filter { $0 != first }.randomElement(using: &random)!
      plan.secondAttribute =
        sizeOnly
        ? attribute : axis.filter { $0 != .width && $0 != .height }.randomElement(using: &random)!
      if sizeOnly { plan.multiplier = [0.5, 1, 2].randomElement(using: &random)! }
    }
    plan.relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
    let lhs = value(attribute, of: hidden[first])
    let rhs = plan.second.map { plan.multiplier * value(plan.secondAttribute, of: hidden[$0]) } ?? 0
    let slack = CGFloat(Int.random(in: 0...20, using: &random))
    switch plan.relation {
    case .equal: plan.constant = lhs - rhs
    case .lessThanOrEqual: plan.constant = lhs - rhs + slack
    case .greaterThanOrEqual: plan.constant = lhs - rhs - slack
    }
    return plan
  }
}

/// A small deterministic generator, so a property's seed reproduces its whole layout.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor
struct AutoLayoutPropertyTests {
  /// A root of 400 × 300 and `count` constrained subviews.
  private func hierarchy(_ count: Int) -> [View] {
    let root = layoutRoot()
    return [root] + (0..<count).map { constrainedView(in: root, "V\($0)") }
  }

  private func frames(_ views: [View]) -> [CGRect] {
    views.map { $0 === views[0] ? $0.bounds : $0.frame }
  }

  @Test(
    "Property §21.1: every satisfiable system of random required constraints holds within 0.5 pt")
  func satisfiableSystemsHold() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000_000)) { seed in
      var random = SplitMix(seed: seed)
      let count = Int.random(in: 1...5, using: &random)
      let hidden =
        [CGRect(x: 0, y: 0, width: 400, height: 300)]
        + (0..<count).map { _ in
          CGRect(
            x: Int.random(in: 0...300, using: &random), y: Int.random(in: 0...200, using: &random),
            width: Int.random(in: 1...100, using: &random),
            height: Int.random(in: 1...100, using: &random))
        }
      // Sizes are not negative, as a frame's cannot be (intrinsic sizes say so in real layouts).
      let sizes = (1...count).flatMap { index in
        [LayoutConstraint.Attribute.width, .height].map {
          ConstraintPlan(
            first: index, attribute: $0, relation: .greaterThanOrEqual, second: nil,
            secondAttribute: .notAnAttribute, multiplier: 0, constant: 0, priority: 1000)
        }
      }
      let plans =
        sizes
        + (0..<Int.random(in: 1...12, using: &random)).map { _ in
          ConstraintPlan.holding(at: hidden, &random)
        }
      let views = hierarchy(count)
      LayoutConstraint.messageHandler = { Issue.record("unsatisfiable: \($0) \(plans)") }
      // A fine pixel grid, so that what is checked is the solver's answer and not §21.6's
      // rounding, which a multiplier of 2 would double past 0.5 pt on a 3x screen.
      let scale = Screen.main.scale
      Screen.main.scale = 1000
      defer {
        LayoutConstraint.messageHandler = nil
        Screen.main.scale = scale
      }
      LayoutConstraint.activate(plans.map { $0.make(views) })
      views[0].layoutIfNeeded()
      let solved = frames(views)
      for plan in plans {
        #expect(plan.violation(solved) <= 0.5, "seed \(seed): \(plan)")
      }
    }
  }

  @Test("Property §21.6: constants edited and constraints swapped give the frames of building anew")
  func incrementalEqualsFromScratch() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000_000)) { seed in
      var random = SplitMix(seed: seed)
      let count = Int.random(in: 1...4, using: &random)
      // A determined layout: each view's leading, top, width and height tied to the root.
      var plans: [ConstraintPlan] = []
      for index in 1...count {
        for (attribute, second) in [
          (LayoutConstraint.Attribute.leading, LayoutConstraint.Attribute.leading), (.top, .top),
          (.width, .width), (.height, .height),
        ] {
          plans.append(
            ConstraintPlan(
              first: index, attribute: attribute, relation: .equal, second: 0,
              secondAttribute: second,
              multiplier: attribute == .width ? 0.25 : attribute == .height ? 0 : 1,
              constant: CGFloat(Int.random(in: 0...100, using: &random)), priority: 1000))
        }
      }
      let views = hierarchy(count)
      var made = plans.map { $0.make(views) }
      LayoutConstraint.activate(made)
      views[0].layoutIfNeeded()
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let index = Int.random(in: 0..<plans.count, using: &random)
        if Bool.random(using: &random) {
          plans[index].constant = CGFloat(Int.random(in: 0...100, using: &random))
          made[index].constant = plans[index].constant
        } else {
          // Swap the constraint for a new one with another constant.
          made[index].isActive = false
          plans[index].constant = CGFloat(Int.random(in: 0...100, using: &random))
          made[index] = plans[index].make(views)
          made[index].isActive = true
        }
        if Bool.random(using: &random) { views[0].layoutIfNeeded() }
      }
      views[0].layoutIfNeeded()
      let fresh = hierarchy(count)
      LayoutConstraint.activate(plans.map { $0.make(fresh) })
      fresh[0].layoutIfNeeded()
      #expect(frames(views) == frames(fresh), "seed \(seed)")
    }
  }

  @Test(
    "Property §21.3: of conflicting optional widths, the one of highest priority is met exactly")
  func priorityOrder() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000_000)) { seed in
      var random = SplitMix(seed: seed)
      let views = hierarchy(1)
      let box = views[1]
      let priorities = Array(
        Set(
          (0..<Int.random(in: 2...6, using: &random)).map { _ in
            Float(Int.random(in: 1...999, using: &random))
          }))
      let wishes = priorities.map { priority -> (Float, CGFloat) in
        (priority, CGFloat(Int.random(in: 0...300, using: &random)))
      }
      LayoutConstraint.activate(
        wishes.map { wish in
          let constraint = box.widthAnchor.constraint(equalToConstant: wish.1)
          constraint.priority = LayoutPriority(wish.0)
          return constraint
        } + [
          box.leadingAnchor.constraint(equalTo: views[0].leadingAnchor),
          box.topAnchor.constraint(equalTo: views[0].topAnchor),
          box.heightAnchor.constraint(equalToConstant: 1),
        ])
      views[0].layoutIfNeeded()
      let top = wishes.max { $0.0 < $1.0 }!
      #expect(box.frame.width == top.1, "seed \(seed)")
    }
  }
}
