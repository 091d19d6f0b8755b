import Foundation
import Synchronization
import Testing

@testable import ResponderKitPlayground

/// Files and messages the playground's tests share.
enum Fixtures {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The playground example: a button, a switch, a list and a photo with recognizers.
  static let shop = root.appendingPathComponent("Examples/playground/P1-shop.yaml").path

  /// The token the servers of the tests are started with.
  static let token = "test-token-0123"

  /// A pointer message's JSON text.
  static func pointer(
    _ phase: String, id: Int = 1, type: String = "touch", x: Double, y: Double, ms: Double,
    buttons: Int? = nil, extra: String = ""
  ) -> String {
    let buttonsField = buttons.map { #", "buttons": \#($0)"# } ?? ""
    return
      #"{"type": "pointer", "pointerId": \#(id), "pointerType": "\#(type)", "phase": "\#(phase)", "x": \#(x), "y": \#(y), "timestamp": \#(ms), "pressure": 0.5\#(buttonsField)\#(extra)}"#
  }

  /// A decoded pointer input.
  static func input(
    _ phase: PointerInput.Phase, id: Int = 1, kind: PointerInput.Kind = .touch, x: Double = 10,
    y: Double = 20, ms: Double = 1000, buttons: Int? = nil
  ) -> PointerInput {
    PointerInput(
      pointerId: id, pointerType: kind, phase: phase, x: x, y: y, timestamp: ms, pressure: 0.5,
      buttons: buttons)
  }
}

/// Collects the lines a session logs.
final class LogSink: Sendable {
  private let storage = Mutex<[String]>([])

  /// The lines logged so far.
  var lines: [String] { storage.withLock { $0 } }

  /// The closure a session logs through.
  var log: @Sendable (String) -> Void { { line in self.storage.withLock { $0.append(line) } } }
}

/// A JSON message from the server, read as a dictionary.
struct Reply {
  let object: [String: Any]

  init(_ text: String) throws {
    object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  var type: String? { object["type"] as? String }
  subscript(key: String) -> Any? { object[key] }
}
