// UIKit's names for ResponderKit's types, and nothing else, so that UIKit touch code compiles by
// its import line alone: ResponderKit's own names (`View`, `ViewController`, `PanGestureRecognizer`)
// stay out of the file's scope, where an app's own types of those names would clash with them.
// Every name here is an alias or a forwarder; the engine lives in ResponderKit. Where no system
// UIKit exists, the `UIKit` module re-exports this one, so `import UIKit` needs no edit.
// PORTING.md lists what ports, what changes and what has no equivalent.

// Core Graphics' names (`CGAffineTransform`, `CGVector`, `CGColor`), as `import UIKit` gives them on
// iOS: Apple's module on Apple's platforms, the package's `CoreGraphics` module elsewhere.
@_exported import CoreGraphics
@_exported import Foundation
import ResponderKit

// Foundation's selector functions.
@_exported import func ResponderKit.NSSelectorFromString
@_exported import func ResponderKit.NSStringFromSelector
// Objective-C's `Selector`, re-exported by name. Importing one declaration of ResponderKit also
// makes its conformances (`UITouch`'s `Hashable`, which `Set<UITouch>` needs) usable in the
// public declarations of a file that imports only UIKit's names.
@_exported import struct ResponderKit.Selector
