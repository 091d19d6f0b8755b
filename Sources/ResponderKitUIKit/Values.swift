import ResponderKit

// MARK: Values

/// UIKit's `UIColor`: ``ResponderKit/Color``, a value.
public typealias UIColor = Color
/// UIKit's `UIImage`: ``ResponderKit/Image``, inert.
public typealias UIImage = Image
/// UIKit's `UIFont`: ``ResponderKit/Font``, inert.
public typealias UIFont = Font
/// UIKit's `UIEdgeInsets`: ``ResponderKit/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `UIRectEdge`: ``ResponderKit/RectEdge``.
public typealias UIRectEdge = RectEdge
/// UIKit's `NSTextAlignment`: ``ResponderKit/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `UIUserInterfaceStyle`: ``ResponderKit/UserInterfaceStyle``, a value.
public typealias UIUserInterfaceStyle = UserInterfaceStyle

/// Core Animation's `CALayer`, which UIKit code reaches as `view.layer`: ``ResponderKit/Layer``
/// (`zPosition` orders drawing, not hit-testing).
public typealias CALayer = Layer
/// UIKit's `UIBezierPath`: ``ResponderKit/BezierPath``, a shape a view can hit-test.
public typealias UIBezierPath = BezierPath
/// UIKit's `UITraitCollection`: ``ResponderKit/TraitCollection``.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UITraitEnvironment`: ``ResponderKit/TraitEnvironment``.
public typealias UITraitEnvironment = TraitEnvironment
/// UIKit's `UIUserInterfaceSizeClass`: ``ResponderKit/UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIStatusBarStyle`: ``ResponderKit/StatusBarStyle``, read back only.
public typealias UIStatusBarStyle = StatusBarStyle
