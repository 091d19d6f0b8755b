#!/usr/bin/env bash
# Runs lint, explain, render and trace on every hostile file (make-files.py) with a 20 s cut-off
# and prints a table: seconds, peak resident memory, and the first line of the outcome.
#   Fuzz/hostile/measure.sh [BINARY]   (default: a release build of responderkit)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-}
if [ -z "$bin" ]; then
  swift build -c release --package-path "$root" --product responderkit >/dev/null
  bin="$root/.build/release/responderkit"
fi
work=$(mktemp -d)
python3 "$root/Fuzz/hostile/make-files.py" "$work"
printf "| file | command | seconds | MB | outcome |\n|---|---|---|---|---|\n"
for file in "$work"/*.yaml; do
  for command in lint explain render trace; do
    extra=(); [ "$command" = render ] && extra=(-o "$work/out.svg")
    timeout 20 /usr/bin/time -o "$work/stats" -f "%e %M" "$bin" "$command" "$file" "${extra[@]}" \
      >"$work/out" 2>"$work/err"
    status=$?
    read -r seconds kb < <(tail -n 1 "$work/stats" 2>/dev/null || echo "20 0")
    outcome=$(cat "$work/out" "$work/err" | grep -m1 -iE "^error" | cut -c1-90)
    [ -z "$outcome" ] && outcome="result ($(wc -l <"$work/out") lines)"
    [ "$status" -eq 124 ] && { outcome="killed at 20 s"; seconds=20; kb=0; }
    printf "| %s | %s | %s | %d | %s |\n" "$(basename "$file" .yaml)" "$command" "$seconds" \
      $(( ${kb:-0} / 1024 )) "$outcome"
  done
done
rm -rf "$work"
