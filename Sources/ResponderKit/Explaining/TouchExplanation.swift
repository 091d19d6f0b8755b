import Foundation

/// Why a touch at a point goes where it goes: every view under the point, front to back, each with
/// the reason it does or does not get the touch; the recognizers that would see it; the responder
/// chain (the `explain` command's answer).
public struct TouchExplanation: Hashable, Sendable {
  /// What happens to the touch for one view.
  public enum Verdict: Hashable, Sendable, CustomStringConvertible {
    /// The view hit-testing chooses.
    case hitView
    /// The view hit-testing chooses though the point is not in it: a `hitTest(_:with:)` override
    /// of the named view returned it (seed E7).
    case hitViewByOverride(String)
    /// An ancestor of the hit view: it gets the calls the hit view forwards.
    case ancestorOfHitView(String)
    /// The view itself is skipped (hidden, alpha, interaction, animation).
    case excluded(HitTestSkipReason)
    /// An ancestor is skipped, and with it its whole subtree.
    case ancestorExcluded(String, HitTestSkipReason)
    /// The point is outside an ancestor, so hit-testing never gets down to the view.
    case outsideAncestor(String, by: CGFloat)
    /// The point is outside an ancestor that its constraints leave without width or height: the
    /// view shows outside it, but hit-testing stops at its edge (Auto Layout §21.7).
    case outsideCollapsedAncestor(String, by: CGFloat, size: CGSize, ambiguous: Bool)
    /// The view's own `point(inside:with:)` says no.
    case pointInsideSaysNo
    /// A view in front took the touch first.
    case shadowed(by: String)
    /// Drawn in front of `view` by the `layer.zPosition` of `drawnFront` (itself or the ancestor
    /// that is `view`'s sibling), yet behind it for hit-testing, which follows the subviews' order
    /// and not `zPosition` (§2.1).
    case shadowedDespiteZPosition(
      by: String, drawnFront: String, zPosition: CGFloat, theirs: CGFloat)
    /// Added to a table cell itself and covered by `contentView`, the content view the cell made
    /// later, on top of it (<doc:Tables> §17.2).
    case coveredByContentView(String)
    /// An override of `hitTest(_:with:)` on the way returned another answer.
    case hitTestOverride(String)

    /// Green for a view that gets the touch or its forwarded calls, yellow for one that misses.
    var style: TerminalStyle {
      switch self {
      case .hitView, .hitViewByOverride, .ancestorOfHitView: .green
      default: .yellow
      }
    }

    /// The change that would let the view get the touch, where the verdict's cause is one an
    /// engineer sets for this moment only (an animation), a drawing order that hit-testing does
    /// not follow (`zPosition`) or a cell's content view covering what was added to the cell, or
    /// `nil`.
    public var fix: String? {
      switch self {
      case .excluded(.animating), .ancestorExcluded(_, .animating):
        "pass .allowUserInteraction in the animation's options (animation: {options: "
          + "[allowUserInteraction]} in a scenario file), or wait for the animation to end; "
          + "hit-testing already uses the final frame [Hit-testing §2.1, Choices §14.9]"
      case .shadowedDespiteZPosition(let front, let drawn, _, _):
        "bring \(drawn) in front of \(front) in their superview's subviews "
          + "(bringSubviewToFront(\(drawn)), or add it last) instead of raising its layer.zPosition, "
          + "which changes only drawing [Hit-testing §2.1]"
      case .coveredByContentView(let contentView):
        "add it to \(contentView) (cell.contentView.addSubview) instead of to the cell, or ask for "
          + "the cell's contentView before adding to the cell: a cell makes its content view at the "
          + "first ask or when the table first shows it, on top of the cell's own subviews (UIKit "
          + "since iOS 14) [Tables §17.2]"
      case .outsideCollapsedAncestor(let ancestor, _, let size, let ambiguous):
        "give \(ancestor) a \(size.height == 0 ? "height" : "width"): a "
          + "\(size.height == 0 ? "height" : "width") constraint, both its "
          + "\(size.height == 0 ? "top and bottom" : "leading and trailing") pinned, or its "
          + "subviews' constraints tied to its \(size.height == 0 ? "bottom" : "trailing") edge so "
          + "they size it from inside\(ambiguous ? " (its layout is ambiguous: hasAmbiguousLayout)" : "")"
          + "; views drawn outside a superview take no touches [Auto Layout §21.7, Hit-testing §2.1]"
      default: nil
      }
    }

