import Foundation
import ResponderKit
import ResponderKitDemos
import ResponderKitScenarios
import Testing

/// Scenario files with view controllers, presented controllers, the app delegate, control targets,
/// delegates' `shouldReceive` answers, first responders and motion events (seed E11, E12).
@MainActor
@Suite("Scenario files: controllers, targets, delegates, first responder")
struct ScenarioResponderTests {
  private func play(_ yaml: String) throws -> ScenarioRun {
    try ResponderKitScenariosTests.play(yaml: yaml, file: "r.yaml")
  }

  private func lines(_ run: ScenarioRun) -> [String] {
    TextTraceFormatter(showsHitTesting: false).lines(for: run.records)
  }

  @Test("§3.1 E11 links: root, child and presented controllers and the app delegate in the chain")
  func controllerLinks() throws {
    let run = try play(
      """
      appDelegate: true
      views:
        - id: RootView
          frame: [0, 0, 375, 667]
          controller: Root
          subviews:
            - id: Container
              frame: [0, 0, 375, 300]
              controller: Child
              subviews:
                - {id: Leaf, frame: [20, 20, 100, 100]}
      presented:
        - controller: Sheet
          by: Root
          view: {id: SheetView}
      expect:
        - view: Leaf
          responderChain: [Leaf, Container, Child, RootView, Root, Window, Application, AppDelegate]
        - view: SheetView
          responderChain: [SheetView, Sheet, Window, Application]
      """)
    #expect(
      run.failures == [
        "r.yaml:19: SheetView: expected responder chain SheetView -> Sheet -> Window -> Application, actual SheetView -> Sheet -> Root -> Window -> Application -> AppDelegate"
      ])
    let sheetView = try #require(run.scene.window.view(withIdentifier: "SheetView"))
    #expect(sheetView.frame == run.scene.window.bounds)
    #expect(run.scene.window.subviews.last === sheetView)
    let child = try #require(
      run.scene.window.view(withIdentifier: "Container")?.next as? ViewController)
    #expect(child.parent?.title == "Root")
  }

  @Test(
    "Without an app delegate, or with one that is not a responder, the chain ends at the application"
  )
  func noAppDelegate() throws {
    for header in ["", "appDelegate: false\n"] {
      let run = try play(
        header + """
          views:
            - {id: A, frame: [0, 0, 50, 50]}
          touches:
            - tap: [10, 10]
          expect:
            - {view: A, responderChain: [A, Window, Application]}
          """)
      #expect(run.failures.isEmpty, "\(run.failures)")
      #expect(
        lines(run).contains("  touchesBegan dropped after Application: end of the responder chain"))
    }
  }

  @Test("§3.4, §11 Control targets: a named controller, a view, the app delegate, or up the chain")
  func targets() throws {
    let run = try play(
      """
      appDelegate: {performs: [logOut]}
      views:
        - id: Screen
          frame: [0, 0, 375, 667]
          controller: {title: Settings, performs: [save]}
          subviews:
            - id: Form
              frame: [0, 0, 375, 400]
              performs: [validate]
              subviews:
                - id: Save
                  kind: button
                  frame: [20, 20, 100, 44]
                  targets:
                    - {action: save, events: [touchUpInside], target: Settings}
                    - {action: validate, events: [touchDown]}
                    - {action: logOut, events: [touchUpInside], target: AppDelegate}
                    - {action: share, events: [touchUpInside]}
      touches:
        - tap: [50, 40]
      expect:
        - {action: save, performedBy: Settings}
        - {action: validate, performedBy: Form}
        - {action: logOut, performedBy: AppDelegate}
        - {action: share, performedBy: none}
        - {action: share, performedBy: Settings}
        - {action: undo, performedBy: Settings}
      """)
    #expect(
      run.failures == [
        "r.yaml:26: action share: expected performed by Settings, actual nobody",
        "r.yaml:27: action undo: expected it performed by Settings, but it was never sent",
      ])
    #expect(
      lines(run).filter { $0.hasPrefix("action ") } == [
        "action validate -> Form", "action save -> Settings", "action logOut -> AppDelegate",
        "action share -> nobody",
      ])
  }

  @Test(
    "§8.3 shouldReceive: false never lets the recognizer see a touch; except keeps it off a button")
  func shouldReceive() throws {
    let run = try play(
      """
      views:
        - id: Card
          frame: [0, 0, 375, 300]
          gestures:
            - {type: tap, name: dismiss, shouldReceive: {except: [Buy]}}
            - {type: longPress, name: menu, shouldReceive: false}
          subviews:
            - {id: Buy, kind: button, frame: [20, 20, 100, 44]}
      touches:
        - tap: [50, 40]
        - wait: 1
        - longPress: {at: [200, 200], duration: 0.8}
        - wait: 1
        - tap: [200, 250]
      expect:
        - {control: Buy, events: [touchDown, touchUpInside, primaryActionTriggered]}
        - {gesture: dismiss, recognized: true}
        - {gesture: menu, recognized: false}
      """)
    #expect(run.failures.isEmpty, "\(run.failures)")
    let trace = lines(run)
    #expect(
      trace.contains(
        "dismiss on Card does not receive touch 1: its delegate's shouldReceive said no"))
    #expect(
      trace.contains("menu on Card does not receive touch 2: its delegate's shouldReceive said no"))
    #expect(trace.contains("dismiss on Card receives touch 3"))
  }

  @Test(
    "E12: tap counts, the touches of each call, and a view that becomes first responder on touch")
  func queueAndFirstResponder() throws {
    let run = try play(
      """
      views:
        - id: Pad
          frame: [0, 0, 375, 300]
          canBecomeFirstResponder: true
          onTouchesBegan: becomeFirstResponder
          implements: [motionBegan]
      touches:
        - shake: {duration: 0.1}
        - doubleTap: [100, 100]
        - shake: {duration: 0.1}
      expect:
        - {touch: 1, tapCount: 1}
        - {touch: 2, tapCount: 1}
        - view: Pad
          received: [{touchesBegan: [1]}, {touchesEnded: [2]}, touchesBegan, touchesEnded, motionBegan]
      """)
    #expect(
      run.failures == [
        "r.yaml:13: touch 2: expected tap count 1, actual 2",
        "r.yaml:14: Pad: expected [\"touchesBegan [1]\", \"touchesEnded [2]\", \"touchesBegan\", \"touchesEnded\", \"motionBegan\"], actual [\"touchesBegan [1]\", \"touchesEnded [1]\", \"touchesBegan [2]\", \"touchesEnded [2]\", \"motionBegan\", \"motionEnded\"]",
      ])
    // The first shake finds no first responder and goes to the window; once Pad has taken first
    // responder on touch, the second reaches Pad, which stops motionBegan and passes motionEnded on.
    let trace = lines(run)
    #expect(
      trace.filter { $0.hasPrefix("motionBegan ->") } == [
        "motionBegan -> Window", "motionBegan -> Pad",
      ])
    #expect(trace.contains("first responder: none -> Pad"))
    #expect(trace.contains("  motionEnded forwarded Pad -> Window"))
  }
}

