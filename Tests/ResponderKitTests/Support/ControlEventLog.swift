import Foundation
import ResponderKit
import ResponderKitDemos

/// Every control event a control sends, by name, with what `snapshot` reads at that moment (a
/// value, a selection) and the clock time.
@MainActor
final class ControlEventLog {
  struct Entry: Equatable {
    var event: String
    var state: String
    var time: TimeInterval
  }

  private(set) var entries: [Entry] = []

  init(_ control: Control, clock: EventClock, snapshot: @escaping @MainActor () -> String = { "" })
  {
    for name in ControlEvents.names {
      guard let event = ControlEvents(named: name) else { continue }
      control.addAction(
        Action { _ in
          self.entries.append(Entry(event: name, state: snapshot(), time: clock.now))
        }, for: event)
    }
  }

  /// The events' names, in order.
  var events: [String] { entries.map(\.event) }

  /// The snapshots taken with each `valueChanged`.
  var changes: [String] { entries.filter { $0.event == "valueChanged" }.map(\.state) }

  /// The clock times of each `valueChanged`.
  var changeTimes: [TimeInterval] { entries.filter { $0.event == "valueChanged" }.map(\.time) }
}
