import Foundation
import ResponderKit

/// Turns Pointer Events into ``TouchSample``s, as a platform layer turns its pointer input into
/// touches: a touch or pen contact is a touch from `pointerdown` to `pointerup`; a mouse is one
/// touch while a button is down, and its moves with no button down (hovering) are not touches.
/// Each pointer that goes down gets the next touch id, from 1, as a scenario script numbers them.
///
/// The mapper checks what only it can know (which pointers are down, how many); everything else
/// about a sample (time running forwards, finite coordinates, measurements) is left to the
/// engine's own input validation.
struct PointerMapper {
  /// A pointer that is down.
  struct Contact: Equatable {
    var touchID: Int
    var kind: PointerInput.Kind
    var location: CGPoint
  }

  /// What to do with one pointer message.
  enum Mapping: Equatable {
    /// Feed the engine this sample.
    case sample(TouchSample)
    /// Nothing for the engine: a mouse or pen moving with nothing pressed, or the end of a
    /// pointer that went down before the screen was reloaded.
    case ignored
    /// The message is refused.
    case refused(MessageProblem)
  }

  /// The pointers down, by `pointerId`.
  private(set) var contacts: [Int: Contact] = [:]
  /// Pointers that were down when the screen was rebuilt: their moves and ends are ignored.
  private var orphans: Set<Int> = []
  private var nextTouchID = 1
  /// Maps the page's clock to the engine's.
  var clock = PlaygroundClock()

  /// The sample for `input`, with its time on the engine's clock; `latest` is the engine's latest
  /// accepted time. The mapping is not changed until ``commit(_:accepted:)``.
  func map(_ input: PointerInput, latest: TimeInterval) -> Mapping {
    if let count = input.coalesced?.count, count > PlaygroundLimits.maximumCoalescedReadings {
      return .refused(.tooManyReadings(count))
    }
    let contact = contacts[input.pointerId]
    let touchID: Int
    let phase: TouchSample.Phase
    switch input.phase {
    case .down:
      if let contact {
        // A second began for a live touch: the engine refuses it (touchAlreadyDown).
        touchID = contact.touchID
      } else {
        guard contacts.count < PlaygroundLimits.maximumTouches else {
          return .refused(.tooManyTouches)
        }
        touchID = nextTouchID
      }
      phase = .began
    case .move, .up, .cancel:
      guard let contact else {
        if orphans.contains(input.pointerId) || input.pointerType != .touch { return .ignored }
        return .refused(.unknownPointer(id: input.pointerId, kind: input.pointerType))
      }
      touchID = contact.touchID
      phase = input.phase == .move ? .moved : input.phase == .up ? .ended : .cancelled
    }
    let time = clock.engineTime(of: input.timestamp, latest: latest)
    let coalesced = (input.coalesced ?? []).map { reading in
      TouchSample(
        touchID: touchID, phase: .moved, location: Self.location(reading.x, reading.y),
        timestamp: clock.engineTime(of: reading.timestamp, latest: latest),
        force: force(reading.pressure),
        type: input.pointerType.touchType,
        altitudeAngle: input.pointerType == .pen
          ? PointerTilt.altitude(reading.tiltX, reading.tiltY) : nil,
        azimuthAngle: input.pointerType == .pen
          ? PointerTilt.azimuth(reading.tiltX, reading.tiltY) : nil)
    }
    let pen = input.pointerType == .pen
    return .sample(
      TouchSample(
        touchID: touchID, phase: phase, location: Self.location(input.x, input.y),
        timestamp: time, force: force(input.pressure), type: input.pointerType.touchType,
        altitudeAngle: pen ? PointerTilt.altitude(input.tiltX, input.tiltY) : nil,
        azimuthAngle: pen ? PointerTilt.azimuth(input.tiltX, input.tiltY) : nil,
        coalesced: phase == .moved ? coalesced : []))
  }

  /// Notes the outcome of feeding `sample` for `input`: a began accepted makes the pointer a
  /// contact, an end accepted forgets it, and a began refused leaves nothing behind.
  mutating func commit(_ input: PointerInput, sample: TouchSample, accepted: Bool) {
    orphans.remove(input.pointerId)
    switch sample.phase {
    case .began:
      guard accepted, contacts[input.pointerId] == nil else { return }
      contacts[input.pointerId] = Contact(
        touchID: sample.touchID, kind: input.pointerType, location: sample.location)
      nextTouchID += 1
    case .moved, .stationary:
      if accepted { contacts[input.pointerId]?.location = sample.location }
    case .ended, .cancelled:
      contacts[input.pointerId] = nil
    }
    if accepted { clock.accepted(input.timestamp) }
  }

  /// Starts again on a rebuilt screen: touch ids from 1, the clock from 0, and the pointers that
  /// were down forgotten (their later messages are ignored).
  mutating func restart() {
    orphans.formUnion(contacts.keys)
    contacts.removeAll()
    nextTouchID = 1
    clock = PlaygroundClock()
  }

  /// Forgets every contact (the connection closed and its touches were cancelled).
  mutating func releaseAll() {
    contacts.removeAll()
  }

  /// A location kept to 1/10,000 of a point, so that a saved script gives back the same value.
  static func location(_ x: Double, _ y: Double) -> CGPoint {
    CGPoint(x: (x * 10_000).rounded() / 10_000, y: (y * 10_000).rounded() / 10_000)
  }

  /// A Pointer Events pressure (0 to 1, 0.5 for a pressed button that cannot sense it) as UIKit's
  /// force, where 1 is an average touch.
  private func force(_ pressure: Double?) -> CGFloat? {
    pressure.map { CGFloat($0 * 2) }
  }
}

extension PointerInput.Kind {
  /// UIKit's touch type for the pointer: a finger is direct, a pen a pencil, a mouse an indirect
  /// pointer (as iPadOS reports one).
  var touchType: Touch.TouchType {
    switch self {
    case .touch: .direct
    case .pen: .pencil
    case .mouse: .indirectPointer
    }
  }
}
