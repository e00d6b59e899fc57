#!/bin/bash
# Instructions per phase of the solver bench workloads, counted by valgrind's callgrind: the
# same count for the same binary and input whatever else the machine is doing, so a change to
# the solver is measured on a shared, noisy machine. Compares the working tree's Sources/Cassowary
# with the one at a git revision.
#
#   scripts/solver-instructions.sh REV [WORKLOAD...]      (default: every workload of ../shared/bench)
#
# Each side is built in release mode in a package of its own under $TMPDIR: that revision's
# Cassowary, today's CassowaryWorkloads and the harness in scripts/solver-phases. Phase k's cost
# is the difference between the runs stopping after phase k and after phase k - 1 (hashing made
# deterministic). Prints one line per workload and phase: before, after, change.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rev=${1:?usage: solver-instructions.sh REV [WORKLOAD...]}; shift
bench="$root/../shared/bench/workloads"
work=$(mktemp -d "${TMPDIR:-/tmp}/solver-instructions.XXXXXX")
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }

make_side() {  # make_side NAME [REV]: a package with Cassowary from REV (or the working tree)
  local side="$work/$1"
  mkdir -p "$side/Sources/harness" "$side/Sources/CassowaryWorkloads"
  if [ -n "${2:-}" ]; then
    git -C "$root" archive "$2" Sources/Cassowary | tar -x -C "$side"
  else
    cp -r "$root/Sources/Cassowary" "$side/Sources/"
  fi
  # Before the workload harness had a target of its own it lived inside Cassowary.
  rm -rf "$side/Sources/Cassowary/Workload" "$side/Sources/Cassowary/"*.docc
  cp "$root/Sources/CassowaryWorkloads/"*.swift "$side/Sources/CassowaryWorkloads/"
  cp "$root/scripts/solver-phases/main.swift" "$side/Sources/harness/"
  cat > "$side/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "side", targets: [
    .target(name: "Cassowary"),
    .target(name: "CassowaryWorkloads", dependencies: ["Cassowary"]),
    .executableTarget(name: "harness", dependencies: ["Cassowary", "CassowaryWorkloads"]),
])
SWIFT
  (cd "$side" && swift build -c release >/dev/null)
  cp "$side/.build/release/harness" "$work/$1.harness"
  strip --strip-debug "$work/$1.harness"  # valgrind 3.19 cannot read the toolchain's DWARF 5
}

counts() {  # counts HARNESS WORKLOAD: instructions after stops 0…6
  for stop in 0 1 2 3 4 5 6; do
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$stop" 2>&1 \
      | awk '/Collected/ { print $4 }'
  done
}

echo "building $rev and the working tree in $work" >&2
make_side before "$rev"
make_side after
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=($(ls "$bench" | sed 's/\.json$//'))
phases=(add update remove readd editSetup editLoop)
printf "%-16s %-10s %14s %14s %8s\n" workload phase before after change
for name in "${workloads[@]}"; do
  before=($(counts "$work/before.harness" "$bench/$name.json"))
  after=($(counts "$work/after.harness" "$bench/$name.json"))
  for k in 1 2 3 4 5 6; do
    b=$((before[k] - before[k-1])); a=$((after[k] - after[k-1]))
    [ $b -lt 1000 ] && [ $a -lt 1000 ] && continue  # a phase the workload does not have
    awk -v n="$name" -v p="${phases[k-1]}" -v b=$b -v a=$a 'BEGIN { printf "%-16s %-10s %14d %14d %+7.1f%%\n", n, p, b, a, (a - b) * 100 / b }'
  done
done
rm -rf "$work"
