import Foundation

/// A view that shows an image: UIKit's `UIImageView`, which takes no touches by default.
///
/// ``View/isUserInteractionEnabled`` starts `false`, as in UIKit: a tap recognizer or a button added to
/// an image view gets nothing until it is turned on (the most common touch trap in real
/// questions), and hit-testing skips the whole subtree.
@preconcurrency @MainActor
open class ImageView: View {
  /// The image shown.
  open var image: Image? {
    didSet { DisplayList.noteChange() }
  }
  /// The image shown while ``isHighlighted``.
  open var highlightedImage: Image?
  /// Whether the view shows ``highlightedImage``.
  open var isHighlighted = false {
    didSet { DisplayList.noteChange() }
  }

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

  /// The image's size, or none on either axis without an image, as UIKit's.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image's size, or zero without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

/// A view that shows text: UIKit's `UILabel`, which takes no touches by default
/// (``View/isUserInteractionEnabled`` starts `false`, as in UIKit).
@preconcurrency @MainActor
open class Label: View {
  /// The text shown.
  open var text: String? {
    didSet {
      if attributedTextStorage?.string != text { attributedTextStorage = nil }
      invalidateIntrinsicContentSize()
    }
  }
  /// The label's accessibility label: the one set, else its text, as in UIKit.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }
  /// The text's colour.
  open var textColor: Color! = .label {
    didSet { DisplayList.noteChange() }
  }
  /// The colour of the text's shadow; `nil` (the default) draws none.
  open var shadowColor: Color? {
    didSet { DisplayList.noteChange() }
  }
  /// The offset of the text's shadow. Default (0, -1), as UIKit's.
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// The text with its attributes; setting it sets ``text`` to its characters (the attributes are
  /// kept for drawing).
  open var attributedText: NSAttributedString? {
    get { attributedTextStorage ?? text.map { NSAttributedString(string: $0) } }
    set {
      attributedTextStorage = newValue
      text = newValue?.string
    }
  }
  /// The attributed text last set, until ``text`` is set.
  final var attributedTextStorage: NSAttributedString?
  /// The text's font.
  open var font: Font! = .systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// How the text is aligned.
  open var textAlignment: TextAlignment = .natural
  /// The most lines to show; 0 is no limit.
  open var numberOfLines = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }
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

  /// The text's size on one line (or on ``numberOfLines`` lines, broken at newlines), by
  /// ResponderKit's text measure (<doc:Choices>): half the point size per character, 1.2 times
  /// it per line. Zero for no text.
  ///
  /// A label of more than one line wraps at ``preferredMaxLayoutWidth`` when set, else at its
  /// current width once it has one, as UIKit's labels do under Auto Layout: a change of that
  /// width invalidates the size, and the layout pass solves again (Auto Layout §21.4).
  open override var intrinsicContentSize: CGSize {
    let font = font ?? .systemFont(ofSize: 17)
    guard numberOfLines != 1 else { return TextMeasure.size(of: text, font: font) }
    let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    return TextMeasure.size(
      of: text, font: font, numberOfLines: numberOfLines, width: width > 0 ? width : nil)
  }

  /// The width a label of several lines wraps at under Auto Layout; 0 (the default) wraps at
  /// the label's own width.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Invalidates the intrinsic size of a label of several lines when its width changes.
  open override var bounds: CGRect {
    didSet {
      if numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width != oldValue.width {
        invalidateIntrinsicContentSize()
      }
    }
  }

  override var layoutTextMetrics: (textHeight: CGFloat, lineHeight: CGFloat)? {
    let font = font ?? .systemFont(ofSize: 17)
    let line = TextMeasure.lineHeight(font)
    return (max(line, intrinsicContentSize.height), line)
  }

  /// The text's size within `size.width`, wrapped onto at most ``numberOfLines`` lines.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    TextMeasure.size(
      of: text, font: font ?? .systemFont(ofSize: 17), numberOfLines: numberOfLines,
      width: size.width)
  }

  /// The label's identifier, else its text, else its type's name.
  open override var traceName: String {
    accessibilityIdentifier ?? text ?? String(describing: type(of: self))
  }
}
