import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: tap recognizers on an image view and a label, a swipeable row's pan delegate")
struct DelegatePortTests {
  private func photoStage() -> (Stage, PhotoCardView) {
    let stage = Stage()
    let card = PhotoCardView(frame: CGRect(x: 0, y: 0, width: 400, height: 340))
    stage.window.addSubview(card)
    return (stage, card)
  }

  @Test("§9.1 a single tap on the photo likes it once the double tap has failed, 0.35 s later")
  func singleTapWaitsForDoubleTap() throws {
    let (stage, card) = photoStage()
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 150)) }
    #expect(card.likes == 0, "held by require(toFail:)")
    stage.application.advance(by: 0.4)
    #expect(card.likes == 1 && !card.isZoomed)
  }

  @Test("§8.6 a double tap zooms the photo and the single tap never fires")
  func doubleTapZooms() throws {
    let (stage, card) = photoStage()
    try stage.play {
      $0.doubleTap(at: CGPoint(x: 200, y: 150))
      $0.wait(1)
    }
    #expect(card.isZoomed && card.likes == 0)
  }

  @Test("§2.1 the caption label takes its tap once interaction is on")
  func captionTap() throws {
    let (stage, card) = photoStage()
    try stage.play { $0.tap(at: CGPoint(x: 200, y: 320)) }
    #expect(card.isCaptionExpanded)
  }

  @Test("§2.1 UIImageView and UILabel ignore touches by default: their recognizers never fire")
  func imageViewsAndLabelsIgnoreTouches() throws {
    let stage = Stage()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let image = UIImageView(image: UIImage(named: "avatar"))
    image.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
    #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
    var taps = 0
    for view in [label, image] as [UIView] {
      stage.window.addSubview(view)
      view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
    }
    try stage.play {
      $0.tap(at: CGPoint(x: 50, y: 20))
      $0.wait(1)
      $0.tap(at: CGPoint(x: 50, y: 150))
      $0.wait(1)
    }
    #expect(taps == 0)
    #expect(stage.window.hitTest(CGPoint(x: 50, y: 20), with: nil) === stage.window)
  }

  private func cellStage(withBackGesture: Bool = false) -> (
    Stage, SwipeableCell, UIScreenEdgePanGestureRecognizer
  ) {
    let stage = Stage()
    let cell = SwipeableCell(frame: CGRect(x: 0, y: 100, width: 400, height: 64))
    stage.window.addSubview(cell)
    let back = UIScreenEdgePanGestureRecognizer()
    back.edges = .left
    stage.window.addGestureRecognizer(back)
    if withBackGesture { cell.backGesture = back }
    return (stage, cell, back)
  }

  @Test("§8.2 the delegate's gestureRecognizerShouldBegin: a horizontal drag reveals the action")
  func horizontalSwipeReveals() throws {
    let (stage, cell, _) = cellStage()
    try stage.play {
      $0.drag(along: [CGPoint(x: 300, y: 130), CGPoint(x: 180, y: 130)], duration: 0.3)
    }
    #expect(cell.swipeStates.first == .began && cell.revealedWidth == cell.actionWidth)
  }

  @Test("§8.2 a vertical drag is refused by the delegate: nothing is revealed")
  func verticalDragRefused() throws {
    let (stage, cell, _) = cellStage()
    try stage.play {
      $0.drag(along: [CGPoint(x: 200, y: 110), CGPoint(x: 205, y: 160)], duration: 0.3)
    }
    #expect(cell.swipeStates.isEmpty && cell.revealedWidth == 0)
  }

  @Test("§8.3 shouldReceive keeps the pan off the row's button: a drag on it stays a button tap")
  func buttonTouchesNeverReachThePan() throws {
    let (stage, cell, _) = cellStage()
    try stage.play {
      $0.drag(along: [CGPoint(x: 360, y: 130), CGPoint(x: 330, y: 130)], duration: 0.2)
    }
    #expect(cell.swipeStates.isEmpty)
    #expect(cell.isFavorite)
  }

  @Test("§8.5 shouldRecognizeSimultaneouslyWith: the long press and the swipe run together")
  func peekAndSwipeTogether() throws {
    let (stage, cell, _) = cellStage()
    var peekingWhenSwipeBegan = false
    cell.swipePan.addHandler { pan in
      if pan.state == .began { peekingWhenSwipeBegan = cell.isPeeking }
    }
    try stage.touch(1, .began, at: CGPoint(x: 300, y: 130), time: 0)
    stage.application.advance(to: 0.6)
    #expect(cell.isPeeking)
    for step in 1...10 {
      let x = 300 - CGFloat(step) * 12
      try stage.touch(1, .moved, at: CGPoint(x: x, y: 130), time: 0.6 + Double(step) * 0.02)
    }
    try stage.touch(1, .ended, at: CGPoint(x: 180, y: 130), time: 0.9)
    #expect(peekingWhenSwipeBegan)
    #expect(cell.revealedWidth == cell.actionWidth && !cell.isPeeking)
  }

  @Test("§8.6 shouldRequireFailureOf: the back gesture wins an edge drag over the row's swipe")
  func backGestureWinsWithRequirement() throws {
    let (stage, cell, back) = cellStage(withBackGesture: true)
    var backStates: [UIGestureRecognizer.State] = []
    back.addHandler { backStates.append($0.state) }
    try stage.play {
      $0.drag(along: [CGPoint(x: 5, y: 130), CGPoint(x: 150, y: 130)], duration: 0.3)
    }
    #expect(backStates.first == .began && backStates.last == .ended)
    #expect(cell.swipeStates.isEmpty)
  }

  @Test("§8.5 without the requirement the deeper swipe takes the same edge drag")
  func swipeWinsWithoutRequirement() throws {
    let (stage, cell, back) = cellStage(withBackGesture: false)
    var backStates: [UIGestureRecognizer.State] = []
    back.addHandler { backStates.append($0.state) }
    try stage.play {
      $0.drag(along: [CGPoint(x: 5, y: 130), CGPoint(x: 150, y: 130)], duration: 0.3)
    }
    #expect(backStates.isEmpty)
    #expect(cell.swipeStates.first == .began)
  }
}
