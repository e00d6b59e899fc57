#!/bin/bash
# The determinism check of `storyboard snapshot` on many documents: records them twice, in one
# process (--jobs 1) and with worker processes (--jobs N), and compares every file of the two
# baselines byte for byte (pictures, layout files, manifest). The test suite runs a sample of the
# corpus; this runs the whole corpus (or the documents given).
#
#   scripts/snapshot-determinism.sh [DOCUMENT...]      (default: every .storyboard and .xib of ../shared/corpus/files)
#
# Environment: STORYBOARD (default .build/release/storyboard; build it with
# `swift build -c release --product storyboard`), JOBS (default 2), SNAPSHOT_ARGS (more options
# for both runs, e.g. "--device all --appearance both"). Exit 0 when the two baselines are the
# same, 1 when a file differs (listed), 2 when a recording fails for another reason than a scene
# that cannot be drawn.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
storyboard=${STORYBOARD:-$root/.build/release/storyboard}
jobs=${JOBS:-2}
[ -x "$storyboard" ] || { echo "no $storyboard: swift build -c release --product storyboard" >&2; exit 2; }
if [ $# -eq 0 ]; then
  set -- "$root"/../shared/corpus/files/*.storyboard "$root"/../shared/corpus/files/*.xib
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/snapshot-determinism.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Exit 1 is a picture that cannot be drawn or a document with errors: both runs must agree on it.
# shellcheck disable=SC2086
"$storyboard" snapshot record "$@" --baseline "$work/one" --jobs 1 ${SNAPSHOT_ARGS:-} >"$work/one.log" 2>&1; one=$?
# shellcheck disable=SC2086
"$storyboard" snapshot record "$@" --baseline "$work/workers" --jobs "$jobs" ${SNAPSHOT_ARGS:-} >"$work/workers.log" 2>&1; workers=$?
if [ "$one" -ge 2 ] || [ "$workers" -ge 2 ] || [ "$one" != "$workers" ]; then
  echo "recording failed (exit $one with --jobs 1, $workers with --jobs $jobs):" >&2
  tail -5 "$work/one.log" "$work/workers.log" >&2
  exit 2
fi
pictures=$(find "$work/one" -name '*.png' | wc -l)
if diff -rq "$work/one" "$work/workers"; then
  echo "$# documents, $pictures pictures: the same bytes from one process and from $jobs workers"
else
  echo "$# documents: files differ between one process and $jobs workers (above)" >&2
  exit 1
fi
