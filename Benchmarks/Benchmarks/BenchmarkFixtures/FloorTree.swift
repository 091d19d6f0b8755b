import Foundation
import HitTestFloor
import ResponderKit

/// A view tree copied into the C floor's flat node array (breadth first, so each view's subviews
/// are contiguous), with the views in the same order to map the floor's answers back.
@MainActor
public struct FloorTree {
  /// The nodes, the root (the window) first.
  public private(set) var nodes: [rk_floor_node] = []
  /// The view of each node.
  public private(set) var views: [View] = []

  /// Copies the tree under `root`.
  ///
  /// - Complexity: O(*n*) in the number of views.
  public init(_ root: View) {
    views = [root]
    var head = 0
    while head < views.count {
      let view = views[head]
      head += 1
      let inverse = view.transform.inverted()
      let bounds = view.bounds
      nodes.append(
        rk_floor_node(
          center_x: view.center.x, center_y: view.center.y,
          bounds_x: bounds.origin.x, bounds_y: bounds.origin.y,
          bounds_width: bounds.size.width, bounds_height: bounds.size.height,
          inverse: (inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty),
          first_child: Int32(views.count), child_count: Int32(view.subviews.count),
          excluded: view.hitTestExclusionReason == nil ? 0 : 1,
          identity: view.transform.isIdentity ? 1 : 0))
      views.append(contentsOf: view.subviews)
    }
  }

  /// The floor's answer for a point in the root's bounds space.
  public func hitTest(_ point: CGPoint) -> View? {
    let index = nodes.withUnsafeBufferPointer {
      rk_floor_hit_test($0.baseAddress, 0, point.x, point.y)
    }
    return index < 0 ? nil : views[Int(index)]
  }

  /// Hit-tests `point` `count` times; returns the sum of the node indices hit.
  public func measure(_ point: CGPoint, count: Int) -> Int {
    Int(
      nodes.withUnsafeBufferPointer {
        rk_floor_measure($0.baseAddress, point.x, point.y, Int32(count))
      })
  }
}

extension FloorTree {
  /// How many views a hit-test of `point` visits (asks `hitTest(_:with:)`), counted by the same
  /// algorithm in Swift.
  public func visits(_ point: CGPoint) -> Int {
    var visited = 0
    func visit(_ index: Int, _ x: Double, _ y: Double) -> Bool {
      visited += 1
      let node = nodes[index]
      var minX = node.bounds_x
      var maxX = minX + node.bounds_width
      if maxX < minX { swap(&minX, &maxX) }
      var minY = node.bounds_y
      var maxY = minY + node.bounds_height
      if maxY < minY { swap(&minY, &maxY) }
      guard node.excluded == 0, x >= minX, x < maxX, y >= minY, y < maxY else { return false }
      for child in (Int(node.first_child)..<Int(node.first_child + node.child_count)).reversed() {
        let point = views[child].convert(CGPoint(x: x, y: y), from: views[index])
        if visit(child, point.x, point.y) { return true }
      }
      return true
    }
    _ = visit(0, point.x, point.y)
    return visited
  }
}
