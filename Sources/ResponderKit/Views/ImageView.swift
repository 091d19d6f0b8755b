import Foundation

/// A view that shows an image: UIKit's `UIImageView`, which takes no touches by default.
///
/// ``View/isUserInteractionEnabled`` starts `false`, as in UIKit: a tap recognizer or a button added to
/// an image view gets nothing until it is turned on (the most common touch trap in real
/// questions), and hit-testing skips the whole subtree.
@preconcurrency @MainActor
open class ImageView: View {
  /// The image shown.
  open var image: Image?
  /// The image shown while ``isHighlighted``.
  open var highlightedImage: Image?
  /// Whether the view shows ``highlightedImage``.
  open var isHighlighted = false

  /// Creates an image view sized to `image` (zero without one), with interaction off.
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view with an image and a highlighted image, with interaction off.
  public convenience init(image: Image?, highlightedImage: Image?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Creates an empty image view with a frame, with interaction off.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an empty image view from an archive, with interaction off.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }
}

/// A view that shows text: UIKit's `UILabel`, which takes no touches by default
/// (``View/isUserInteractionEnabled`` starts `false`, as in UIKit).
@preconcurrency @MainActor
open class Label: View {
  /// The text shown.
  open var text: String?
  /// The text's colour.
  open var textColor: Color! = .label
  /// The text's font.
  open var font: Font! = .systemFont(ofSize: 17)
  /// How the text is aligned.
  open var textAlignment: TextAlignment = .natural
  /// The most lines to show; 0 is no limit.
  open var numberOfLines = 1
  /// Whether the label is drawn enabled.
  open var isEnabled = true

  /// Creates an empty label with a frame, with interaction off.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an empty label from an archive, with interaction off.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The label's identifier, else its text, else its type's name.
  open override var traceName: String {
    accessibilityIdentifier ?? text ?? String(describing: type(of: self))
  }
}
