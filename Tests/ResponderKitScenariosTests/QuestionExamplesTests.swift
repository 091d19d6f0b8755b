import Foundation
import ResponderKitScenarios
import Testing

/// One file of `Examples/questions/`: the cause its question's accepted answer gives, as `explain`
/// and `lint` must name it.
struct QuestionCase: Sendable, CustomTestStringConvertible {
  let file: String
  /// Lines `explain` must contain, each naming the cause or its fix.
  let explains: [String]
  /// A line `lint` must contain, where the trap is one lint can see before any touch.
  let lints: String?

  var testDescription: String { file }
}

@MainActor
@Suite("Examples/questions: each real question's cause, named by explain and lint")
struct QuestionExamplesTests {
  nonisolated static let cases: [QuestionCase] = [
    QuestionCase(
      file: "Q01-tap-recognizer-stops-row-selection.yaml",
      explains: [
        "then: dismissKeyboard on Form recognized at 0.05 s and, with cancelsTouchesInView (true by default), took the touch",
        "fix: if the views need the touch, set dismissKeyboard.cancelsTouchesInView = false",
      ],
      lints: "a tap on a row of Settings: no row is ever selected"),
    QuestionCase(
      file: "Q02-touchesbegan-not-called-in-scroll-view.yaml",
      explains: [
        "then: touchesBegan withheld by Pages.delaysContentTouches and never delivered",
        "then: touchesBegan withheld 0.15 s by Pages.delaysContentTouches",
        "fix: set Pages.delaysContentTouches = false",
      ],
      lints: nil),
    QuestionCase(
      file: "Q03-button-in-image-view.yaml",
      explains: ["Like: misses it: user interaction disabled on ancestor Photo"],
      lints:
        "Like: it can never be touched: user interaction disabled on Photo (UIImageView's default)"),
    QuestionCase(
      file: "Q04-button-highlight-late-in-scroll-view.yaml",
      explains: [
        "then: touchesBegan withheld 0.15 s by Feed.delaysContentTouches",
        "outcome: Buy got touchesBegan (0.15 s late), touchesEnded",
      ],
      lints: nil),
    QuestionCase(
      file: "Q05-drag-on-button-wont-scroll.yaml",
      explains: [
        "Shelf.touchesShouldCancel(in: Card2) said no (it does for controls), so the drag did not scroll",
        "fix: override touchesShouldCancel(in:) of Shelf to return true for controls",
      ],
      lints: "drags that start on its controls (Card1, Card2: 90 % of it) never scroll"),
    QuestionCase(
      file: "Q06-drawer-pan-over-paging-scroll-view.yaml",
      explains: [
        "then: Pages.panGestureRecognizer on Pages recognized and excluded drawerPan on Root",
        "Pages.panGestureRecognizer.require(toFail: drawerPan)",
      ],
      lints: "drawerPan on Root: a horizontal drag on Pages goes to Pages.panGestureRecognizer"),
    QuestionCase(
      file: "Q07-single-tap-fires-on-double-tap.yaml",
      explains: [
        "then: singleTap on Photo fired on this tap, though it was the first tap of doubleTap on Photo's double tap (touch 2)",
        "fix: singleTap.require(toFail: doubleTap)",
      ],
      lints: "add requireToFail: [doubleTap] to singleTap"),
    QuestionCase(
      file: "Q08-button-outside-superview.yaml",
      explains: ["Fab: misses it: outside its ancestor Toolbar by 15 pt"],
      lints: "Fab: 50 % of it lies outside Toolbar"),
    QuestionCase(
      file: "Q09-overlay-blocks-buttons.yaml",
      explains: ["Play: misses it: shadowed by Overlay, in front"],
      lints: "Play: it is fully covered by Overlay, in front"),
    QuestionCase(
      file: "Q10-transparent-label-loses-taps.yaml",
      explains: ["Score: misses it: alpha 0.0 < 0.01"],
      lints: "toggleScore on Score: it can never receive a touch: alpha 0.0 < 0.01."),
    QuestionCase(
      file: "Q11-touchesended-never-called.yaml",
      explains: [
        "then: knobPan on Knob recognized at 0.033 s and, with cancelsTouchesInView (true by default), took the touch: the views got touchesCancelled instead of touchesEnded",
        "outcome: Knob got touchesBegan, touchesMoved, touchesCancelled",
      ],
      lints: nil),
    QuestionCase(
      file: "Q12-tap-on-image-inside-label.yaml",
      explains: ["Disclosure: misses it: user interaction disabled on ancestor Title"],
      lints: "user interaction disabled on Title (UILabel's default)"),
    QuestionCase(
      file: "Q13-button-beats-container-tap.yaml",
      explains: [
        "then: containerTap on Container failed: Send.gestureRecognizerShouldBegin said no; a control keeps its touches from an ancestor's tap",
        "fix: use Send's own action, or put the recognizer on Send",
      ],
      lints: nil),
    // Choices: Pointer and scrolls; Gesture recognizers §9.3.
    QuestionCase(
      file: "Q14-trackpad-wont-scroll-carousel.yaml",
      explains: [
        "trackpad scroll at (300, 200) [0 s]",
        "nothing took it: no pan under the pointer allows trackpad scrolls: carouselPan on Carousel has allowedScrollTypesMask [] (a pan's default)",
        "mouse wheel scroll at (300, 200) [0.7 s]",
        "fix: set carouselPan.allowedScrollTypesMask = .all (followsScrolls: true in a scenario file)",
      ],
      lints: nil),
    // Choices: Hardware keys.
    QuestionCase(
      file: "Q15-key-command-without-first-responder.yaml",
      explains: [
        "key command+r [0 s]",
        "no first responder, so no key command is looked up",
        "key commands offered off any chain: Editor (reload)",
        "fix: make Editor first responder (canBecomeFirstResponder true, then becomeFirstResponder()",
      ],
      lints: nil),
    // Choices: Pointer and scrolls.
    QuestionCase(
      file: "Q16-hover-does-nothing.yaml",
      explains: [
        "hover from (50, 50) to (200, 175) [0 s]",
        "nothing took it: no hover recognizer on the views under the pointer (Root, Card)",
        "fix: add a UIHoverGestureRecognizer to Card",
      ],
      lints: nil),
    // Delivery §6.
    QuestionCase(
      file: "Q17-second-button-ignored-exclusive-touch.yaml",
      explains: [
        "then: Jump got no calls for the touch: exclusive-touch view Fire is tracking [Delivery §6]",
        "fix: set Fire.isExclusiveTouch = false to let Jump take a finger while Fire has one",
      ],
      lints: nil),
    // Controls §11.2.
    QuestionCase(
      file: "Q18-button-fires-after-finger-left-it.yaml",
      explains: [
        "then: Submit still counted the lift as inside, 40 pt outside its bounds: within the control's tracking margin (70 pt around them while it tracks), so it sent touchUpInside [Controls §11.2]",
        "fix: nothing, if that is wanted",
      ],
      lints: nil),
    // Hit-testing §2.1, Choices §14.9.
    QuestionCase(
      file: "Q19-tap-misses-animating-view.yaml",
      explains: [
        "Banner: misses it: in an animation without .allowUserInteraction",
        "fix: pass .allowUserInteraction in the animation's options (animation: {options: [allowUserInteraction]} in a scenario file), or wait for the animation to end",
      ],
      lints:
        "info: Banner: it takes no touch for the first 1 s: it is in an animation without .allowUserInteraction"
    ),
    // Gesture recognizers §8.5.
    QuestionCase(
      file: "Q20-nested-pans-wrong-one-wins.yaml",
      explains: [
        "then: cardPan on Card recognized at 0.017 s and excluded sheetPan on Sheet, a pan on a nested view",
        "fix: let each pan begin only along its own axis: a delegate whose gestureRecognizerShouldBegin(_:) answers by direction for cardPan (shouldBegin: {direction: horizontal} in a scenario file), or cardPan.require(toFail: sheetPan)",
      ],
      lints: nil),
    // Controls §11.4.
    QuestionCase(
      file: "Q21-cell-pan-takes-slider-drag.yaml",
      explains: [
        "then: swipeToDelete on Cell recognized at 0.033 s and took the touch from Volume, which was tracking it",
        "fix: answer gestureRecognizer(_:shouldReceive:) false in swipeToDelete's delegate for touches in Volume (shouldReceive: {except: [Volume]} in a scenario file)",
      ],
      lints: nil),
    // Hit-testing §2.1.
    QuestionCase(
      file: "Q22-zposition-on-top-but-not-tappable.yaml",
      explains: [
        "Share: misses it: shadowed by Feed, in front in the subviews' order, though Menu's layer.zPosition (100) draws it above Feed (0): hit-testing follows the subviews, not zPosition",
        "fix: bring Menu in front of Feed in their superview's subviews (bringSubviewToFront(Menu), or add it last)",
      ],
      lints:
        "warning: Menu: it is drawn in front of Feed by its layer.zPosition (100 > 0), but Feed comes later in the subviews"
    ),
    // Delivery §7, Controls §11.4.
    QuestionCase(
      file: "Q23-touch-down-recognizer-kills-buttons.yaml",
      explains: [
        "then: touchDown on Card recognized at 0 s and, with cancelsTouchesInView (true by default), took the touch: the views never saw it",
        "fix: if the views need the touch, set touchDown.cancelsTouchesInView = false",
      ],
      lints:
        "warning: touchDown: it recognizes in touchesBegan and, with cancelsTouchesInView, takes every touch in Card before the views see it: Like never gets a touch"
    ),
    // Scroll views §10, Tables §17.5.
    QuestionCase(
      file: "Q25-row-tap-while-scrolling-does-not-select.yaml",
      explains: [
        "then: the touch stopped Settings, which was still moving, and the scroll view kept it",
        "Settings.row15.contentView got touchesBegan (0.05 s late), touchesEnded; sent Settings selects row 15",
      ],
      lints: nil),
    // Gesture recognizers §8.5, Navigation §18.3.
    QuestionCase(
      file: "Q26-swipe-back-dead-over-carousel.yaml",
      explains: [
        "recognizers: delaysContentTouches on Carousel, Carousel.panGestureRecognizer on Carousel, Nav.interactivePopGestureRecognizer on Nav",
        "then: Carousel.panGestureRecognizer on Carousel recognized and excluded Nav.interactivePopGestureRecognizer on Nav",
        "to let it go first, Carousel.panGestureRecognizer.require(toFail: Nav.interactivePopGestureRecognizer)",
      ],
      lints: nil),
    // Tables §17.2.
    QuestionCase(
      file: "Q27-button-added-to-cell-never-fires.yaml",
      explains: [
        "Feed.row2.like: misses it: shadowed by Feed.row2.contentView, the content view its cell made on top of the views added to the cell itself",
        "fix: add it to Feed.row2.contentView (cell.contentView.addSubview) instead of to the cell",
        "sent Feed selects row 2",
        "sent Feed.row3.share touchDown, Feed.row3.share touchUpInside",
      ],
      lints:
        "warning: Feed.rowN.like: it is added to each cell itself, and the cell's content view, made later when the table first shows the cell, lies on top of it"
    ),
    // Delivery §7, Collections §19.5.
    QuestionCase(
      file: "Q28-double-tap-makes-item-selection-late.yaml",
      explains: [
        "then: touchesEnded 0.35 s late: doubleTap on Photos (delaysTouchesEnded, true by default) held it until it failed or recognized",
        "fix: set doubleTap.delaysTouchesEnded = false for an immediate touchesEnded",
        "Photos.item0.contentView got touchesBegan (0.05 s late), touchesEnded (0.35 s late); sent Photos selects row 0",
        "Photos.item1.contentView got touchesBegan (0.05 s late), touchesCancelled",
      ],
      lints: nil),
    // Scroll views §10, Refreshing and paging §20.2.
    QuestionCase(
      file: "Q29-slider-on-page-turns-the-page.yaml",
      explains: [
        "then: touchesBegan withheld by Settings.scrollView.delaysContentTouches and never delivered: the touch was taken before the delay ended, so the content never saw it",
        "then: Settings.scrollView.panGestureRecognizer on Settings.scrollView began scrolling at 0.017 s and took the touch from the content (canCancelContentTouches)",
      ],
      lints: nil),
    // Auto Layout §21.7, Hit-testing §2.1.
    QuestionCase(
      file: "Q30-button-below-a-footer-never-fires.yaml",
      explains: [
        "Buy: misses it: outside its ancestor Footer by 15 pt, which its constraints leave 343 × 0 pt (a layout outcome)",
        "fix: give Footer a height: a height constraint, both its top and bottom pinned",
        "layout: Footer is 343 × 0 pt: its constraints leave its size undetermined (hasAmbiguousLayout)",
      ],
      lints:
        "error: Buy: 100 % of it lies outside Footer, where touches never reach it: its constraints leave Footer 343 x 0 pt"
    ),
    // Controls §11.4, Text input §16.4.
    QuestionCase(
      file: "Q24-text-field-long-press-starts-reorder.yaml",
      explains: [
        "recognizers: Note.wordDoubleTap on Note, Note.loupeLongPress on Note, Note.caretTap on Note, dragCell on Cell",
        "then: dragCell on Cell recognized at 0.3 s and took the touch from Note, which was tracking it",
        "fix: answer gestureRecognizer(_:shouldReceive:) false in dragCell's delegate for touches in Note (shouldReceive: {except: [Note]} in a scenario file)",
      ],
      lints: nil),
  ]

