import Foundation

/// The display: UIKit's `UIScreen`, reduced to its size. A view controller's default root view
/// takes the screen's bounds when it has no window to size it by.
@preconcurrency @MainActor
public final class Screen {
  /// The main screen.
  public static let main = Screen()

  /// The screen's rectangle in points. Default 390 x 844, a common iPhone; set it to match the
  /// windows of the app under test.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point. Default 3.
  public var scale: CGFloat = 3

  private init() {}
}
