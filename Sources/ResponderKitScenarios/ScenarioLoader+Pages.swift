import Foundation

extension ScenarioLoader {
  /// Reads a page view controller's `navigationOrientation` and `interPageSpacing`.
  static func readPages(_ keys: [String: YAMLNode], into spec: inout Scenario.ViewSpec)
    throws(ScenarioError)
  {
    for key in ["navigationOrientation", "interPageSpacing"] where keys[key] != nil {
      guard spec.kind == .pages else {
        throw keys[key]!.error("'\(key)' is for page view controllers (kind: pages)")
      }
    }
    if let value = keys["navigationOrientation"] {
      let orientation = try value.string()
      guard orientation == "horizontal" || orientation == "vertical" else {
        throw value.error(
          "'navigationOrientation' is horizontal or vertical, not \(quoted(orientation))")
      }
      spec.pagesAreVertical = orientation == "vertical"
    }
    if let value = keys["interPageSpacing"] {
      spec.interPageSpacing = try value.number()
      guard spec.interPageSpacing >= 0, spec.interPageSpacing <= 1_000 else {
        throw value.error("'interPageSpacing' is from 0 to 1000 points")
      }
    }
  }
}
