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
  }

  /// The title for `state`, falling back to the normal title as UIKit does.
  public func title(for state: State) -> String? {
    content.titles[state.rawValue] ?? content.titles[State.normal.rawValue]
  }

  /// Sets the title colour shown in `state`.
  public func setTitleColor(_ color: Color?, for state: State) {
    content.titleColors[state.rawValue] = color
  }

  /// The title colour for `state`, falling back to the normal one.
  public func titleColor(for state: State) -> Color? {
    content.titleColors[state.rawValue] ?? content.titleColors[State.normal.rawValue]
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

  /// The title for the current ``Control/state``.
  public var currentTitle: String? { title(for: state) }
  /// The image for the current ``Control/state``.
  public var currentImage: Image? { image(for: state) }

  /// The label that shows the title. Unlike UIKit's it is not a subview: it takes no touches
  /// either way, and traces stay those of the button alone.
  public var titleLabel: Label? {
    if let label = content.titleLabel { return label }
    let label = Label(frame: bounds)
    label.text = currentTitle
    content.titleLabel = label
    return label
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
  var images: [UInt: Image] = [:]
  var titleLabel: Label?
  var imageView: ImageView?
}
