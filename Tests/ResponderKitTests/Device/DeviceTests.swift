import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UIDevice: deterministic values a test sets (issue 28)", .serialized)
struct DeviceTests {
  @Test("Defaults: an iPhone on iOS 17.0, its orientation unknown until notifications begin")
  func defaults() {
    let device = Device.current
    #expect(device.model == "iPhone" && device.localizedModel == "iPhone")
    #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.orientation == .unknown)
  }

  @Test("configure sets what the device reports and leaves the rest")
  func configure() {
    let device = Device.current
    defer { device.configure(name: "iPhone", userInterfaceIdiom: .phone) }
    device.configure(name: "Test iPad", userInterfaceIdiom: .pad)
    #expect(device.name == "Test iPad" && device.userInterfaceIdiom == .pad)
    #expect(device.systemName == "iOS")
  }

  @Test("Turning the device posts the change while notifications are generated, and only then")
  func orientation() {
    let device = Device.current
    // Posted synchronously on this thread: the box is only touched here.
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let observer = NotificationCenter.default.addObserver(
      forName: Device.orientationDidChangeNotification, object: device, queue: nil
    ) { _ in count.value += 1 }
    defer {
      NotificationCenter.default.removeObserver(observer)
      device.setOrientation(.portrait)
    }
    device.setOrientation(.landscapeLeft)
    #expect(count.value == 0 && device.orientation == .unknown)
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .landscapeLeft && device.orientation.isLandscape)
    device.setOrientation(.portraitUpsideDown)
    device.setOrientation(.portraitUpsideDown)
    #expect(count.value == 1 && device.orientation.isPortrait)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications)
  }

  @Test(
    "Idioms and orientations keep UIKit's raw values",
    arguments: [
      (UserInterfaceIdiom.unspecified.rawValue, -1), (UserInterfaceIdiom.phone.rawValue, 0),
      (UserInterfaceIdiom.pad.rawValue, 1), (UserInterfaceIdiom.tv.rawValue, 2),
      (UserInterfaceIdiom.carPlay.rawValue, 3), (UserInterfaceIdiom.mac.rawValue, 5),
      (UserInterfaceIdiom.vision.rawValue, 6), (DeviceOrientation.portrait.rawValue, 1),
      (DeviceOrientation.landscapeLeft.rawValue, 3), (DeviceOrientation.faceDown.rawValue, 6),
    ])
  func rawValues(actual: Int, expected: Int) {
    #expect(actual == expected)
  }
}
