extension GestureRecognizer {
  /// The states of a gesture recognizer, with UIKit's raw values (§8.1).
  public enum State: Int, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Not yet recognized; the default.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended; for a discrete gesture, it was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The gesture failed.
    case failed = 5

    /// `ended`: the state of a discrete gesture that was recognized.
    public static let recognized = State.ended

    /// Whether the recognizer is done until it is reset.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether the gesture is under way: began or changed.
    public var isActive: Bool { self == .began || self == .changed }

    /// The state's name.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }
}

/// The normalisation that `state`'s setter applies to what a subclass asks for (§8.2).
///
/// A value type with one `mutating` entry point: it takes the requested state and says what to do.
struct GestureStateMachine {
  /// What the recognizer should do with a request.
  enum Action: Equatable {
    /// Ignore the request.
    case none
    /// Ask whether the gesture may begin (views' and delegate's `gestureRecognizerShouldBegin`),
    /// then move to the state, or to `failed` if anyone says no.
    case askToBegin(GestureRecognizer.State)
    /// Move to the state.
    case move(GestureRecognizer.State)
  }

  private(set) var state: GestureRecognizer.State = .possible
  /// Whether the gesture went through `began` since the last reset: a continuous gesture.
  private(set) var passedThroughBegan = false

  /// Normalises a request (§8.2's table) without changing the state.
  static func action(
    from current: GestureRecognizer.State, requesting requested: GestureRecognizer.State
  ) -> Action {
    switch (current, requested) {
    case (.possible, .began), (.possible, .changed): .askToBegin(.began)
    case (.possible, .ended): .askToBegin(.ended)
    case (.possible, .cancelled), (.possible, .failed): .move(.failed)
    case (.possible, .possible): .none
    case (.began, .began): .move(.changed)
    case (.began, .possible): .none
    case (.began, .failed): .move(.cancelled)
    case (.began, let other): .move(other)
    case (.changed, .began), (.changed, .possible): .move(.changed)
    case (.changed, .failed): .move(.cancelled)
    case (.changed, let other): .move(other)
    case (.ended, _), (.cancelled, _), (.failed, _): .none
    }
  }

  /// Applies a request; the caller performs the returned action and then calls ``commit(_:)``.
  func request(_ requested: GestureRecognizer.State) -> Action {
    Self.action(from: state, requesting: requested)
  }

  /// Records the state the recognizer moved to.
  mutating func commit(_ newState: GestureRecognizer.State) {
    if newState == .began { passedThroughBegan = true }
    state = newState
  }

  /// Back to `possible` (reset).
  mutating func reset() {
    state = .possible
    passedThroughBegan = false
  }
}
