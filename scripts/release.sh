#!/bin/sh
# Builds one self-contained `seedfill` executable: the Swift runtime and Foundation linked in
# statically (--static-swift-stdlib), symbols stripped (-Xlinker -s). It runs on a Linux
# machine of the same architecture with glibc and libstdc++ (any current Debian or Ubuntu)
# and no Swift installed: copy the one file.
#
#   scripts/release.sh [OUT]        (default OUT: dist/seedfill)
#
# The Dockerfile builds with the same command (DockerfileTests compares the two lines), and
# .ci/run runs this script for ReleaseBinaryTests.
set -eu
cd "$(dirname "$0")/.."
out=${1:-dist/seedfill}

swift build -c release --static-swift-stdlib -Xlinker -s --product seedfill

bin=$(swift build -c release --static-swift-stdlib -Xlinker -s --show-bin-path)
mkdir -p "$(dirname "$out")"
cp "$bin/seedfill" "$out"
echo "$out: $(wc -c < "$out" | tr -d ' ') bytes, $("$out" --version)" >&2
