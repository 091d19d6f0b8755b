import Benchmark
import Foundation
import ResponderKit
import ResponderKitScenarios

/// The dump the dump benchmark reads, made once.
@MainActor
private enum DumpState {
  static var text = ""
}

/// A `recursiveDescription` dump of a 5,000-view screen as UIKit prints one: a window, a container,
/// and a table view of 999 cells, each a cell, its content view, a label, a button and the
/// button's label; addresses, layers and the attributes UIKit adds, as in a real dump.
///
/// - Complexity: O(*n*) for the *n* views.
func bigDump(cells: Int = 999) -> String {
  var lines = [
    "<UIWindow: 0x7f8a0c005e20; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c3e4f0>; layer = <UIWindowLayer: 0x600000c3e0a0>>",
    "   | <UIView: 0x7f8a0c006000; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000c21fe0>>",
    "   |    | <UITableView: 0x7f8a0d009400; frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c3fb70>; layer = <CALayer: 0x600000c222e0>; contentOffset: {0, 22000}; contentSize: {390, \(cells * 44)}; adjustedContentInset: {0, 0, 34, 0}>",
  ]
  lines.reserveCapacity(3 + cells * 5)
  for cell in 0..<cells {
    let address = 0x7f8a_0e00_0000 + cell * 0x1000
    func hex(_ offset: Int) -> String { "0x" + String(address + offset, radix: 16) }
    let cellIndent = "   |    |    | "
    lines += [
      "\(cellIndent)<UITableViewCell: \(hex(0)); frame = (0 \(cell * 44); 390 44); autoresize = W; layer = <CALayer: \(hex(1))>>",
      "   \(cellIndent)<UITableViewCellContentView: \(hex(2)); frame = (0 0; 390 44); gestureRecognizers = <NSArray: \(hex(3))>; layer = <CALayer: \(hex(4))>>",
      "   |    \(cellIndent)<UILabel: \(hex(5)); frame = (16 11.5; 240 21); text = 'Row \(cell)'s title'; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <_UILabelLayer: \(hex(6))>>",
      "   |    \(cellIndent)<UIButton: \(hex(7)); frame = (300 0; 74 44); opaque = NO; layer = <CALayer: \(hex(8))>>",
      "   |    |    \(cellIndent)<UIButtonLabel: \(hex(9)); frame = (12 12; 50 20); text = 'Buy'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: \(hex(10))>>",
    ]
  }
  return lines.joined(separator: "\n")
}

/// Loading a dump and explaining a touch on it, what `responderkit explain dump --at` does after
/// reading the file: 5,000 views, and 20,000 to show the work grows linearly.
func dumpBenchmarks() {
  for (views, cells) in [("5,000", 999), ("20,000", 3_999)] {
    Benchmark(
      "Dump: read a \(views)-view recursiveDescription and explain a touch (per dump)",
      configuration: Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20),
      closure: { _ in
        await MainActor.run {
          guard let scenario = try? HierarchyDump.scenario(from: DumpState.text, file: "big.txt")
          else { fatalError("the benchmark's dump does not read") }
          blackHole(
            ScenarioPrinter.explain(
              scenario, file: "big.txt", at: CGPoint(x: 330, y: 420), view: nil))
        }
      },
      setup: { await MainActor.run { DumpState.text = bigDump(cells: cells) } },
      teardown: { await MainActor.run { DumpState.text = "" } })
  }
  Benchmark(
    "Dump: read a 5,000-view recursiveDescription only (per dump)",
    configuration: Benchmark.Configuration(
      metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20),
    closure: { _ in
      await MainActor.run {
        blackHole(try? HierarchyDump.scenario(from: DumpState.text, file: "big.txt"))
      }
    },
    setup: { await MainActor.run { DumpState.text = bigDump() } },
    teardown: { await MainActor.run { DumpState.text = "" } })
}
