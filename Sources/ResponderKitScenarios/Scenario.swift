import Foundation
import ResponderKit

/// A screen and a touch script, as a scenario file describes them (Docs/scenario-format.md).
public struct Scenario: Sendable {
  /// One view of the tree.
  public struct ViewSpec: Sendable {
    /// The identifier traces name the view by.
    public var id: String
    /// The frame in the superview's coordinates.
    public var frame: CGRect
    /// The bounds origin (a scroll position, say).
    public var boundsOrigin: CGPoint = .zero
    /// Scale, rotation (degrees) and translation, applied in that order about the centre.
    public var transform: CGAffineTransform = .identity
    /// The opacity.
    public var alpha: CGFloat = 1
    /// `isHidden`.
    public var isHidden = false
    /// `isUserInteractionEnabled`.
    public var isUserInteractionEnabled = true
    /// `isMultipleTouchEnabled`.
    public var isMultipleTouchEnabled = false
    /// `isExclusiveTouch`.
    public var isExclusiveTouch = false
    /// `clipsToBounds`.
    public var clipsToBounds = false
    /// The title of a view controller whose root view this is.
    public var controller: String?
    /// How far beyond each edge the view takes touches (a `point(inside:)` override).
    public var touchArea: EdgeInsets?
    /// Whether the view lets through touches no subview takes (a `hitTest` override, seed E6).
    public var passThrough = false
    /// A descendant that gets every touch the view would take (a `hitTest` override, seed E7).
    public var redirectTo: String?
    /// The subviews, back to front.
    public var subviews: [ViewSpec] = []
  }

  /// One step of the touch script.
  public enum Step: Sendable {
    /// Touch-script gestures, already synthesized into samples and waits.
    case script(TouchScript)
  }

  /// What a scenario expects, checked after the script.
  public enum Expectation: Sendable {
    /// The touch with this id was hit-tested to this view (`nil`: to no view).
    case hit(touch: Int, view: String?, line: Int)
    /// The view received exactly these touch methods, in order.
    case received(view: String, methods: [ResponderMethod], line: Int)
  }

  /// The window's size.
  public var windowSize = CGSize(width: 375, height: 667)
  /// The window's subviews, back to front.
  public var views: [ViewSpec] = []
  /// The touch script.
  public var script = TouchScript()
  /// The expectations.
  public var expectations: [Expectation] = []
}
