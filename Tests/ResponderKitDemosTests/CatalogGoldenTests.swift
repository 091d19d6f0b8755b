import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

@MainActor
@Suite("Demo output golden files")
struct CatalogGoldenTests {
  @Test("The seed's E1 hit-test trace, verbatim")
  func seedTrace() throws {
    let seed = """
      White in
      Yellow in
      Yellow out: return nil
      Green in
      Black in
      Black out: return nil
      Blue in
      Blue out: return Blue
      Green out: return Blue
      White out: return Blue
      """
    let report = try FiveColours.demo.run()
    let hitTestOnly = TextTraceFormatter(hitTestViews: FiveColours.formatter.hitTestViews)
    let lines = hitTestOnly.lines(
      for: report.records.filter {
        switch $0 {
        case .hitTestEntered, .hitTestExited: true
        default: false
        }
      })
    #expect(lines.joined(separator: "\n") == seed)
  }

  nonisolated static let names = [
    "E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9", "E10", "E11", "E12", "E13", "E14", "E15",
    "E16",
    "buttons", "pager", "zoom",
  ]

  @Test("The catalog holds E1–E16 of the seed, then the scroll examples, in order")
  func catalog() {
    #expect(DemoCatalog.all.map(\.name) == Self.names)
  }

  @Test("Each demo's text and JSON Lines output matches its golden file", arguments: names)
  func goldens(name: String) throws {
    let demo = try #require(DemoCatalog.demo(named: name))
    try Golden.check(try DemoPrinter.output(of: demo, json: false) + "\n", against: "\(name).txt")
    try Golden.check(try DemoPrinter.output(of: demo, json: true) + "\n", against: "\(name).jsonl")
  }

  @Test("Names resolve without case; an unknown name lists the examples")
  func lookup() {
    #expect(DemoCatalog.demo(named: "e16")?.name == "E16")
    #expect(DemoCatalog.demo(named: "E99") == nil)
    #expect(DemoPrinter.unknown("E99").hasSuffix("E16, buttons, pager, zoom"))
    let listing = DemoPrinter.catalogListing().split(separator: "\n")
    #expect(listing.count == 19)
    #expect(zip(listing, Self.names).allSatisfy { $0.hasPrefix($1 + " ") })
  }
}
