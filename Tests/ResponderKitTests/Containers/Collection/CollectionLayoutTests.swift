import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A flow layout case: the collection's width, the item size, the section insets, the number of
/// items, and the expected frames of the items named.
struct FlowCase: Sendable, CustomTestStringConvertible {
  var width: CGFloat
  var item: CGSize
  var inset: EdgeInsets
  var count: Int
  var expected: [Int: CGRect]
  var testDescription: String { "\(width) wide, \(item), \(count) items" }
}

@MainActor
@Suite("Collections: flow layout, cells and reuse (§19.1–§19.3)")
struct CollectionLayoutTests {
  // Source, read for what it shows, never copied: ComponentKit's debugging documentation
  // (facebook/componentkit, docs/debugging) shows a `pviews` dump of a UICollectionView whose
  // `UICollectionViewCell` holds a plain `UIView` the cell's size, its content view: UIKit has
  // no class of its own for a collection cell's content view, unlike a table cell's.
  @Test(
    "Collections §19.1 a cell's content view is a plain UIView filling it, unlike a table cell's (facebook/componentkit docs/debugging)"
  )
  func contentViewIsPlainView() throws {
    let (_, collection, _) = makeCollection()
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    let lines = cell.recursiveDescription().split(separator: "\n")
    #expect(lines.count >= 2 && lines[1].hasPrefix("   | <UIView: "))
    #expect(type(of: cell.contentView) == View.self)
    #expect(cell.contentView.frame == cell.bounds && cell.contentView.next === cell)
  }

