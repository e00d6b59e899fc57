#!/usr/bin/env bash
# Runs the fuzzers (built by `make fuzz-build`) on the seed corpus (`make fuzz-corpus`).
#
#   Scripts/fuzz.sh [TARGET|all] [SECONDS] [extra libFuzzer flags…]
#
# Each target runs for SECONDS (default 60) or 10 million executions, whichever comes first,
# with a 10 s timeout per input and a 2 GB memory limit. New inputs go to Corpus/<target>/; a
# crash, hang, leak or failed check is written to Artifacts/<target>/ (see docs/fuzzing.md for
# turning one into a fail case).
#
#   Scripts/fuzz.sh regress         replays every FailCases/<target>/ file through its fuzzer
#   Scripts/fuzz.sh leaks TARGET    runs Corpus/TARGET once with leak detection
set -euo pipefail
# libFuzzer reports crashes itself; the Swift runtime's backtracer trips AddressSanitizer.
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")/.."
# Leaks of the toolchain's Foundation, not ours (see the file).
export LSAN_OPTIONS="suppressions=$PWD/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

BIN=.build/release
ALL=(DocumentParser DocumentRoundTrip VisualFormat AssetCatalog Solver)

max_len() {
  case "$1" in
    DocumentParser|DocumentRoundTrip) echo 32768 ;;
    VisualFormat) echo 256 ;;
    AssetCatalog) echo 4096 ;;
    Solver) echo 1024 ;;
  esac
}

# The document targets run without leak detection: Foundation's XMLParser leaks on every
# malformed document (lsan.supp), and libFuzzer then scans the whole heap after each such input
# (12 instead of 150 executions a second). `Scripts/fuzz.sh leaks TARGET` replays a corpus with
# leak detection instead.
leak_flag() {
  case "$1" in
    DocumentParser|DocumentRoundTrip) echo "-detect_leaks=0" ;;
    *) echo "" ;;
  esac
}

dict() {
  case "$1" in
    DocumentParser|DocumentRoundTrip) echo "-dict=FuzzDocument.dict" ;;
    VisualFormat) echo "-dict=FuzzVisualFormat.dict" ;;
    AssetCatalog) echo "-dict=FuzzAssetCatalog.dict" ;;
    Solver) echo "" ;;
  esac
}

TARGET=${1:-all}
SECONDS_PER_TARGET=${2:-60}
shift $(( $# > 2 ? 2 : $# ))

if [[ "$TARGET" == regress ]]; then
  status=0
  for target in "${ALL[@]}"; do
    # `open-…` cases are bugs not fixed yet: they still fail (the tests replay them as known issues).
    cases=()
    for file in FailCases/"$target"/*; do
      [[ -e "$file" && "$(basename "$file")" != open-* ]] && cases+=("$file")
    done
    [[ ${#cases[@]} -gt 0 ]] || continue
    echo "== $target: ${#cases[@]} fail cases"
    "$BIN/Fuzz$target" "${cases[@]}" || status=1
  done
  exit $status
fi

if [[ "$TARGET" == leaks ]]; then
  target=${2:?usage: fuzz.sh leaks TARGET}
  # Every corpus input once, with leak detection (libFuzzer checks each one that allocates more than it frees).
  exec "$BIN/Fuzz$target" "Corpus/$target" -runs=0 -detect_leaks=1 -max_len="$(max_len "$target")" \
    -rss_limit_mb=2048 -timeout=10 -artifact_prefix="Artifacts/$target/"
fi

if [[ "$TARGET" == all ]]; then TARGETS=("${ALL[@]}"); else TARGETS=("$TARGET"); fi
for target in "${TARGETS[@]}"; do
  [[ -x "$BIN/Fuzz$target" ]] || { echo "no $BIN/Fuzz$target: run make fuzz-build" >&2; exit 1; }
  mkdir -p "Corpus/$target" "Artifacts/$target"
  echo "== $target: up to ${SECONDS_PER_TARGET} s"
  # shellcheck disable=SC2046
  "$BIN/Fuzz$target" "Corpus/$target" \
    -max_len="$(max_len "$target")" $(dict "$target") $(leak_flag "$target") \
    -runs=10000000 -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="Artifacts/$target/" "$@"
done