  @Test("Every question file has a case here, and names the question it is modelled on")
  func coverage() throws {
    let files = ScenarioLoaderTests.questionFiles.map { ($0 as NSString).lastPathComponent }
    #expect(files.count >= 12)
    #expect(Set(files) == Set(Self.cases.map(\.file)))
    for file in files {
      let text = try String(
        contentsOf: ScenarioLoaderTests.examples.appendingPathComponent("questions/\(file)"),
        encoding: .utf8)
      #expect(text.contains("# Modelled on http"), "\(file) names no question")
    }
  }

  @Test(
    "explain names the accepted answer's cause; lint sees the trap where it can", arguments: cases)
  func namesTheCause(_ question: QuestionCase) {
    let path = ScenarioLoaderTests.examples.appendingPathComponent("questions/\(question.file)")
      .path
    let explained = ScenarioPrinter.explain(file: path, at: nil, view: nil)
    #expect(explained.succeeded)
    for line in question.explains {
      #expect(explained.text.contains(line), "explain does not say: \(line)")
    }
    let linted = ScenarioPrinter.lint(file: path)
    if let expected = question.lints {
      #expect(linted.text.contains(expected), "lint does not say: \(expected)\n\(linted.text)")
    } else {
      #expect(linted.worst == nil || linted.worst == .info, "\(linted.text)")
    }
  }
}
