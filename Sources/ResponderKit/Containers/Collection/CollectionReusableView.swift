import Foundation

/// A view a ``CollectionView`` places and reuses: UIKit's `UICollectionReusableView`, the
/// superclass of ``CollectionViewCell`` (<doc:Collections> §19.1).
///
/// `init(frame:)` is `required` here: a collection view makes views of a registered class with
/// it, and Swift can only call an initializer through a class value when it is required (UIKit
/// goes through the Objective-C runtime). A subclass that overrides it writes
/// `required init(frame:)` where UIKit code writes `override init(frame:)`.
@preconcurrency @MainActor
open class CollectionReusableView: View {
  /// The identifier the view is reused under, or `nil` for a view made outside a collection view.
  open internal(set) var reuseIdentifier: String?

  /// Creates a view with `frame`, reused under no identifier until a collection view makes it.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive: a zero frame, no identifier.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called just before the collection view hands the view out again from its reuse queue: reset
  /// state that is not content. The default does nothing.
  open func prepareForReuse() {}

  /// Called with the attributes the layout gives the view, before it is shown. The default
  /// does nothing: the collection view has already set the frame.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}
