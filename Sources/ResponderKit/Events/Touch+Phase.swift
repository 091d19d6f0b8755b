extension Touch {
  /// The phase of a touch, with UIKit's raw values (§4).
  public enum Phase: Int, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A finger touched the screen.
    case began = 0
    /// A finger moved.
    case moved = 1
    /// A finger is down but did not move since the previous event.
    case stationary = 2
    /// A finger lifted.
    case ended = 3
    /// The system cancelled the touch.
    case cancelled = 4
    /// An indirect pointer entered the region (hover).
    case regionEntered = 5
    /// An indirect pointer moved within the region (hover).
    case regionMoved = 6
    /// An indirect pointer left the region (hover).
    case regionExited = 7

    /// The order in which one event's calls for a view or a recognizer go out, one per phase
    /// present (§6).
    static let deliveryOrder: [Phase] = [.began, .moved, .ended, .cancelled]

    /// Whether the touch is over: ended or cancelled.
    @inline(__always)
    public var isTerminal: Bool {
      switch self {
      case .ended, .cancelled: true
      default: false
      }
    }

    /// The phase's name, as in `began`.
    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .regionEntered: "regionEntered"
      case .regionMoved: "regionMoved"
      case .regionExited: "regionExited"
      }
    }
  }

  /// The kind of input that made a touch, with UIKit's raw values.
  public enum TouchType: Int, Hashable, Sendable, Codable, CaseIterable {
    /// A finger on the screen.
    case direct = 0
    /// A touch not on the screen (a remote's touch surface).
    case indirect = 1
    /// A stylus.
    case pencil = 2
    /// An indirect pointer (a mouse or trackpad).
    case indirectPointer = 3
  }
}