    /// The verdict in words.
    public var description: String {
      switch self {
      case .hitView: "gets the touch: the hit view"
      case .hitViewByOverride(let view):
        "gets the touch: the hitTest(_:with:) override of \(view) returns it, though the point is outside it"
      case .ancestorOfHitView(let hit): "gets forwarded calls: ancestor of the hit view \(hit)"
      case .excluded(let reason): "misses it: \(reason)"
      case .ancestorExcluded(let ancestor, let reason):
        "misses it: \(reason) on ancestor \(ancestor)"
      case .outsideAncestor(let ancestor, let distance):
        "misses it: outside its ancestor \(ancestor) by \(TextTraceFormatter.number(Double(distance))) pt"
      case .outsideCollapsedAncestor(let ancestor, let distance, let size, _):
        "misses it: outside its ancestor \(ancestor) by \(TextTraceFormatter.number(Double(distance))) pt, "
          + "which its constraints leave \(TextTraceFormatter.number(Double(size.width))) × "
          + "\(TextTraceFormatter.number(Double(size.height))) pt (a layout outcome)"
      case .pointInsideSaysNo: "misses it: its point(inside:with:) says no"
      case .shadowed(let view): "misses it: shadowed by \(view), in front"
      case .shadowedDespiteZPosition(let view, let drawn, let zPosition, let theirs):
        "misses it: shadowed by \(view), in front in the subviews' order, though \(drawn)'s "
          + "layer.zPosition (\(TextTraceFormatter.number(Double(zPosition)))) draws it above "
          + "\(view) (\(TextTraceFormatter.number(Double(theirs)))): hit-testing follows the "
          + "subviews, not zPosition"
      case .coveredByContentView(let view):
        "misses it: shadowed by \(view), the content view its cell made on top of the views "
          + "added to the cell itself"
      case .hitTestOverride(let view):
        "misses it: the hitTest(_:with:) override of \(view) answers otherwise"
      }
    }
  }

  /// One view under the point.
  public struct Candidate: Hashable, Sendable {
    /// The view's trace name.
    public var view: String
    /// What happens to the touch for it.
    public var verdict: Verdict
  }

  /// The second hit-test pass UIKit runs for a touch-down, when the first asked an override
  /// (Hit-testing §2.5).
  public struct SecondPass: Hashable, Sendable {
    /// The first pass's answer.
    public var first: String?
    /// The second pass's answer: the view the touch gets, when not `nil`.
    public var second: String?
  }

  /// The window point explained.
  public var point: CGPoint
  /// The hit view's name, or `nil` when no view takes the touch.
  public var hitView: String?
  /// Every view whose area contains the point, front to back.
  public var candidates: [Candidate]
  /// The recognizers that would receive the touch, from the hit view up.
  public var recognizers: [String]
  /// The responder chain from the hit view.
  public var responderChain: [String]
  /// Why the hit view would not get the touch's calls though hit-testing chose it, given the
  /// touches views are tracking now (§6), or `nil` when it would.
  public var withheld: TouchWithholdReason?
  /// The views laid out by constraints that no touch can reach because of where the layout put
  /// them: zero-sized, or wholly outside the window (Auto Layout §21.7).
  public var layoutOutcomes: [LayoutOutcome] = []
  /// The second hit-test pass, when the first asked an override of `hitTest(_:with:)` or
  /// `point(inside:with:)`; `nil` when no app code was asked (the second pass cannot differ).
  public var secondPass: SecondPass?

  /// The explanation as lines of text.
  public var lines: [String] { lines(usesColor: false) }

  /// The explanation as lines of text; with `usesColor`, for a terminal: the heading bold, views
  /// that get the touch or its forwarded calls green, views that miss it yellow.
  public func lines(usesColor: Bool) -> [String] {
    func styled(_ text: String, _ style: TerminalStyle) -> String {
      usesColor ? style.apply(to: text) : text
    }
    var lines = [
      styled("at \(TextTraceFormatter.point(point)): hit view \(hitView ?? "none")", .bold)
    ]
    // The second pass is told only when it changed the answer: the trace has its line anyway.
    if let secondPass, secondPass.first != secondPass.second {
      lines.append(
        styled(
          "  hit-tested twice, as UIKit does for a touch-down: the first pass answered "
            + "\(secondPass.first ?? "nil"), the second \(secondPass.second ?? "nil")", .yellow))
      lines.append(
        "    fix: make hitTest(_:with:) and point(inside:with:) answer the same every time, "
          + "without side effects [Hit-testing §2.5]")
    }
    for candidate in candidates {
      lines.append(styled("  \(candidate.view): \(candidate.verdict)", candidate.verdict.style))
      if let fix = candidate.verdict.fix { lines.append("    fix: \(fix)") }
    }
    if let withheld, let hitView {
      lines.append(styled("withheld from \(hitView): \(withheld)", .yellow))
    }
    for outcome in layoutOutcomes {
      lines.append(styled("layout: \(outcome)", .yellow))
      lines.append("    fix: \(outcome.fix)")
    }
    lines.append(
      "recognizers: \(recognizers.isEmpty ? "none" : recognizers.joined(separator: ", "))")
    lines.append("responder chain: \(responderChain.joined(separator: " -> "))")
    return lines
  }
}