@MainActor
@Suite("Scenario files: image views, labels and plain controls (issue 9)")
struct ScenarioContentKindTests {
  @Test("§2.1 an imageView and a label take no touches unless the file turns interaction on")
  func interactionOffByDefault() throws {
    let yaml = """
      views:
        - id: Card
          frame: [0, 0, 375, 667]
          performs: ["turned:"]
          subviews:
            - id: Photo
              kind: imageView
              frame: [0, 0, 375, 300]
              subviews:
                - {id: Like, kind: button, frame: [10, 10, 80, 44]}
            - id: Caption
              kind: label
              frame: [0, 300, 375, 40]
              gestures: [{type: tap, name: captionTap}]
            - id: Avatar
              kind: imageView
              isUserInteractionEnabled: true
              frame: [0, 400, 100, 100]
              gestures: [{type: tap, name: avatarTap}]
            - id: Dial
              kind: control
              frame: [200, 400, 100, 100]
              targets: [{action: "turned:", events: [touchDown], target: Card}]
      touches:
        - tap: [40, 30]
        - wait: 1
        - tap: [100, 320]
        - wait: 1
        - tap: [50, 450]
        - wait: 1
        - tap: [250, 450]
      expect:
        - {touch: 1, hit: Card}
        - {touch: 2, hit: Card}
        - {gesture: captionTap, recognized: false}
        - {touch: 3, hit: Avatar}
        - {gesture: avatarTap, recognized: true}
        - {touch: 4, hit: Dial}
      """
    let run = try play(yaml: yaml, file: "k.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    let photo = try #require(run.scene.window.view(withIdentifier: "Photo"))
    let caption = try #require(run.scene.window.view(withIdentifier: "Caption"))
    #expect(photo is ImageView && !photo.isUserInteractionEnabled)
    #expect(caption is Label && (caption as? Label)?.text == "Caption")
    #expect(run.records.contains(.actionSent("turned:", to: "Card")))
  }
}

@MainActor
@Suite("Scenario files: a scroll view's pan by UIKit's name (issue 10)")
struct ScenarioScrollPanNameTests {
  private func yaml(simultaneous: Bool) -> String {
    """
    views:
      - id: Drawer
        frame: [0, 200, 375, 467]
        gestures:
          - {type: pan, name: drawerPan\(simultaneous ? ", simultaneousWith: [List.panGestureRecognizer]" : "")}
        subviews:
          - id: List
            kind: scrollView
            frame: [0, 40, 375, 427]
            contentSize: [375, 2000]
    touches:
      - drag: {path: [[180, 600], [180, 500]], duration: 0.3}
    expect:
      - {gesture: List.panGestureRecognizer, recognized: true}
      - {gesture: drawerPan, recognized: \(simultaneous)}
    """
  }

