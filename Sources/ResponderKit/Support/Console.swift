import Foundation

/// Where the engine prints the messages UIKit prints to the console when an app misuses it and
/// UIKit carries on (`Attempt to present … whose view is not in the window hierarchy.`): standard
/// error, unless a test or host sets ``messageHandler`` to collect them. Where UIKit raises an
/// exception instead, the engine stops the program with a message naming that exception
/// (<doc:Choices>, "Misuse: UIKit's console messages and exceptions").
@preconcurrency @MainActor
public enum Console {
  /// Receives each message instead of standard error when set.
  public static var messageHandler: (@MainActor (String) -> Void)?

  /// Sends `message` to ``messageHandler``, or to standard error.
  static func log(_ message: String) {
    if let messageHandler {
      messageHandler(message)
    } else {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }

  /// An object as UIKit's messages show one, `<UIViewController: 0x6000…>`: an engine class by
  /// its UIKit name, an app's class by its module-qualified name, then its address.
  static func describe(_ object: AnyObject) -> String {
    let address = String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    return "<\(uikitName(of: type(of: object))): 0x\(address)>"
  }

  /// The name UIKit's messages give a class: `UIViewController` for the engine's
  /// `ViewController`, `CALayer` for its `Layer`, `MyApp.Modal` for an app's class.
  static func uikitName(of type: Any.Type) -> String {
    let qualified = String(reflecting: type)
    let engine = "ResponderKit."
    guard qualified.hasPrefix(engine) else { return qualified }
    return (type is Layer.Type ? "CA" : "UI") + qualified.dropFirst(engine.count)
  }
}

/// The message of a trap where UIKit raises an Objective-C exception: the words UIKit's console
/// prints for it uncaught, naming the exception (`NSInvalidArgumentException`, ...), so a failing
/// program says which exception the app would have died of on iOS.
func uncaughtException(_ name: String, _ reason: String) -> String {
  "Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
}
