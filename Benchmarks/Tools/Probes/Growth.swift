import Foundation
import ResponderKit

/// How hit-testing and a tap's delivery grow with the number of siblings and with depth: medians
/// of timed batches in one process, written as a Markdown table and an SVG plot.
@MainActor
enum Growth {
  /// One measured size: what grew, how far, and the nanoseconds per hit-test and per event.
  struct Point {
    let series: String
    let size: Int
    let hitTest: Double
    let event: Double
  }

  /// The median of `samples` batches of `repetitions` runs of `body`, in nanoseconds per run.
  static func median(_ repetitions: Int, samples: Int = 31, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<samples {
      let start = ContinuousClock.now
      for _ in 0..<repetitions { body() }
      let elapsed = ContinuousClock.now - start
      let (seconds, attoseconds) = elapsed.components
      times.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(repetitions))
    }
    return times.sorted()[samples / 2]
  }

  /// A window in an application, a tree grown by `grow`, and the point it returns.
  static func measure(_ series: String, _ size: Int, _ grow: (Window) -> CGPoint) -> Point {
    let application = Application()
    let window = Window(
      frame: CGRect(x: 0, y: 0, width: 1000, height: 1000), application: application)
    window.makeKeyAndVisible()
    let point = grow(window)
    let repetitions = max(1, 20_000 / max(1, size))
    // Past the scans a big container makes before it builds its subview index.
    for _ in 0..<40 { _ = window.hitTest(point, with: nil) }
    let hitTest = median(repetitions) { _ = window.hitTest(point, with: nil) }
    var time = 0.0
    let tap = {
      time += 1
      try! application.send(
        TouchSample(touchID: 1, phase: .began, location: point, timestamp: time))
      try! application.send(
        TouchSample(touchID: 1, phase: .ended, location: point, timestamp: time + 0.05))
    }
    for _ in 0..<10 { tap() }
    let event = median(max(1, repetitions / 2), tap) / 2
    return Point(series: series, size: size, hitTest: hitTest, event: event)
  }

  /// Siblings: `count` 1 x 1 views in rows of 1,000; the point on the back-most.
  static func siblings(_ count: Int) -> Point {
    measure("siblings", count) { window in
      let container = View(frame: window.bounds)
      window.addSubview(container)
      for index in 0..<count {
        container.addSubview(
          View(frame: CGRect(x: index % 1000, y: index / 1000, width: 1, height: 1)))
      }
      return CGPoint(x: 0.5, y: 0.5)
    }
  }

  /// Depth: a chain of `depth` views, each the size of the window; the point at the centre.
  static func depth(_ depth: Int) -> Point {
    measure("depth", depth) { window in
      var parent: View = window
      for _ in 0..<depth {
        let view = View(frame: window.bounds)
        parent.addSubview(view)
        parent = view
      }
      return CGPoint(x: 500, y: 500)
    }
  }

  /// Runs both series and prints the table; writes the plot to `plotPath`.
  static func run(plotPath: String) {
    let points =
      [10, 100, 1_000, 10_000, 100_000].map(siblings) + [10, 100, 1_000, 10_000].map(depth)
    print("| series | size | hit-test (ns) | tap event (ns) |")
    print("|---|---|---|---|")
    for point in points {
      print(
        "| \(point.series) | \(point.size) | \(Int(point.hitTest.rounded())) | "
          + "\(Int(point.event.rounded())) |")
    }
    do {
      try plot(points).write(toFile: plotPath, atomically: true, encoding: .utf8)
      print("plot written to \(plotPath)")
    } catch {
      print("could not write the plot to \(plotPath): \(error)")
    }
  }

  /// A log-log plot of the four lines: hit-test and event against siblings and depth.
  static func plot(_ points: [Point]) -> String {
    let width = 640.0
    let height = 400.0
    let left = 70.0
    let bottom = 350.0
    let top = 20.0
    let right = 620.0
    let values = points.flatMap { [$0.hitTest, $0.event] }
    let lowY = log10(values.min()!).rounded(.down)
    let highY = log10(values.max()!).rounded(.up)
    func x(_ size: Int) -> Double { left + (log10(Double(size)) - 1) / 4 * (right - left) }
    func y(_ nanoseconds: Double) -> Double {
      bottom - (log10(nanoseconds) - lowY) / (highY - lowY) * (bottom - top)
    }
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      font-family="sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>

      """
    for decade in 1...5 {
      let position = x(Int(pow(10, Double(decade))))
      svg += "<line x1=\"\(position)\" y1=\"\(top)\" x2=\"\(position)\" y2=\"\(bottom)\" "
      svg += "stroke=\"#ddd\"/><text x=\"\(position)\" y=\"\(bottom + 15)\" "
      svg += "text-anchor=\"middle\">\(Int(pow(10, Double(decade))))</text>\n"
    }
    for decade in Int(lowY)...Int(highY) {
      let position = y(pow(10, Double(decade)))
      svg += "<line x1=\"\(left)\" y1=\"\(position)\" x2=\"\(right)\" y2=\"\(position)\" "
      svg += "stroke=\"#ddd\"/><text x=\"\(left - 6)\" y=\"\(position + 4)\" "
      svg += "text-anchor=\"end\">\(Int(pow(10, Double(decade)))) ns</text>\n"
    }
    svg += "<text x=\"\((left + right) / 2)\" y=\"\(bottom + 35)\" text-anchor=\"middle\">"
    svg += "siblings in one container, or depth of a chain</text>\n"
    let lines: [(String, String, String, (Point) -> Double)] = [
      ("siblings", "#1f77b4", "hit-test, siblings", \.hitTest),
      ("siblings", "#aec7e8", "tap event, siblings", \.event),
      ("depth", "#d62728", "hit-test, depth", \.hitTest),
      ("depth", "#ff9896", "tap event, depth", \.event),
    ]
    for (index, (series, color, label, value)) in lines.enumerated() {
      let coordinates = points.filter { $0.series == series }.map {
        "\(x($0.size)),\(y(value($0)))"
      }
      svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" "
      svg += "points=\"\(coordinates.joined(separator: " "))\"/>\n"
      let legend = top + 14 * Double(index) + 6
      svg += "<line x1=\"\(left + 10)\" y1=\"\(legend)\" x2=\"\(left + 30)\" y2=\"\(legend)\" "
      svg += "stroke=\"\(color)\" stroke-width=\"2\"/><text x=\"\(left + 36)\" "
      svg += "y=\"\(legend + 4)\">\(label)</text>\n"
    }
    return svg + "</svg>\n"
  }
}
