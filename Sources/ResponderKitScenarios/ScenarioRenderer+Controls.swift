import Foundation
import ResponderKit

extension ScenarioRenderer {
  /// The parts of a slider (track and thumb at its value), a stepper (its two halves, − and +)
  /// or a segmented control (its segments with their titles, the selected one filled), in window
  /// coordinates; nothing for other views.
  static func controlParts(_ view: View, in window: Window) -> [String] {
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      view.convert(CGPoint(x: x, y: y), to: window)
    }
    func line(_ from: CGPoint, _ to: CGPoint, _ role: String, _ width: CGFloat) -> String {
      ##"<line class="\##(role)" x1="\##(n(from.x))" y1="\##(n(from.y))" x2="\##(n(to.x))" y2="\##(n(to.y))" stroke="#555" stroke-width="\##(n(width))"/>"##
    }
    func text(_ value: String, at center: CGPoint, _ role: String) -> String {
      ##"<text class="\##(role)" x="\##(n(center.x))" y="\##(n(center.y + 4))" text-anchor="middle" fill="#222">\##(escape(value))</text>"##
    }
    let bounds = view.bounds
    switch view {
    case let slider as Slider:
      let track = slider.trackRect(forBounds: bounds)
      let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.value)
      let center = point(thumb.midX, thumb.midY)
      return [
        line(point(track.minX, track.midY), point(track.maxX, track.midY), "slider-track", 3),
        ##"<circle class="slider-thumb" cx="\##(n(center.x))" cy="\##(n(center.y))" r="\##(n(thumb.width / 2))" fill="#fff" stroke="#555"/>"##,
      ]
    case let stepper as Stepper:
      return [
        line(
          point(bounds.midX, bounds.minY), point(bounds.midX, bounds.maxY), "stepper-divider", 1),
        text("−", at: point(stepper.decrementRect.midX, bounds.midY), "stepper-half"),
        text("+", at: point(stepper.incrementRect.midX, bounds.midY), "stepper-half"),
      ]
    case let segmented as SegmentedControl:
      var parts: [String] = []
      for index in 0..<segmented.numberOfSegments {
        let rect = segmented.rectForSegment(at: index)
        if index == segmented.selectedSegmentIndex {
          let corners = [
            point(rect.minX, rect.minY), point(rect.maxX, rect.minY), point(rect.maxX, rect.maxY),
            point(rect.minX, rect.maxY),
          ].map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
          parts.append(
            ##"<polygon class="segment-selected" points="\##(corners)" fill="#ffffff" fill-opacity="0.8" stroke="#555"/>"##
          )
        }
        if index > 0 {
          parts.append(
            line(point(rect.minX, rect.minY), point(rect.minX, rect.maxY), "segment-divider", 1))
        }
        let title = segmented.titleForSegment(at: index) ?? "\(index)"
        parts.append(text(title, at: point(rect.midX, rect.midY), "segment-title"))
      }
      return parts
    default:
      return []
    }
  }
}
