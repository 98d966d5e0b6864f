#!/bin/sh
# Interval-of-summations test vs Voigtländer's method on the four generic
# scans of kernels/scan for n = 2^9 .. 2^13 (POPL14 §7, Table 4). Prints a
# table and writes an SVG plot (default bench-interval.svg; pass -svg FILE).
# Extra flags go to scripts/benchinterval (see its doc comment), e.g.
#   scripts/bench-interval.sh -budget 30s -svg docs/bench-interval.svg
set -eu
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=120}"
exec go run ./scripts/benchinterval "$@"
