import Foundation
internal import LayoutSolver

extension LayoutEngine {
  /// Logs, in the words of UIKit's console message, that `constraint` could not be added with
  /// the required constraints it conflicts with, and that it is broken: it stays active but the
  /// layout ignores it (§21.7).
  func reportUnsatisfiable(_ constraint: LayoutConstraint, conflicts: [ConstraintHandle]) {
    var lines = conflicts.compactMap { owners[$0.id].map(describe) }
    lines.append(constraint.description)
    let list = lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
    let message = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, \
      refer to the documentation for the UIView property \
      translatesAutoresizingMaskIntoConstraints) 
      (
      \(list)
      )

      Will attempt to recover by breaking constraint 
      \(constraint.description)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the \
      debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in \
      <UIKitCore/UIView.h> may also be helpful.
      """
    LayoutConstraint.log(message)
  }

  /// A solver constraint in UIKit's description style.
  func describe(_ owner: ConstraintOwner) -> String {
    switch owner {
    case .constraint(let constraint):
      return constraint.description
    case .autoresizing(let view, let variable):
      let names = ["minX", "minY", "width", "height"]
      let frame = view.untransformedFrame
      let values = [frame.minX, frame.minY, frame.width, frame.height]
      return "<NSAutoresizingMaskLayoutConstraint: \(view.autoresizingNotation) "
        + "\(view.traceName).\(names[variable]) == \(LayoutConstraint.number(values[variable]))"
        + "   (active)>"
    case .contentSize(let view, let axis, let hugging):
      let size = view.intrinsicContentSize
      let value = axis == .horizontal ? size.width : size.height
      let priority =
        hugging
        ? view.contentHuggingPriority(for: axis)
        : view.contentCompressionResistancePriority(for: axis)
      return "<NSContentSizeLayoutConstraint: \(view.traceName)."
        + "\(axis == .horizontal ? "width" : "height") \(hugging ? "<=" : ">=") "
        + "\(LayoutConstraint.number(value)) \(hugging ? "Hug" : "CompressionResistance"):"
        + "\(LayoutConstraint.number(CGFloat(priority.rawValue)))   (active)>"
    case .guide(let guide, let variable):
      let edges = ["left", "top", "width", "height"]
      return "<NSLayoutConstraint:'\(guide.identifier)-\(edges[variable])' \(guide.traceName)."
        + "\(edges[variable]) defined by \(guide.owningView?.traceName ?? "nil")   (active)>"
    }
  }
}

extension View {
  /// UIKit's notation of an autoresizing mask in constraint descriptions: per axis, the margin
  /// before, the size and the margin after, `-` fixed and `&` flexible (`h=--& v=--&` for none).
  var autoresizingNotation: String {
    let mask = autoresizingMask
    func mark(_ flexible: Bool) -> String { flexible ? "&" : "-" }
    let noHorizontal = mask.isDisjoint(
      with: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    let noVertical = mask.isDisjoint(
      with: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
    let h =
      noHorizontal
      ? "--&"
      : mark(mask.contains(.flexibleLeftMargin)) + mark(mask.contains(.flexibleWidth))
        + mark(mask.contains(.flexibleRightMargin))
    let v =
      noVertical
      ? "--&"
      : mark(mask.contains(.flexibleTopMargin)) + mark(mask.contains(.flexibleHeight))
        + mark(mask.contains(.flexibleBottomMargin))
    return "h=\(h) v=\(v)"
  }
}

extension LayoutConstraint {
  /// Where the layout engine's messages go (the unsatisfiable-constraints report, §21.7): to the
  /// engine's ``Console`` unless set. Tests and hosts set it to collect them.
  public static var messageHandler: (@MainActor (String) -> Void)?

  /// Sends `message` to ``messageHandler``, or to the ``Console``.
  static func log(_ message: String) {
    if let messageHandler { messageHandler(message) } else { Console.log(message) }
  }
}
