import Foundation
import ResponderKit

/// Whether a view can be touched, and where, or why not.
public enum Hittability: Equatable, Sendable, CustomStringConvertible {
  /// A touch at this screen point reaches the view (or a view inside it).
  case hittable(at: CGPoint)
  /// No touch reaches the view, for this reason.
  case notHittable(NotHittableReason)

  /// Whether a touch can reach the view.
  public var isHittable: Bool {
    if case .hittable = self { return true }
    return false
  }

  /// The verdict in words.
  public var description: String {
    switch self {
    case .hittable(let point): "hittable at (\(point.x), \(point.y))"
    case .notHittable(let reason): "not hittable: \(reason)"
    }
  }
}

/// Why no touch can reach a view, in the words `responderkit explain` uses. `view` names the view
/// that has the property: the view itself or the ancestor that makes hit-testing skip it.
public enum NotHittableReason: Equatable, Sendable, CustomStringConvertible {
  /// No view matches the element.
  case notFound(String)
  /// The view is in no window, or its window is not shown.
  case notInWindow
  /// The view, or an ancestor, is hidden.
  case hidden(view: String)
  /// The view, or an ancestor, has user interaction off.
  case userInteractionDisabled(view: String)
  /// The view, or an ancestor, is below the 0.01 alpha cut-off.
  case transparent(view: String, alpha: CGFloat)
  /// The view, or an ancestor, is in an animation without `.allowUserInteraction`.
  case animating(view: String)
  /// The view, or an ancestor, is a control that is not enabled.
  case disabledControl(view: String)
  /// The view has no area.
  case zeroSized(CGSize)
  /// The view lies entirely outside this ancestor's bounds, where hit-testing never looks.
  case outsideAncestor(String)
  /// The view lies entirely outside the screen.
  case offScreen
  /// A view in front takes the touch everywhere the view could be touched.
  case covered(by: String)
  /// An override decides otherwise (`point(inside:with:)` or `hitTest(_:with:)`), as `explain`
  /// words it.
  case refused(String)

  /// The reason for a view refusing touches itself, or for its ancestor `view`.
  init(_ reason: HitTestSkipReason, view: String) {
    switch reason {
    case .hidden: self = .hidden(view: view)
    case .userInteractionDisabled: self = .userInteractionDisabled(view: view)
    case .transparent(let alpha): self = .transparent(view: view, alpha: alpha)
    case .animating: self = .animating(view: view)
    case .disabledControl: self = .disabledControl(view: view)
    case .pointOutside: self = .refused("its point(inside:with:) says no")
    }
  }

  /// The reason in words.
  public var description: String {
    switch self {
    case .notFound(let element): "\(element) is not on screen"
    case .notInWindow: "it is in no window that is shown"
    case .hidden(let view): "\(view) is hidden"
    case .userInteractionDisabled(let view): "\(view) has user interaction disabled"
    case .transparent(let view, let alpha):
      "\(view) has alpha \(alpha) < \(View.minimumHitTestAlpha)"
    case .animating(let view): "\(view) is in an animation without .allowUserInteraction"
    case .disabledControl(let view): "\(view) is a control not enabled"
    case .zeroSized(let size): "it is \(size.width) × \(size.height) pt: it has no area to touch"
    case .outsideAncestor(let ancestor):
      "it lies outside its ancestor \(ancestor), and hit-testing never looks outside a view"
    case .offScreen: "it lies outside the screen"
    case .covered(let view): "shadowed by \(view), in front"
    case .refused(let why): why
    }
  }
}
