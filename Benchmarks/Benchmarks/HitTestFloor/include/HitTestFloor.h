// The physical floor of hit-testing: the algorithm of ResponderKit's default hitTest(_:with:)
// (skip flags, containment in bounds, conversion into each subview's bounds space, frontmost
// subview first, the first answer wins) as a tight C recursion over a flat array of nodes with no
// objects, no reference counting and no dynamic dispatch. The benchmarks compare against it.
#ifndef HIT_TEST_FLOOR_H
#define HIT_TEST_FLOOR_H

#include <stdint.h>

/// One view: its geometry as ResponderKit stores it, and its subviews as a contiguous range.
typedef struct rk_floor_node {
  /// The centre in the superview's bounds space.
  double center_x, center_y;
  /// The bounds rectangle (origin and size).
  double bounds_x, bounds_y, bounds_width, bounds_height;
  /// The inverse of the view's transform (a, b, c, d, tx, ty), used when `identity` is 0.
  double inverse[6];
  /// The index of the first subview (back-most) and how many there are.
  int32_t first_child, child_count;
  /// Non-zero when the view is hidden, not interactive, transparent or a disabled control.
  uint8_t excluded;
  /// Non-zero when the view's transform is the identity.
  uint8_t identity;
} rk_floor_node;

/// Hit-tests node `index` at (`x`, `y`) in its bounds space: the index of the node hit, or -1.
int32_t rk_floor_hit_test(const rk_floor_node *nodes, int32_t index, double x, double y);

/// Hit-tests the root node (index 0) at a point in its bounds space, `count` times; returns
/// the sum of the answers (so the calls cannot be optimized away).
int64_t rk_floor_measure(const rk_floor_node *nodes, double x, double y, int32_t count);

#endif
