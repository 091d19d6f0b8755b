#!/usr/bin/env python3
"""Times kiwisolver on a screen system written by solver_screen.py (needs `pip install kiwisolver`).

Usage: solver_kiwi.py SYSTEM.json [SOLVE_RUNS EDIT_RUNS]
Prints: kiwi N solve_median_ns edit_median_ns
  solve: a fresh solver, every constraint added, every value read.
  edit:  the container width changed and every value read. Kiwi cannot change a constraint's
         constant, so the container width is an edit variable (strength just under required)
         moved with suggestValue: kiwi's incremental path (dual simplex), like setConstant.
Optional priorities p become kiwi strengths of p (a weighted sum, not strict priority order).
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi

RELATIONS = {"eq": "==", "le": "<=", "ge": ">="}


def constraint(spec, variables):
    expression = sum((variables[v] * c for v, c in spec["terms"]), spec["constant"])
    relation = spec["relation"]
    made = expression == 0 if relation == "eq" else expression <= 0 if relation == "le" else expression >= 0
    priority = spec["priority"]
    return made if priority >= 1000 else made | priority


def main():
    system = json.load(open(sys.argv[1]))
    solve_runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    edit_runs = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    specs = system["constraints"]
    n = len(specs)

    solve_times = []
    for _ in range(solve_runs):
        variables = [kiwi.Variable() for _ in range(system["variables"])]
        constraints = [constraint(spec, variables) for spec in specs]
        start = time.perf_counter_ns()
        solver = kiwi.Solver()
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        values = [v.value() for v in variables]
        solve_times.append(time.perf_counter_ns() - start)

    variables = [kiwi.Variable() for _ in range(system["variables"])]
    solver = kiwi.Solver()
    edit = system["edit"]
    for i, spec in enumerate(specs):
        if i != edit:
            solver.addConstraint(constraint(spec, variables))
    width = variables[specs[edit]["terms"][0][0]]
    solver.addEditVariable(width, kiwi.strength.create(999, 999, 999))
    solver.suggestValue(width, -specs[edit]["constant"])
    solver.updateVariables()
    edit_values = system["editValues"]
    edit_times = []
    for run in range(edit_runs):
        start = time.perf_counter_ns()
        solver.suggestValue(width, edit_values[run % len(edit_values)])
        solver.updateVariables()
        values = [v.value() for v in variables]
        edit_times.append(time.perf_counter_ns() - start)
    del values
    print("kiwi", n, int(statistics.median(solve_times)), int(statistics.median(edit_times)))


if __name__ == "__main__":
    main()
