import Foundation
import ResponderKit

extension Scenario {
  /// The values of a slider, a stepper or a segmented control, as a scenario file gives them.
  public struct ValueControlSpec: Sendable, Equatable {
    /// The starting value (sliders and steppers); `nil`: the kind's default.
    public var value: Double?
    /// `minimumValue` (sliders and steppers); `nil`: the kind's default.
    public var minimum: Double?
    /// `maximumValue` (sliders and steppers); `nil`: the kind's default.
    public var maximum: Double?
    /// `isContinuous` (sliders and steppers).
    public var isContinuous = true
    /// A stepper's `stepValue`.
    public var stepValue: Double = 1
    /// A stepper's `wraps`.
    public var wraps = false
    /// A stepper's `autorepeat`.
    public var autorepeat = true
    /// A segmented control's segment titles, in order.
    public var segments: [String] = []
    /// A segmented control's starting `selectedSegmentIndex` (-1: none).
    public var selected = SegmentedControl.noSegment
    /// A segmented control's `isMomentary`.
    public var isMomentary = false

    /// Creates the defaults.
    public init() {}

    /// The range a slider (0 to 1) or a stepper (0 to 100) starts with when the file gives none.
    static func defaultRange(for kind: Kind) -> ClosedRange<Double> {
      kind == .slider ? 0...1 : 0...100
    }
  }
}
