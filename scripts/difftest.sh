#!/usr/bin/env bash
# Differential testing against Oclgrind (package difftest): generates N
# kernels from SEED, runs each under Oclgrind and under bvgen at the same
# launch, and writes docs/difftest.md. Exits non-zero on any unsound
# verdict or tool error. Usage: scripts/difftest.sh [N] [SEED] [JOBS]
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
n=${1:-1000}
seed=${2:-1}
jobs=${3:-$(nproc)}
bin=$(mktemp -d)/bvgen
go build -o "$bin" ./cmd/bvgen
go run ./scripts/difftest -n "$n" -seed "$seed" -j "$jobs" -bvgen "$bin" -timeout 60s -out docs/difftest.md
