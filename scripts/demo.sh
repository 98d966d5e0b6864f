#!/usr/bin/env bash
# bvgen's main job on a bundled kernel: installs the toolchain, builds bvgen,
# proves the generic Blelloch prefix sum race-free for every monoid and runs
# its interval-of-summations test on the OpenCL device (bvgen check).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
mkdir -p out
go build -o out/bvgen ./cmd/bvgen
set -x
out/bvgen check --local_size=512 --num_groups=1 -D N=1024 --scan=exclusive kernels/scan/blelloch.cl
