import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it has anchors and is
/// placed by constraints, but is never drawn, hit-tested or sent touches; UIKit's
/// `UILayoutGuide` (Auto Layout §21.2). Its ``layoutFrame`` is in its owning view's coordinates.
@preconcurrency @MainActor
open class LayoutGuide: NSObject {
  /// The view the guide was added to (``View/addLayoutGuide(_:)``); `nil` once that view is gone.
  open var owningView: View? {
    get { owningViewStorage }
    set { owningViewStorage = newValue }
  }
  /// ``owningView``, unowned and cleared by the view's `deinit`, so the view needs no side table.
  unowned(unsafe) var owningViewStorage: View?
  /// A name that descriptions of constraints show.
  open var identifier = ""
  /// What defines the guide when the engine does: a view's margins or safe area.
  enum Role { case custom, layoutMargins, safeArea }
  /// The guide's role.
  let role: Role

  /// Creates a guide to add to a view.
  public override init() {
    role = .custom
    super.init()
  }

  /// A guide the engine defines for `view`.
  init(role: Role, owningView: View) {
    self.role = role
    self.owningViewStorage = owningView
    super.init()
    identifier = role == .layoutMargins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
  }

  /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    switch role {
    case .layoutMargins:
      return owningView.bounds.inset(by: owningView.layoutMargins)
    case .safeArea:
      return owningView.bounds.inset(by: owningView.safeAreaInsets)
    case .custom:
      return owningView.layoutRoot.autoLayout?.engine?.solvedFrame(of: self) ?? .zero
    }
  }

  /// The name descriptions use: the identifier, else `UILayoutGuide`, after the owning view's.
  var traceName: String {
    let name = identifier.isEmpty ? "UILayoutGuide" : identifier
    return owningView.map { "\($0.traceName).\(name)" } ?? name
  }

  /// The leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }

  /// Whether the constraints leave the guide's rectangle undetermined (§21.7).
  open var hasAmbiguousLayout: Bool {
    guard let owningView, let engine = owningView.layoutRoot.autoLayout?.engine else {
      return false
    }
    return engine.isAmbiguous(self)
  }
}
