#!/usr/bin/env bash
# Issue 6 target: modular stream compaction verifies at every power-of-two
# thread count from 4 to 2^15 in under 1 s each (OOPSLA13 Fig. 9: GPUVerify
# took 1.4 s). Prints threads vs wall and CPU time (user+sys, children
# included) of `bvgen verify`, and the load average.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
mkdir -p out
go build -o out/bvgen ./cmd/bvgen
printf '%8s %9s %9s %s\n' threads "wall(s)" "cpu(s)" verdict
TIMEFORMAT='%R %U %S'
n=4
while [ "$n" -le 32768 ]; do
  v=verified
  t=$( { time out/bvgen verify --local_size="$n" --num_groups=1 kernels/compaction/compact_modular.cl >/dev/null 2>&1 || v="NOT-VERIFIED"; echo "$v" >/tmp/bvgen-bench-verdict; } 2>&1 )
  read -r real user sys <<<"$t"
  awk -v n="$n" -v r="$real" -v u="$user" -v s="$sys" -v v="$(cat /tmp/bvgen-bench-verdict)" \
    'BEGIN { printf "%8d %9.3f %9.3f %s\n", n, r, u + s, v }'
  n=$((n * 2))
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
