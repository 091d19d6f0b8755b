extension Event {
  /// The kinds of event, with UIKit's raw values (§5).
  public enum EventType: Int, Hashable, Sendable, Codable, CaseIterable {
    /// A touch event.
    case touches = 0
    /// A motion event, such as a shake.
    case motion = 1
    /// A remote-control event from a headset or accessory.
    case remoteControl = 2
    /// A physical button press.
    case presses = 3
    /// A scroll event from an indirect pointer.
    case scroll = 10
    /// A hover event from an indirect pointer.
    case hover = 11
    /// A transform (pinch or rotate) event from a trackpad.
    case transform = 14
  }

  /// The subtypes of motion and remote-control events, with UIKit's raw values (§5).
  public enum EventSubtype: Int, Hashable, Sendable, Codable, CaseIterable {
    /// No subtype.
    case none = 0
    /// The device was shaken.
    case motionShake = 1
    /// Play.
    case remoteControlPlay = 100
    /// Pause.
    case remoteControlPause = 101
    /// Stop.
    case remoteControlStop = 102
    /// Toggle between play and pause.
    case remoteControlTogglePlayPause = 103
    /// Skip to the next track.
    case remoteControlNextTrack = 104
    /// Go back to the previous track.
    case remoteControlPreviousTrack = 105
    /// Start seeking backward.
    case remoteControlBeginSeekingBackward = 106
    /// Stop seeking backward.
    case remoteControlEndSeekingBackward = 107
    /// Start seeking forward.
    case remoteControlBeginSeekingForward = 108
    /// Stop seeking forward.
    case remoteControlEndSeekingForward = 109

    /// Whether the subtype belongs to remote-control events.
    var isRemoteControl: Bool { rawValue >= 100 }
  }
}
