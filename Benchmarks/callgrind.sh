#!/usr/bin/env bash
# Exact, repeatable instruction counts per operation for each benchmark workload (valgrind's
# callgrind, counting only inside the measured loop). Compare two commits by running it in each.
# Usage: Benchmarks/callgrind.sh   (from anywhere; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product InstructionCounts > /dev/null
binary="$(swift build -c release --show-bin-path)/InstructionCounts"
out="$(mktemp -d)"
printf '%-10s %14s %10s\n' workload instructions/op operations
for workload in apptree flat balanced tap drag gesture fling; do
  case $workload in
    apptree | balanced) count=200 ;;
    flat) count=20 ;;
    tap) count=50 ;;
    drag | gesture) count=10 ;;
    fling) count=3 ;;
  esac
  operations=$(valgrind --tool=callgrind --toggle-collect='*measure*' \
    --callgrind-out-file="$out/$workload.out" "$binary" "$workload" "$count" 2> "$out/$workload.log")
  total=$(grep -o "Collected : [0-9]*" "$out/$workload.log" | grep -o "[0-9]*$")
  printf '%-10s %14d %10d\n' "$workload" $((total / operations)) "$operations"
done
rm -rf "$out"
