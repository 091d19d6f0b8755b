import Foundation

/// An item of a ``CollectionView``: UIKit's `UICollectionViewCell` (<doc:Collections> §19.1).
///
/// Content goes in ``contentView``, which the cell keeps at its own bounds. The cell takes no
/// touches of its own: they go up the responder chain to the collection view, which highlights
/// and selects (§19.4, §19.5); a control in the content view keeps its touches. Unlike a table's
/// cell, UIKit's collection cell has no `setHighlighted(_:animated:)`: ``isHighlighted`` and
/// ``isSelected`` are the properties subclasses override (with `didSet`) to restyle.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
  /// The view that holds the cell's content; add subviews here.
  public let contentView = View(frame: .zero)
  /// A view behind the content, kept for renderers.
  open var backgroundView: View?
  /// A view shown behind the content while selected, kept for renderers.
  open var selectedBackgroundView: View?
  /// Whether the cell shows a touch's highlight. The collection view sets it; override it
  /// (calling `super`) to restyle (§19.4).
  open var isHighlighted = false
  /// Whether the cell shows as selected. The collection view sets it; override it (calling
  /// `super`) to restyle (§19.5).
  open var isSelected = false

  /// Creates a cell with `frame`, its content view filling it.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
    layoutContent()
  }

  /// Creates a cell from an archive: a zero frame.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
    layoutContent()
  }

  /// Keeps the content view at the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// Places ``contentView`` at the bounds. Called by the collection view as it places the cell,
  /// so that a cell is ready for hit-testing without a layout pass.
  final func layoutContent() {
    if contentView.frame != bounds { contentView.frame = bounds }
  }
}
