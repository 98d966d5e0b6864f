#!/bin/sh
# bvgen verify on the real-world corpus kernels/realworld (issue 30): per
# kernel the family, wall and CPU seconds, verdict, agreement with the
# header and the stage where the time went; median/p90/max per family and
# over all; the machine's load before and after. Writes
# docs/bench-realworld.md and docs/bench-realworld.svg. Flags go to
# scripts/benchrealworld, e.g.
#   scripts/bench-realworld.sh -timeout 60s -j 1
#   scripts/bench-realworld.sh -md '' -svg '' kernels/realworld/ppcg_gemm_ok.cl
set -eu
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=120}"
exec go run ./scripts/benchrealworld "$@"
