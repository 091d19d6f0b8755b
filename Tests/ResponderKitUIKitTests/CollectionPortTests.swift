import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: a grid reordered by a long press (§19.6)")
struct CollectionPortTests {
  /// The controller on a 400 × 800 stage: 120 pt swatches three to a line, 10 pt apart.
  func swatches() -> (ReorderableCollectionViewController, Stage) {
    let controller = ReorderableCollectionViewController()
    let stage = Stage(root: controller)
    controller.view.layoutIfNeeded()
    return (controller, stage)
  }

  /// The window point at the middle of item `item`.
  func middle(of item: Int, in controller: ReorderableCollectionViewController, stage: Stage)
    -> CGPoint
  {
    let collection = controller.collectionView!
    let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
    return collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: stage.window)
  }

  @Test("§19.6 a press held past half a second, then dragged, reorders the swatches")
  func pressAndDragReorders() throws {
    let (controller, stage) = swatches()
    #expect(controller.collectionView.visibleCells.count > 0)
    let from = middle(of: 0, in: controller, stage: stage)
    let to = middle(of: 4, in: controller, stage: stage)
    try stage.play { $0.drag(along: [from, to], duration: 0.4, hold: 0.7) }
    #expect(
      Array(controller.swatches.prefix(5)) == [
        "Swatch 2", "Swatch 3", "Swatch 4", "Swatch 5", "Swatch 1",
      ])
    #expect(controller.opened.isEmpty)
    let moved = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? SwatchCell)
    #expect(moved.titleLabel.text == "Swatch 1" && moved.contentView.alpha == 1)
  }

  @Test("§19.5 a quick tap selects the swatch; the controller deselects it")
  func tapOpens() throws {
    let (controller, stage) = swatches()
    try stage.play { $0.tap(at: middle(of: 2, in: controller, stage: stage)) }
    #expect(controller.opened == ["Swatch 3"] && controller.swatches.first == "Swatch 1")
    #expect(controller.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test("§19.6 a drag without the hold scrolls the grid and reorders nothing")
  func quickDragScrolls() throws {
    let (controller, stage) = swatches()
    let from = middle(of: 9, in: controller, stage: stage)
    try stage.play { $0.drag(along: [from, CGPoint(x: from.x, y: from.y - 300)], duration: 0.3) }
    #expect(controller.collectionView.contentOffset.y > 0)
    #expect(controller.swatches == (1...24).map { "Swatch \($0)" } && controller.opened.isEmpty)
  }
}
