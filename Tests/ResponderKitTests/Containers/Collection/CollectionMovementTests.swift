import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Collections: interactive movement (§19.6)")
struct CollectionMovementTests {
  func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  /// Adds the classic long-press recognizer to `collection`: began → begin the movement of the
  /// item under the finger, changed → update, ended → end, anything else → cancel.
  func addLongPress(to collection: CollectionView) -> LongPressGestureRecognizer {
    let press = LongPressGestureRecognizer(target: nil, action: nil)
    press.addHandler { [unowned collection] recognizer in
      let point = recognizer.location(in: collection)
      switch recognizer.state {
      case .began:
        guard let item = collection.indexPathForItem(at: point) else { return }
        collection.beginInteractiveMovementForItem(at: item)
      case .changed:
        collection.updateInteractiveMovementTargetPosition(point)
      case .ended:
        collection.endInteractiveMovement()
      default:
        collection.cancelInteractiveMovement()
      }
    }
    collection.addGestureRecognizer(press)
    return press
  }

  @Test(
    "§19.6 a long press then a drag moves the item to the place under the finger: moveItemAt(to:)",
    arguments: [(0, 4), (7, 2), (5, 5)])
  func longPressMoves(from: Int, to: Int) throws {
    let (scene, collection, log) = makeCollection(sections: [30])
    _ = addLongPress(to: collection)
    let moving = try #require(collection.cellForItem(at: path(from)))
    var script = TouchScript()
    script.drag(along: [middle(ofItem: from), middle(ofItem: to)], duration: 0.4, hold: 0.6)
    try scene.application.play(script)
    #expect(log.moves == (from == to ? [] : ["0.\(from) → 0.\(to)"]))
    #expect(collection.contentOffset.y == 0 && log.selections.isEmpty)
    // The moved cell keeps its content at its new place; every cell is at its item's frame.
    #expect(collection.cellForItem(at: path(to)) === moving)
    for cell in collection.visibleCells {
      let item = try #require(collection.indexPath(for: cell))
      #expect(cell.frame == collection.layoutAttributesForItem(at: item)?.frame)
    }
  }

  @Test("§19.6 while an item moves its cell follows the target, and the other items make room")
  func reflow() throws {
    let (_, collection, log) = makeCollection(sections: [30])
    let moving = try #require(collection.cellForItem(at: path(0)))
    let second = try #require(collection.cellForItem(at: path(1)))
    #expect(collection.beginInteractiveMovementForItem(at: path(0)))
    let target = CGPoint(x: 150, y: 140)  // inside item 4's place
    collection.updateInteractiveMovementTargetPosition(target)
    #expect(moving.center == target)
    // Item 1 now lies where item 0 was, and the moving item's place is 4.
    #expect(collection.cellForItem(at: path(0)) === second)
    #expect(second.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(collection.cellForItem(at: path(4)) === moving)
    #expect(log.moves.isEmpty)
    // Between items the place does not change.
    collection.updateInteractiveMovementTargetPosition(CGPoint(x: 105, y: 150))
    #expect(collection.cellForItem(at: path(4)) === moving)
    collection.endInteractiveMovement()
    #expect(log.moves == ["0.0 → 0.4"])
    #expect(moving.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
  }

  @Test("§19.6 cancelInteractiveMovement puts every item back and tells the data source nothing")
  func cancel() throws {
    let (_, collection, log) = makeCollection(sections: [30])
    let moving = try #require(collection.cellForItem(at: path(2)))
    #expect(collection.beginInteractiveMovementForItem(at: path(2)))
    collection.updateInteractiveMovementTargetPosition(middle(ofItem: 9))
    collection.cancelInteractiveMovement()
    #expect(log.moves.isEmpty)
    #expect(collection.cellForItem(at: path(2)) === moving)
    #expect(moving.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
  }

  @Test("§19.6 canMoveItemAt false: beginInteractiveMovementForItem returns false")
  func refused() {
    let (_, collection, log) = makeCollection(sections: [30])
    log.movable = false
    #expect(!collection.beginInteractiveMovementForItem(at: path(2)))
    collection.updateInteractiveMovementTargetPosition(middle(ofItem: 9))
    collection.endInteractiveMovement()
    #expect(log.moves.isEmpty)
  }

  @Test("§19.6 the delegate's targetIndexPathForMoveFromItemAt decides the place")
  func delegateRetargets() {
    let (_, collection, log) = makeCollection(sections: [30])
    log.retarget = path(8)
    #expect(collection.beginInteractiveMovementForItem(at: path(1)))
    collection.updateInteractiveMovementTargetPosition(middle(ofItem: 3))
    collection.endInteractiveMovement()
    #expect(log.moves == ["0.1 → 0.8"])
  }

  @Test("§19.6 a move into another section: the counts follow while it moves and after")
  func acrossSections() throws {
    let (_, collection, log) = makeCollection(sections: [5, 5])
    #expect(collection.beginInteractiveMovementForItem(at: path(0)))
    // Section 1 starts at y 210, below the two lines of section 0: its second item.
    let target = try #require(collection.layoutAttributesForItem(at: path(1, 1)))
    collection.updateInteractiveMovementTargetPosition(target.center)
    #expect(
      collection.numberOfItems(inSection: 0) == 4 && collection.numberOfItems(inSection: 1) == 6)
    collection.endInteractiveMovement()
    #expect(log.moves == ["0.0 → 1.1"])
    #expect(
      collection.numberOfItems(inSection: 0) == 4 && collection.numberOfItems(inSection: 1) == 6)
  }

  @Test("§19.6 the selection follows the items a move shifts")
  func selectionFollows() {
    let (_, collection, _) = makeCollection(sections: [30])
    collection.selectItem(at: path(3), animated: false, scrollPosition: [])
    #expect(collection.beginInteractiveMovementForItem(at: path(1)))
    collection.updateInteractiveMovementTargetPosition(middle(ofItem: 5))
    collection.endInteractiveMovement()
    #expect(collection.indexPathsForSelectedItems == [path(2)])
    #expect(collection.cellForItem(at: path(2))?.isSelected == true)
    #expect(collection.cellForItem(at: path(3))?.isSelected == false)
  }
}
