// Swift Testing's cross-import overlay for UIKit. The toolchain's Testing module declares that a
// file importing both `Testing` and `UIKit` also loads `_Testing_UIKit` (on Apple's SDKs, image
// attachments for `UIImage`); without a module of that name, such a file stops with "no such
// module '_Testing_UIKit'". The `UIKit` module depends on this one, so the overlay is in the build
// folder whenever `UIKit` is: a test file keeps `import Testing` beside `import UIKit`, and a
// package in the same build that imports both (swift-snapshot-testing does, under
// `#if canImport(UIKit)`) compiles. It adds nothing: images here are inert and have no pixels to
// attach (PORTING.md).
