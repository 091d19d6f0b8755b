import Foundation

/// A row of equal-width segments, one of which is selected: UIKit's `UISegmentedControl`
/// (§11.6).
///
/// The segment under the finger is highlighted while the touch is down; when the finger lifts
/// inside a segment, that segment is selected and the control sends `valueChanged` if the
/// selection changed. Disabled segments neither highlight nor select. A momentary control
/// (``isMomentary``) selects the segment for the `valueChanged` it sends and keeps no selection
/// after the touch. Setting ``selectedSegmentIndex`` in code sends no event.
@preconcurrency @MainActor
open class SegmentedControl: Control {
  /// The index of no segment: ``selectedSegmentIndex`` when nothing is selected.
  nonisolated public static let noSegment = -1

  struct Segment {
    var title: String?
    var image: Image?
    var isEnabled = true
  }

  @exclusivity(unchecked) var segments: [Segment] = []
  @exclusivity(unchecked) private var storedSelection = SegmentedControl.noSegment {
    didSet { DisplayList.noteChange() }
  }

  /// The index of the selected segment, or ``noSegment``. Setting it sends no event; an index
  /// out of range clears the selection.
  open var selectedSegmentIndex: Int {
    get { storedSelection }
    set { storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment }
  }

  /// Whether segments keep no selected state: the touched segment is selected only while its
  /// `valueChanged` is sent, then the selection is ``noSegment`` again. Default `false`.
  @exclusivity(unchecked) open var isMomentary = false

  /// The segment under the finger while a touch is down, or ``noSegment``: the one UIKit draws
  /// highlighted. An engine addition, read by tests and pictures; UIKit has no such property.
  @exclusivity(unchecked) public internal(set) var highlightedSegmentIndex =
    SegmentedControl.noSegment

  /// Creates a segmented control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a segmented control with one segment per item: a `String` becomes a segment's
  /// title, an ``Image`` its image; nothing is selected.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    segments = (items ?? []).map { item in
      Segment(title: item as? String, image: item as? Image)
    }
  }

  /// Creates a segmented control from an archive (there are none): no segments.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Equal segments as wide as the widest content (a title in the 13-point system font by the
  /// engine's text measure, or an image) plus 8 points each side, and 32 points tall, UIKit's
  /// height since iOS 13 (<doc:Choices>).
  ///
  /// - Complexity: O(*n*) in the number of segments and the length of their titles.
  open override var intrinsicContentSize: CGSize {
    let widest = segments.map { segment in
      max(
        TextMeasure.size(of: segment.title, font: .systemFont(ofSize: 13)).width,
        segment.image?.size.width ?? 0)
    }.max()
    guard let widest else { return CGSize(width: View.noIntrinsicMetric, height: 32) }
    return CGSize(width: CGFloat(segments.count) * (widest + 16), height: 32)
  }

  /// ``intrinsicContentSize`` (the offered width with no segments), whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let content = intrinsicContentSize
    return CGSize(width: content.width < 0 ? size.width : content.width, height: content.height)
  }

  // MARK: Tracking

  /// Takes the touch and highlights the enabled segment under it.
  open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
    highlightedSegmentIndex = enabledSegment(at: touch.location(in: self))
    return true
  }

  /// Moves the highlight to the enabled segment under the finger (none outside the bounds).
  open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    highlightedSegmentIndex = enabledSegment(at: touch.location(in: self))
    return true
  }

  /// Selects the enabled segment under the finger where it lifts and sends `valueChanged` when
  /// the selection changed; a momentary control then clears the selection.
  open override func endTracking(_ touch: Touch?, with event: Event?) {
    highlightedSegmentIndex = Self.noSegment
    guard let touch else { return }
    let segment = enabledSegment(at: touch.location(in: self))
    guard segment != Self.noSegment, segment != storedSelection else { return }
    storedSelection = segment
    sendActions(for: .valueChanged)
    if isMomentary { storedSelection = Self.noSegment }
  }

  /// Clears the highlight; the selection stays as it was.
  open override func cancelTracking(with event: Event?) {
    highlightedSegmentIndex = Self.noSegment
  }

  /// A segmented control wins a one-finger single tap over tap recognizers on its ancestors
  /// (§11.4: Apple's "Attaching gesture recognizers to UIKit controls").
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !(isEnabled && isSingleTap(gestureRecognizer) && gestureRecognizer.view !== self)
  }
}
