import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("What happened: deliveries, recognizers' outcomes, items of a collection")
struct AssertionTests {
  let screen = SimulatedScreen()
  var application: Application { screen.application }
  var window: Window { screen.window }
  var simulator: InputSimulator { screen.simulator }

  @Test("deliveries name each phase a view got; expectDelivered fails with what it got instead")
  func deliveries() throws {
    let pad = TouchPad(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    pad.accessibilityIdentifier = "Pad"
    window.addSubview(pad)
    try simulator.drag("Pad", by: CGVector(dx: 30, dy: 0), duration: 0.1, hold: 0)
    #expect(simulator.deliveries(to: pad).first == .touchesBegan)
    #expect(simulator.deliveries(to: pad).last == .touchesEnded)
    try simulator.expectDelivered(.touchesMoved, to: pad)
    let error = #expect(throws: SimulationError.self) {
      try simulator.expectDelivered(.touchesCancelled, to: pad)
    }
    #expect(
      error?.summary.hasPrefix("Pad never got touchesCancelled; it got: touchesBegan") == true)
    #expect(error?.trace.isEmpty == false, "the failure shows the trace's last lines")
  }

  @Test("a recognizer that failed says why; expectRecognized fails with its states and reason")
  func failure() throws {
    let card = View(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    card.accessibilityIdentifier = "Card"
    window.addSubview(card)
    let tap = TapGestureRecognizer()
    card.addGestureRecognizer(tap)
    try simulator.drag("Card", by: CGVector(dx: 150, dy: 0))
    #expect(simulator.states(of: tap) == [.failed])
    let reason = try #require(simulator.failureReason(of: tap))
    #expect(reason.contains("moved"), "\(reason)")
    let error = #expect(throws: SimulationError.self) { try simulator.expectRecognized(tap) }
    #expect(error?.summary.contains("did not recognize; its states: failed") == true)
  }

  @Test("a collection view's item is scrolled into view and tapped")
  func collectionItem() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    let source = GridSource()
    grid.dataSource = source
    grid.delegate = source
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    window.addSubview(grid)
    try simulator.tap(.item(IndexPath(item: 40, section: 0), in: grid))
    #expect(source.selected == [IndexPath(item: 40, section: 0)])
    #expect(grid.contentOffset.y > 0, "the item was scrolled into view first")
  }
}

/// A view that takes its touches itself.
final class TouchPad: View {
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

/// Fifty items, and the ones selected.
final class GridSource: CollectionViewDataSource, CollectionViewDelegate {
  var selected: [IndexPath] = []

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    50
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}
