#!/usr/bin/env bash
# Issue 6 target: modular stream compaction verifies at every power-of-two
# thread count from 4 to 2^15 in under 1 s each (OOPSLA13 Fig. 9: GPUVerify
# took 1.4 s). Prints threads vs wall time of `bvgen verify`.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
mkdir -p out
go build -o out/bvgen ./cmd/bvgen
printf '%8s %10s %s\n' threads "time(s)" verdict
n=4
while [ "$n" -le 32768 ]; do
  s=$(date +%s%N)
  if out/bvgen verify --local_size="$n" --num_groups=1 kernels/compaction/compact_modular.cl >/dev/null 2>&1; then v=verified; else v="NOT VERIFIED"; fi
  e=$(date +%s%N)
  awk -v n="$n" -v t="$(( (e - s) / 1000000 ))" -v v="$v" 'BEGIN { printf "%8d %10.3f %s\n", n, t/1000, v }'
  n=$((n * 2))
done
