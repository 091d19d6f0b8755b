import ResponderKit

/// A runnable worked example: it builds a scene, plays a script and reports what happened.
public struct Demo: Sendable {
  /// The short name, as `E1`.
  public let name: String
  /// A one-line title.
  public let title: String
  /// Builds, runs and reports.
  public let run: @MainActor @Sendable () throws -> DemoReport

  /// Creates a demo.
  public init(
    name: String, title: String, run: @escaping @MainActor @Sendable () throws -> DemoReport
  ) {
    self.name = name
    self.title = title
    self.run = run
  }
}

/// What a demo shows: its trace and a few lines of conclusions.
public struct DemoReport: Sendable {
  /// The trace records, in order.
  public var records: [TraceRecord]
  /// How the text formatter prints the trace.
  public var formatter: TextTraceFormatter
  /// Conclusions printed after the trace, such as the responder chain.
  public var conclusions: [String]

  /// Creates a report.
  public init(
    records: [TraceRecord], formatter: TextTraceFormatter = TextTraceFormatter(),
    conclusions: [String] = []
  ) {
    self.records = records
    self.formatter = formatter
    self.conclusions = conclusions
  }

  /// The trace as text lines, then a blank line and the conclusions.
  public var textLines: [String] {
    let trace = formatter.lines(for: records)
    return conclusions.isEmpty ? trace : trace + [""] + conclusions
  }
}

/// The built-in examples: E1–E16 of the seed, then the scroll-view examples.
@MainActor
public enum DemoCatalog {
  /// Every demo, in order.
  public static let all: [Demo] = [
    FiveColours.demo, SkipReasons.demo, EnlargedTarget.demo, ChildOutsideParent.demo,
    OverlappingBranches.demo, PassThroughOverlay.demo, CarouselParent.demo,
    TouchBelongsToFirstView.demo, SuperInTouchesBegan.demo, WhichViewGetsTouches.demo,
    ResponderChainLinks.demo, TouchesEventsQueue.demo, PhotoViewer.demo, SwingExample.demo,
    ScrollHoldsTouches.demo, WindowIntercept.demo, ButtonList.demo, PagerOfLists.demo,
    ZoomablePhoto.demo,
  ]

  /// The demo with a name, compared without case (`e1` finds `E1`).
  public static func demo(named name: String) -> Demo? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }
}

extension Responder {
  /// The chain from this responder, as `Blue -> Green -> White -> Window -> Application`.
  public var responderChainDescription: String {
    responderChain.map(\.traceName).joined(separator: " -> ")
  }
}
