import Foundation

/// How a presented view controller covers the screen (`UIModalPresentationStyle`), with UIKit's
/// raw values. Stored only: every presentation here covers its presenter's window at once.
public enum ModalPresentationStyle: Int, Hashable, Sendable, CaseIterable {
  /// The system's choice (a page sheet on iPhone since iOS 13).
  case automatic = -2
  /// No adaptation.
  case none = -1
  /// Covers the screen; the views underneath are removed.
  case fullScreen = 0
  /// A sheet over part of the screen.
  case pageSheet = 1
  /// A smaller sheet, centred.
  case formSheet = 2
  /// Over the presenting context's view.
  case currentContext = 3
  /// A custom presentation controller's.
  case custom = 4
  /// Covers the screen; the views underneath stay.
  case overFullScreen = 5
  /// Over the presenting context's view; the views underneath stay.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
}

/// How a presentation animates (`UIModalTransitionStyle`), with UIKit's raw values. Stored only:
/// presentations are not animated here.
public enum ModalTransitionStyle: Int, Hashable, Sendable, CaseIterable {
  /// Slides up from the bottom.
  case coverVertical = 0
  /// Flips horizontally.
  case flipHorizontal = 1
  /// Cross-dissolves.
  case crossDissolve = 2
  /// Curls up a corner (full-screen presentations only).
  case partialCurl = 3
}
