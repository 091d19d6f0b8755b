#include "HitTestFloor.h"

static inline void rk_floor_from_superview(const rk_floor_node *node, double x, double y,
                                           double *out_x, double *out_y) {
  double dx = x - node->center_x;
  double dy = y - node->center_y;
  if (node->identity) {
    *out_x = dx + node->bounds_x + node->bounds_width / 2;
    *out_y = dy + node->bounds_y + node->bounds_height / 2;
  } else {
    const double *m = node->inverse;
    double lx = m[0] * dx + m[2] * dy + m[4];
    double ly = m[1] * dx + m[3] * dy + m[5];
    *out_x = lx + node->bounds_x + node->bounds_width / 2;
    *out_y = ly + node->bounds_y + node->bounds_height / 2;
  }
}

static inline int rk_floor_contains(const rk_floor_node *node, double x, double y) {
  double min_x = node->bounds_x, max_x = min_x + node->bounds_width;
  if (max_x < min_x) { double t = min_x; min_x = max_x; max_x = t; }
  double min_y = node->bounds_y, max_y = min_y + node->bounds_height;
  if (max_y < min_y) { double t = min_y; min_y = max_y; max_y = t; }
  return x >= min_x && x < max_x && y >= min_y && y < max_y;
}

// A view that is not excluded and contains the point is the answer or an ancestor of it, so the
// walk never backs out of a view it entered: one loop, no recursion, no stack.
int32_t rk_floor_hit_test(const rk_floor_node *nodes, int32_t index, double x, double y) {
  const rk_floor_node *node = &nodes[index];
  if (node->excluded || !rk_floor_contains(node, x, y)) return -1;
descend:
  for (int32_t i = node->child_count - 1; i >= 0; i--) {
    int32_t child = node->first_child + i;
    double cx, cy;
    rk_floor_from_superview(&nodes[child], x, y, &cx, &cy);
    if (!nodes[child].excluded && rk_floor_contains(&nodes[child], cx, cy)) {
      index = child;
      node = &nodes[child];
      x = cx;
      y = cy;
      goto descend;
    }
  }
  return index;
}

int64_t rk_floor_measure(const rk_floor_node *nodes, double x, double y, int32_t count) {
  int64_t sum = 0;
  for (int32_t i = 0; i < count; i++) {
    // A compiler barrier: the nodes may have changed, so each hit-test really runs.
    __asm__ volatile("" ::: "memory");
    sum += rk_floor_hit_test(nodes, 0, x, y);
  }
  return sum;
}
