#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs them.
#
#   Fuzz/run.sh build               builds them only (every mode builds them first, unless
#                                   FUZZ_SKIP_BUILD=1 says a build just ran: CI's smoke).
#   Fuzz/run.sh smoke [SECONDS]     the three targets at once for SECONDS (default 60), fixed seed,
#                                   each on a copy of the committed corpus; fails on any crash, leak
#                                   or violation, and keeps the failing target's folder and log.
#   Fuzz/run.sh campaign RUNS_RAW RUNS_SCENARIO [JOBS] [MAX_LEN]
#                                   the long campaign: RUNS_* executions per target, JOBS workers,
#                                   inputs of at most MAX_LEN bytes (default 4096),
#                                   growing Fuzz/work/<target>/ from the committed corpus; prints
#                                   the statistics RELIABILITY.md reports.
#   Fuzz/run.sh merge               minimizes Fuzz/work/<target>/ into the committed corpus.
set -euo pipefail
cd "$(dirname "$0")"
corpus=../Tests/ResponderKitFuzzingTests/Corpus
export SWIFT_BACKTRACE=enable=no   # libFuzzer reports crashes itself
# Weak references' side tables are false leaks to LeakSanitizer (see lsan.supp).
export LSAN_OPTIONS="suppressions=$PWD/lsan.supp:print_suppressions=0"

# FUZZ_CONFIGURATION=debug builds in about half the time (the targets link in either: each
# defines LLVMFuzzerTestOneInput, which a debug build's libFuzzer main calls), for CI's short
# smoke; campaigns want release's speed.
configuration=${FUZZ_CONFIGURATION:-release}
if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
  swift build -c "$configuration" -Xswiftc -sanitize=fuzzer,address
fi
bin=.build/$configuration

target_corpus() {
  case "$1" in
    FuzzRawInput) echo "$corpus/raw-input" ;;
    FuzzScenario) echo "$corpus/scenario" ;;
    FuzzScenarioShapes) echo "$corpus/scenario-shapes" ;;
  esac
}

# Seconds one input may take. The shape target's files expand to the budget (250,000 samples)
# and each goes through load, play, explain, lint and both renders under AddressSanitizer, which
# is two to three times slower than a release build: 30 s holds each command to about 10 s.
# A debug build runs three to five times slower (measured: 2,345 raw-input executions in 30 s
# against 12,363 in release), so its time-outs are three times as long.
target_timeout() {
  local seconds=10
  if [ "$1" = FuzzScenarioShapes ]; then seconds=30; fi
  if [ "$configuration" = debug ]; then seconds=$((seconds * 3)); fi
  echo "$seconds"
}

# The scenario target also starts from every example file.
seeds() {
  if [ "$1" = FuzzScenario ]; then echo ../Examples ../Examples/questions ../Examples/dumps; fi
}

mode=${1:-smoke}
case "$mode" in
  build) ;;
  smoke)
    seconds=${2:-60}
    # The three targets run at once, each in a folder of its own, and each is then judged.
    declare -A works
    for target in FuzzRawInput FuzzScenario FuzzScenarioShapes; do
      work=$(mktemp -d)
      works[$target]=$work
      cp "$(target_corpus $target)"/* "$work"/ 2>/dev/null || true
      "$bin/$target" -seed=1 -max_total_time="$seconds" -max_len=4096 -timeout="$(target_timeout $target)" \
        -artifact_prefix="$work/" -print_final_stats=1 "$work" $(seeds $target) > "$work.log" 2>&1 &
      echo $! > "$work.pid"
    done
    echo "== FuzzRawInput, FuzzScenario and FuzzScenarioShapes at once: $seconds s"
    failed=0
    for target in FuzzRawInput FuzzScenario FuzzScenarioShapes; do
      work=${works[$target]}
      if ! wait "$(cat "$work.pid")"; then
        echo "$target failed:"
        grep -E "Fatal error|ERROR|SUMMARY|Test unit written" "$work.log" || tail -n 40 "$work.log"
        failed=1
        continue
      fi
      echo "$target:"
      grep -E "^#[0-9]+ *DONE|stat::number_of_executed_units|stat::peak_rss" "$work.log" || true
      rm -rf "$work" "$work.log" "$work.pid"
    done
    exit $failed
    ;;
  campaign)
    runs_raw=${2:?runs for the raw-input target}
    runs_scenario=${3:?runs for the scenario target}
    jobs=${4:-2}
    max_len=${5:-4096}
    for target in FuzzRawInput FuzzScenario FuzzScenarioShapes; do
      runs=$runs_raw; [ $target != FuzzRawInput ] && runs=$runs_scenario
      work=work/$target
      mkdir -p "$work" work/artifacts
      cp -n "$(target_corpus $target)"/* "$work"/ 2>/dev/null || true
      per_job=$(( runs / jobs ))
      echo "== $target: $runs executions in $jobs workers"
      start=$(date +%s)
      for job in $(seq 1 "$jobs"); do
        "$bin/$target" -seed="$job" -runs="$per_job" -max_len="$max_len" -timeout="$(target_timeout $target)" \
          -artifact_prefix=work/artifacts/ -print_final_stats=1 "$work" $(seeds $target) \
          > "work/$target-$job.log" 2>&1 &
      done
      wait
      echo "  $(( $(date +%s) - start )) s; corpus $(ls "$work" | wc -l) inputs"
      grep -hE "stat::number_of_executed_units|cov:" "work/$target-"*.log | grep -E "stat::|DONE" | tail -n 4
    done
    ls work/artifacts
    ;;
  merge)
    for target in FuzzRawInput FuzzScenario FuzzScenarioShapes; do
      dest=$(target_corpus $target)
      fresh=$(mktemp -d)
      "$bin/$target" -merge=1 -max_len=4096 "$fresh" "$dest" "work/$target"
      rm -f "$dest"/*
      cp "$fresh"/* "$dest"/
      echo "$target: $(ls "$dest" | wc -l) inputs committed"
    done
    ;;
esac
