import Foundation

extension View {
  /// Converts `point` from this view's coordinate space to `view`'s; `nil` means this view's window
  /// (§2.3). Conversion goes through every frame, bounds origin and transform on the way, and
  /// through the screen when the two views are in different windows.
  ///
  /// - Complexity: O(*d*) in the depths of the two views.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let target = view ?? windowOrRoot
    return point.applying(
      transformToOuterSpace.concatenating(target.transformToOuterSpace.inverted()))
  }

  /// Converts `point` from `view`'s coordinate space to this view's; `nil` means this view's window.
  ///
  /// - Complexity: O(*d*) in the depths of the two views.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    (view ?? windowOrRoot).convert(point, to: self)
  }

  /// Converts `rect` from this view's coordinate space to `view`'s; the result is the bounding box of
  /// the converted corners. `nil` means this view's window.
  ///
  /// - Complexity: O(*d*) in the depths of the two views.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    let target = view ?? windowOrRoot
    return rect.applying(
      transformToOuterSpace.concatenating(target.transformToOuterSpace.inverted()))
  }

  /// Converts `rect` from `view`'s coordinate space to this view's; `nil` means this view's window.
  ///
  /// - Complexity: O(*d*) in the depths of the two views.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    (view ?? windowOrRoot).convert(rect, to: self)
  }

  /// The window, or for a view outside any window the root of its hierarchy.
  private var windowOrRoot: View {
    if let window { return window }
    var root = self
    while let parent = root.superview { root = parent }
    return root
  }

  /// The map from this view's bounds space to the space its root's frame is in (the screen for a
  /// window), so that views in different windows meet there.
  var transformToOuterSpace: CGAffineTransform {
    var result = CGAffineTransform.identity
    var current: View? = self
    while let view = current {
      result = result.concatenating(view.transformToSuperview)
      current = view.superview
    }
    return result
  }
}

extension View: CoordinateSpace {
  /// Converts `point` from this view's bounds space to `coordinateSpace`.
  ///
  /// - Complexity: O(*d*) in the depth of the view (and of a view `coordinateSpace` is).
  public func convert(_ point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint {
    point.applying(coordinateTransform(from: self, to: coordinateSpace))
  }

  /// Converts `point` from `coordinateSpace` to this view's bounds space.
  ///
  /// - Complexity: O(*d*) in the depths involved.
  public func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint {
    point.applying(coordinateTransform(from: coordinateSpace, to: self))
  }

  /// Converts `rect` from this view's bounds space to `coordinateSpace`.
  ///
  /// - Complexity: O(*d*) in the depths involved.
  public func convert(_ rect: CGRect, to coordinateSpace: CoordinateSpace) -> CGRect {
    rect.applying(coordinateTransform(from: self, to: coordinateSpace))
  }

  /// Converts `rect` from `coordinateSpace` to this view's bounds space.
  ///
  /// - Complexity: O(*d*) in the depths involved.
  public func convert(_ rect: CGRect, from coordinateSpace: CoordinateSpace) -> CGRect {
    rect.applying(coordinateTransform(from: coordinateSpace, to: self))
  }
}
