import Foundation
import ResponderKit
import ResponderKitScenarios
import Testing

/// A way engineers paste a dump, and the text it makes of the same three-view hierarchy.
struct DumpVariant: Sendable, CustomTestStringConvertible {
  let name: String
  let text: String
  var testDescription: String { name }

  /// The hierarchy every variant holds, as `(depth, line)`.
  static let entries: [(Int, String)] = [
    (
      0,
      "<UIWindow: 0x7f9a1c406b50; frame = (0 0; 200 300); gestureRecognizers = <NSArray: 0x600000c4c2d0>; layer = <UIWindowLayer: 0x600000225ea0>>"
    ),
    (
      1,
      "<UIView: 0x7f9a1c50a4d0; frame = (0 20; 200 280); autoresize = W+H; layer = <CALayer: 0x600000226b80>>"
    ),
    (
      2,
      "<UIButton: 0x7f9a1c40a7a0; frame = (20 100.5; 100 44); opaque = NO; layer = <CALayer: 0x600000226c40>>"
    ),
    (
      3,
      "<UIButtonLabel: 0x7f9a1c40ab10; frame = (30 12; 40 20); text = 'OK'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002a1c0f0>>"
    ),
    (
      1,
      "<UILabel: 0x7f9a1c40ae30; frame = (0 0; 200 20); text = 'Title'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002a1c1e0>>"
    ),
  ]

  static func indented(_ indent: (Int) -> String, prefix: String = "") -> String {
    entries.map { prefix + indent($0.0) + $0.1 }.joined(separator: "\n")
  }

  static let modern = indented { String(repeating: "   | ", count: $0) }

  static let all: [DumpVariant] = [
    DumpVariant(name: "UIKit's '   | '", text: modern),
    DumpVariant(name: "older '| |'", text: indented { String(repeating: "| ", count: $0) }),
    DumpVariant(name: "tabs", text: indented { String(repeating: "\t", count: $0) }),
    DumpVariant(name: "spaces, no bars", text: indented { String(repeating: "    ", count: $0) }),
    DumpVariant(
      name: "(lldb) po",
      text: "(lldb) po view.window!.recursiveDescription()\n" + modern + "\n(lldb) "),
    DumpVariant(name: "pviews", text: "(lldb) pviews\n" + modern),
    DumpVariant(
      name: "NSLog on every line",
      text: indented(
        { String(repeating: "   | ", count: $0) },
        prefix: "2026-01-02 10:11:12.345678+0100 MyApp[1234:5678ab] ")),
    DumpVariant(
      name: "NSLog on the first line", text: "2026-01-02 10:11:12.345 MyApp[1234:5678] " + modern),
    DumpVariant(name: "process[pid:tid] only", text: "MyApp[1234:5678] " + modern),
    DumpVariant(
      name: "(NSString *) $1 = @\"…\" escaped on one line",
      text: "(NSString *) $1 = 0x0000600000c4c2d0 @\""
        + modern.replacingOccurrences(of: "\n", with: "\\n") + "\""),
    DumpVariant(name: "(id) $1 =", text: "(id) $1 = " + modern),
    DumpVariant(
      name: "JSON-escaped from an issue body",
      text: modern.replacingOccurrences(of: "\n", with: "\\n")),
    DumpVariant(name: "CRLF line ends", text: modern.replacingOccurrences(of: "\n", with: "\r\n")),
    DumpVariant(
      name: "pointer-purged snapshot",
      text: modern.replacing(#/: 0x[0-9a-f]+/#, with: "")),
    DumpVariant(
      name: "newer iOS attributes",
      text: modern.replacingOccurrences(
        of: "; layer = ",
        with:
          "; traitOverrides = <UITraitOverrides: 0x6000; count = 0>; layoutMargins = {8, 8, 8, 8}; focusEffect = (null); anchorPoint = {0.5, 0.5}; layer = "
      )),
    DumpVariant(
      name: "blank lines and trailing spaces",
      text: "\n\n" + modern.replacingOccurrences(of: "\n", with: "  \n\n") + "\n\n"),
  ]
}

@Suite("Dumps: every way of pasting one reads the same screen")
struct DumpVariantTests {
  @Test(
    "Each variant reads as the same window, views, kinds and frames", arguments: DumpVariant.all)
  func variant(_ variant: DumpVariant) throws {
    #expect(HierarchyDump.isDump(variant.text))
    let scenario = try HierarchyDump.scenario(from: variant.text, file: "d.txt")
    #expect(scenario.windowSize == CGSize(width: 200, height: 300))
    let views = scenario.allViews
    #expect(
      views.map(\.id) == ["UIView", "UIButton 'OK'", "UIButtonLabel 'OK'", "UILabel 'Title'"])
    #expect(views.map(\.kind) == [.view, .button, .label, .label])
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 20, width: 200, height: 280),
        CGRect(x: 20, y: 100.5, width: 100, height: 44),
        CGRect(x: 30, y: 12, width: 40, height: 20), CGRect(x: 0, y: 0, width: 200, height: 20),
      ])
    #expect(views.map(\.isUserInteractionEnabled) == [true, true, false, false])
    #expect(scenario.views.map(\.subviews.count) == [1, 0])
  }

  @Test(
    "Scenario files are not taken for dumps",
    arguments: ["views: []", "# <UIView>\nviews: []", "<<: *a", ""])
  func notDumps(_ text: String) {
    #expect(!HierarchyDump.isDump(text))
  }
}
