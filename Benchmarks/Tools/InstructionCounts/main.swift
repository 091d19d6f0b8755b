// Runs one benchmark workload N times inside a function callgrind can isolate
// (`--toggle-collect='*measure*'`), so instruction counts are exact and repeatable:
// `callgrind.sh` beside Package.swift runs every workload and prints instructions per operation.
import BenchmarkFixtures
import Foundation
import ResponderKit

@inline(never) @MainActor
func measureHits(_ fixture: Fixtures.HitTestFixture, _ count: Int) -> Int {
  var hits = 0
  for _ in 0..<count where fixture.window.hitTest(fixture.point, with: nil) != nil { hits += 1 }
  return hits
}

@inline(never) @MainActor
func measureFloor(_ floor: FloorTree, _ point: CGPoint, _ count: Int) -> Int {
  floor.measure(point, count: count)
}

@inline(never) @MainActor
func measurePlay(
  _ application: Application, _ point: CGPoint, _ count: Int,
  _ play: (Application, CGPoint) -> Void
) {
  for _ in 0..<count { play(application, point) }
}

@inline(never) @MainActor
func measureFling(_ application: Application, _ list: ScrollView, _ count: Int) -> Int {
  var operations = 0
  for _ in 0..<count { operations += Workloads.fling(application, list) }
  return operations
}

@inline(never) @MainActor
func measureTableDrag(_ application: Application, _ table: ScrollView, _ count: Int) -> Int {
  var operations = 0
  for _ in 0..<count { operations += Workloads.tableDrag(application, table) }
  return operations
}

@inline(never) @MainActor
func measureDisplayList(_ driver: HostDriver, _ count: Int) {
  for _ in 0..<count { driver.updateDisplayList() }
}

@inline(never) @MainActor
func measureHostFrames(_ fixture: Fixtures.HostFixture, _ count: Int) {
  for _ in 0..<count { Workloads.hostFrame(fixture) }
}

/// The 10,000-row table, its source kept alive for the whole run.
@MainActor
func tableFixture() -> (Application, ScrollView) {
  let (application, table, rows) = Fixtures.table10k()
  TableSource.rows = rows
  return (application, table)
}

/// Keeps the table's data source alive (the table holds it weakly).
@MainActor
enum TableSource {
  static var rows: TableRows?
}

/// Builds the workload's scene, warms it up, measures `count` repetitions and prints how many
/// operations (hit-tests, events or frames) they made.
@MainActor
func run(_ workload: String, _ count: Int) {
  switch workload {
  case "apptree", "flat", "balanced":
    let fixture =
      workload == "apptree"
      ? Fixtures.appTree() : workload == "flat" ? Fixtures.flat() : Fixtures.balanced()
    _ = measureHits(fixture, 3)
    _ = measureHits(fixture, count)
    print(count)
  case "taphit":
    // The bare hit-test of the tap's leaf: the delivery app's window, the tap's point.
    let fixture = Fixtures.deliveryLeaf()
    _ = measureHits(fixture, 3)
    _ = measureHits(fixture, count)
    print(count)
  case "flat100k":
    let fixture = Fixtures.flat100k()
    // Outside the measured function: the scans and the build of the index.
    for _ in 0..<40 { _ = fixture.window.hitTest(fixture.point, with: nil) }
    _ = measureHits(fixture, count)
    print(count)
  case "tap", "drag", "gesture", "deeptap":
    let (application, point) =
      workload == "gesture"
      ? Fixtures.gestureApp()
      : workload == "deeptap" ? Fixtures.deepChainApp() : Fixtures.deliveryApp()
    let play: (Application, CGPoint) -> Void =
      workload == "tap" || workload == "deeptap" ? Workloads.tap : Workloads.drag
    for _ in 0..<10 { play(application, point) }
    measurePlay(application, point, count, play)
    print(count * (workload == "tap" || workload == "deeptap" ? 2 : 62))
  case "tabletap", "plaintap":
    // A tap on a row of a 10,000-row table, selecting it, or on a row of a plain scroll view.
    let (application, table) =
      workload == "tabletap" ? tableFixture() : Fixtures.plainRows10k()
    let point = CGPoint(x: 180, y: 200)
    // Past the scans after which the plain list's 10,000 rows get their subview index.
    for _ in 0..<40 { Workloads.tap(application, point) }
    measurePlay(application, point, count, Workloads.tap)
    print(count * 2)
    withExtendedLifetime(table) {}
  case "tabledrag", "plaindrag":
    let (application, table) =
      workload == "tabledrag" ? tableFixture() : Fixtures.plainRows10k()
    for _ in 0..<3 { _ = Workloads.tableDrag(application, table) }
    print(measureTableDrag(application, table, count))
  case "layout1000":
    // 250 views, 1,000 constraints (LayoutScreen), activated and laid out from scratch.
    let screens = (0..<count).map { _ in
      let screen = LayoutScreen.make(views: 250)
      return (screen.root, screen.constraints)
    }
    _ = measureLayoutFromScratch(screens)
    print(count, screens[0].1.count)
  case "layoutedit":
    // One constant of that screen edited, and the screen laid out again.
    let screen = LayoutScreen.make(views: 250)
    LayoutConstraint.activate(screen.constraints)
    screen.root.layoutIfNeeded()
    measureLayoutEdit(screen.root, screen.inset, count)
    print(count, screen.constraints.count)
  case "displaylist1000":
    // The display list of the 1,000-view host screen, built again with nothing changed.
    let fixture = Fixtures.displayScreen()
    measureDisplayList(fixture.driver, 3)
    measureDisplayList(fixture.driver, count)
    print(count, fixture.viewCount)
  case "hostframe":
    // A host's frame while a square is dragged: a pointer reading, the timers, the list rebuilt.
    let fixture = Fixtures.displayScreen()
    Workloads.beginHostDrag(fixture)
    for _ in 0..<10 { Workloads.hostFrame(fixture) }
    measureHostFrames(fixture, count)
    print(count, fixture.viewCount)
  case "fling":
    let (application, list) = Fixtures.buttonList()
    for _ in 0..<3 { _ = Workloads.fling(application, list) }
    print(measureFling(application, list, count))
  case _
  where Fixtures.floorWorkloads.contains { $0.name == workload.replacing("floor-", with: "") }:
    let name = workload.replacing("floor-", with: "")
    let fixture = Fixtures.floorWorkloads.first { $0.name == name }!.make()
    let floor = FloorTree(fixture.window)
    guard floor.hitTest(fixture.point) === fixture.window.hitTest(fixture.point, with: nil) else {
      print("\(name): ResponderKit and the C floor disagree")
      exit(1)
    }
    // The warm-up runs outside the measured functions, so it is not counted.
    if workload.hasPrefix("floor-") {
      _ = floor.measure(fixture.point, count: 3)
      _ = measureFloor(floor, fixture.point, count)
    } else {
      for _ in 0..<3 { _ = fixture.window.hitTest(fixture.point, with: nil) }
      _ = measureHits(fixture, count)
    }
    print(count, floor.visits(fixture.point))
  default:
    print(
      "unknown workload '\(workload)': apptree, flat, balanced, taphit, tap, deeptap, drag, gesture, fling, tabletap, plaintap, tabledrag, plaindrag, layout1000, layoutedit, displaylist1000 or hostframe"
    )
    exit(2)
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
  print("usage: InstructionCounts WORKLOAD COUNT")
  exit(2)
}
MainActor.assumeIsolated { run(arguments[1], count) }
