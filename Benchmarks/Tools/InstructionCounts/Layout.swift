import Foundation
import ResponderKit

/// A screen laid out by Auto Layout for the layout workloads: rows of four views, each placed
/// after the previous one, the row's last 16 pt from the right edge, equal widths in a row:
/// about four constraints per view, as in LayoutSolver's generated screens.
@MainActor
enum LayoutScreen {
  /// The root and its constraints, not yet active; `inset` is the first row's left inset.
  static func make(views: Int) -> (
    root: View, constraints: [LayoutConstraint], inset: LayoutConstraint
  ) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 44 * CGFloat(views / 4 + 1)))
    var constraints: [LayoutConstraint] = []
    var inset: LayoutConstraint?
    var previous: View?
    for index in 0..<views {
      let view = View(frame: .zero)
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let column = index % 4
      let top = CGFloat(index / 4) * 44
      if column == 0 {
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        if inset == nil { inset = leading }
        constraints.append(leading)
      } else if let previous {
        constraints.append(
          view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
        constraints.append(view.widthAnchor.constraint(equalTo: previous.widthAnchor))
      }
      if column == 3 {
        constraints.append(
          view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16))
      }
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: top))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 40))
      previous = view
    }
    return (root, constraints, inset!)
  }
}

/// Activates each screen's constraints and lays it out: the engine built, solved and the frames
/// applied, from scratch.
@inline(never) @MainActor
func measureLayoutFromScratch(_ screens: [(root: View, constraints: [LayoutConstraint])]) -> Int {
  var laidOut = 0
  for screen in screens {
    LayoutConstraint.activate(screen.constraints)
    screen.root.layoutIfNeeded()
    laidOut += screen.root.subviews.count
  }
  return laidOut
}

/// Edits one constant of a laid-out screen and lays it out again, `count` times.
@inline(never) @MainActor
func measureLayoutEdit(_ root: View, _ inset: LayoutConstraint, _ count: Int) {
  for index in 0..<count {
    inset.constant = index % 2 == 0 ? 20 : 16
    root.layoutIfNeeded()
  }
}
