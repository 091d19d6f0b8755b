import Foundation
import ResponderKit

/// A view whose `point(inside:with:)` always says no.
@MainActor
public final class RefusingView: View {
  /// Always `false`.
  public override func point(inside point: CGPoint, with event: Event?) -> Bool { false }
}

/// Seed example E2: the five reasons a view is skipped, each applied to Blue of E1.
@MainActor
public enum SkipReasons {
  /// A way to make Blue skip hit-testing.
  public enum Reason: String, CaseIterable, Sendable {
    /// `isHidden = true`.
    case hidden
    /// `isUserInteractionEnabled = false`.
    case interactionDisabled
    /// `alpha = 0.005`.
    case transparent
    /// A subclass whose `point(inside:with:)` says no.
    case pointInsideOverride
    /// A 0.3 s animation without `.allowUserInteraction`, tapped 0.1 s in.
    case animating
  }

  /// Builds E1 with Blue made to skip hit-testing for `reason`, and taps at (250, 420).
  public static func run(_ reason: Reason) throws -> DemoScene {
    let scene = FiveColours.build()
    var blue = scene["Blue"]
    switch reason {
    case .hidden: blue.isHidden = true
    case .interactionDisabled: blue.isUserInteractionEnabled = false
    case .transparent: blue.alpha = 0.005
    case .pointInsideOverride:
      let refusing = RefusingView(frame: blue.frame).named("Blue")
      blue.superview?.insertSubview(refusing, belowSubview: blue)
      blue.removeFromSuperview()
      blue = refusing
    case .animating:
      View.animate(withDuration: 0.3, animations: { blue.alpha = 0.5 })
      scene.application.advance(by: 0.1)
    }
    try scene.tap(at: FiveColours.tapPoint)
    return scene
  }

  /// Applies each reason in turn and shows where the tap lands and why.
  public static let demo = Demo(name: "E2", title: "The five reasons a view is skipped") {
    var records: [TraceRecord] = []
    var conclusions: [String] = []
    for reason in Reason.allCases {
      let scene = try run(reason)
      records += scene.recorder.records
      let why = scene.recorder.records.lazy.compactMap { record -> HitTestSkipReason? in
        if case .hitTestExited("Blue", nil, let why) = record { why } else { nil }
      }.first
      let hit = scene.recorder.records.hitViews.first.flatMap { $0 } ?? "none"
      conclusions.append(
        "\(reason.rawValue): tap lands on \(hit); Blue skipped: \(why.map(String.init(describing:)) ?? "-")"
      )
    }
    return DemoReport(
      records: records, formatter: TextTraceFormatter(showsReasons: true, hitTestViews: ["Blue"]),
      conclusions: conclusions)
  }
}
