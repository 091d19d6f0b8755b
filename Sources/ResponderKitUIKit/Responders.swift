import ResponderKit

// MARK: Responders, views, windows, controllers

/// UIKit's `UIResponder`: ``ResponderKit/Responder``.
public typealias UIResponder = Responder
/// UIKit's `UIView`: ``ResponderKit/View``.
public typealias UIView = View
/// UIKit's `UIWindow`: ``ResponderKit/Window``.
public typealias UIWindow = Window
/// UIKit's `UIApplication`: ``ResponderKit/Application``.
public typealias UIApplication = Application
/// UIKit's `UIViewController`: ``ResponderKit/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UIScreen`: ``ResponderKit/Screen``.
public typealias UIScreen = Screen
/// UIKit's `UIImageView`: ``ResponderKit/ImageView`` (interaction off by default).
public typealias UIImageView = ImageView
/// UIKit's `UILabel`: ``ResponderKit/Label`` (interaction off by default).
public typealias UILabel = Label
/// UIKit's `UIKeyInput`: ``ResponderKit/KeyInput``.
public typealias UIKeyInput = KeyInput

// MARK: Actions

/// UIKit's `UIAction`: ``ResponderKit/Action``.
public typealias UIAction = Action
/// UIKit's `UIMenuElement`: ``ResponderKit/MenuElement``.
public typealias UIMenuElement = MenuElement
/// UIKit's `UICommand`: ``ResponderKit/Command``.
public typealias UICommand = Command
/// UIKit's `UICommandAlternate`: ``ResponderKit/CommandAlternate``.
public typealias UICommandAlternate = CommandAlternate
/// UIKit's `UIKeyCommand`: ``ResponderKit/KeyCommand``.
public typealias UIKeyCommand = KeyCommand

// MARK: Applications, scenes, devices

/// UIKit's `UIApplicationDelegate`: ``ResponderKit/ApplicationDelegate``.
public typealias UIApplicationDelegate = ApplicationDelegate
/// UIKit's `UIScene`: ``ResponderKit/Scene``.
public typealias UIScene = Scene
/// UIKit's `UIWindowScene`: ``ResponderKit/WindowScene``.
public typealias UIWindowScene = WindowScene
/// UIKit's `UISceneSession`: ``ResponderKit/SceneSession``.
public typealias UISceneSession = SceneSession
/// UIKit's `UISceneConfiguration`: ``ResponderKit/SceneConfiguration``.
public typealias UISceneConfiguration = SceneConfiguration
/// UIKit's `UISceneDelegate`: ``ResponderKit/SceneDelegate``.
public typealias UISceneDelegate = SceneDelegate
/// UIKit's `UIWindowSceneDelegate`: ``ResponderKit/WindowSceneDelegate``.
public typealias UIWindowSceneDelegate = WindowSceneDelegate
/// UIKit's `UIDevice`: ``ResponderKit/Device``.
public typealias UIDevice = Device
/// UIKit's `UIUserInterfaceIdiom`: ``ResponderKit/UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UIDeviceOrientation`: ``ResponderKit/DeviceOrientation``.
public typealias UIDeviceOrientation = DeviceOrientation
/// UIKit's `UICoordinateSpace`: ``ResponderKit/CoordinateSpace``.
public typealias UICoordinateSpace = CoordinateSpace

// swift-format-ignore: AlwaysUseLowerCamelCase
/// UIKit's `UIApplicationMain`: ``ResponderKit/ApplicationMain(_:_:_:_:)``, which launches the
/// application and returns instead of running a run loop.
@preconcurrency @MainActor @discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  ApplicationMain(argc, argv, principalClassName, delegateClassName)
}
