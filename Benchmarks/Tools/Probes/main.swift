// Measurements that are not timings of a repeated operation: memory per view, the time to build
// a deep chain, and the stack each overriding level of hit-testing takes. Run in a release build:
//   swift run -c release Probes memory | chain-build | stack | index | growth | layout
import Foundation
import ResponderKit

/// The resident set size of this process, in bytes (Linux: /proc/self/statm).
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = statm.split(separator: " ")
  return (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A view that overrides hit-testing and calls `super`, as a redirecting view does: each such
/// level takes a stack frame.
final class OverridingView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    super.hitTest(point, with: event)
  }
}

/// The deepest view of the stack probe: it notes where the stack is when it is asked.
final class StackMarker: View {
  static var address = 0
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    var marker = 0
    StackMarker.address = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    return true
  }
}

/// Where the stack is at the bottom of a hit-test through `levels` overriding views.
@MainActor
func stackAddress(levels: Int) -> Int {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  window.isHidden = false
  var parent: View = window
  for _ in 0..<levels {
    let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(view)
    parent = view
  }
  parent.addSubview(StackMarker(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
  _ = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
  return StackMarker.address
}

@MainActor
func run(_ probe: String) {
  switch probe {
  case "memory":
    // 1,000 rows of 1,000 plain views in a window, as a dense grid would be.
    let count = 1_000_000
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let before = residentBytes()
    for row in 0..<1000 {
      let container = View(frame: CGRect(x: 0, y: CGFloat(row), width: 1000, height: 1))
      for column in 0..<999 {
        container.addSubview(View(frame: CGRect(x: CGFloat(column), y: 0, width: 1, height: 1)))
      }
      window.addSubview(container)
    }
    let after = residentBytes()
    print("memory: \((after - before) / count) bytes per plain view (\(count) views)")
    withExtendedLifetime(window) {}
  case "chain-build":
    for depth in [1_000, 10_000, 100_000] {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let start = ContinuousClock.now
      var parent: View = window
      for _ in 0..<depth {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        parent = view
      }
      let elapsed = ContinuousClock.now - start
      print("chain-build: \(depth) levels top down in \(elapsed)")
    }
  case "stack":
    let perLevel = (stackAddress(levels: 1_000) - stackAddress(levels: 2_000)) / 1_000
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_STACK.rawValue), &limit)
    let stack = Int(limit.rlim_cur)
    print(
      "stack: \(perLevel) bytes per level of a view overriding hitTest(_:with:) to call super; "
        + "\(stack / perLevel) levels on a \(stack / 1_048_576) MB main thread; "
        + "plain views take none")
  case "index":
    // Building the index of 100,000 subviews, and the cost of one moved subview: the next
    // hit-tests scan until the container has gone unchanged long enough, then one rebuilds.
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
    window.isHidden = false
    let container = View(frame: window.bounds)
    window.addSubview(container)
    for index in 0..<100_000 {
      container.addSubview(
        View(frame: CGRect(x: (index % 500) * 2, y: (index / 500) * 2, width: 2, height: 2)))
    }
    let point = CGPoint(x: 501, y: 201)
    func time(_ body: () -> Void) -> Duration {
      let start = ContinuousClock.now
      body()
      return ContinuousClock.now - start
    }
    let scan = time { _ = window.hitTest(point, with: nil) }
    for _ in 0..<31 { _ = window.hitTest(point, with: nil) }
    let build = time { _ = window.hitTest(point, with: nil) }
    let query = time { for _ in 0..<1000 { _ = window.hitTest(point, with: nil) } }
    container.subviews[7].center.x += 1
    let afterMove = time { for _ in 0..<33 { _ = window.hitTest(point, with: nil) } }
    print(
      "index: 100,000 subviews: a scan \(scan), the hit-test that builds the index \(build), "
        + "a hit-test through it \(query / 1000), the 33 hit-tests after a move "
        + "(32 scans and a rebuild) \(afterMove)")
  case "growth":
    // The plot BENCHMARKS.md shows, in this repository wherever the tool is run from.
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    Growth.run(plotPath: repository.appendingPathComponent("Docs/images/growth.svg").path)
  case "layout":
    LayoutGrowth.run()
  default:
    print("usage: Probes memory | chain-build | stack | index | growth | layout")
    exit(2)
  }
}

guard CommandLine.arguments.count == 2 else {
  print("usage: Probes memory | chain-build | stack | index | growth | layout")
  exit(2)
}
MainActor.assumeIsolated { run(CommandLine.arguments[1]) }
