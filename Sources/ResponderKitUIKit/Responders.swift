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
