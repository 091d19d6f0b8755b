import Foundation
import ResponderKit
import Testing

/// One row of the distribution table: the distribution, the stack's width, what to change on the
/// boxes, and the boxes' expected x and width.
struct StackDistributionCase: Sendable, CustomTestStringConvertible {
  let name: String
  let distribution: StackView.Distribution
  let width: CGFloat
  /// Per box: horizontal content hugging and compression resistance, `nil` for the default.
  var hugging: [Float?] = [nil, nil, nil]
  var compression: [Float?] = [nil, nil, nil]
  let expected: [(x: CGFloat, width: CGFloat)]

  var testDescription: String { name }
}

@MainActor
@Suite("§21.9 Stack views: distributions and alignments")
struct StackViewDistributionTests {
  // Every row: boxes A 50×20, B 80×30, C 40×40 in a horizontal stack 100 high, spacing 10.
  nonisolated static let distributions: [StackDistributionCase] = [
    // 300 − (170 + 20) = 110 extra, all to B, the lowest hugging (200): B is 190 wide.
    StackDistributionCase(
      name: "fill: the lowest content hugging priority stretches (UIStackView.Distribution.fill)",
      distribution: .fill, width: 300, hugging: [nil, 200, nil],
      expected: [(0, 50), (60, 190), (260, 40)]),
    // A tie: the first view stretches by 110 to 160.
    StackDistributionCase(
      name: "fill: on a tie the first arranged view stretches", distribution: .fill, width: 300,
      expected: [(0, 160), (170, 80), (260, 40)]),
    // 160 − 190 = 30 missing, from C, the lowest compression resistance (700): C is 10 wide.
    StackDistributionCase(
      name: "fill: the lowest compression resistance shrinks", distribution: .fill, width: 160,
      compression: [nil, nil, 700], expected: [(0, 50), (60, 80), (150, 10)]),
    // A tie: the first view shrinks by 30 to 20.
    StackDistributionCase(
      name: "fill: on a tie the first arranged view shrinks", distribution: .fill, width: 160,
      expected: [(0, 20), (30, 80), (120, 40)]),
    // (320 − 20) / 3 = 100 each.
    StackDistributionCase(
      name: "fillEqually: equal sizes", distribution: .fillEqually, width: 320,
      expected: [(0, 100), (110, 100), (220, 100)]),
    // 360 − 20 = 340 = 2 × (50 + 80 + 40): each twice its intrinsic width.
    StackDistributionCase(
      name: "fillProportionally: sizes proportional to the intrinsic sizes",
      distribution: .fillProportionally, width: 360, expected: [(0, 100), (110, 160), (280, 80)]),
    // Intrinsic sizes; 300 − 170 = 130 split into two gaps of 65.
    StackDistributionCase(
      name: "equalSpacing: equal gaps, intrinsic sizes", distribution: .equalSpacing, width: 300,
      expected: [(0, 50), (115, 80), (260, 40)]),
    // Centres from 25 (A at 0) to 285 (C at 265): 260 = 2 × 130, so B's centre is at 155, B at
    // 115; gaps 65 and 70, both at least 10.
    StackDistributionCase(
      name: "equalCentering: equal distances between centres", distribution: .equalCentering,
      width: 305, expected: [(0, 50), (115, 80), (265, 40)]),
  ]

