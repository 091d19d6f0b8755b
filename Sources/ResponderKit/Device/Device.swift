import Foundation

/// The device the app runs on: UIKit's `UIDevice`, with deterministic values a test or backend
/// sets (``configure(name:model:systemName:systemVersion:userInterfaceIdiom:)``,
/// ``setOrientation(_:)``). By default an iPhone in portrait on iOS 17.0.
@preconcurrency @MainActor
open class Device {
  /// The device: one per process, as UIKit's `UIDevice.current`.
  public static let current = Device()

  /// The device's name. Default `iPhone`.
  open internal(set) var name = "iPhone"
  /// The model. Default `iPhone`.
  open internal(set) var model = "iPhone"
  /// The model, localized: the same as ``model`` here.
  open var localizedModel: String { model }
  /// The operating system's name. Default `iOS`.
  open internal(set) var systemName = "iOS"
  /// The operating system's version. Default `17.0`.
  open internal(set) var systemVersion = "17.0"
  /// The kind of interface the device has. Default ``UserInterfaceIdiom/phone``.
  open internal(set) var userInterfaceIdiom = UserInterfaceIdiom.phone
  /// Whether several apps can run at once. Always `true`.
  open var isMultitaskingSupported: Bool { true }

  /// The physical orientation, reported while notifications are generated.
  private var physicalOrientation = DeviceOrientation.portrait
  /// How many more times notifications were begun than ended.
  private var orientationNotificationRequests = 0

  /// Creates the device; there is one, ``current``.
  init() {}

  /// The physical orientation, as UIKit reports it: ``DeviceOrientation/unknown`` unless
  /// ``beginGeneratingDeviceOrientationNotifications()`` was called.
  open var orientation: DeviceOrientation {
    isGeneratingDeviceOrientationNotifications ? physicalOrientation : .unknown
  }

  /// Whether the device posts ``orientationDidChangeNotification``.
  open var isGeneratingDeviceOrientationNotifications: Bool {
    orientationNotificationRequests > 0
  }

  /// Starts reporting the orientation and posting its changes; calls nest.
  open func beginGeneratingDeviceOrientationNotifications() {
    orientationNotificationRequests += 1
  }

  /// Balances one ``beginGeneratingDeviceOrientationNotifications()``.
  open func endGeneratingDeviceOrientationNotifications() {
    orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
  }

  /// Posted on `NotificationCenter.default`, with the device as the object, when the orientation
  /// changes while notifications are generated.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// Turns the device: what a backend or test calls when the hardware would. Posts
  /// ``orientationDidChangeNotification`` if notifications are generated and it changed.
  public func setOrientation(_ orientation: DeviceOrientation) {
    let changed = orientation != physicalOrientation
    physicalOrientation = orientation
    guard changed, isGeneratingDeviceOrientationNotifications else { return }
    NotificationCenter.default.post(name: Device.orientationDidChangeNotification, object: self)
  }

  /// Sets what the device reports; arguments left `nil` keep their values.
  public func configure(
    name: String? = nil, model: String? = nil, systemName: String? = nil,
    systemVersion: String? = nil, userInterfaceIdiom: UserInterfaceIdiom? = nil
  ) {
    if let name { self.name = name }
    if let model { self.model = model }
    if let systemName { self.systemName = systemName }
    if let systemVersion { self.systemVersion = systemVersion }
    if let userInterfaceIdiom { self.userInterfaceIdiom = userInterfaceIdiom }
  }
}
