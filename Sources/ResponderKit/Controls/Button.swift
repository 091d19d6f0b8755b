import Foundation

/// A control that performs its primary action on touch up inside.
@preconcurrency @MainActor
open class Button: Control {
  /// The button's title; traces name the button by it when it has no identifier.
  @exclusivity(unchecked) public var title: String?
  /// The button's accessibility label: the one set, else its current title, as in UIKit.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle ?? title }
    set { super.accessibilityLabel = newValue }
  }
  /// The button's type, as made by ``init(type:)``; ``ButtonType/custom`` otherwise.
  @exclusivity(unchecked) public internal(set) var buttonType: ButtonType = .custom
  /// Titles, colours and images by state.
  let content = ButtonContent()

  /// The identifier, else the title, else the type's name.
  open override var traceName: String {
    accessibilityIdentifier ?? title ?? String(describing: type(of: self))
  }

  /// A button wins a single-finger single tap over tap recognizers on its ancestors: it answers no
  /// for them (§11.4). Recognizers on the button itself may begin.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !(isEnabled && isSingleTap(gestureRecognizer) && gestureRecognizer.view !== self)
  }

  override func didTouchUpInside() {
    sendActions(for: .primaryActionTriggered)
  }

  /// The current title beside the current image, 12 points taller than that content, and at
  /// least 30 by 30: ResponderKit's choice (<doc:Choices>), the title measured in the 15-point
  /// system font by the engine's text measure.
  open override var intrinsicContentSize: CGSize {
    let title = TextMeasure.size(of: currentTitle, font: .systemFont(ofSize: 15))
    let image = currentImage?.size ?? .zero
    return CGSize(
      width: max(30, title.width + image.width),
      height: max(30, max(title.height, image.height) + 12))
  }

  /// Shows the new state's title in ``titleLabel``.
  override func controlStateDidChange() { updateTitleLabel() }

  /// Lays out the subviews and shows the current state's title in ``titleLabel``, as UIKit's
  /// layout does.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateTitleLabel()
  }

  /// ``intrinsicContentSize``, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var layoutTextMetrics: (textHeight: CGFloat, lineHeight: CGFloat)? {
    let line = TextMeasure.lineHeight(.systemFont(ofSize: 15))
    return (line, line)
  }
}

/// A control with an on and off value, toggled by a tap or by dragging its knob.
@preconcurrency @MainActor
open class Switch: Control {
  /// Whether the switch is on. Setting it sends no action, as in UIKit.
  @exclusivity(unchecked) open var isOn = false {
    didSet { DisplayList.noteChange() }
  }
  /// How far the finger must move sideways to drag the knob rather than tap, in points.
  nonisolated public static let knobDragThreshold: CGFloat = 10

  @exclusivity(unchecked) private var startX: CGFloat = 0
  @exclusivity(unchecked) private var isDraggingKnob = false

  /// UIKit's fixed switch size, 51 by 31.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

  /// 51 by 31, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// A switch hugs its fixed size at 750, as UIKit's does (Auto Layout §21.4).
  override var defaultContentHuggingPriority: LayoutPriority { .defaultHigh }

  /// Sets the value without sending `valueChanged`, as UIKit's `setOn(_:animated:)`.
  public func setOn(_ on: Bool, animated: Bool = false) {
    isOn = on
  }

  /// Notes where the finger started.
  open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
    startX = touch.location(in: self).x
    isDraggingKnob = false
    return true
  }

  /// A sideways movement past the threshold drags the knob.
  open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    if abs(touch.location(in: self).x - startX) > Self.knobDragThreshold { isDraggingKnob = true }
    return true
  }

  /// A dragged knob lands on the side it was dragged to, wherever the finger lifts.
  open override func endTracking(_ touch: Touch?, with event: Event?) {
    guard isDraggingKnob, let touch else { return }
    let on = touch.location(in: self).x > startX
    isDraggingKnob = false
    if on != isOn { change(to: on) }
    draggedKnob = true
  }

  @exclusivity(unchecked) private var draggedKnob = false

  override func didTouchUpInside() {
    if draggedKnob {
      draggedKnob = false
      return
    }
    change(to: !isOn)
  }

  /// A switch wins a single tap and a one-finger pan over recognizers on its ancestors (§11.4).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard isEnabled, gestureRecognizer.view !== self else { return true }
    if isSingleTap(gestureRecognizer) { return false }
    if let pan = gestureRecognizer as? PanGestureRecognizer, pan.numberOfTouches == 1 {
      return false
    }
    return true
  }

  private func change(to on: Bool) {
    isOn = on
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// Touch up outside after a knob drag still keeps the dragged value; clear the flag.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    super.touchesEnded(touches, with: event)
    draggedKnob = false
  }
}

extension Control {
  /// Whether a recognizer is a one-finger, one-tap tap recognizer.
  func isSingleTap(_ recognizer: GestureRecognizer) -> Bool {
    guard let tap = recognizer as? TapGestureRecognizer else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }
}
