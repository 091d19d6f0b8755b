import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

@Suite("Dumps: recognizers pasted from 'po view.gestureRecognizers'")
struct DumpRecognizerTests {
  static let screen = windowDump(
    "   | <MyApp.Card: 0xb0; frame = (0 0; 320 200); gestureRecognizers = <NSArray: 0xb2>; layer = <CALayer: 0xb1>>",
    "   | <UIView: 0xc0; frame = (0 200; 320 200); gestureRecognizers = <NSArray: 0xc2>; layer = <CALayer: 0xc1>>"
  )

  static let double =
    "<UITapGestureRecognizer: 0xd0; state = Possible; view = <MyApp.Card 0xb0>; numberOfTapsRequired = 2; target= <(action=likeTwice:, target=<MyApp.FeedController 0xf0>)>>"
  static let single =
    "<UITapGestureRecognizer: 0xd1; state = Possible; cancelsTouchesInView = NO; view = <MyApp.Card 0xb0>; must-fail = {\n        <UITapGestureRecognizer: 0xd0>\n    }; target= <(action=open:, target=<MyApp.FeedController 0xf0>)>>"

  @Test(
    "Swift's po, an NSArray's description and a one-line array all attach to the views they name",
    arguments: [
      "(lldb) po card.gestureRecognizers\n▿ Optional<Array<UIGestureRecognizer>>\n  ▿ some : 2 elements\n    - 0 : \(double)\n    - 1 : \(single.replacingOccurrences(of: "\n", with: " "))",
      "<__NSArrayI 0x600000c4c2d0>(\n\(double),\n\(single.replacingOccurrences(of: "\n", with: " "))\n)",
      "Optional([\(double), \(single.replacingOccurrences(of: "\n", with: " "))])",
    ])
  func attach(pasted: String) throws {
    let scenario = try HierarchyDump.scenario(from: Self.screen + "\n" + pasted, file: "d.txt")
    let card = try #require(scenario.views.first)
    #expect(card.gestures.map(\.name) == ["likeTwice", "open"])
    #expect(card.gestures.map(\.type) == ["tap", "tap"])
    #expect(card.gestures[0].numbers["numberOfTapsRequired"] == 2)
    #expect(card.gestures[1].flags["cancelsTouchesInView"] == false)
    #expect(card.gestures[1].requireToFail == ["likeTwice"])
    // The other view's recognizers are still missing, and the note says what to paste.
    let note = try #require(
      scenario.notes.first { $0.contains("lists only as an array's address") })
    #expect(note.contains(": UIView; they are left out"))
    #expect(note.contains("'po <view>.gestureRecognizers'"))
    #expect(!note.contains("Card"))
  }

  @Test("20,000 recognizers on one line are read in linear time, each attached (issue 46)")
  func manyOnOneLine() throws {
    // Was quadratic: the rest of the line was copied after each entry (115,000: 86 s).
    let taps = (0..<20_000).map {
      "<UITapGestureRecognizer: 0x\(String($0 + 0x1000, radix: 16)); state = Possible; view = <MyApp.Card 0xb0>>"
    }
    let pasted = "Optional([" + taps.joined(separator: ", ") + "])"
    let scenario = try HierarchyDump.scenario(from: Self.screen + "\n" + pasted, file: "d.txt")
    let card = try #require(scenario.views.first)
    #expect(card.gestures.count == 20_000)
    #expect(card.gestures.last?.name == "tap-20000")
  }

  @Test("An error in the third recognizer on a line names its own column")
  func columnOnSharedLine() throws {
    let good = "<UITapGestureRecognizer: 0xd0; state = Possible; view = <MyApp.Card 0xb0>>"
    let bad = "<UITapGestureRecognizer: 0xd2; state = Possible; view = nowhere>"
    let line = "[\(good), \(good.replacingOccurrences(of: "0xd0", with: "0xd1")), \(bad)]"
    let error = try #require(throws: ScenarioError.self) {
      try HierarchyDump.scenario(from: Self.screen + "\n" + line, file: "d.txt")
    }
    let value = line.distance(from: line.startIndex, to: line.range(of: "nowhere")!.lowerBound)
    #expect(error.message.contains("expected view = <Class 0x…>"), "\(error)")
    #expect(error.column == value + 1, "\(error)")
  }

  @Test(
    "Each of UIKit's recognizers maps to its type, with its settings",
    arguments: [
      ("UILongPressGestureRecognizer", "minimumPressDuration = 1.5", "longPress"),
      ("UIPanGestureRecognizer", "maximumNumberOfTouches = 2", "pan"),
      ("UISwipeGestureRecognizer", "direction = left,up", "swipe"),
      ("UIPinchGestureRecognizer", "enabled = NO", "pinch"),
      ("UIRotationGestureRecognizer", "delaysTouchesBegan = YES", "rotation"),
      ("UIScreenEdgePanGestureRecognizer", "edges = left", "screenEdgePan"),
    ])
  func types(className: String, setting: String, type: String) throws {
    let line = "<\(className): 0xd0; state = Possible; \(setting); view = <UIView 0xc0>>"
    let scenario = try HierarchyDump.scenario(from: Self.screen + "\n" + line, file: "d.txt")
    let gesture = try #require(scenario.views[1].gestures.first)
    #expect(gesture.type == type)
    #expect(gesture.name == type)
    let flagsAndNumbers =
      gesture.numbers.count + gesture.flags.count + (gesture.directions.isEmpty ? 0 : 1)
    #expect(flagsAndNumbers == 1)
  }

  @Test(
    "Custom recognizers and the window's are named as not modelled; a scroll view's own are skipped"
  )
  func unmodelled() throws {
    let pasted = """
      <MyApp.SwipeToLikeRecognizer: 0xd0; state = Possible; view = <UIView 0xc0>>
      <_UISystemGestureGateGestureRecognizer: 0xd1; state = Possible; view = <UIWindow 0xa0>>
      """
    let scenario = try HierarchyDump.scenario(from: Self.screen + "\n" + pasted, file: "d.txt")
    #expect(scenario.views[1].gestures.isEmpty)
    #expect(
      scenario.notes.contains {
        $0.contains("not modelled") && $0.contains("MyApp.SwipeToLikeRecognizer on UIView")
          && $0.contains("_UISystemGestureGateGestureRecognizer on the window")
      })
  }

  @Test("A recognizer naming a view the dump does not have is an error with its line")
  func unknownView() throws {
    let pasted = "<UITapGestureRecognizer: 0xd0; state = Possible; view = <UIView 0x999>>"
    #expect {
      _ = try HierarchyDump.scenario(from: Self.screen + "\n\n" + pasted, file: "d.txt")
    } throws: { error in
      let description = "\(error)"
      return description.hasPrefix("d.txt:5:") && description.contains("none is <UIView 0x999>")
    }
  }

  @Test("Without addresses a recognizer attaches to the one view of its class")
  func byClass() throws {
    let screen = Self.screen.replacing(#/: 0x[0-9a-f]+/#, with: "")
    let scenario = try HierarchyDump.scenario(
      from: screen + "\n<UIPanGestureRecognizer; state = Possible; view = <MyApp.Card>>",
      file: "d.txt")
    #expect(scenario.views[0].gestures.map(\.type) == ["pan"])
  }
}
