import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// The fixes `explain` names for issue 30's misses fit their causes: applied to the question's
/// file, each makes the touch or the input go where the question wanted; and the rules that decided
/// are named where they apply and only there.
@MainActor
@Suite("Fixes that fit the cause: each named fix, applied, answers the question")
struct FittingFixTests {
  /// The question file's text with `edits` applied, each replacing text that must be there.
  private func edited(_ file: String, _ edits: [(String, String)]) throws -> String {
    let url = ScenarioLoaderTests.examples.appendingPathComponent("questions/\(file)")
    var text = try String(contentsOf: url, encoding: .utf8)
    for (old, new) in edits {
      try #require(text.contains(old), "\(file) has no \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  /// The trace of `yaml` as text, and whether its expectations held.
  private func trace(_ yaml: String, json: Bool = false) throws -> (text: String, held: Bool) {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "edited.yaml")
    var lines: [String] = []
    let held = ScenarioPrinter.trace(
      scenario, file: "edited.yaml", json: json, reasons: false, write: { lines.append($0) })
    return (lines.joined(separator: "\n"), held)
  }

  /// The explanation of `yaml`.
  private func explain(_ yaml: String) throws -> String {
    let scenario = try ScenarioLoader.load(yaml: yaml, file: "edited.yaml")
    return ScenarioPrinter.explain(scenario, file: "edited.yaml", at: nil, view: nil).text
  }

  @Test(
    "Choices, Pointer and scrolls, §9.3: allowedScrollTypesMask = .all lets the carousel's pan follow both scrolls"
  )
  func scrollTypes() throws {
    let fixed = try edited(
      "Q14-trackpad-wont-scroll-carousel.yaml",
      [
        ("{type: pan, name: carouselPan}", "{type: pan, name: carouselPan, followsScrolls: true}"),
        ("recognized: false", "recognized: true"),
      ])
    #expect(try trace(fixed).held)
    let explained = try explain(fixed)
    #expect(explained.contains("carouselPan on Carousel follows it"))
    #expect(!explained.contains("nothing took it"))
  }

  @Test("Choices, Pointer and scrolls: trace ends with why nothing took a scroll, in text and JSON")
  func traceSaysWhyNothingTookTheScroll() throws {
    let original = try edited("Q14-trackpad-wont-scroll-carousel.yaml", [])
    let text = try trace(original).text
    #expect(
      text.contains(
        "nothing took it: no pan under the pointer allows mouse wheel scrolls: carouselPan on Carousel has allowedScrollTypesMask []"
      ))
    let json = try trace(original, json: true).text
    let outcomes = json.split(separator: "\n").filter { $0.contains(#""event":"inputOutcome""#) }
    #expect(outcomes.count == 2)
  }

  @Test("Choices, Hardware keys: with Editor first responder its key command is performed")
  func firstResponder() throws {
    let fixed = try edited(
      "Q15-key-command-without-first-responder.yaml",
      [
        ("    performs: [reload]", "    performs: [reload]\n    becomesFirstResponder: true"),
        ("{action: reload, sent: false}", "{action: reload, performedBy: Editor}"),
      ])
    #expect(try trace(fixed).held)
    let explained = try explain(fixed)
    #expect(explained.contains("key command 'reload' performed by Editor"))
    #expect(!explained.contains("no first responder"))
  }

  @Test(
    "Choices, Pointer and scrolls: a hover recognizer on Card begins, and nothing is said missing")
  func hoverRecognizer() throws {
    let fixed = try edited(
      "Q16-hover-does-nothing.yaml",
      [
        (
          "{id: Card, frame: [100, 100, 200, 150]}",
          "{id: Card, frame: [100, 100, 200, 150], gestures: [{type: hover, name: cardHover}]}"
        )
      ])
    let explained = try explain(fixed)
    #expect(explained.contains("cardHover on Card began: the pointer entered"))
    #expect(!explained.contains("no hover recognizer"))
  }

  @Test("Delivery §6: without isExclusiveTouch on Fire, Jump takes the second finger")
  func exclusiveTouch() throws {
    let fixed = try edited(
      "Q17-second-button-ignored-exclusive-touch.yaml",
      [
        (", isExclusiveTouch: true", ""),
        (
          "{control: Jump, events: []}",
          "{control: Jump, events: [touchDown, touchUpInside, primaryActionTriggered]}"
        ),
      ])
    #expect(try trace(fixed).held)
    #expect(!(try explain(fixed)).contains("isExclusiveTouch"))
  }

  @Test("Controls §11.2: the margin is named only for a lift outside the bounds")
  func trackingMarginOnlyOutside() throws {
    let inside = try edited(
      "Q18-button-fires-after-finger-left-it.yaml", [("at: [187, 390]", "at: [187, 340]")])
    #expect(try trace(inside).held)
    #expect(!(try explain(inside)).contains("tracking margin"))
    let beyond = try edited(
      "Q18-button-fires-after-finger-left-it.yaml",
      [
        ("at: [187, 390]", "at: [187, 430]"),
        (
          "touchDragInside, touchUpInside, primaryActionTriggered",
          "touchDragExit, touchDragOutside, touchUpOutside"
        ),
      ])
    #expect(try trace(beyond).held)
    #expect(!(try explain(beyond)).contains("tracking margin"))
  }

  @Test(
    "Choices §14.9: with .allowUserInteraction the first tap lands; lint never proposes moving an animated view"
  )
  func animation() throws {
    let fixed = try edited(
      "Q19-tap-misses-animating-view.yaml",
      [
        ("duration: 1}", "duration: 1, options: [allowUserInteraction]}"),
        ("{touch: 1, hit: Root}", "{touch: 1, hit: Banner}"),
      ])
    #expect(try trace(fixed).held)
    #expect(!(try explain(fixed)).contains("fix: pass .allowUserInteraction"))
    let path = ScenarioLoaderTests.examples.appendingPathComponent(
      "questions/Q19-tap-misses-animating-view.yaml"
    ).path
    let linted = ScenarioPrinter.lint(file: path)
    #expect(linted.worst == .info)
    #expect(!linted.text.contains("never be touched"))
    #expect(!linted.text.contains("attach it"))
  }

  @Test(
    "Gesture recognizers §8.5: cardPan beginning only horizontally lets the sheet take a vertical drag"
  )
  func nestedPansByDirection() throws {
    let fixed = try edited(
      "Q20-nested-pans-wrong-one-wins.yaml",
      [
        (
          "{type: pan, name: cardPan}",
          "{type: pan, name: cardPan, shouldBegin: {direction: horizontal}}"
        ),
        ("{gesture: cardPan, recognized: true}", "{gesture: cardPan, recognized: false}"),
        ("{gesture: sheetPan, recognized: false}", "{gesture: sheetPan, recognized: true}"),
      ])
    #expect(try trace(fixed).held)
  }

  @Test(
    "Gesture recognizers §8.5: a pan excluding a pan of the same view keeps cancelsTouchesInView's fix"
  )
  func unrelatedPansKeepTheirFix() throws {
    let yaml = """
      views:
        - id: Root
          frame: [0, 0, 375, 667]
          gestures:
            - {type: pan, name: rootPan}
            - {type: pan, name: otherPan}
      touches:
        - drag: {path: [[100, 300], [100, 100]], duration: 0.25}
      """
    let explained = try explain(yaml)
    #expect(explained.contains("set rootPan.cancelsTouchesInView = false"))
    #expect(!explained.contains("a pan on a nested view"))
  }

  @Test(
    "Delivery §7: the touch-down recognizer with cancelsTouchesInView = false leaves Like its tap"
  )
  func customTouchDown() throws {
    let fixed = try edited(
      "Q23-touch-down-recognizer-kills-buttons.yaml",
      [
        (
          "touchesBegan: recognized",
          "touchesBegan: recognized\n        cancelsTouchesInView: false"
        ),
        (
          "{control: Like, events: []}",
          "{control: Like, events: [touchDown, touchUpInside, primaryActionTriggered]}"
        ),
      ])
    #expect(try trace(fixed).held)
    #expect(!(try explain(fixed)).contains("cancelsTouchesInView = false"))
    let scenario = try ScenarioLoader.load(yaml: fixed, file: "edited.yaml")
    #expect(!ScenarioLinter.lint(scenario).contains { $0.subject == "touchDown" })
  }

  @Test("Text input §16.4: dragCell refusing touches in Note lets the field's loupe begin editing")
  func textFieldLoupe() throws {
    let fixed = try edited(
      "Q24-text-field-long-press-starts-reorder.yaml",
      [
        (
          "minimumPressDuration: 0.3}",
          "minimumPressDuration: 0.3, shouldReceive: {except: [Note]}}"
        ),
        ("{gesture: dragCell, recognized: true}", "{gesture: dragCell, recognized: false}"),
      ])
    #expect(try trace(fixed).held)
    let text = try trace(fixed).text
    #expect(text.contains("Note editingDidBegin"))
    #expect(text.contains("recognized Note.loupeLongPress on Note"))
  }

  @Test(
    "Navigation §18.3: the carousel's pan waiting for the swipe back lets the edge swipe pop, and a later tap lands on the list"
  )
  func swipeBack() throws {
    let fixed = try edited(
      "Q26-swipe-back-dead-over-carousel.yaml",
      [
        (
          "isPagingEnabled: true",
          "isPagingEnabled: true\n            panRequiresToFail: [Nav.interactivePopGestureRecognizer]"
        ),
        (
          "{gesture: Nav.interactivePopGestureRecognizer, recognized: false}",
          "{gesture: Nav.interactivePopGestureRecognizer, recognized: true}\n  - {touch: 2, hit: ListScreen}"
        ),
        ("duration: 0.3}", "duration: 0.3}\n  - wait: 1\n  - tap: [180, 300]"),
      ])
    #expect(try trace(fixed).held)
    let swipeInMiddle = fixed.replacingOccurrences(
      of: "[[5, 250], [300, 250]]", with: "[[300, 250], [100, 250]]"
    )
    .replacingOccurrences(
      of: "recognized: true}\n  - {touch: 2, hit: ListScreen}",
      with: "recognized: false}\n  - {touch: 2, hit: Carousel}")
    #expect(try trace(swipeInMiddle).held)
  }

  @Test(
    "Tables §17.2: the like button added to the content view instead of the cell gets its tap, and the row does not select"
  )
  func buttonInContentView() throws {
    let fixed = try edited(
      "Q27-button-added-to-cell-never-fires.yaml",
      [
        ("    cellSubviews:\n      - {id: like", "    contentSubviews:\n      - {id: like"),
        ("    contentSubviews:\n      - {id: share", "      - {id: share"),
        ("{touch: 1, hit: Feed.row2.contentView}", "{touch: 1, hit: Feed.row2.like}"),
        ("{list: Feed, selected: [2]}", "{list: Feed, selected: []}"),
      ])
    let result = try trace(fixed)
    #expect(result.held)
    #expect(result.text.contains("Feed.row2.like touchUpInside"))
    let scenario = try ScenarioLoader.load(yaml: fixed, file: "edited.yaml")
    #expect(!ScenarioLinter.lint(scenario).contains { $0.subject == "Feed.rowN.like" })
  }

  @Test(
    "Delivery §7, Collections §19.5: delaysTouchesEnded false selects at the lift, and the first tap of a double tap selects too"
  )
  func doubleTapDelaysSelection() throws {
    let fixed = try edited(
      "Q28-double-tap-makes-item-selection-late.yaml",
      [
        ("numberOfTapsRequired: 2}", "numberOfTapsRequired: 2, delaysTouchesEnded: false}"),
        ("{list: Photos, selected: [0]}", "{list: Photos, selected: [0, 1]}"),
      ])
    let result = try trace(fixed)
    #expect(result.held)
    #expect(
      result.text.contains(
        "touch 1: Photos.item0.contentView got touchesBegan (0.05 s late), touchesEnded; sent Photos selects row 0"
      ))
    let held = try edited(
      "Q28-double-tap-makes-item-selection-late.yaml",
      [("numberOfTapsRequired: 2}", "numberOfTapsRequired: 2, delaysTouchesBegan: true}")])
    let late = try trace(held)
    #expect(late.held)
    #expect(late.text.contains("touch 1: Photos.item0.contentView got touchesBegan (0.4 s late)"))
    #expect(late.text.contains("touch 2: no view got a call"))
  }

  @Test(
    "Scroll views §10, Refreshing and paging §20.2: the pages' scroll view delivering touch-downs at once lets the slider keep its drag, and the page stays"
  )
  func sliderOnPage() throws {
    let fixed = try edited(
      "Q29-slider-on-page-turns-the-page.yaml",
      [
        (
          "    frame: [0, 0, 320, 480]\n",
          "    frame: [0, 0, 320, 480]\n    delaysContentTouches: false\n"
        ),
        ("recognized: true, touch: 1}", "recognized: false, touch: 1}"),
        ("{touch: 2, hit: Done}", "{touch: 2, hit: Volume}"),
      ])
    let result = try trace(fixed)
    #expect(result.held)
    #expect(result.text.contains("Level sends valueChanged"))
  }

  @Test("Controls §11.4: shouldReceive saying no for the slider lets it take the drag")
  func shouldReceive() throws {
    let fixed = try edited(
      "Q21-cell-pan-takes-slider-drag.yaml",
      [
        (
          "{type: pan, name: swipeToDelete}",
          "{type: pan, name: swipeToDelete, shouldReceive: {except: [Volume]}}"
        ),
        ("recognized: true", "recognized: false"),
      ])
    let traced = try trace(fixed)
    #expect(traced.held)
    #expect(traced.text.contains("Volume touchUpInside"))
  }

  @Test(
    "Auto Layout §21.7: the Buy button pinned to the footer's bottom too gives the footer its height, and the tap fires it"
  )
  func footerTakesTheButtonsHeight() throws {
    let fixed = try edited(
      "Q30-button-below-a-footer-never-fires.yaml",
      [
        (
          "constraints: [leading = superview.leading + 16, top = superview.top]",
          "constraints: [leading = superview.leading + 16, top = superview.top, bottom = superview.bottom]"
        ),
        // The footer is now the button's 30 pt tall, ending 60 pt above the card's bottom: y 310 to
        // 340 in the window.
        ("tap: [50, 355]", "tap: [50, 325]"),
        ("{touch: 1, hit: Card}", "{touch: 1, hit: Buy}"),
      ])
    let result = try trace(fixed)
    #expect(result.held)
    #expect(result.text.contains("Buy touchUpInside"))
    #expect(!(try explain(fixed)).contains("layout: Footer"))
  }
}
