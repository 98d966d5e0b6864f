#!/bin/sh
# Race freedom of kernels/scan/{kogge_stone,sklansky,brent_kung,blelloch}.cl
# at n = 2^lo .. 2^hi (POPL14 Table 3; issue 17): verdict, wall and CPU
# seconds, the paper's figures beside them, max/min per kernel; writes
# docs/bench-table3.svg. Flags go to scripts/benchtable3, e.g.
#   scripts/bench-table3.sh -lo 1 -hi 28 -md docs/bench-table3.md
set -eu
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=120}"
exec go run ./scripts/benchtable3 "$@"
