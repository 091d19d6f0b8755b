import Foundation

extension Button {
  /// The kinds of button, with UIKit's raw values.
  public enum ButtonType: Int, Hashable, Sendable, CaseIterable {
    /// No styling.
    case custom = 0
    /// The system style.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button, light.
    case infoLight = 3
    /// An information button, dark.
    case infoDark = 4
    /// A plus button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// Creates a button of a type, with a zero frame, as UIKit's `UIButton(type:)`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Sets the title shown in `state`; the ``Control/State-swift.struct/normal`` title also names the button in
  /// traces.
  public func setTitle(_ title: String?, for state: State) {
    content.titles[state.rawValue] = title
    if state == .normal { self.title = title }
    invalidateIntrinsicContentSize()
    updateTitleLabel()
  }

  /// The title for `state`, falling back to the normal title as UIKit does.
  public func title(for state: State) -> String? {
    content.titles[state.rawValue] ?? content.titles[State.normal.rawValue]
  }

  /// Sets the title colour shown in `state`.
  public func setTitleColor(_ color: Color?, for state: State) {
    content.titleColors[state.rawValue] = color
    updateTitleLabel()
  }

  /// The title colour for `state`, falling back to the normal one.
  public func titleColor(for state: State) -> Color? {
    content.titleColors[state.rawValue] ?? content.titleColors[State.normal.rawValue]
  }

  /// Sets the colour of the title's shadow in `state`.
  public func setTitleShadowColor(_ color: Color?, for state: State) {
    content.titleShadowColors[state.rawValue] = color
    updateTitleLabel()
  }

  /// The colour of the title's shadow in `state`, falling back to the normal one.
  public func titleShadowColor(for state: State) -> Color? {
    content.titleShadowColors[state.rawValue] ?? content.titleShadowColors[State.normal.rawValue]
  }

  /// Sets the styled title shown in `state`; its characters are the title for that state (the
  /// attributes are kept for drawing).
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    content.attributedTitles[state.rawValue] = title
    setTitle(title?.string, for: state)
  }

  /// The styled title for `state`, falling back to the normal one.
  public func attributedTitle(for state: State) -> NSAttributedString? {
    content.attributedTitles[state.rawValue] ?? content.attributedTitles[State.normal.rawValue]
  }

  /// Sets the image shown in `state`.
  public func setImage(_ image: Image?, for state: State) {
    content.images[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// The image for `state`, falling back to the normal image.
  public func image(for state: State) -> Image? {
    content.images[state.rawValue] ?? content.images[State.normal.rawValue]
  }

  /// Sets the image drawn behind the title in `state`; kept only.
  public func setBackgroundImage(_ image: Image?, for state: State) {
    content.backgroundImages[state.rawValue] = image
  }

  /// The background image for `state`, falling back to the normal one.
  public func backgroundImage(for state: State) -> Image? {
    content.backgroundImages[state.rawValue] ?? content.backgroundImages[State.normal.rawValue]
  }

  /// The background image for the current ``Control/state``.
  public var currentBackgroundImage: Image? { backgroundImage(for: state) }

  /// Whether the image darkens while highlighted; kept only (nothing is drawn). Default `true`.
  public var adjustsImageWhenHighlighted: Bool {
    get { content.adjustsImageWhenHighlighted }
    set { content.adjustsImageWhenHighlighted = newValue }
  }

  /// Whether the image dims while disabled; kept only. Default `true`.
  public var adjustsImageWhenDisabled: Bool {
    get { content.adjustsImageWhenDisabled }
    set { content.adjustsImageWhenDisabled = newValue }
  }

  /// The title for the current ``Control/state``.
  public var currentTitle: String? { title(for: state) }
  /// The styled title for the current ``Control/state``.
  public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The title colour for the current ``Control/state``: white for a custom button without one,
  /// the tint colour for a system button, as UIKit's defaults.
  public var currentTitleColor: Color {
    titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
  }
  /// The colour of the title's shadow for the current ``Control/state``.
  public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
  /// The image for the current ``Control/state``.
  public var currentImage: Image? { image(for: state) }

  /// The label that shows the title. Unlike UIKit's it is not a subview: it takes no touches
  /// either way, and traces stay those of the button alone. It shows the current state's title,
  /// and, when there is one, its colour and shadow colour: kept current as titles, colours and
  /// the state change, and at layout, as UIKit's is (flowkey/UIKit-cross-platform's button tests,
  /// run against Apple's UIKit).
  public var titleLabel: Label? {
    if let label = content.titleLabel { return label }
    let label = Label(frame: bounds)
    content.titleLabel = label
    updateTitleLabel()
    return label
  }

  /// Shows the current state's title in ``titleLabel`` once it was made; without a title, the
  /// label keeps its colours, as UIKit's does.
  func updateTitleLabel() {
    guard let label = content.titleLabel else { return }
    let title = currentTitle
    label.text = title
    guard title != nil else { return }
    label.textColor = currentTitleColor
    label.shadowColor = currentTitleShadowColor
  }

  /// The image view that shows the image; like ``titleLabel``, not a subview.
  public var imageView: ImageView? {
    if let view = content.imageView { return view }
    let view = ImageView(image: currentImage)
    content.imageView = view
    return view
  }
}

/// A button's titles, colours and images by state, kept as inert values.
@MainActor
final class ButtonContent {
  var titles: [UInt: String] = [:]
  var titleColors: [UInt: Color] = [:]
  var titleShadowColors: [UInt: Color] = [:]
  var attributedTitles: [UInt: NSAttributedString] = [:]
  var images: [UInt: Image] = [:]
  var backgroundImages: [UInt: Image] = [:]
  var adjustsImageWhenHighlighted = true
  var adjustsImageWhenDisabled = true
  var titleLabel: Label?
  var imageView: ImageView?
}
