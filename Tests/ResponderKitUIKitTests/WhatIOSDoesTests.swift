import Foundation
import ResponderKit
import ResponderKitUIKit
import Testing

/// Behaviour pinned by what iOS itself did, not by a reading of the documentation: tests that a
/// peer runs against Apple's UIKit on the iOS simulator (flowkey/UIKit-cross-platform, target
/// `iOSTestTarget`, folder `UIKitTests`), and console output that devices printed. Each test names
/// its source; the scenarios are written anew.
@MainActor
@Suite("What iOS does: the engine held to tests that ran on Apple's UIKit and to device logs")
struct WhatIOSDoesTests {
  // MARK: frame under a transform

  /// flowkey/UIKit-cross-platform `UIViewTests+hitTest.swift` (`testHitTestWithSelfTransform`,
  /// `testHitTestWithChildTransform`), run on the iOS simulator: under a 0.5 scale, a frame set to
  /// 100 by 100 leaves bounds of 200 by 200. Core Animation's `frame` setter "changes its position
  /// and bounds properties to match the rectangle you specified".
  @Test(
    "§2.3 frame set under a scale transform reads back as set; bounds take the unscaled size",
    arguments: [
      (CGFloat(2), CGRect(x: 10, y: 10, width: 60, height: 40), CGSize(width: 30, height: 20)),
      (CGFloat(0.5), CGRect(x: 0, y: 0, width: 100, height: 100), CGSize(width: 200, height: 200)),
      (CGFloat(-1), CGRect(x: 5, y: 5, width: 20, height: 10), CGSize(width: 20, height: 10)),
    ])
  func frameUnderScale(scale: CGFloat, frame: CGRect, bounds: CGSize) {
    let view = UIView()
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    view.frame = frame
    #expect(view.frame == frame)
    #expect(view.bounds.size == bounds)
    #expect(view.center == CGPoint(x: frame.midX, y: frame.midY))
  }

