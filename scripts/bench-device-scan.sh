#!/bin/sh
# bvgen check of the bundled device-wide scan pipelines (kernels/scan/device)
# at n = 2^10 .. 2^24 (issue 16): race proof per launch, interval test cold
# and cached, check end to end. Prints a table and writes
# docs/bench-device-scan.svg. Flags go to scripts/benchdevscan, e.g.
#   scripts/bench-device-scan.sh -lo 10 -hi 28 -md docs/bench-device-scan.md
set -eu
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=120}"
exec go run ./scripts/benchdevscan "$@"
