// A cross-platform library's touch view, compiled only where UIKit exists: here the UIKit module
// is ResponderKit's, so the code under the condition is compiled and runs.
// Edits from the UIKit original: none.

#if canImport(UIKit)
  import UIKit

  /// Counts taps and reports double taps, from the raw touch methods.
  public final class TapCounterView: UIView {
    /// The taps counted so far.
    public private(set) var taps = 0
    /// The double taps counted so far.
    public private(set) var doubleTaps = 0
    /// Called on each double tap.
    public var onDoubleTap: (() -> Void)?

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch = touches.first else { return }
      taps += 1
      if touch.tapCount == 2 {
        doubleTaps += 1
        onDoubleTap?()
      }
    }
  }
#endif
