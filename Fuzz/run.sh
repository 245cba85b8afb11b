#!/usr/bin/env bash
# Long fuzz runs with libFuzzer (Linux, the Swift toolchain's `-sanitize=fuzzer`).
#
#   Fuzz/run.sh READER [libFuzzer options...]
#   Fuzz/run.sh model -max_total_time=3600 -jobs=2
#   Fuzz/run.sh all -max_total_time=300        # every reader in turn
#
# READER is one of: json model seed table csv expression regex mask.
# The library sources, Tests/SeedfillCoreTests/Fuzz/FuzzTargets.swift (the same targets that
# `swift test` runs briefly) and Fuzz/FuzzMain.swift are compiled into one optimised binary with
# libFuzzer and AddressSanitizer. Inputs libFuzzer finds are kept in .build/fuzz/corpus-READER;
# the committed seeds in Fuzz/corpus/READER are only read. Crashes are written as
# .build/fuzz/crash-*; copy one into Fuzz/corpus/READER once it is fixed. Leak detection is off:
# LeakSanitizer reports the Swift runtime's and the targets' lazily created globals at exit.
set -euo pipefail
cd "$(dirname "$0")/.."
readers="json model seed table csv expression regex mask"
reader=${1:?usage: Fuzz/run.sh READER|all [libFuzzer options...]}
shift

build=.build/fuzz
binary=$build/seedfill-fuzz
mkdir -p "$build"
sources=$(find Sources/SeedfillCore -name '*.swift' | sort)
if [ ! -x "$binary" ] || [ -n "$(find Sources/SeedfillCore Fuzz Tests/SeedfillCoreTests/Fuzz -name '*.swift' -newer "$binary")" ]; then
  echo "building $binary (a few minutes)..." >&2
  # -package-name: the core gives the command line (SeedfillCLI) some declarations at `package`
  # access, which swiftc accepts only inside a named package.
  # shellcheck disable=SC2086
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name SeedfillCore -package-name seedfill -D SEEDFILL_FUZZ_BUILD \
    $sources Tests/SeedfillCoreTests/Fuzz/FuzzTargets.swift Fuzz/FuzzMain.swift -o "$binary"
fi

run_one() {
  local name=$1
  shift
  mkdir -p "$build/corpus-$name"
  echo "== $name" >&2
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SEEDFILL_FUZZ_READER=$name "$binary" -max_len=65536 -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=10 -detect_leaks=0 \
    -artifact_prefix="$build/" -print_final_stats=1 "$@" "$build/corpus-$name" "Fuzz/corpus/$name"
}

if [ "$reader" = all ]; then
  for name in $readers; do run_one "$name" "$@"; done
else
  run_one "$reader" "$@"
fi
