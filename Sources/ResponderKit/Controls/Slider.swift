import Foundation

/// A control for picking a value from a continuous range by dragging its thumb along a track:
/// UIKit's `UISlider` (§11.5).
///
/// A touch that goes down on the thumb (its rectangle grown by ``thumbTouchSlop``) tracks it: the
/// thumb keeps the offset at which it was grabbed and follows the finger along the track, inside
/// or outside the tracking area, its value clamped to the range. A touch on the track away from
/// the thumb does not move the value: the slider ignores it. A continuous slider
/// (``isContinuous``, the default) sends `valueChanged` each time a move changes the value; one
/// that is not sends it once, when the touch ends, if the value changed.
@preconcurrency @MainActor
open class Slider: Control {
  @exclusivity(unchecked) private var storedValue: Float = 0 {
    didSet { DisplayList.noteChange() }
  }
  /// Where the finger was, along the track, relative to the thumb's centre at touch-down.
  @exclusivity(unchecked) private var grabOffset: CGFloat = 0
  /// The value when the tracked touch went down, to tell whether a non-continuous slider changed.
  @exclusivity(unchecked) private var valueAtTouchDown: Float = 0

  /// The slider's value, between ``minimumValue`` and ``maximumValue``. Setting it clamps it to
  /// the range and sends no event, as in UIKit.
  open var value: Float {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }

  /// The value at the left end of the track; default 0. Raising it above the value raises the
  /// value.
  @exclusivity(unchecked) open var minimumValue: Float = 0 {
    didSet { storedValue = clamped(storedValue) }
  }

  /// The value at the right end of the track; default 1. Lowering it below the value lowers the
  /// value.
  @exclusivity(unchecked) open var maximumValue: Float = 1 {
    didSet { storedValue = clamped(storedValue) }
  }

  /// Whether the slider sends `valueChanged` as the thumb moves (`true`, the default) or once,
  /// when the finger lifts.
  @exclusivity(unchecked) open var isContinuous = true

  /// Sets the value, clamped to the range, without sending `valueChanged`, as UIKit's
  /// `setValue(_:animated:)`. The engine draws nothing, so `animated` changes nothing.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// No width of its own, 31 points tall (UIKit's slider height; <doc:Choices>).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: 31)
  }

  /// The offered width (at least the thumb's), 31 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, 31), height: 31)
  }

  // MARK: Geometry (overridable)

  /// The rectangle of the track in `bounds`: ``trackInset`` in from each side, ``trackHeight``
  /// tall, centred vertically. Override it to move the track, as UIKit code does; tracking reads
  /// it.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    let width = max(bounds.width - 2 * Self.trackInset, 0)
    return CGRect(
      x: bounds.minX + Self.trackInset, y: bounds.midY - Self.trackHeight / 2, width: width,
      height: Self.trackHeight)
  }

  /// The rectangle of the thumb for `value`: a ``thumbDiameter`` square centred on the track,
  /// its left edge at the track's left end for ``minimumValue`` and its right edge at the
  /// track's right end for ``maximumValue``. Override it to resize the thumb; tracking reads it.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float)
    -> CGRect
  {
    let size = Self.thumbDiameter
    let x = rect.minX + travel(of: rect, thumbWidth: size) * fraction(of: value)
    return CGRect(x: x, y: rect.midY - size / 2, width: size, height: size)
  }

  // MARK: Tracking

  /// Tracks a touch that goes down on the thumb (its rectangle grown by ``thumbTouchSlop``); a
  /// touch anywhere else is ignored and the value stays (§11.5).
  open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
    let point = touch.location(in: self)
    let thumb = currentThumbRect
    let slop = Self.thumbTouchSlop
    guard thumb.insetBy(dx: -slop, dy: -slop).contains(point) else { return false }
    grabOffset = point.x - thumb.midX
    valueAtTouchDown = storedValue
    return true
  }

  /// Moves the thumb with the finger; a continuous slider sends `valueChanged` when the value
  /// changes.
  open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    follow(touch)
    return true
  }

  /// Moves the thumb to where the finger lifted; a slider that is not continuous then sends its
  /// one `valueChanged`, if the value changed during the touch.
  open override func endTracking(_ touch: Touch?, with event: Event?) {
    if let touch { follow(touch) }
    finishTracking()
  }

  /// Leaves the value where the thumb was; a slider that is not continuous sends its one
  /// `valueChanged` if the value changed, so its targets know the value it shows (§11.5 choice).
  open override func cancelTracking(with event: Event?) {
    finishTracking()
  }

  /// A slider wins a one-finger swipe along its track that starts on its thumb over swipe
  /// recognizers on its ancestors (§11.4: Apple's "Attaching gesture recognizers to UIKit
  /// controls"); it keeps no other gesture from its ancestors.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard isEnabled, isTracking, gestureRecognizer.view !== self,
      let swipe = gestureRecognizer as? SwipeGestureRecognizer
    else { return true }
    let alongTrack = !swipe.direction.isDisjoint(with: [.left, .right])
    return !(alongTrack && swipe.numberOfTouchesRequired == 1)
  }

  private func follow(_ touch: Touch) {
    let center = touch.location(in: self).x - grabOffset
    let newValue = value(forThumbCenter: center)
    guard newValue != storedValue else { return }
    storedValue = newValue
    if isContinuous { sendActions(for: .valueChanged) }
  }

  private func finishTracking() {
    if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    valueAtTouchDown = storedValue
  }

  func clamped(_ value: Float) -> Float {
    guard !value.isNaN else { return minimumValue }
    return min(max(value, minimumValue), maximumValue)
  }
}