  @Test("§21.9 distribution (UIStackView.Distribution)", arguments: distributions)
  func distribution(_ row: StackDistributionCase) {
    let (_, boxes) = stackOfBoxes([(50, 20), (80, 30), (40, 40)], width: row.width, height: 100) {
      stack in
      stack.distribution = row.distribution
      stack.spacing = 10
    }
    for (box, (hugging, compression)) in zip(boxes, zip(row.hugging, row.compression)) {
      if let hugging { box.setContentHuggingPriority(LayoutPriority(hugging), for: .horizontal) }
      if let compression {
        box.setContentCompressionResistancePriority(LayoutPriority(compression), for: .horizontal)
      }
    }
    boxes[0].superview?.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == row.expected.map(\.x), "\(row.name)")
    #expect(boxes.map(\.frame.width) == row.expected.map(\.width), "\(row.name)")
  }

  @Test(
    "§21.9 alignment of a horizontal stack (UIStackView.Alignment): y and height of each box",
    arguments: [
      // Fill: each box is the stack's 100 high.
      (StackView.Alignment.fill, [0, 0, 0], [100, 100, 100]),
      // Top: intrinsic heights 20, 30, 40 at y 0.
      (.top, [0, 0, 0], [20, 30, 40]),
      // Centre: y = (100 − h) / 2.
      (.center, [40, 35, 30], [20, 30, 40]),
      // Bottom: y = 100 − h.
      (.bottom, [80, 70, 60], [20, 30, 40]),
      // Views without text have their baselines at their bottoms: the bottoms line up, and the
      // row sits at the top, the tallest (40) touching it.
      (.firstBaseline, [20, 10, 0], [20, 30, 40]),
      // Last baselines: the bottoms line up and the row sits at the bottom.
      (.lastBaseline, [80, 70, 60], [20, 30, 40]),
    ] as [(StackView.Alignment, [CGFloat], [CGFloat])])
  func horizontalAlignment(alignment: StackView.Alignment, y: [CGFloat], height: [CGFloat]) {
    // 50 + 10 + 80 + 10 + 40 = 190: the boxes keep their widths along the axis.
    let (_, boxes) = stackOfBoxes([(50, 20), (80, 30), (40, 40)], width: 190, height: 100) {
      $0.alignment = alignment
      $0.spacing = 10
    }
    #expect(boxes.map(\.frame.minX) == [0, 60, 150])
    #expect(boxes.map(\.frame.minY) == y)
    #expect(boxes.map(\.frame.height) == height)
  }

  @Test(
    "§21.9 alignment of a vertical stack: leading, centre and trailing place x; fill stretches the width",
    arguments: [
      (StackView.Alignment.fill, [0, 0, 0], [200, 200, 200]),
      (.leading, [0, 0, 0], [50, 80, 40]),
      // x = (200 − w) / 2.
      (.center, [75, 60, 80], [50, 80, 40]),
      (.trailing, [150, 120, 160], [50, 80, 40]),
    ] as [(StackView.Alignment, [CGFloat], [CGFloat])])
  func verticalAlignment(alignment: StackView.Alignment, x: [CGFloat], width: [CGFloat]) {
    // 20 + 30 + 40 = 90 high, no spacing: y 0, 20, 50.
    let (_, boxes) = stackOfBoxes(
      [(50, 20), (80, 30), (40, 40)], axis: .vertical, width: 200, height: 90
    ) { $0.alignment = alignment }
    #expect(boxes.map(\.frame.minY) == [0, 20, 50])
    #expect(boxes.map(\.frame.minX) == x)
    #expect(boxes.map(\.frame.width) == width)
  }

  @Test(
    "§21.9 isBaselineRelativeArrangement: a vertical stack's spacing runs from last baseline to first baseline"
  )
  func baselineRelative() {
    // Boxes have their baselines at their bottoms, so the spacing is measured as between edges:
    // A at 0 (20 high), B at 20 + 6 = 26.
    let (stack, boxes) = stackOfBoxes([(50, 20), (80, 30)], axis: .vertical, width: 80, height: 56)
    {
      $0.spacing = 6
      $0.isBaselineRelativeArrangement = true
    }
    #expect(boxes.map(\.frame.minY) == [0, 26])
    #expect(
      stack.constraints.contains {
        $0.identifier == "UISV-spacing" && $0.firstAttribute == .firstBaseline
          && $0.secondAttribute == .lastBaseline
      })
  }

  @Test("§21.9 fillProportionally follows a change of intrinsic size at the next layout pass")
  func proportionalFollowsIntrinsicSize() {
    // 50 : 80 : 40 of 340, then 50 : 80 : 210 of 340 = 340: intrinsic widths exactly.
    let (stack, boxes) = stackOfBoxes([(50, 20), (80, 30), (40, 40)], width: 360, height: 100) {
      $0.distribution = .fillProportionally
      $0.spacing = 10
    }
    #expect(boxes.map(\.frame.width) == [100, 160, 80])
    boxes[2].size.width = 210
    stack.layoutIfNeeded()
    #expect(boxes.map(\.frame.width) == [50, 80, 210])
  }
}
