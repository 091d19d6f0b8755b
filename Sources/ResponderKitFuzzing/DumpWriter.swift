import Foundation

/// Writes a `recursiveDescription` dump from fuzzer decisions, for ``ScenarioShapeFuzzer``: the
/// shapes a pasted dump multiplies through (issue 46). Deep and wide trees, attributes with
/// extreme values (frames, transforms, alphas, offsets), many recognizers printed on one line
/// after the tree, the prefixes and stray lines real pastes carry (`(lldb)`, `NSLog` stamps,
/// `(layer)` entries, `$3 = `), and lines that stop half-way.
///
/// - Complexity: O(*n*) in the lines written; a dump is at most a few hundred kilobytes.
struct DumpWriter {
  private(set) var text = ""
  /// Whether this dump's values may go past their limits (one dump in four).
  private var allowsExtremes = false
  private var address = 0x7f8e_3a50_0000
  /// The window's address, which the recognizers name as their view.
  private var window = ""

  /// Lines before the tree, as pastes carry them.
  static let openings = (
    ordinary: ["", "(lldb) po view.recursiveDescription()\n"], extreme: ["$3 = ", "Printing: "]
  )
  /// Prefixes of every line: none, or an `NSLog` stamp.
  static let stamps = ["", "2026-03-14 09:41:07.512340+0100 App[4242:1337a] "]
  /// Attributes an entry may carry; some out of range or malformed.
  static let attributes = (
    ordinary: [
      "alpha = 0.02", "hidden = YES", "userInteractionEnabled = NO", "clipsToBounds = YES",
      "transform = [0, 1, -1, 0, 0, 0]", "contentOffset: {0, 120}; contentSize: {390, 100000}",
      "tag = 3", "text = 'a: b'", "autoresize = W+H", "layer = <CALayer: 0x600000c22160>",
    ],
    extreme: ["transform = [1e300, 0, 0, 1e300, 0, 0]", "tag = x", "alpha = nan"]
  )
  /// Frames, from ordinary to extreme and malformed.
  static let frames = (
    ordinary: ["(0 0; 375 667)", "(16 140; 358 200)", "(0 0; 0 0)", "(-1e7 0; 1e7 1)"],
    extreme: ["(nan 0; 1 1)", "(1e300 1e300; 1e300 1e300)", "(0 0; 375"]
  )
  static let classes = [
    "UIView", "UIButton", "UIScrollView", "UILabel", "UITableView", "UITableViewCell",
    "UICollectionView", "UIStackView", "UITextField", "App.CardView", "_UILabelContentLayer",
  ]

  /// The dump `input` describes: a window, a tree under it, then recognizers.
  mutating func dump(_ input: inout FuzzInput) {
    allowsExtremes = input.chance(64)
    text += input.pick(
      Self.openings.ordinary, else: Self.openings.extreme, allowing: allowsExtremes)
    let stamp = input.pick(Self.stamps)
    window = "0x" + String(address + 0x1f0, radix: 16)
    text += stamp + entry("UIWindow", frame: "(0 0; 375 667)", extra: []) + "\n"
    var depth = 0
    let deepest = input.pick([8, 200])
    // A `(layer)` line, as UIKit prints inside labels, at most once a dump.
    let layerLine = input.chance(32) ? input.int(in: 0...20) : -1
    for index in 0..<input.pick([1, 20, 400, 5_000]) {
      // Each view one level under the one above it at most, and at least one level under the
      // window.
      switch input.int(in: 0...3) {
      case 0: depth = max(1, depth - input.int(in: 0...3))
      case 1, 2: depth = min(depth + 1, deepest)
      default: depth = max(depth, 1)
      }
      let bars = String(repeating: "   | ", count: depth)
      let extra = (0..<input.int(in: 0...3)).map { _ in
        input.pick(
          Self.attributes.ordinary, else: Self.attributes.extreme, allowing: allowsExtremes)
      }
      let line = entry(
        input.pick(Self.classes),
        frame: input.pick(
          Self.frames.ordinary, else: Self.frames.extreme, allowing: allowsExtremes),
        extra: extra + (input.chance(64) ? ["gestureRecognizers = <NSArray: 0x6000012e4a50>"] : []))
      text += stamp + bars + line + (index == layerLine ? " (layer)" : "") + "\n"
    }
    recognizers(&input)
  }

  /// The window's recognizers after the tree, as `po window.gestureRecognizers` prints them:
  /// many on one line, or one a line.
  private mutating func recognizers(_ input: inout FuzzInput) {
    guard input.chance(160) else { return }
    let count = input.pick([1, 30, 3_000])
    let oneLine = input.chance(128)
    let types = [
      "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
    ]
    let entries = (0..<count).map { _ in
      "<\(input.pick(types)): 0x\(next()); state = Possible; view = <UIWindow \(window)>>"
    }
    text +=
      oneLine
      ? "Optional([\(entries.joined(separator: ", "))])\n" : entries.joined(separator: "\n") + "\n"
  }

  private mutating func entry(_ type: String, frame: String, extra: [String]) -> String {
    let parts = ["frame = \(frame)"] + extra
    return "<\(type): 0x\(next()); \(parts.joined(separator: "; "))>"
  }

  private mutating func next() -> String {
    address += 0x1f0
    return String(address, radix: 16)
  }

}
