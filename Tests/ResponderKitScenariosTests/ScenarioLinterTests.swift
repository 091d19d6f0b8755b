import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@MainActor
@Suite("responderkit lint: touch traps, with severity and fix")
struct ScenarioLinterTests {
  nonisolated static let fixture = """
    views:
      - id: Card
        frame: [0, 100, 200, 200]
        subviews:
          - id: Tiny
            frame: [10, 10, 20, 20]
            gestures: [{type: tap, name: tinyTap}]
          - id: Edge
            kind: button
            frame: [180, 10, 60, 44]
      - id: Partly Covered
        kind: button
        frame: [0, 400, 100, 44]
      - id: Buried
        kind: button
        frame: [250, 430, 100, 44]
      - id: Shade
        frame: [0, 420, 375, 100]
        alpha: 0.05
      - id: Ghost
        frame: [0, 600, 100, 60]
        isUserInteractionEnabled: false
        gestures: [{type: pan, name: ghostPan}]
      - id: Photo
        frame: [100, 600, 200, 60]
        gestures:
          - {type: tap, name: single}
          - {type: tap, name: double, numberOfTapsRequired: 2}
          - {type: pan, name: panA}
          - {type: pan, name: panB}
          - {type: pinch, name: off, isEnabled: false}
    """

  @Test("Every kind of finding, worst first, each with its fix")
  func findings() throws {
    let findings = ScenarioLinter.lint(
      try ScenarioLoader.load(yaml: Self.fixture, file: "lint.yaml"))
    #expect(
      findings.map(\.description) == [
        "error: Buried: it is fully covered by Shade, in front, which takes the touches though nearly invisible (alpha 0.05). Fix: bring Buried to the front, or make Shade pass touches through.",
        "warning: Tiny: its touch area is 20 x 20 pt, under the 44 x 44 pt minimum. Fix: give it a touchArea that reaches 44 x 44 pt, or make it larger.",
        "warning: Edge: 67 % of it lies outside Card, where touches never reach it. Fix: move it inside Card or grow Card to contain it.",
        "warning: Partly Covered: part of it is covered by Shade, in front, which swallows touches there though nearly invisible (alpha 0.05). Fix: make Shade pass touches through, or keep it off the control.",
        "warning: ghostPan on Ghost: it can never receive a touch: user interaction disabled. Fix: set isUserInteractionEnabled: true on Ghost.",
        "warning: single on Photo: it fires on the first tap of every double too. Fix: add requireToFail: [double] to single.",
        "warning: panA and panB on Photo: both are pan recognizers on one view: only the first will ever recognize. Fix: remove one, or decide between them with requireToFail or simultaneousWith.",
        "info: off on Photo: it is disabled. Fix: enable it, or remove it.",
      ])
  }

  @Test("§2.1 a button in an image view, a tap on a label: unreachable, with UIKit's default named")
  func interactionOffByDefault() throws {
    let yaml = """
      views:
        - id: Photo
          kind: imageView
          frame: [0, 0, 375, 300]
          subviews:
            - {id: Like, kind: button, frame: [10, 10, 80, 44]}
        - id: Caption
          kind: label
          frame: [0, 300, 375, 44]
          gestures: [{type: tap, name: captionTap}]
        - id: Hidden Panel
          frame: [0, 400, 375, 100]
          isHidden: true
          subviews:
            - {id: Close, kind: control, frame: [10, 10, 60, 60]}
        - {id: Off, kind: button, frame: [0, 600, 100, 44], isEnabled: false}
      """
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "l.yaml"))
    #expect(
      findings.map(\.description) == [
        "error: Like: it can never be touched: user interaction disabled on Photo (UIImageView's default). Fix: set isUserInteractionEnabled: true on Photo.",
        "error: Close: it can never be touched: hidden on Hidden Panel. Fix: show Hidden Panel, or move the view out of it.",
        "warning: captionTap on Caption: it can never receive a touch: user interaction disabled (UILabel's default). Fix: set isUserInteractionEnabled: true on Caption.",
      ])
  }

  @Test(
    "Actions nobody performs: a target that lacks the action (error), a nil-targeted one dropped"
  )
  func actions() throws {
    let yaml = """
      views:
        - id: Screen
          frame: [0, 0, 375, 667]
          controller: {title: Settings, performs: [save]}
          subviews:
            - id: Save
              kind: button
              frame: [20, 20, 100, 44]
              targets:
                - {action: save, events: [touchUpInside], target: Settings}
                - {action: save, events: [touchUpInside]}
                - {action: share, events: [touchUpInside], target: Settings}
                - {action: logOut, events: [touchUpInside]}
            - id: Pad
              frame: [0, 100, 375, 300]
              gestures: [{type: pan, name: deaf, shouldReceive: false}]
      """
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "a.yaml"))
    #expect(
      findings.map(\.description) == [
        "error: Save: its target Settings does not perform share: in UIKit the app stops with an unrecognized selector. Fix: add performs: [share] to Settings, or target a responder that does.",
        "warning: Save: no responder from Save up the chain performs logOut: the action is dropped. Fix: add performs: [logOut] to a view or controller on the chain, or give the target.",
        "warning: deaf on Pad: it can never receive a touch: its delegate's shouldReceive always says no. Fix: remove it, or let its delegate say yes to some touches.",
      ])
  }

  @Test("Settled conflicts, enlarged targets and pass-through overlays are not findings")
  func clean() throws {
    let yaml = """
      views:
        - id: Small
          frame: [100, 100, 20, 20]
          touchArea: {top: 12, left: 12, bottom: 12, right: 12}
          gestures:
            - {type: tap, name: single, requireToFail: [double]}
            - {type: tap, name: double, numberOfTapsRequired: 2}
        - id: Overlay
          frame: [0, 0, 375, 667]
          passThrough: true
      """
    #expect(ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "clean.yaml")).isEmpty)
  }

  @Test("The worst severity decides the exit: the example files are clean")
  func worst() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter {
      $0.hasSuffix(".yaml")
    }
    for file in files {
      let output = ScenarioPrinter.lint(file: examples.appendingPathComponent(file).path)
      #expect(output.worst == nil, "\(file): \(output.text)")
    }
    let missing = ScenarioPrinter.lint(file: "/nonexistent/x.yaml")
    #expect(missing.worst == .error && missing.text == "error: x.yaml: no such file")
    #expect(missing.exitCode == 2)
  }

  @Test(
    "§2.1 a parent whose touch area is enlarged to cover its button does not cut the button off")
  func enlargedParentReachesItsChild() throws {
    let yaml = """
      views:
        - id: Bar
          frame: [0, 100, 300, 40]
          touchArea: {top: 20, bottom: 20}
          subviews:
            - {id: Go, kind: button, frame: [0, -2, 60, 44]}
        - id: Strip
          frame: [0, 300, 300, 40]
          subviews:
            - {id: Stop, kind: button, frame: [0, -2, 60, 44]}
      """
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "t.yaml"))
    #expect(
      findings.map(\.description) == [
        "warning: Stop: 9 % of it lies outside Strip, where touches never reach it. Fix: move it inside Strip or grow Strip to contain it."
      ])
  }

  @Test("§10 controls filling a list with delaysContentTouches off, and a parent pan over the list")
  func scrollTraps() throws {
    let yaml = """
      views:
        - id: Drawer
          frame: [0, 100, 375, 567]
          gestures:
            - {type: pan, name: drawerPan}
            - {type: pan, name: friendlyPan, simultaneousWith: [List.panGestureRecognizer]}
          subviews:
            - id: List
              kind: scrollView
              frame: [0, 0, 375, 567]
              contentSize: [375, 2000]
              delaysContentTouches: false
              subviews:
                - {id: Row1, kind: button, frame: [0, 0, 375, 200]}
                - {id: Row2, kind: button, frame: [0, 210, 375, 200]}
        - id: Pager
          kind: scrollView
          frame: [0, 0, 375, 90]
          contentSize: [375, 400]
          delaysContentTouches: false
          touchesShouldCancel: true
          subviews:
            - {id: Page, kind: button, frame: [0, 0, 375, 90]}
      """
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "s.yaml"))
    #expect(
      findings.map(\.description) == [
        "warning: drawerPan and friendlyPan on Drawer: both are pan recognizers on one view: only the first will ever recognize. Fix: remove one, or decide between them with requireToFail or simultaneousWith.",
        "warning: List: drags that start on its controls (Row1, Row2: 71 % of it) never scroll: delaysContentTouches is off and touchesShouldCancel(in:) says no for controls. Fix: set touchesShouldCancel: true on List, or turn delaysContentTouches back on.",
        "warning: drawerPan on Drawer: a vertical drag on List goes to List.panGestureRecognizer, which excludes it: it never recognizes there. Fix: add simultaneousWith: [List.panGestureRecognizer] to drawerPan, or requireToFail: [List.panGestureRecognizer] to let it take what List does not.",
      ])
  }

  @Test("§7 a tap recognizer that cancels touches above a view handling touchesEnded")
  func cancellingTap() throws {
    let yaml = """
      views:
        - id: Table
          frame: [0, 0, 375, 667]
          gestures:
            - {type: tap, name: dismissTap}
            - {type: tap, name: gentleTap, numberOfTapsRequired: 2, cancelsTouchesInView: false}
            - {type: tap, name: pickyTap, numberOfTapsRequired: 3, shouldReceive: {except: [Row]}}
          subviews:
            - {id: Row, frame: [0, 0, 375, 60], implements: [touchesBegan, touchesEnded]}
            - {id: Header, frame: [0, 100, 375, 60], implements: [touchesBegan]}
      """
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "t.yaml"))
    #expect(
      findings.map(\.description).filter { $0.contains("touchesCancelled") } == [
        "warning: dismissTap on Table: a tap on Row: it ends in touchesCancelled there, not touchesEnded, because dismissTap recognizes and cancelsTouchesInView takes the touch. Fix: set cancelsTouchesInView: false on dismissTap, or shouldReceive: {except: [Row]}."
      ])
  }

  @Test("§7 a tap recognizer that cancels touches on a list: no row is ever selected")
  func cancellingTapOverList() throws {
    func findings(_ extra: String) throws -> [String] {
      let yaml = """
        views:
          - id: Shell
            frame: [0, 0, 375, 667]
            gestures: [{type: tap, name: dismissKeyboard\(extra)}]
            subviews:
              - {id: Settings, kind: list, frame: [0, 0, 375, 600], rows: 12}
        """
      return ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "t.yaml"))
        .map(\.description).filter { $0.contains("touchesCancelled") }
    }
    #expect(
      try findings("") == [
        "warning: dismissKeyboard on Shell: a tap on a row of Settings: no row is ever selected: the row's touchesEnded becomes touchesCancelled, because dismissKeyboard recognizes and cancelsTouchesInView takes the touch. Fix: set cancelsTouchesInView: false on dismissKeyboard: the rows then get touchesEnded and select."
      ])
    #expect(try findings(", cancelsTouchesInView: false").isEmpty)
    #expect(try findings(", shouldReceive: {except: [Settings]}").isEmpty)
  }

  @Test(
    "§4 redirectTo: the target is reachable through the whole redirecting view; its siblings never are"
  )
  func redirectReachability() throws {
    let yaml = """
      views:
        - id: Parent
          frame: [0, 100, 375, 300]
          redirectTo: Carousel
          subviews:
            - id: Carousel
              kind: scrollView
              frame: [60, 0, 100, 300]
              contentSize: [1000, 300]
              gestures: [{type: tap, name: pick}]
            - {id: More, kind: button, frame: [300, 10, 60, 44]}
      """
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "r.yaml"))
    #expect(
      findings.map(\.description) == [
        "error: More: it never gets a touch: Parent's hitTest redirects every touch in it to Carousel (redirectTo). Fix: move More out of Parent, or redirect only touches no other subview takes."
      ])
    let run = try play(
      yaml: yaml + "\ntouches:\n  - tap: [330, 130]\nexpect:\n  - {touch: 1, hit: Carousel}\n",
      file: "r.yaml")
    #expect(run.failures.isEmpty, "the lint finding matches what happens: \(run.failures)")
  }

  @Test("A window-level view bigger than the window suggests the window size it needs")
  func rootBiggerThanWindow() throws {
    let yaml = """
      views:
        - {id: Screen, frame: [0, 0, 390, 844]}
        - {id: Inside, frame: [0, 0, 100, 100]}
      """
    let findings = ScenarioLinter.lint(try ScenarioLoader.load(yaml: yaml, file: "w.yaml"))
    #expect(
      findings.map(\.description) == [
        "warning: Screen: it reaches past the 375 x 667 window, where touches never arrive. Fix: set window: {width: 390, height: 844} if that is the screen you meant, or fit it inside."
      ])
  }

  @Test("lint exits 1 only for error findings; warnings and information exit 0")
  func exitCodes() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-exit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [
      ("warning.yaml", "views:\n  - {id: Tiny, kind: button, frame: [0, 0, 20, 20]}\n", 0),
      (
        "error.yaml",
        "views:\n  - {id: Photo, kind: imageView, frame: [0, 0, 300, 300], subviews: [{id: Like, kind: button, frame: [0, 0, 60, 60]}]}\n",
        1
      ),
    ]
    for (name, yaml, code) in files {
      let path = directory.appendingPathComponent(name).path
      try yaml.write(toFile: path, atomically: true, encoding: .utf8)
      let output = ScenarioPrinter.lint(file: path)
      #expect(output.exitCode == Int32(code), "\(name): \(output.text)")
    }
  }
}
