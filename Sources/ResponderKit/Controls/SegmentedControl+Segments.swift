import Foundation

extension SegmentedControl {
  /// The height UIKit gives a segmented control laid out at its intrinsic size, in points
  /// (§11.6).
  nonisolated public static let intrinsicHeight: CGFloat = 32

  /// The number of segments.
  public var numberOfSegments: Int { segments.count }

  /// Inserts a segment titled `title` at `segment`, pinned to `0...numberOfSegments` as UIKit
  /// does; the selection stays on the segment it was on. The engine draws nothing, so `animated`
  /// changes nothing.
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment`, pinned to `0...numberOfSegments`.
  public func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Removes the segment at `segment`; removing the selected segment clears the selection, and
  /// an index out of range removes nothing.
  public func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    let selected = selectedSegmentIndex
    segments.remove(at: segment)
    if selected == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selected > segment {
      selectedSegmentIndex = selected - 1
    }
  }

  /// Removes every segment; nothing is selected.
  public func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  /// The title of the segment at `segment`, or `nil` (no title, or no such segment).
  public func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the title of the segment at `segment`.
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
  }

  /// The image of the segment at `segment`, or `nil`.
  public func imageForSegment(at segment: Int) -> Image? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables the segment at `segment`: a disabled segment neither highlights nor
  /// selects.
  public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether the segment at `segment` is enabled (`false` for no such segment).
  public func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) && segments[segment].isEnabled
  }

  /// The rectangle of the segment at `segment` in the control's bounds: the segments share the
  /// width equally. An engine addition for tests and pictures.
  public func rectForSegment(at segment: Int) -> CGRect {
    guard segments.indices.contains(segment) else { return .null }
    let width = bounds.width / CGFloat(segments.count)
    return CGRect(
      x: bounds.minX + width * CGFloat(segment), y: bounds.minY, width: width,
      height: bounds.height)
  }

  /// The segment under `point` (in the control's coordinates), or ``noSegment`` outside the
  /// bounds.
  func segment(at point: CGPoint) -> Int {
    guard !segments.isEmpty, bounds.contains(point), bounds.width > 0 else {
      return Self.noSegment
    }
    let width = bounds.width / CGFloat(segments.count)
    let index = Int(((point.x - bounds.minX) / width).rounded(.down))
    return min(max(index, 0), segments.count - 1)
  }

  /// The segment under `point` if it is enabled, else ``noSegment``.
  func enabledSegment(at point: CGPoint) -> Int {
    let index = segment(at: point)
    return isEnabledForSegment(at: index) ? index : Self.noSegment
  }

  private func insert(_ segment: Segment, at index: Int) {
    let index = min(max(index, 0), segments.count)
    let selected = selectedSegmentIndex
    segments.insert(segment, at: index)
    if selected != Self.noSegment, selected >= index { selectedSegmentIndex = selected + 1 }
  }
}
