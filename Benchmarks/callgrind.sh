#!/usr/bin/env bash
# Exact, repeatable instruction counts per operation for each benchmark workload (valgrind's
# callgrind, counting only inside the measured loop). Compare two commits by running it in each.
# The four hit-test workloads of the C floor also run on the floor (Benchmarks/HitTestFloor) and
# print the ratio.
# Usage: Benchmarks/callgrind.sh [WORKLOAD...]   (from anywhere; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product InstructionCounts > /dev/null
binary="$(swift build -c release --show-bin-path)/InstructionCounts"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# Prints the instructions per operation of one workload, then its other output (visits).
count() {
  local workload=$1 repetitions=$2 output total
  output=$(valgrind --tool=callgrind --toggle-collect='*measure*' \
    --callgrind-out-file="$out/$workload.out" "$binary" "$workload" "$repetitions" \
    2> "$out/$workload.log") || { echo "$workload failed: $output" >&2; exit 1; }
  total=$(grep -o "Collected : [0-9]*" "$out/$workload.log" | grep -o "[0-9]*$")
  set -- $output
  echo "$((total / $1)) ${2:-}"
}

workloads=("$@")
[ ${#workloads[@]} -eq 0 ] && workloads=(
  flat1000 balanced5x5 chain64 transformed4x4 flat100k apptree flat balanced taphit tap deeptap drag
  gesture
  fling tabletap plaintap tabledrag plaindrag solve1000 layout1000 layoutedit displaylist1000
  hostframe)
printf '%-15s %14s %10s %8s %8s\n' workload instructions/op C-floor ratio visits
for workload in "${workloads[@]}"; do
  case $workload in
    solve1000)
      # LayoutSolver: a fresh solver, the 1,000-constraint screen system of solver_screen.py
      # added, every value read (SolverBench's measureSolve, once).
      swift build -c release --product SolverBench > /dev/null
      python3 solver_screen.py 1000 "$out/solve1000.json"
      valgrind --tool=callgrind --toggle-collect='*measureSolve*' \
        --callgrind-out-file="$out/solve1000.out" \
        "$(swift build -c release --show-bin-path)/SolverBench" "$out/solve1000.json" 1 0 \
        > /dev/null 2> "$out/solve1000.log" || { echo "solve1000 failed" >&2; exit 1; }
      printf '%-15s %14d\n' "$workload" \
        "$(grep -o "Collected : [0-9]*" "$out/solve1000.log" | grep -o "[0-9]*$")"
      ;;
    flat1000 | balanced5x5 | chain64 | transformed4x4)
      # 25 hit-tests: fewer than a container scans before it builds its subview index, so
      # flat1000 measures the walk itself, the algorithm the floor runs.
      read -r instructions visits <<< "$(count "$workload" 25)"
      read -r floor _ <<< "$(count "floor-$workload" 200)"
      printf '%-15s %14d %10d %8s %8d\n' "$workload" "$instructions" "$floor" \
        "$(awk "BEGIN { printf \"%.2f\", $instructions / $floor }")" "$visits"
      ;;
    *)
      case $workload in
        apptree | balanced | flat100k | taphit) repetitions=200 ;;
        flat) repetitions=20 ;;
        tap) repetitions=50 ;;
        deeptap) repetitions=5 ;;
        drag | gesture) repetitions=10 ;;
        fling) repetitions=3 ;;
        tabletap | plaintap) repetitions=50 ;;
        tabledrag | plaindrag) repetitions=5 ;;
        layout1000) repetitions=2 ;;
        layoutedit) repetitions=20 ;;
        displaylist1000 | hostframe) repetitions=20 ;;
        *) echo "unknown workload $workload" >&2; exit 2 ;;
      esac
      read -r instructions _ <<< "$(count "$workload" "$repetitions")"
      printf '%-15s %14d\n' "$workload" "$instructions"
      ;;
  esac
done