  @Test("§8.5 a parent pan named simultaneous with List.panGestureRecognizer runs with it")
  func simultaneousWithTheListPan() throws {
    let run = try play(yaml: yaml(simultaneous: true), file: "d.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test("§8.5 without it the list's pan, deeper, excludes the parent's")
  func listPanExcludesTheParent() throws {
    let run = try play(yaml: yaml(simultaneous: false), file: "d.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test("An unknown scroll view's pan is refused where it is named")
  func unknownListPan() {
    expectLoadError(
      "views:\n  - id: A\n    frame: [0, 0, 10, 10]\n    gestures:\n      - {type: pan, name: p, requireToFail: [B.panGestureRecognizer]}\n",
      "s.yaml:5:46: views[0].gestures[0].requireToFail[0]: no gesture is named 'B.panGestureRecognizer'"
    )
  }
}

@MainActor
@Suite("Scenario files: failure requirements decided by delegates (§8.6)")
struct ScenarioDelegateRequirementTests {
  private func yaml(_ single: String, _ double: String) -> String {
    """
    views:
      - id: Photo
        frame: [0, 0, 375, 667]
        gestures:
          - {type: tap, name: single\(single)}
          - {type: tap, name: double, numberOfTapsRequired: 2\(double)}
    touches:
      - doubleTap: [100, 100]
    expect:
      - {gesture: double, recognized: true}
      - {gesture: single, recognized: false}
    """
  }

  @Test(
    "§8.6 shouldRequireFailureOf on the single, or shouldBeRequiredToFailBy on the double",
    arguments: [
      (", shouldRequireFailureOf: [double]", ""),
      ("", ", shouldBeRequiredToFailBy: [single]"),
    ])
  func delegateRequirements(_ single: String, _ double: String) throws {
    let run = try play(yaml: yaml(single, double), file: "r.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test("§8.6 with no requirement the single tap fires on the double tap's first tap")
  func noRequirement() throws {
    let run = try play(yaml: yaml("", ""), file: "r.yaml")
    #expect(run.failures.count == 1)
    #expect(run.failures.first?.contains("single: expected not recognized") == true)
  }
}

@MainActor
@Suite("Scenario files: a scroll view's touchesShouldBegin and touchesShouldCancel (§10)")
struct ScenarioScrollAnswerTests {
  private func yaml(_ answers: String, expect: String) -> String {
    """
    views:
      - id: List
        kind: scrollView
        frame: [0, 0, 375, 667]
        contentSize: [375, 3000]
        delaysContentTouches: false\(answers)
        subviews:
          - {id: Buy, kind: button, frame: [20, 200, 335, 60]}
    touches:
      - drag: {path: [[180, 230], [180, 100]], duration: 0.2}
    expect:
    \(expect)
    """
  }

  @Test("§10 by default a drag from a button keeps the button's touch: the list does not scroll")
  func defaultKeepsTheButton() throws {
    let run = try play(
      yaml: yaml("", expect: "  - {view: List, contentOffset: [0, 0]}"), file: "s.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test("§10 touchesShouldCancel: true lets the drag take the button's touch and scroll")
  func cancelTakesTheButton() throws {
    let run = try play(
      yaml: yaml(
        "\n    touchesShouldCancel: true",
        expect: "  - {gesture: List.panGestureRecognizer, recognized: true}"), file: "s.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    let buy = try #require(run.scene.window.view(withIdentifier: "Buy") as? Button)
    #expect(!buy.isTracking && !buy.isHighlighted)
  }

  @Test("§10 touchesShouldBegin: false keeps every touch from the content, so the list scrolls")
  func beginRefused() throws {
    let run = try play(
      yaml: yaml(
        "\n    touchesShouldBegin: false",
        expect: "  - {gesture: List.panGestureRecognizer, recognized: true}"), file: "s.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
    #expect(!run.records.contains { if case .controlEvent = $0 { true } else { false } })
  }
}

@MainActor
@Suite("Scenario files: when a recognizer recognized (§9.1, §12)")
struct ScenarioTimingTests {
  private func yaml(_ at: String) -> String {
    """
    views:
      - id: Photo
        frame: [0, 0, 375, 667]
        gestures:
          - {type: tap, name: single, requireToFail: [double]}
          - {type: tap, name: double, numberOfTapsRequired: 2}
    touches:
      - tap: [100, 100]
      - wait: 1
    expect:
      - {gesture: single, recognized: true, at: \(at)}
    """
  }

  @Test("§9.1 a single tap waiting for a double tap fires 0.35 s after the lift")
  func singleTapTiming() throws {
    let run = try play(yaml: yaml("[0.39, 0.41]"), file: "t.yaml")
    #expect(run.failures.isEmpty, "\(run.failures)")
  }

  @Test("§12 a window that misses the recognition says when it happened")
  func missedWindow() throws {
    let run = try play(yaml: yaml("[0, 0.1]"), file: "t.yaml")
    #expect(
      run.failures == [
        "t.yaml:11: gesture single: expected recognized between 0 s and 0.1 s, actual recognized at 0.4 s"
      ])
  }
}

@MainActor
@Suite("Scenario files: a scroll view's offset after a given touch (§10)")
struct ScenarioOffsetAfterTouchTests {
  @Test("§10 the offset after a touch: where the next touch-down stops it, or where it rests")
  func offsetAfterEachDrag() throws {
    let yaml = """
      views:
        - id: List
          kind: scrollView
          frame: [0, 0, 375, 667]
          contentSize: [375, 3000]
      touches:
        - drag: {path: [[180, 500], [180, 400]], duration: 1}
        - wait: 1
        - drag: {path: [[180, 500], [180, 450]], duration: 1}
        - wait: 1
      expect:
        - {view: List, contentOffset: [0, 133.16], afterTouch: 1}
        - {view: List, contentOffset: [0, 208.11], afterTouch: 2}
        - {view: List, contentOffset: [0, 90], afterTouch: 1}
        - {view: List, contentOffset: [0, 0], afterTouch: 3}
      """
    let run = try play(yaml: yaml, file: "o.yaml")
    // Touch 1 releases at 90 and flings; a second later touch 2's touch-down stops it at 133.16
    // and begins the drag there (§10): all of its 50 pt move the content, with no 10 pt first.
    #expect(
      run.failures == [
        "o.yaml:14: List: expected content offset (0, 90) after touch 1, actual (0, 133.16)",
        "o.yaml:15: List: expected a content offset after touch 3, but there is no touch 3",
      ])
  }
}
