import ResponderKit

// MARK: Auto Layout

/// UIKit's `NSLayoutConstraint`: ``ResponderKit/LayoutConstraint``, with its nested `Attribute`,
/// `Relation` and `Axis`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor`: ``ResponderKit/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: ``ResponderKit/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: ``ResponderKit/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: ``ResponderKit/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutGuide`: ``ResponderKit/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UILayoutPriority`: ``ResponderKit/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's older name of `NSLayoutConstraint.Axis`.
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
/// UIKit's `UIStackView`: ``ResponderKit/StackView``, with its nested `Distribution` and
/// `Alignment`.
public typealias UIStackView = StackView
