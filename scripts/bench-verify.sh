#!/usr/bin/env bash
# Speed target of issue 3: `bvgen verify` on a 20-line loop-free kernel under
# 1 s wall, Boogie included. Prints the median (and min/max) of N runs for
# three kernels. Usage: scripts/bench-verify.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
mkdir -p out
go build -o out/bvgen ./cmd/bvgen
kernels=(kernels/races/local_write_read_ok.cl kernels/races/global_read_write_ok.cl kernels/races/barrier_ok.cl)
printf '%-45s %6s %9s %9s %9s\n' kernel lines "min(s)" "median(s)" "max(s)"
for k in "${kernels[@]}"; do
  flags=$(sed -n 2p "$k" | sed 's#^//##')
  times=()
  for _ in $(seq "$runs"); do
    s=$(date +%s%N)
    # shellcheck disable=SC2086
    out/bvgen verify $flags "$k" >/dev/null
    e=$(date +%s%N)
    times+=("$(( (e - s) / 1000000 ))")
  done
  sorted=$(printf '%s\n' "${times[@]}" | sort -n)
  min=$(echo "$sorted" | head -1); max=$(echo "$sorted" | tail -1)
  med=$(echo "$sorted" | sed -n "$(( (runs + 1) / 2 ))p")
  awk -v k="$k" -v n="$(wc -l <"$k")" -v a="$min" -v m="$med" -v b="$max" \
    'BEGIN { printf "%-45s %6d %9.3f %9.3f %9.3f\n", k, n, a/1000, m/1000, b/1000 }'
done
