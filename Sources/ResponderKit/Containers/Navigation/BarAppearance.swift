import Foundation

/// What a bar looks like (`UIBarAppearance`): its background and shadow. Kept only: the engine
/// draws nothing, and a bar's touches do not depend on its look.
@preconcurrency @MainActor
open class BarAppearance: NSObject {
  /// The background colour; `nil` for none.
  open var backgroundColor: Color?
  /// The background image; `nil` for none.
  open var backgroundImage: Image?
  /// The colour of the line under (or over) the bar; `nil` for none.
  open var shadowColor: Color?
  /// The image of that line; `nil` for the colour alone.
  open var shadowImage: Image?
  /// The idiom the appearance is for.
  public let idiom: UserInterfaceIdiom

  /// An appearance with the default background, for the current device's idiom.
  public override init() {
    idiom = Device.current.userInterfaceIdiom
    super.init()
    configureWithDefaultBackground()
  }

  /// An appearance with the default background, for `idiom`.
  public init(idiom: UserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// A copy of `barAppearance`'s background and shadow.
  public init(barAppearance: BarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// The system's translucent background, with the separator line under it.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = .separator
    shadowImage = nil
  }

  /// An opaque background of the system background colour, with the separator line.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = .separator
    shadowImage = nil
  }

  /// No background and no line: the content shows through.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }
}

/// What a navigation bar looks like (`UINavigationBarAppearance`): a bar appearance and its
/// titles' text attributes; kept only.
open class NavigationBarAppearance: BarAppearance {
  /// The attributes of the title's text (`.font`, `.foregroundColor`, ...).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// What a tab bar looks like (`UITabBarAppearance`): a bar appearance and its selection
/// indicator's tint; kept only.
open class TabBarAppearance: BarAppearance {
  /// The tint of the selected item's indicator.
  open var selectionIndicatorTintColor: Color?
}
