#!/usr/bin/env python3
"""Writes a "screen" constraint system of N constraints as JSON, deterministic from N.

The screen is rows of views inside a container, the way Auto Layout screens are built: each view
has left, top, width and height variables; views sit 8 points after the previous one, share their
row's top, are at least 44 high (hugging 44 at 250); in even rows the views have equal widths,
in odd rows each has an intrinsic width it prefers at 250 (hugging) and keeps at 750
(compression); the last view of a row ends 16 points before the container's right edge; rows
stack 8 points apart. The container's width (constraint 1, required) is what the edit
benchmark changes.

Usage: solver_screen.py N OUT.json
JSON: {"variables": V, "edit": index, "editValues": [...],
       "constraints": [{"terms": [[variable, coefficient], ...], "constant": c,
                        "relation": "eq" | "le" | "ge", "priority": p}, ...]}
Each constraint means: sum(coefficient * variable) + constant RELATION 0. Priority 1000 is required.
"""
import json
import sys


def screen(n):
    constraints = []
    variables = [0]

    def var():
        variables[0] += 1
        return variables[0] - 1

    def add(terms, constant, relation, priority=1000):
        constraints.append({"terms": [[v, c] for v, c in terms], "constant": constant,
                            "relation": relation, "priority": priority})

    container_left, container_width = var(), var()
    add([(container_left, 1)], 0, "eq")
    add([(container_width, 1)], -375, "eq")
    edit = 1
    row_top, row_height = None, None
    row = 0
    per_row = 4
    while len(constraints) < n:
        top = var()
        if row_top is None:
            add([(top, 1)], -20, "eq")
        else:
            add([(top, 1), (row_top, -1), (row_height, -1)], -8, "eq")
        previous = None
        for j in range(per_row):
            left, vtop, width, height = var(), var(), var(), var()
            if previous is None:
                add([(left, 1), (container_left, -1)], -16, "eq")
            else:
                pleft, _, pwidth, _ = previous
                add([(left, 1), (pleft, -1), (pwidth, -1)], -8, "eq")
            add([(vtop, 1), (top, -1)], 0, "eq")
            add([(height, 1)], -44, "ge")
            add([(height, 1)], -44, "eq", 250)
            add([(width, 1)], -44, "ge")
            if row % 2 == 0 and previous is not None:
                add([(width, 1), (previous[2], -1)], 0, "eq")
            elif row % 2 == 1:
                intrinsic = 40 + (row * 7 + j * 13) % 60
                add([(width, 1)], -intrinsic, "eq", 250)
                add([(width, 1)], -intrinsic, "ge", 750)
            previous = (left, vtop, width, height)
            if j == 0:
                row_top, row_height = top, height
        left, _, width, _ = previous
        add([(left, 1), (width, 1), (container_left, -1), (container_width, -1)], 16, "eq")
        row += 1
    # Whole rows only would overshoot N; the last row is cut, which leaves it looser, not wrong.
    return {"variables": variables[0], "edit": edit, "editValues": [320, 375, 414, 390, 430],
            "constraints": constraints[:n]}


if __name__ == "__main__":
    n, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w") as f:
        json.dump(screen(n), f)
