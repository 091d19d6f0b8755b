import Foundation

/// Platform finger ids turned into the engine's touch ids (Embedding §22.3).
///
/// Platforms name a finger by a 64-bit id that may be large, reused at once or never seen going
/// down (a finger already on the glass when the window opened). The map gives each finger that
/// goes down the smallest touch id not in use (1, 2, …), keeps it until the finger lifts, and
/// answers `nil` for a finger it never saw go down: an orphan, which a host drops.
///
/// - Complexity: O(*n*) in the fingers down (a handful), with no allocation once the map has
///   held as many fingers as it holds now.
public struct FingerIDMap: Hashable, Sendable {
  private struct Entry: Hashable, Sendable {
    let platformID: UInt64
    let touchID: Int
  }

  private var entries: [Entry] = []

  /// Creates an empty map.
  public init() {
    entries.reserveCapacity(10)
  }

  /// The number of fingers down.
  public var count: Int { entries.count }

  /// The touch id for a finger going down, or `nil` when that finger is already down (a repeated
  /// report, which a host drops).
  public mutating func began(_ platformID: UInt64) -> Int? {
    guard touchID(for: platformID) == nil else { return nil }
    var candidate = 1
    while entries.contains(where: { $0.touchID == candidate }) { candidate += 1 }
    entries.append(Entry(platformID: platformID, touchID: candidate))
    return candidate
  }

  /// The touch id of a finger that is down, or `nil` for an orphan.
  public func touchID(for platformID: UInt64) -> Int? {
    for entry in entries where entry.platformID == platformID { return entry.touchID }
    return nil
  }

  /// The touch id of a finger lifting (or cancelled), which frees it; `nil` for an orphan.
  public mutating func ended(_ platformID: UInt64) -> Int? {
    guard let index = entries.firstIndex(where: { $0.platformID == platformID }) else {
      return nil
    }
    return entries.remove(at: index).touchID
  }

  /// Forgets every finger, as when a platform cancels all touches.
  public mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
  }
}
