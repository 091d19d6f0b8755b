import Foundation

/// Gathers simultaneous fingers' readings into one frame (Embedding §22.3).
///
/// UIKit delivers the fingers that change together in one touch event: two fingers landing in
/// the same hardware frame begin in one `touchesBegan` with both touches. Platforms report them
/// one at a time, with the same timestamp. A builder keeps the readings of the frame in progress
/// and closes it when a reading comes with a later timestamp (beyond ``simultaneity``), or for a
/// finger the frame already has; ``flush(into:)`` closes it at the end of a batch of platform
/// events.
///
/// - Complexity: O(*n*) per reading in the frame's size; no allocation once the buffer has held a
///   frame as large.
public struct TouchFrameBuilder: Sendable {
  /// How far apart, in seconds, two readings may be and still be one frame. Default 0: the same
  /// timestamp, as a platform stamps one hardware frame's fingers.
  public var simultaneity: TimeInterval

  /// The readings of the frame in progress.
  public private(set) var pending: [TouchSample] = []

  /// Creates a builder.
  public init(simultaneity: TimeInterval = 0) {
    precondition(
      simultaneity >= 0 && simultaneity.isFinite,
      "a frame's simultaneity is a finite, non-negative time, not \(simultaneity)")
    self.simultaneity = simultaneity
    pending.reserveCapacity(10)
  }

  /// Adds `sample`, first sending the frame in progress through `send` when `sample` cannot join
  /// it.
  public mutating func add(
    _ sample: TouchSample, send: ([TouchSample]) throws(InputError) -> Void
  ) throws(InputError) {
    if let first = pending.first,
      sample.timestamp - first.timestamp > simultaneity
        || pending.contains(where: { $0.touchID == sample.touchID })
    {
      try flush(into: send)
    }
    pending.append(sample)
  }

  /// Sends the frame in progress, if any, through `send`, and starts a new one. The frame is
  /// emptied even when `send` refuses it, so one bad reading does not block the fingers after it.
  public mutating func flush(into send: ([TouchSample]) throws(InputError) -> Void)
    throws(InputError)
  {
    guard !pending.isEmpty else { return }
    defer { pending.removeAll(keepingCapacity: true) }
    try send(pending)
  }
}
