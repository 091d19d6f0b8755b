import Foundation

/// The physical orientation of a device: UIKit's `UIDeviceOrientation`, with its raw values.
public enum DeviceOrientation: Int, Hashable, Sendable, CaseIterable {
  /// Not known.
  case unknown = 0
  /// Upright, the home button (or its place) at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, the home button on the right.
  case landscapeLeft = 3
  /// On its side, the home button on the left.
  case landscapeRight = 4
  /// Flat, the screen up.
  case faceUp = 5
  /// Flat, the screen down.
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can take (portrait or landscape).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
