import Foundation

/// The display: UIKit's `UIScreen`, reduced to its geometry. A view controller's default root
/// view takes the screen's bounds when it has no window to size it by, and a window made with
/// ``Window/init(windowScene:)`` fills it.
@preconcurrency @MainActor
public final class Screen {
  /// The main screen.
  public static let main = Screen()

  /// The screen's rectangle in points. Default 390 x 844, a common iPhone; set it to match the
  /// windows of the app under test.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The insets of the screen's edges that content should stay clear of (a sensor housing, the
  /// home indicator): what a host sets to match its device. Default none. Windows and views derive
  /// their ``View/safeAreaInsets`` from it (Auto Layout §21.8).
  public var safeAreaInsets = EdgeInsets.zero
  /// Pixels per point. Default 3.
  public var scale: CGFloat = 3
  /// The physical pixels per point; ``scale`` unless set (UIKit's differs from `scale` on some
  /// displays that scale their rendering).
  public var nativeScale: CGFloat {
    get { storedNativeScale ?? scale }
    set { storedNativeScale = newValue }
  }
  /// The screen's rectangle in physical pixels: ``bounds`` times ``nativeScale``.
  public var nativeBounds: CGRect {
    CGRect(
      x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
  }

  /// The space windows' frames are in, with the screen's bounds (UIKit's follows the
  /// interface's orientation; the engine does not rotate it).
  public var coordinateSpace: CoordinateSpace { space }
  /// The space fixed to the device in portrait: the same as ``coordinateSpace`` here.
  public var fixedCoordinateSpace: CoordinateSpace { space }

  /// ``nativeScale``, once set.
  private var storedNativeScale: CGFloat?
  /// The screen's one coordinate space.
  private lazy var space = ScreenCoordinateSpace(screen: self)

  private init() {}
}
