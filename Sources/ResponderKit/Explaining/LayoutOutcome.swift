import Foundation

/// A view laid out by constraints that no touch can reach because of where the layout put it
/// (Auto Layout §21.7): the `explain` command names it with the reason and the fix.
public struct LayoutOutcome: Hashable, Sendable, CustomStringConvertible {
  /// What the layout did to the view.
  public enum Kind: Hashable, Sendable {
    /// The view has no width or no height; `ambiguous` when its constraints leave it free.
    case zeroSized(ambiguous: Bool)
    /// The view lies wholly outside the window.
    case offScreen
  }
  /// The view's trace name.
  public var view: String
  /// Its frame in window coordinates.
  public var frame: CGRect
  /// What the layout did.
  public var kind: Kind

  /// The outcome in words.
  public var description: String {
    let size =
      "\(TextTraceFormatter.number(Double(frame.width))) × "
      + "\(TextTraceFormatter.number(Double(frame.height)))"
    switch kind {
    case .zeroSized(let ambiguous):
      return "\(view) is \(size) pt: "
        + (ambiguous
          ? "its constraints leave its size undetermined (hasAmbiguousLayout), so it is 0"
          : "its constraints make it so")
        + "; no touch can land in it"
    case .offScreen:
      return "\(view) lies outside the window, at \(TextTraceFormatter.point(frame.origin)) "
        + "(\(size) pt): its constraints put it there"
    }
  }

  /// The sizes the view lacks.
  private var missing: String {
    switch (frame.width == 0, frame.height == 0) {
    case (true, true): "a width and a height"
    case (true, false): "a width"
    default: "a height"
    }
  }

  /// The change that would put the view where touches reach it.
  public var fix: String {
    switch kind {
    case .zeroSized:
      "give \(view) \(missing) (a size constraint, both edges pinned on the axis, subviews tied to "
        + "both its edges, or an intrinsic content size) [Auto Layout §21.4, §21.7]"
    case .offScreen:
      "check the constants and the anchors its position is tied to (a sign, leading against "
        + "trailing, a view's bottom against the window's) [Auto Layout §21.1]"
    }
  }
}

extension Window {
  /// The views laid out by constraints that are zero-sized or wholly outside the window.
  ///
  /// - Complexity: O(*n*) in the views of the window that hold Auto Layout.
  func layoutOutcomes() -> [LayoutOutcome] {
    guard autoLayout?.subtreeHasAutoLayout == true else { return [] }
    var outcomes: [LayoutOutcome] = []
    var pending: [View] = subviews.reversed()
    while let view = pending.popLast() {
      guard let state = view.autoLayout, state.subtreeHasAutoLayout, !view.isHidden else {
        continue
      }
      if !state.translatesAutoresizingMask {
        let frame = view.convert(view.bounds, to: self)
        if frame.width == 0 || frame.height == 0 {
          outcomes.append(
            LayoutOutcome(
              view: view.traceName, frame: frame,
              kind: .zeroSized(ambiguous: view.hasAmbiguousLayout)))
        } else if !frame.intersects(bounds) {
          outcomes.append(LayoutOutcome(view: view.traceName, frame: frame, kind: .offScreen))
        }
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return outcomes
  }
}