  @Test("§2.3 a quarter turn swaps the frame's sides into the bounds; the frame reads back")
  func frameUnderQuarterTurn() {
    let view = UIView()
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 100)
    #expect(abs(view.bounds.width - 100) < 1e-9 && abs(view.bounds.height - 40) < 1e-9)
    #expect(abs(view.frame.width - 40) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
  }

  /// An iOS device's log in a 2011 question (mirrored at tutoriales.edu.lat, question
  /// 24F5CF630492A6BC1A797F67786B9F6B): a 100 by 100 view at (20, 20) turned by 0.1 rad reads
  /// frame (15.258121, 15.258121, 109.483757, 109.483757); given the frame (20, 20, 100, 100)
  /// back, it reads (11.063205, 20.0, 117.873589, 100.0).
  @Test("§2.3 frame under a rotation: the numbers an iOS device printed")
  func frameUnderRotation() {
    let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    view.transform = CGAffineTransform(rotationAngle: 0.1)
    func close(_ rect: CGRect, _ expected: CGRect) -> Bool {
      abs(rect.minX - expected.minX) < 1e-5 && abs(rect.minY - expected.minY) < 1e-5
        && abs(rect.width - expected.width) < 1e-5 && abs(rect.height - expected.height) < 1e-5
    }
    #expect(
      close(view.frame, CGRect(x: 15.258121, y: 15.258121, width: 109.483757, height: 109.483757)))
    view.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
    #expect(close(view.frame, CGRect(x: 11.063205, y: 20, width: 117.873589, height: 100)))
  }

  @Test("§2.3 a transform that cannot be inverted keeps the bounds' size; the centre moves")
  func frameUnderSingularTransform() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.transform = CGAffineTransform(scaleX: 0, y: 1)
    view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
    #expect(view.bounds.size == CGSize(width: 50, height: 50))
    #expect(view.center == CGPoint(x: 105, y: 105))
  }

  /// The same file's `testHitTestWithSelfTransform`: a root scaled by 0.5 with a frame of 100 by
  /// 100 has 200-point bounds, so a point at (199, 199) of its own space is inside it, and a
  /// subview framed at (25, 25, 50, 50) is hit from 25 to 74.
  @Test("§2.1 §2.3 hit-testing follows the bounds a frame set under a transform gives")
  func hitTestingAfterFrameUnderScale() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    root.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    child.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
    #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 74, y: 74), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 199, y: 199), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
  }

  /// `testHitTestWithChildTransform`: a child scaled by 0.5 and framed at (25, 25, 50, 50) covers
  /// exactly that square of its parent.
  @Test("§2.1 §2.3 a child framed under a scale covers its frame, to the point")
  func childFramedUnderScale() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    child.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
    #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 74, y: 74), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
    #expect(
      child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 25, y: 25),
      "conversion follows the same bounds")
  }

  // MARK: the button's title label

  /// flowkey/UIKit-cross-platform `Button/ButtonSetTitleForStateTests.swift` and
  /// `ButtonSetTitleColorForStateTests.swift`, run on the iOS simulator: the title label shows the
  /// title of the current state, falling back to the normal one, after each change and layout.
  @Test("§11 the title label follows setTitle, the state and layout")
  func titleLabelFollowsTitles() throws {
    let button = UIButton(frame: .zero)
    let label = try #require(button.titleLabel)
    button.setTitle("Go", for: .normal)
    button.layoutSubviews()
    #expect(label.text == "Go")
    button.setTitle("Going", for: .normal)
    #expect(label.text == "Going")
    button.setTitle("Chosen", for: .selected)
    button.isSelected = true
    #expect(label.text == "Chosen")
    button.isSelected = false
    button.isHighlighted = true
    #expect(label.text == "Going", "no highlighted title: the normal one")
    button.setAttributedTitle(NSAttributedString(string: "Pressed"), for: .highlighted)
    button.layoutSubviews()
    #expect(label.text == "Pressed")
    #expect(button.currentAttributedTitle?.string == "Pressed")
  }

  @Test("§11 the title colour reaches the label only with a title; the state picks it")
  func titleLabelColours() throws {
    let button = UIButton(frame: .zero)
    button.setTitleColor(.blue, for: .normal)
    button.layoutSubviews()
    #expect(button.titleLabel?.textColor != .blue, "no title: the label keeps its colour")
    button.setTitle("Go", for: .normal)
    #expect(button.titleLabel?.textColor == .blue)
    button.setTitleColor(.red, for: .selected)
    button.setTitleShadowColor(.gray, for: .selected)
    button.isSelected = true
    #expect(button.titleLabel?.textColor == .red)
    #expect(button.titleLabel?.shadowColor == .gray)
    #expect(button.currentTitleColor == .red && button.currentTitleShadowColor == .gray)
    button.isSelected = false
    #expect(button.titleLabel?.textColor == .blue, "back to the normal colour")
  }

  // MARK: inserting beside a view that is not a subview

  /// flowkey/UIKit-cross-platform `UIView/UIViewTests+subviews.swift`
  /// (`testInsertSubviewAboveNonExistentSibling`), run on the iOS simulator: inserting below a view
  /// that is not a subview adds the view in front of all, and UIKit does not raise.
  @Test(
    "§2.1 inserting above or below a view that is not a subview adds it in front, and it moves",
    arguments: [true, false])
  func insertBesideAStranger(above: Bool) {
    final class Watcher: UIView {
      var moves = 0
      override func didMoveToSuperview() { moves += 1 }
    }
    let parent = UIView()
    let first = UIView()
    let second = UIView()
    parent.addSubview(first)
    parent.addSubview(second)
    let added = Watcher()
    if above {
      parent.insertSubview(added, aboveSubview: UIView())
    } else {
      parent.insertSubview(added, belowSubview: UIView())
    }
    #expect(parent.subviews == [first, second, added])
    #expect(added.superview === parent && added.moves == 1)
  }

  // MARK: the layer tree

  /// flowkey/UIKit-cross-platform `UIView/UIViewTests+subviews.swift`, run on the iOS simulator:
  /// a view's layer's sublayers are its subviews' layers in order, with standalone layers where
  /// they were added; a view inserted above or below a sibling goes just above or below the
  /// sibling's layer.
  @Test("A view's sublayers are its subviews' layers, with added layers where they were added")
  func layerTree() throws {
    let view = UIView()
    #expect(view.layer.sublayers == nil)
    let one = UIView()
    let two = UIView()
    let three = UIView()
    let loose = CALayer()
    view.addSubview(one)
    #expect(one.layer.superlayer === view.layer)
    view.layer.addSublayer(loose)
    view.addSubview(two)
    #expect(try #require(view.layer.sublayers) == [one.layer, loose, two.layer])
    view.insertSubview(three, belowSubview: two)
    #expect(view.subviews == [one, three, two])
    #expect(try #require(view.layer.sublayers) == [one.layer, loose, three.layer, two.layer])
    three.removeFromSuperview()
    view.insertSubview(three, aboveSubview: one)
    #expect(try #require(view.layer.sublayers) == [one.layer, three.layer, loose, two.layer])
    view.sendSubviewToBack(two)
    #expect(try #require(view.layer.sublayers) == [two.layer, one.layer, three.layer, loose])
    loose.removeFromSuperlayer()
    #expect(loose.superlayer == nil)
    #expect(try #require(view.layer.sublayers) == [two.layer, one.layer, three.layer])
    one.removeFromSuperview()
    #expect(one.layer.superlayer == nil)
    #expect(try #require(view.layer.sublayers) == [two.layer, three.layer])
  }

  @Test("Standalone layers form their own tree: insert at, above, below, replace")
  func standaloneLayers() throws {
    let root = CALayer()
    let a = CALayer()
    let b = CALayer()
    let c = CALayer()
    root.addSublayer(a)
    root.insertSublayer(b, at: 0)
    root.insertSublayer(c, above: b)
    #expect(try #require(root.sublayers) == [b, c, a])
    let d = CALayer()
    root.replaceSublayer(c, with: d)
    #expect(try #require(root.sublayers) == [b, d, a])
    #expect(c.superlayer == nil && d.superlayer === root)
    let other = CALayer()
    other.addSublayer(a)
    #expect(try #require(root.sublayers) == [b, d], "a layer has one superlayer")
    #expect(a.superlayer === other)
  }

  @Test("A view's layer added to a view's layer makes the view a subview")
  func viewLayerAsSublayer() {
    let parent = UIView()
    let child = UIView()
    parent.layer.addSublayer(child.layer)
    #expect(child.superview === parent)
    #expect(parent.layer.sublayers?.first === child.layer)
  }

  // MARK: windows

  /// `UIApplication.shared.windows.last` is the frontmost window in UIKit code everywhere (the
  /// keyboard's and alerts' windows, at higher levels, come last); Apple's documentation of
  /// `windowLevel` orders windows by level.
  @Test("§2.4 UIApplication.windows is back to front: by level, then as ordered front")
  func windowsByLevel() {
    let application = UIApplication()
    let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    alert.windowLevel = .alert
    let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let status = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    status.windowLevel = .statusBar
    application.attach(alert)
    application.attach(main)
    application.attach(status)
    #expect(application.windows == [main, status, alert])
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    application.attach(second)
    second.makeKeyAndVisible()
    #expect(application.windows == [main, second, status, alert])
    main.makeKeyAndVisible()
    #expect(application.windows == [second, main, status, alert])
  }

  // MARK: a new finger's touch

  @Test("A touch reused for a new finger starts with a fresh touch's force and radius")
  func pooledTouchIsFresh() throws {
    final class Reader: UIView {
      var readings: [(CGFloat, CGFloat)] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { readings.append((touch.force, touch.majorRadius)) }
      }
    }
    let stage = Stage()
    let reader = Reader(frame: stage.window.bounds)
    stage.window.addSubview(reader)
    let point = CGPoint(x: 50, y: 50)
    var down = TouchSample(touchID: 1, phase: .began, location: point, timestamp: stage.now)
    down.force = 3
    down.majorRadius = 40
    try stage.application.send(down)
    try stage.touch(1, .ended, at: point, time: stage.now + 0.05)
    try stage.touch(2, .began, at: point, time: stage.now + 1)
    #expect(reader.readings.count == 2)
    #expect(reader.readings[0] == (3, 40))
    #expect(reader.readings[1] == (0, 20), "the second finger reported neither")
  }
}
