import Foundation
import PropertyBased
import ResponderKit
import Testing

@MainActor
@Suite("§21.9 Stack views: properties")
struct StackViewPropertyTests {
  /// Arranged views: an intrinsic width and height, and whether hidden.
  static let viewsGen = zip(Gen.int(in: 1...60), Gen.int(in: 1...60), Gen.int(in: 0...3))
    .map { (width: CGFloat($0), height: CGFloat($1), hidden: $2 == 0) }
    .array(of: 1...6)

  /// The distribution, alignment, axis, spacing and extra room.
  static let settingsGen = zip(
    Gen.int(in: 0...4), Gen.int(in: 0...5), Gen.bool, Gen.int(in: 0...20), Gen.int(in: 0...120),
    Gen.int(in: 0...60))

  @Test(
    "Property §21.9: in a stack big enough, the visible arranged views are in order, do not overlap, lie inside the stack, with gaps of at least the spacing"
  )
  func arrangedViewsAreOrderedAndInside() async {
    await propertyCheck(count: 150, input: Self.viewsGen, Self.settingsGen) { specs, settings in
      let (distributionIndex, alignmentIndex, vertical, spacingValue, extraAlong, extraAcross) =
        settings
      let distribution = StackView.Distribution(rawValue: distributionIndex)!
      let alignment = StackView.Alignment(rawValue: alignmentIndex)!
      let axis: LayoutConstraint.Axis = vertical ? .vertical : .horizontal
      let spacing = CGFloat(spacingValue)
      let along = specs.filter { !$0.hidden }.map { vertical ? $0.height : $0.width }
      let across = specs.map { vertical ? $0.width : $0.height }
      // The natural length: the views and the spacing, or, with equal centring, the distance
      // that fits the widest neighbouring pair between every pair of centres.
      var natural = along.reduce(0, +) + spacing * CGFloat(max(0, along.count - 1))
      if distribution == .equalCentering, along.count > 1 {
        let pairs = zip(along, along.dropFirst()).map { ($0 + $1) / 2 + spacing }
        natural = along[0] / 2 + along.last! / 2 + CGFloat(along.count - 1) * pairs.max()!
      }
      if distribution == .fillEqually {
        natural = (along.max() ?? 0) * CGFloat(along.count) + spacing * CGFloat(along.count)
      }
      let length = natural + CGFloat(extraAlong)
      let thickness = (across.max() ?? 0) + CGFloat(extraAcross)
      let (stack, boxes) = stackOfBoxes(
        specs.map { ($0.width, $0.height) }, axis: axis,
        width: vertical ? thickness : length, height: vertical ? length : thickness
      ) { stack in
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
      }
      for (box, spec) in zip(boxes, specs) { box.isHidden = spec.hidden }
      stack.layoutIfNeeded()
      let label = "\(specs) \(settings)"
      var previousEnd: CGFloat?
      for box in boxes where !box.isHidden {
        let frame = box.frame
        let (start, end) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        let (crossStart, crossEnd) = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        #expect(start >= -0.5 && end <= length + 0.5, "inside along the axis: \(label)")
        #expect(
          crossStart >= -0.5 && crossEnd <= thickness + 0.5, "inside across the axis: \(label)")
        if let previousEnd {
          #expect(start - previousEnd >= spacing - 0.5, "ordered, gap ≥ spacing: \(label)")
        }
        previousEnd = end
      }
    }
  }
}
