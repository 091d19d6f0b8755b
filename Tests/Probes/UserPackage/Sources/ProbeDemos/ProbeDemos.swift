import ResponderKitDemos

/// The worked examples: the first one run.
@MainActor
public func probeDemos() -> String {
  guard let demo = DemoCatalog.all.first, let report = try? demo.run() else {
    return "ResponderKitDemos: no demo ran"
  }
  return "ResponderKitDemos: \(demo.name) ran, \(report.records.count) trace records"
}
