import Foundation
import ResponderKit

/// What a script expands into, counted step by step as the loader adds steps, against one
/// budget (``ScenarioLoader/maximumSampleCount``): a file's few lines can ask for millions of
/// events (hundreds of 600-second hovers, wheels of 10,000 ticks, keys held with repeats), so the
/// limit is on what the steps become, not on how many are written.
///
/// Counted: every touch sample of a frame, pointer reading, wheel tick and trackpad scroll step,
/// trackpad pinch and rotation step, key down, repeat and up, and shake; every point of a path
/// read (a path reused through YAML aliases at each use); and, in a scenario with
/// an autorepeating stepper, the repeats a stepper could send while a touch or the pointer's
/// button is held, at the fastest rate a stepper repeats (a stepper held with a tiny step, or
/// wrapping, never reaches its end and repeats for as long as it is held).
struct ScriptBudget {
  /// The events counted so far, stepper repeats excluded.
  private(set) var events = 0
  /// The points of the paths read so far (hover, drag and swipe), each use of a path reused
  /// through a YAML alias counted again: reading them is work the file's size does not bound.
  private(set) var pathPoints = 0
  /// The seconds so far during which a touch or the pointer's button was down.
  private(set) var heldTime: TimeInterval = 0
  /// The events a control may generate per second held: ``stepperRepeatRate`` in a scenario
  /// with an autorepeating stepper, else 0.
  let repeatsPerHeldSecond: Double
  private var down: Set<Int> = []
  private var pointerIsDown = false
  private var time: TimeInterval = 0

  /// The most repeats a held stepper sends per second: it speeds up to one every
  /// `Stepper.minimumAutorepeatInterval`.
  static let stepperRepeatRate = 1 / Stepper.minimumAutorepeatInterval

  /// A budget for a scenario that has an autorepeating stepper or not.
  init(hasAutorepeatingStepper: Bool) {
    repeatsPerHeldSecond = hasAutorepeatingStepper ? Self.stepperRepeatRate : 0
  }

  /// The repeats a held stepper may send over the held time so far, saturating.
  var controlEvents: Int {
    let repeats = (heldTime * repeatsPerHeldSecond).rounded(.up)
    return repeats < Double(Int.max / 2) ? Int(repeats) : Int.max / 2
  }

  /// Everything counted: the script's events, the path points read and the control events,
  /// saturating.
  var total: Int { events + pathPoints + controlEvents }

  /// Counts the points of the `path` of the step at `node`, before they are read: the length of
  /// the list in the document, so that a path reused through aliases costs nothing to refuse.
  mutating func addPath(of node: YAMLNode) {
    guard let (_, value) = node.node.entries.first, value.kind == .mapping else { return }
    for (name, argument) in value.entries where name.string == "path" {
      if argument.kind == .sequence { pathPoints += argument.items.count }
    }
  }

  /// Counts `steps`, which follow those counted before.
  ///
  /// - Complexity: O(*n*) in the steps' samples.
  mutating func add(_ steps: ArraySlice<TouchScript.Step>) {
    for step in steps {
      switch step {
      case .frame(let samples):
        events += samples.count
        advance(to: samples.map(\.timestamp).max() ?? time)
        for sample in samples {
          switch sample.phase {
          case .began: down.insert(sample.touchID)
          case .ended, .cancelled: down.remove(sample.touchID)
          default: break
          }
        }
      case .wait(let until): advance(to: until)
      case .motion(_, _, let at):
        events += 1
        advance(to: at)
      case .key(let sample):
        events += 1
        advance(to: sample.timestamp)
      case .pointer(let sample):
        events += 1
        advance(to: sample.timestamp)
        pointerIsDown = !sample.buttonMask.isEmpty
      case .scroll(let sample):
        events += 1
        advance(to: sample.timestamp)
      case .transform(let sample):
        events += 1
        advance(to: sample.timestamp)
      }
    }
  }

  /// Moves the clock on to `next` (never back), adding the time passed to the held time when a
  /// touch or the pointer's button is down.
  private mutating func advance(to next: TimeInterval) {
    guard next.isFinite, next > time else { return }
    if !down.isEmpty || pointerIsDown { heldTime += next - time }
    time = next
  }

  /// What a step is, for an error: its kind and, when it has one, its duration or count.
  static func describe(_ node: YAMLNode) -> String {
    guard let (key, value) = node.node.entries.first, let kind = key.string else {
      return "this step"
    }
    var detail: String?
    for (name, argument) in value.entries {
      guard let name = name.string, let number = argument.string.flatMap(Double.init),
        ["duration", "hold", "ticks"].contains(name)
      else { continue }
      let text = TextTraceFormatter.number(number)
      detail = name == "ticks" ? "\(text) ticks" : "\(text) s"
    }
    return detail.map { "\(kind), \($0)" } ?? kind
  }
}

extension ScenarioLoader {
  /// Refuses the step at `node` when the script, with it, expands past
  /// ``maximumSampleCount``: the error names the step's kind, its duration or count, and what
  /// the script would come to.
  static func check(_ budget: ScriptBudget, at node: YAMLNode) throws(ScenarioError) {
    guard budget.total > maximumSampleCount else { return }
    let paths = budget.pathPoints > 0 ? ", \(budget.pathPoints) of them path points read" : ""
    let repeats =
      budget.controlEvents > 0
      ? ", \(budget.controlEvents) of them a stepper's repeats while held (\(TextTraceFormatter.number(ScriptBudget.stepperRepeatRate)) a second over \(TextTraceFormatter.number(budget.heldTime)) s)"
      : ""
    throw node.error(
      "(\(ScriptBudget.describe(node))): the script would expand to more than \(maximumSampleCount) samples (\(budget.total) with this step\(paths)\(repeats)); a scenario's script expands to at most \(maximumSampleCount) samples"
    )
  }
}
