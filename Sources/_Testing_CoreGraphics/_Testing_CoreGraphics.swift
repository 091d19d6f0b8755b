// Swift Testing's cross-import overlay for Core Graphics: a file importing both `Testing` and
// `CoreGraphics` (directly, or through `UIKit`, which re-exports it) loads `_Testing_CoreGraphics`
// (on Apple's SDKs, `CGImage` attachments). The package's `CoreGraphics` module depends on this
// one, so the overlay exists whenever that module does. It adds nothing: there are no images with
// pixels here (PORTING.md; the `_Testing_UIKit` module says the same for UIKit).
