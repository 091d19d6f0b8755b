// `import CoreGraphics` where the platform has no Core Graphics: the names UIKit code uses from it.
//
// Foundation gives `CGFloat`, `CGPoint`, `CGSize` and `CGRect` on every platform; this module adds
// `CGAffineTransform`, `CGVector` and `CGColor` (ResponderKit's, with Core Graphics' semantics),
// and nothing that draws. The `UIKit` module re-exports it, as Apple's UIKit re-exports Core
// Graphics. It is here for two kinds of code: a ported file that writes `import CoreGraphics`, and
// a package in the same build whose sources ask `#if canImport(CoreGraphics)`, which is true once
// this module is built (swift-property-based's colour generators are one): what such a branch
// compiles against is this module (PORTING.md, "A module named UIKit among other packages").
//
// The package builds it only off Apple's platforms, where no system Core Graphics exists.

@_exported import Foundation
@_exported import struct ResponderKit.CGAffineTransform
@_exported import class ResponderKit.CGColor
@_exported import struct ResponderKit.CGVector
