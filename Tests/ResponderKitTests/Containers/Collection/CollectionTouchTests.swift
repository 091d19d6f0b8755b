import Foundation
import PropertyBased
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Collections: highlight and selection by touch (§19.4, §19.5)")
struct CollectionTouchTests {
  func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test(
    "§19.4 §19.5 a quick tap highlights, then on the lift shouldSelect, didUnhighlight, didSelect")
  func quickTap() throws {
    let (scene, collection, log) = makeCollection()
    try scene.tap(at: middle(ofItem: 4))
    #expect(
      log.entries == [
        "shouldHighlight 0.4", "didHighlight 0.4", "shouldSelect 0.4", "didUnhighlight 0.4",
        "didSelect 0.4",
      ])
    #expect(collection.indexPathsForSelectedItems == [path(4)])
    let cell = try #require(collection.cellForItem(at: path(4)))
    #expect(cell.isSelected && !cell.isHighlighted)
  }

  @Test(
    "§19.4 the highlight arrives 0.15 s late while delaysContentTouches, at once without",
    arguments: [(true, 0.15), (false, 0.0)] as [(Bool, TimeInterval)])
  func lateHighlight(delays: Bool, highlightAt: TimeInterval) throws {
    let (scene, collection, log) = makeCollection()
    collection.delaysContentTouches = delays
    let cell = try #require(collection.cellForItem(at: path(1)))
    try scene.application.send([sample(1, .began, 160, 50, at: 0)])
    scene.application.advance(to: highlightAt / 2)
    #expect(cell.isHighlighted == !delays)
    scene.application.advance(to: 0.2)
    #expect(cell.isHighlighted)
    #expect(log.entries == ["shouldHighlight 0.1", "didHighlight 0.1"])
    try scene.application.send([sample(1, .ended, 160, 50, at: 0.3)])
    #expect(!cell.isHighlighted && cell.isSelected)
  }

  @Test("§19.4 shouldHighlightItemAt false: no highlight, and the lift selects nothing")
  func refusedHighlight() throws {
    let (scene, collection, log) = makeCollection()
    log.refusesHighlight = [path(2)]
    try scene.tap(at: middle(ofItem: 2))
    #expect(log.entries == ["shouldHighlight 0.2"])
    #expect(collection.indexPathsForSelectedItems == nil)
  }

  @Test("§19.5 shouldSelectItemAt false: the highlight goes and nothing is selected")
  func refusedSelection() throws {
    let (scene, collection, log) = makeCollection()
    log.refusesSelection = [path(2)]
    try scene.tap(at: middle(ofItem: 2))
    #expect(
      log.entries == [
        "shouldHighlight 0.2", "didHighlight 0.2", "shouldSelect 0.2", "didUnhighlight 0.2",
      ])
    #expect(collection.indexPathsForSelectedItems == nil)
  }

  @Test(
    "§19.5 single selection: another item deselects the first; a tap on the selected item does not deselect it"
  )
  func singleSelection() throws {
    let (scene, collection, log) = makeCollection()
    try scene.tap(at: middle(ofItem: 1))
    try scene.tap(at: middle(ofItem: 2))
    try scene.tap(at: middle(ofItem: 2))
    #expect(
      log.selections == ["didSelect 0.1", "didDeselect 0.1", "didSelect 0.2", "didSelect 0.2"])
    #expect(log.entries.filter { $0.hasPrefix("shouldDeselect") } == ["shouldDeselect 0.1"])
    #expect(collection.indexPathsForSelectedItems == [path(2)])
    #expect(collection.cellForItem(at: path(1))?.isSelected == false)
  }

  @Test(
    "§19.5 multiple selection: items add up, a second tap deselects unless shouldDeselectItemAt refuses",
    arguments: [false, true])
  func multipleSelection(refuses: Bool) throws {
    let (scene, collection, log) = makeCollection()
    collection.allowsMultipleSelection = true
    if refuses { log.refusesDeselection = [path(1)] }
    try scene.tap(at: middle(ofItem: 1))
    try scene.tap(at: middle(ofItem: 4))
    try scene.tap(at: middle(ofItem: 1))
    #expect(
      log.selections
        == ["didSelect 0.1", "didSelect 0.4"] + (refuses ? [] : ["didDeselect 0.1"]))
    #expect(
      Set(collection.indexPathsForSelectedItems ?? [])
        == Set(refuses ? [path(1), path(4)] : [path(4)]))
  }

  @Test("§19.5 allowsSelection false stops highlight and selection by touch")
  func selectionNotAllowed() throws {
    let (scene, collection, log) = makeCollection()
    collection.allowsSelection = false
    try scene.tap(at: middle(ofItem: 3))
    #expect(log.entries.isEmpty && collection.indexPathsForSelectedItems == nil)
  }

  @Test("§19.5 selectItem and deselectItem do not tell the delegate")
  func programmaticSelection() {
    let (_, collection, log) = makeCollection()
    collection.selectItem(at: path(60), animated: false, scrollPosition: .top)
    #expect(collection.contentOffset.y == 2200)
    #expect(collection.cellForItem(at: path(60))?.isSelected == true)
    collection.deselectItem(at: path(60), animated: false)
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(log.entries.isEmpty)
  }

  @Test("§19.5 a touch that becomes a scroll loses its highlight and selects nothing")
  func scrollCancels() throws {
    let (scene, collection, log) = makeCollection()
    var script = TouchScript()
    script.drag(along: [middle(ofItem: 10), middle(ofItem: 1)], duration: 0.2, hold: 0.3)
    try scene.application.play(script)
    #expect(log.entries == ["shouldHighlight 0.10", "didHighlight 0.10", "didUnhighlight 0.10"])
    #expect(collection.indexPathsForSelectedItems == nil && collection.contentOffset.y > 0)
  }

  @Test("§19.5 a button in a cell's content view wins its tap; the item is not selected")
  func controlWins() throws {
    let (scene, collection, log) = makeCollection()
    let cell = try #require(collection.cellForItem(at: path(3)))
    let button = Button(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    cell.contentView.addSubview(button)
    try scene.tap(at: CGPoint(x: 50, y: 140))
    #expect(taps == 1)
    #expect(log.entries.isEmpty && collection.indexPathsForSelectedItems == nil)
  }

  @Test(
    "§19.5 a tap recognizer on the collection: cancelsTouchesInView true keeps items from selecting, false lets them",
    arguments: [true, false])
  func tapRecognizer(cancels: Bool) throws {
    let (scene, _, log) = makeCollection()
    var recognized = 0
    let tap = TapGestureRecognizer(target: nil, action: nil)
    tap.addHandler { _ in recognized += 1 }
    tap.cancelsTouchesInView = cancels
    scene.window.subviews.first?.addGestureRecognizer(tap)
    try scene.tap(at: middle(ofItem: 5))
    #expect(recognized == 1)
    #expect(log.selections == (cancels ? [] : ["didSelect 0.5"]))
    let highlights = log.entries.filter { $0.hasPrefix("didHighlight") }.count
    let unhighlights = log.entries.filter { $0.hasPrefix("didUnhighlight") }.count
    #expect(highlights == unhighlights)
  }

  @Test(
    "Property §19.4 §19.5: every highlight is unhighlighted, and an item selected by a touch is the item under its touch-down"
  )
  func highlightAndSelectionInvariants() async {
    await propertyCheck(
      count: 80, input: zip(Gen.double(in: 0...319), Gen.double(in: 0...479)),
      Gen.double(in: 0...0.4), zip(Gen.double(in: -40...40), Gen.double(in: -40...40)),
      Gen.double(in: 0...3000)
    ) { down, hold, move, offset in
      let (scene, collection, log) = makeCollection()
      collection.contentOffset = CGPoint(x: 0, y: offset)
      let point = CGPoint(x: down.0, y: down.1)
      let itemAtDown = collection.indexPathForItem(at: CGPoint(x: point.x, y: point.y + offset))
      var script = TouchScript()
      script.drag(
        along: [point, CGPoint(x: point.x + move.0, y: point.y + move.1)], duration: 0.1,
        hold: hold)
      try? scene.application.play(script)
      scene.application.advance(by: 5)
      let highlights = log.entries.filter { $0.hasPrefix("didHighlight") }.count
      let unhighlights = log.entries.filter { $0.hasPrefix("didUnhighlight") }.count
      #expect(highlights == unhighlights && highlights <= 1)
      #expect(collection.visibleCells.allSatisfy { !$0.isHighlighted })
      for selected in collection.indexPathsForSelectedItems ?? [] {
        #expect(selected == itemAtDown)
      }
    }
  }
}
