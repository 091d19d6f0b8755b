import Foundation
import ResponderKit

/// How a first layout grows with what it lays out: a stack view of buttons (fill-equally and
/// fill) and a chain of views each after the last, timed once each in one process, with the
/// growth exponent between neighbouring sizes.
@MainActor
enum LayoutGrowth {
  /// The seconds the first layout of `build`'s hierarchy takes (building it included).
  static func seconds(_ build: (Window) -> Void) -> Double {
    let start = ContinuousClock.now
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.isHidden = false
    build(window)
    window.layoutIfNeeded()
    let (whole, fraction) = (ContinuousClock.now - start).components
    return Double(whole) + Double(fraction) * 1e-18
  }

  /// A stack view pinned to the window's edges with `count` system buttons.
  static func stack(_ count: Int, _ distribution: StackView.Distribution) -> (Window) -> Void {
    { window in
      let stack = StackView()
      stack.distribution = distribution
      stack.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(stack)
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
        stack.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      ])
      for _ in 0..<count { stack.addArrangedSubview(Button(type: .system)) }
    }
  }

  /// `count` 10 x 10 views in a row, each 1 pt after the one before (four constraints each).
  static func chain(_ count: Int) -> (Window) -> Void {
    { window in
      var previous: View?
      for _ in 0..<count {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
          view.widthAnchor.constraint(equalToConstant: 10),
          view.heightAnchor.constraint(equalToConstant: 10),
          view.topAnchor.constraint(equalTo: window.topAnchor),
          previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 1) }
            ?? view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        previous = view
      }
    }
  }

  /// Prints a table: each series, its sizes, seconds and growth exponents.
  static func run() {
    let series: [(String, [Int], (Int) -> (Window) -> Void)] = [
      ("fill-equally stack", [100, 200, 400, 800], { stack($0, .fillEqually) }),
      ("fill stack", [100, 200, 400, 800], { stack($0, .fill) }),
      ("chain of views", [500, 1000, 2000, 4000], chain),
    ]
    print("| layout | views | seconds | growth exponent |")
    print("|---|---:|---:|---:|")
    for (name, sizes, make) in series {
      var last: (size: Int, seconds: Double)?
      for size in sizes {
        let time = seconds(make(size))
        let exponent = last.map { log(time / $0.seconds) / log(Double(size) / Double($0.size)) }
        print(
          "| \(name) | \(size) | \(String(format: "%.3f", time)) | "
            + "\(exponent.map { String(format: "%.2f", $0) } ?? "") |")
        last = (size, time)
      }
    }
  }
}
