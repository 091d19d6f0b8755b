#!/usr/bin/env bash
# LayoutSolver against kiwisolver (C++, through its Python binding; `pip install kiwisolver`) on
# the same "screen" systems of N constraints (solver_screen.py), N = 100, 1,000, 10,000.
# Each tool reports the median of its runs, in nanoseconds, of:
#   solve: a fresh solver, all N constraints added, all values read;
#   edit:  the container width's constant changed (kiwi: suggestValue on an edit variable),
#          all values read.
# Kiwi's timings include its Python binding's per-call cost (a few hundred ns per call).
# Usage: Benchmarks/solver-vs-kiwi.sh [N...]   (from anywhere)
set -euo pipefail
cd "$(dirname "$0")"
python3 -c "import kiwisolver" 2> /dev/null || { echo "needs: pip install kiwisolver" >&2; exit 1; }
swift build -c release --product SolverBench > /dev/null
binary="$(swift build -c release --show-bin-path)/SolverBench"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(100 1000 10000)
printf '%-7s %14s %14s %7s %12s %12s %7s\n' N solve-ours solve-kiwi ratio edit-ours edit-kiwi ratio
declare -A solve_ours solve_kiwi
for n in "${sizes[@]}"; do
  case $n in
    100) runs="50 1000" ;;
    1000) runs="9 500" ;;
    *) runs="3 50" ;;
  esac
  python3 solver_screen.py "$n" "$out/$n.json"
  read -r _ _ ours_solve ours_edit <<< "$("$binary" "$out/$n.json" $runs)"
  read -r _ _ kiwi_solve kiwi_edit <<< "$(python3 solver_kiwi.py "$out/$n.json" $runs)"
  solve_ours[$n]=$ours_solve
  solve_kiwi[$n]=$kiwi_solve
  awk -v n="$n" -v os="$ours_solve" -v ks="$kiwi_solve" -v oe="$ours_edit" -v ke="$kiwi_edit" \
    'BEGIN { printf "%-7s %12.3fms %12.3fms %7.2f %10.1fus %10.1fus %7.2f\n",
      n, os / 1e6, ks / 1e6, os / ks, oe / 1e3, ke / 1e3, oe / ke }'
done
echo "(ratio: ours / kiwi; below 1 is faster)"
first=${sizes[0]}
last=${sizes[${#sizes[@]}-1]}
if [ "$first" != "$last" ]; then
  awk -v a="$first" -v b="$last" -v o1="${solve_ours[$first]}" -v o2="${solve_ours[$last]}" \
    -v k1="${solve_kiwi[$first]}" -v k2="${solve_kiwi[$last]}" \
    'BEGIN { printf "solve growth %s -> %s (x%d constraints): ours x%.0f, kiwi x%.0f\n",
      a, b, b / a, o2 / o1, k2 / k1 }'
fi
