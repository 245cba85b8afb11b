#!/bin/sh
# Compares the speed of two builds of seedfill in one run: the working tree ("this") against
# OLD_COMMIT ("base"), on every project (seedfill-bench --all), the runs of both builds
# interleaved.
#
#   scripts/bench-compare.sh OLD_COMMIT [seedfill-bench options, e.g. --count 100000 --runs 5]
#
# OLD_COMMIT is built in release mode in a scratch worktree (kept for the next comparison;
# remove it with `git worktree remove DIR`). It must have seedfill-bench's child protocol with
# a seed argument (the commit that added this script or later).
set -eu

if [ $# -lt 1 ]; then
    echo "usage: scripts/bench-compare.sh OLD_COMMIT [seedfill-bench options]" >&2
    exit 2
fi
old=$(git rev-parse --verify "$1^{commit}")
shift
root=$(git rev-parse --show-toplevel)
scratch=${SEEDFILL_BENCH_WORKTREE:-${TMPDIR:-/tmp}/seedfill-bench-base}

if [ -d "$scratch" ]; then
    git -C "$scratch" checkout --quiet --detach "$old" >&2
else
    git -C "$root" worktree add --detach "$scratch" "$old" >&2
fi
echo "building base ($old) in $scratch" >&2
(cd "$scratch" && swift build -c release --product seedfill-bench >&2)
echo "building this (the working tree of $root)" >&2
(cd "$root" && swift build -c release --product seedfill-bench >&2)

base=$(cd "$scratch" && swift build -c release --show-bin-path)/seedfill-bench
this=$(cd "$root" && swift build -c release --show-bin-path)/seedfill-bench
exec "$this" --all --compare "$base" "$@"