  nonisolated static let flowCases: [FlowCase] = [
    // 3 × 100 + 2 × 10 = 320 exactly: no leftover, lines 110 pt apart.
    FlowCase(
      width: 320, item: CGSize(width: 100, height: 100), inset: .zero, count: 7,
      expected: [
        0: CGRect(x: 0, y: 0, width: 100, height: 100),
        2: CGRect(x: 220, y: 0, width: 100, height: 100),
        4: CGRect(x: 110, y: 110, width: 100, height: 100),
        6: CGRect(x: 0, y: 220, width: 100, height: 100),
      ]),
    // 3 × 90 + 2 × 10 = 290: 30 left over, spread as 15 more between items; the last line of
    // two keeps the minimum spacing.
    FlowCase(
      width: 320, item: CGSize(width: 90, height: 90), inset: .zero, count: 5,
      expected: [
        1: CGRect(x: 115, y: 0, width: 90, height: 90),
        2: CGRect(x: 230, y: 0, width: 90, height: 90),
        3: CGRect(x: 0, y: 100, width: 90, height: 90),
        4: CGRect(x: 100, y: 100, width: 90, height: 90),
      ]),
    // Insets 10, 20, 10, 20 leave 280: two to a line, 90 left over between them.
    FlowCase(
      width: 320, item: CGSize(width: 90, height: 90),
      inset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20), count: 4,
      expected: [
        0: CGRect(x: 20, y: 10, width: 90, height: 90),
        1: CGRect(x: 210, y: 10, width: 90, height: 90),
        2: CGRect(x: 20, y: 110, width: 90, height: 90),
        3: CGRect(x: 120, y: 110, width: 90, height: 90),
      ]),
    // Items too wide to share a line: centred, but the last line starts at the inset.
    FlowCase(
      width: 320, item: CGSize(width: 200, height: 50), inset: .zero, count: 2,
      expected: [
        0: CGRect(x: 60, y: 0, width: 200, height: 50),
        1: CGRect(x: 0, y: 60, width: 200, height: 50),
      ]),
  ]

  @Test(
    "§19.2 flow layout: items fill lines, full lines spread their leftover", arguments: flowCases)
  func flowFrames(flow: FlowCase) throws {
    let (_, collection, _) = makeCollection(
      sections: [flow.count], itemSize: flow.item,
      frame: CGRect(x: 0, y: 0, width: flow.width, height: 480))
    let layout = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
    layout.sectionInset = flow.inset
    for (item, frame) in flow.expected {
      let path = IndexPath(item: item, section: 0)
      #expect(collection.layoutAttributesForItem(at: path)?.frame == frame)
      #expect(collection.cellForItem(at: path)?.frame == frame)
    }
  }

  @Test("§19.2 the content size: the width less insets, the lines' height with the section insets")
  func contentSize() throws {
    let (_, collection, _) = makeCollection(sections: [30, 4])
    // 10 lines of the first section, 2 of the second: 12 lines, 10 gaps inside sections.
    #expect(collection.contentSize == CGSize(width: 320, height: 10 * 100 + 9 * 10 + 2 * 100 + 10))
    let layout = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
    layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    collection.layoutIfNeeded()
    // Each section grows by its top and bottom insets: 1090 + 210 + 2 × 10.
    #expect(collection.contentSize.height == 1320)
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 1105)
  }

  @Test("§19.2 items of different heights are centred across their line")
  func centredInLine() {
    let (_, collection, log) = makeCollection(sections: [3])
    log.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 100, height: 50)
    log.sizes[IndexPath(item: 2, section: 0)] = CGSize(width: 100, height: 150)
    collection.reloadData()
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 25)
    #expect(collection.contentSize.height == 150)
  }

  @Test("§19.2 a horizontal flow layout fills columns top to bottom and stacks them rightward")
  func horizontal() {
    // 480 tall: four 100 pt items and three gaps of 10 + 50 / 3.
    let (_, collection, _) = makeCollection(sections: [9], direction: .horizontal)
    let gap: CGFloat = 10 + 50.0 / 3
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.origin
        == CGPoint(x: 0, y: 100 + gap))
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.origin
        == CGPoint(x: 110, y: 0))
    #expect(collection.contentSize == CGSize(width: 320, height: 480))
  }

  @Test(
    "§19.3 indexPathForItem(at:) is the item whose frame holds the point; nil in the spacing",
    arguments: [
      (CGPoint(x: 0, y: 0), IndexPath(item: 0, section: 0)),
      (CGPoint(x: 225, y: 50), IndexPath(item: 2, section: 0)),
      (CGPoint(x: 105, y: 50), nil), (CGPoint(x: 50, y: 105), nil),
      (CGPoint(x: 319, y: 1089), IndexPath(item: 29, section: 0)),
      (CGPoint(x: 50, y: 2000), nil),
    ] as [(CGPoint, IndexPath?)])
  func itemAtPoint(point: CGPoint, expected: IndexPath?) {
    let (_, collection, _) = makeCollection(sections: [30])
    #expect(collection.indexPathForItem(at: point) == expected)
  }

  @Test("§19.3 scrolling reuses cells: their number stays what the bounds can overlap")
  func reuseBounded() throws {
    let (_, collection, log) = makeCollection()
    #expect(collection.visibleCells.count == 15 && log.cellsMade == 15)
    var most = 0
    var offset: CGFloat = 0
    while offset < 5000 {
      offset += 37
      collection.contentOffset = CGPoint(x: 0, y: offset)
      most = max(most, collection.visibleCells.count)
      for cell in collection.visibleCells {
        let path = try #require(collection.indexPath(for: cell))
        #expect(cell.frame == collection.layoutAttributesForItem(at: path)?.frame && !cell.isHidden)
      }
    }
    // Six lines at most overlap 480 pt; the cells made, visible or queued, are no more.
    #expect(most <= 18)
    let cells = collection.subviews.compactMap { $0 as? CountingItemCell }
    #expect(cells.count <= 18 && log.cellsMade > 100)
    #expect(cells.contains { $0.reuses > 0 })
  }

  @Test("§19.3 scrollToItem puts the item at the position asked, clamped to the content")
  func scrollToItem() {
    let (_, collection, _) = makeCollection()
    let item = IndexPath(item: 30, section: 0)  // line 10, y 1100...1200
    collection.scrollToItem(at: item, at: .top, animated: false)
    #expect(collection.contentOffset.y == 1100)
    collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
    #expect(collection.contentOffset.y == 910)
    collection.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(collection.contentOffset.y == 720)
    #expect(collection.cellForItem(at: item) != nil)
    // The last line cannot reach the top: 100 lines end at 10 990, less the 480 pt bounds.
    collection.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset.y == 10_510)
  }

  @Test(
    "§19.3 scrollToItem sideways: .left, .centeredHorizontally and .right in a horizontal layout",
    arguments: [
      (CollectionView.ScrollPosition.left, 1100.0), (.centeredHorizontally, 990),
      (.right, 880), ([.right, .top], 880),
    ] as [(CollectionView.ScrollPosition, CGFloat)])
  func scrollSideways(position: CollectionView.ScrollPosition, x: CGFloat) {
    // Four items a column: item 40 heads column 10, x 1100...1200.
    let (_, collection, _) = makeCollection(direction: .horizontal)
    collection.scrollToItem(at: IndexPath(item: 40, section: 0), at: position, animated: false)
    #expect(collection.contentOffset == CGPoint(x: x, y: 0))
  }

  @Test("§19.3 scrollToItem with a path that names no item stops the program")
  func scrollToInvalidStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, collection, _) = makeCollection(sections: [3])
        collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .top, animated: false)
      }
    }
    // Source: github.com/Provenance-Emu/Provenance/issues/1771: "NSInternalInconsistencyException:
    // Attempted to scroll the collection view to an out-of-bounds item (0) when there are only 0
    // items in section 0." (The table view raises NSRangeException for the same mistake.)
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  @Test("§19.1 a reused cell is prepared, its highlight and selection cleared")
  func dequeuePrepares() throws {
    let (_, collection, _) = makeCollection()
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    first.isSelected = true
    collection.contentOffset = CGPoint(x: 0, y: 2000)
    let reused = try #require(first as? CountingItemCell)
    #expect(reused.reuses == 1 && !reused.isSelected && !reused.isHidden)
    #expect(reused.reuseIdentifier == "Item")
  }

  @Test("§19.1 dequeueReusableCell with no class registered stops the program")
  func dequeueUnregisteredStops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, collection, _) = makeCollection()
        _ = collection.dequeueReusableCell(
          withReuseIdentifier: "Nobody", for: IndexPath(item: 0, section: 0))
      }
    }
    // Source: github.com/nuno/TiCollectionView/issues/81: "uncaught exception
    // 'NSInternalInconsistencyException'. Reason: could not dequeue a view of kind:
    // UICollectionElementKindCell with identifier …".
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  @Test("§19.3 reloadData asks the data source again and clears the selection")
  func reloadClears() {
    let (_, collection, log) = makeCollection()
    collection.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    log.sections = [4]
    collection.reloadData()
    #expect(collection.numberOfItems(inSection: 0) == 4 && collection.visibleCells.count == 4)
    #expect(collection.indexPathsForSelectedItems == nil)
  }
}
