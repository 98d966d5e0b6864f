#!/usr/bin/env bash
# Speed target of issue 3: `bvgen verify` on a 20-line loop-free kernel under
# 1 s wall, Boogie included. Prints the median wall time (and min/max) and
# the median CPU time (user+sys, children included: clang, opt, Boogie, z3)
# of N runs for three kernels. CPU time shows the cost when the machine is
# shared. Usage: scripts/bench-verify.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
mkdir -p out
go build -o out/bvgen ./cmd/bvgen
kernels=(kernels/races/local_write_read_ok.cl kernels/races/global_read_write_ok.cl kernels/races/barrier_ok.cl)
printf '%-42s %5s %8s %10s %8s %12s\n' kernel lines "min(s)" "median(s)" "max(s)" "median cpu(s)"
TIMEFORMAT='%R %U %S'
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for k in "${kernels[@]}"; do
  flags=$(sed -n 2p "$k" | sed 's#^//##')
  walls=(); cpus=()
  for _ in $(seq "$runs"); do
    # shellcheck disable=SC2086
    t=$( { time out/bvgen verify $flags "$k" >/dev/null 2>&1; } 2>&1 )
    read -r real user sys <<<"$t"
    walls+=("$real")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')")
  done
  wmin=$(printf '%s\n' "${walls[@]}" | sort -n | head -1)
  wmax=$(printf '%s\n' "${walls[@]}" | sort -n | tail -1)
  wmed=$(printf '%s\n' "${walls[@]}" | median)
  cmed=$(printf '%s\n' "${cpus[@]}" | median)
  printf '%-42s %5d %8.3f %10.3f %8.3f %12.3f\n' "$k" "$(wc -l <"$k")" "$wmin" "$wmed" "$wmax" "$cmed"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
