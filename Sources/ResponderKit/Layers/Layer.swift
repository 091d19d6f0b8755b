import Foundation

/// The layer behind a view (`CALayer`), as UIKit code reaches it through `view.layer`.
///
/// ResponderKit has no compositor, so a layer is what a renderer reads, not what touches meet.
/// Its geometry, opacity, visibility and clipping are the view's own (`frame`, `bounds`,
/// `position` as `center`, `opacity` as `alpha`, `isHidden`, `masksToBounds` as
/// `clipsToBounds`, `backgroundColor`), so setting either side sets both. The rest is stored for
/// drawing: corners, border, shadow and ``zPosition``. Layers form a tree (``sublayers``,
/// ``superlayer``, ``addSublayer(_:)``; `Layer+Tree`): a view's layer's sublayers are its
/// subviews' layers with any standalone layers where they were added; standalone layers take no
/// touches.
///
/// ``zPosition`` orders siblings when they are *drawn* (higher in front; equal ones keep their
/// subview order), but hit-testing still asks subviews in their array's order, front to back,
/// whatever their layers say: a view drawn in front by its `zPosition` can lose a touch to a
/// sibling it covers on screen (Hit-testing §2.1). `explain` and `lint` name that case.
@preconcurrency @MainActor
open class Layer: NSObject {
  /// The view the layer backs, or `nil` for a layer made on its own.
  final weak var view: View?
  /// A standalone layer's own values where a view's come from the view.
  private var ownBounds = CGRect.zero
  private var ownPosition = CGPoint.zero
  private var ownOpacity: Float = 1
  private var ownHidden = false
  private var ownMasksToBounds = false
  private var ownBackgroundColor: CGColor?

  /// Creates a layer that backs no view.
  public required override init() { super.init() }

  /// The layer's position along the z axis: among siblings, a higher value is drawn in front.
  /// Default 0. It does not change the order of hit-testing (Hit-testing §2.1).
  public var zPosition: CGFloat = 0 {
    didSet { DisplayList.noteChange() }
  }
  /// The radius of the rounded corners of the layer's background and border. Default 0.
  public var cornerRadius: CGFloat = 0 {
    didSet { DisplayList.noteChange() }
  }
  /// The width of the border drawn inside the bounds. Default 0.
  public var borderWidth: CGFloat = 0 {
    didSet { DisplayList.noteChange() }
  }
  /// The border's colour. Default opaque black.
  public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
    didSet { DisplayList.noteChange() }
  }
  /// The shadow's colour. Default opaque black.
  public var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The shadow's opacity, 0 to 1. Default 0: no shadow.
  public var shadowOpacity: Float = 0
  /// The shadow's offset. Default (0, -3), as Core Animation's.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius. Default 3.
  public var shadowRadius: CGFloat = 3
  /// Whether the layer is drawn once and reused as a bitmap; stored only.
  public var shouldRasterize = false
  /// The scale of the bitmap when ``shouldRasterize`` is on; stored only. Default 1.
  public var rasterizationScale: CGFloat = 1
  /// The scale of the layer's content; stored only. Default 1.
  public var contentsScale: CGFloat = 1
  /// The point of the bounds that ``position`` places; stored only: ResponderKit's views turn
  /// about their centre, the default (0.5, 0.5).
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// A name for the layer, for app code.
  public var name: String?
  /// The sublayers in order, back to front, once the list is not simply the view's subviews'
  /// layers: a standalone layer's sublayers, or a view's layer with a standalone sublayer among
  /// its subviews' layers (`Layer+Tree`). `nil` otherwise, so views that never add a sublayer
  /// keep no list.
  final var sublayerList: [Layer]?
  /// The layer this one was added to with ``addSublayer(_:)`` and its kin, when that is not the
  /// layer of the view's superview.
  final weak var addedSuperlayer: Layer?

  /// The layer's own coordinate space: the view's ``View/bounds``.
  public var bounds: CGRect {
    get { view?.bounds ?? ownBounds }
    set { if let view { view.bounds = newValue } else { ownBounds = newValue } }
  }
  /// Where the layer's ``anchorPoint`` sits in its superlayer: the view's ``View/center``.
  public var position: CGPoint {
    get { view?.center ?? ownPosition }
    set { if let view { view.center = newValue } else { ownPosition = newValue } }
  }
  /// The layer's rectangle in its superlayer: the view's ``View/frame``.
  public var frame: CGRect {
    get {
      view?.frame
        ?? CGRect(
          x: ownPosition.x - ownBounds.width / 2, y: ownPosition.y - ownBounds.height / 2,
          width: ownBounds.width, height: ownBounds.height)
    }
    set {
      if let view {
        view.frame = newValue
      } else {
        ownBounds.size = newValue.size
        ownPosition = CGPoint(x: newValue.midX, y: newValue.midY)
      }
    }
  }
  /// The layer's opacity, 0 to 1: the view's ``View/alpha``.
  public var opacity: Float {
    get { view.map { Float($0.alpha) } ?? ownOpacity }
    set { if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
  }
  /// Whether the layer is hidden: the view's ``View/isHidden``.
  public var isHidden: Bool {
    get { view?.isHidden ?? ownHidden }
    set { if let view { view.isHidden = newValue } else { ownHidden = newValue } }
  }
  /// Whether sublayers are clipped to the bounds: the view's ``View/clipsToBounds``.
  public var masksToBounds: Bool {
    get { view?.clipsToBounds ?? ownMasksToBounds }
    set { if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
  }
  /// The background colour: the view's ``View/backgroundColor``.
  public var backgroundColor: CGColor? {
    get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
    set {
      if let view {
        view.backgroundColor = newValue.map(Color.init(cgColor:))
      } else {
        ownBackgroundColor = newValue
      }
    }
  }

  /// The view's ``View/transform`` (`affineTransform()`).
  public func affineTransform() -> CGAffineTransform { view?.transform ?? .identity }

  /// Sets the view's ``View/transform`` (`setAffineTransform(_:)`).
  public func setAffineTransform(_ transform: CGAffineTransform) {
    view?.transform = transform
  }
}
