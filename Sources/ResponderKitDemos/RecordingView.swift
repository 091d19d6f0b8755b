import Foundation
import ResponderKit

/// A view that "implements" some touch methods, as an app's subclass would: it logs each call it
/// handles and then, if ``callsSuper`` is set, calls `super`. Methods it does not implement go
/// straight to `super` (the default forwarding), unlogged.
@MainActor
public final class RecordingView: View {
  /// One handled call.
  public struct Call: Hashable, Sendable {
    /// The method.
    public var method: ResponderMethod
    /// The ids of the touches in the set.
    public var touchIDs: [Int]
    /// Each touch's location in this view, in id order.
    public var locations: [CGPoint]
    /// Each touch's tap count, in id order.
    public var tapCounts: [Int]
    /// The number of touches in the event's `allTouches`.
    public var allTouchesCount: Int
  }

  /// The methods this view overrides.
  public var implements: Set<ResponderMethod>
  /// Whether the overrides call `super`.
  public var callsSuper: Bool
  /// The calls handled, in order.
  public private(set) var calls: [Call] = []
  /// The touch objects seen, in order of calls, for identity checks.
  public private(set) var touchObjects: [ObjectIdentifier] = []
  /// Run on every handled call, after logging.
  public var onCall: (@MainActor (ResponderMethod, Set<Touch>, Event?) -> Void)?

  /// Creates a recording view.
  public init(
    frame: CGRect,
    implements: Set<ResponderMethod> = [
      .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
    ], callsSuper: Bool = false
  ) {
    self.implements = implements
    self.callsSuper = callsSuper
    super.init(frame: frame)
  }

  /// Not supported: ResponderKit has no archives.
  public required init?(coder: NSCoder) { nil }

  /// The methods of the calls handled, in order.
  public var methods: [ResponderMethod] { calls.map(\.method) }

  private func handle(
    _ method: ResponderMethod, _ touches: Set<Touch>, _ event: Event?, forward: () -> Void
  ) {
    guard implements.contains(method) else { return forward() }
    let sorted = touches.sorted { $0.touchID < $1.touchID }
    calls.append(
      Call(
        method: method, touchIDs: sorted.map(\.touchID),
        locations: sorted.map { $0.location(in: self) },
        tapCounts: sorted.map(\.tapCount), allTouchesCount: event?.allTouches?.count ?? 0))
    touchObjects += sorted.map(ObjectIdentifier.init)
    onCall?(method, touches, event)
    if callsSuper { forward() }
  }

  /// Logs, then calls `super` if ``callsSuper``.
  public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    handle(.touchesBegan, touches, event) { super.touchesBegan(touches, with: event) }
  }

  /// Logs, then calls `super` if ``callsSuper``.
  public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    handle(.touchesMoved, touches, event) { super.touchesMoved(touches, with: event) }
  }

  /// Logs, then calls `super` if ``callsSuper``.
  public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    handle(.touchesEnded, touches, event) { super.touchesEnded(touches, with: event) }
  }

  /// Logs, then calls `super` if ``callsSuper``.
  public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    handle(.touchesCancelled, touches, event) { super.touchesCancelled(touches, with: event) }
  }
}

extension TraceRecord {
  /// The view a `touchBegan` record names, if this is one.
  public var beganView: String?? {
    if case .touchBegan(_, _, let view, _) = self { return .some(view) }
    return nil
  }
}

extension Array where Element == TraceRecord {
  /// The hit view of each touch that began, in order (`nil` where no view took the touch).
  public var hitViews: [String?] { compactMap(\.beganView) }

  /// The views whose default hit-test was entered, in order.
  public var hitTestVisits: [String] {
    compactMap { if case .hitTestEntered(let view) = $0 { view } else { nil } }
  }
}
