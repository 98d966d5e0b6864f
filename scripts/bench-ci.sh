#!/usr/bin/env bash
# Issue 14: wall time of the pre-merge gate, bvgen ci kernels/ (docs/ci.md):
#   cold     empty result cache, the whole tree
#   warm     the same cache again, unchanged tree (every result cached)
#   shard i/2 cold, then warm: the tree in two shards, run one after the
#            other (in CI they run on two machines at once; each shard's
#            cold time is what one machine of the matrix waits)
# The cold run writes a baseline of the corpus's known failures
# (kernels/INCOMPLETE), which the other runs use, so their exit codes say
# whether the gate would pass. Prints a table with the machine's load
# (uptime) before and after, and writes it to docs/bench-ci.md.
# The cold runs verify every kernel: minutes. Run it once.
# Usage: scripts/bench-ci.sh [jobs]   (default: the number of CPUs)
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=${1:-$(nproc)}
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
mkdir -p out
go build -o out/bvgen ./cmd/bvgen || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
base=$work/baseline.txt
rows=()
# run NAME CACHE ARGS...: one timed run of bvgen ci kernels/.
run() {
  local name=$1 cache=$2
  shift 2
  local start end code log=$work/${name//[ \/]/_}
  start=$(date +%s.%N)
  out/bvgen ci -j"$jobs" --cache-dir="$cache" "$@" kernels/ >"$log.out" 2>"$log.err"
  code=$?
  end=$(date +%s.%N)
  local n cached
  n=$(grep -c '^\[' "$log.err")
  cached=$(grep -c '(cached)$' "$log.err")
  rows+=("$(printf '| %-14s | %8.2f | %5d | %6d | %4d |' "$name" "$(echo "$end - $start" | bc)" "$n" "$cached" "$code")")
  printf '%s\n' "${rows[-1]}"
}
load_before=$(uptime)
printf '| %-14s | %8s | %5s | %6s | %4s |\n|---|---:|---:|---:|---:|\n' run "wall s" runs cached exit
run cold "$work/cache" --write-baseline="$base"
run warm "$work/cache" --baseline="$base"
run "shard 1/2 cold" "$work/shards" --baseline="$base" --shard=1/2
run "shard 2/2 cold" "$work/shards" --baseline="$base" --shard=2/2
run "shard 1/2 warm" "$work/shards" --baseline="$base" --shard=1/2
run "shard 2/2 warm" "$work/shards" --baseline="$base" --shard=2/2
load_after=$(uptime)
echo "load before: $load_before"
echo "load after:  $load_after"
slowest=$(sed -n '/^slowest:/,/^[^ ]/p' "$work/cold.out" | grep '^ ')
{
  echo "# bvgen ci: cold and warm gate times"
  echo
  echo "Measured by \`scripts/bench-ci.sh\` on $(date -u +%Y-%m-%d), $(nproc) CPUs, -j$jobs,"
  echo "bvgen ci over kernels/ ($(grep -c . "$base" | awk '{print $1-1}') known failures in the baseline"
  echo "the cold run wrote: kernels/INCOMPLETE). Shards ran one after the other."
  echo
  printf '| %-14s | %8s | %5s | %6s | %4s |\n|---|---:|---:|---:|---:|\n' run "wall s" runs cached exit
  printf '%s\n' "${rows[@]}"
  echo
  echo "Load (uptime) before: \`${load_before# }\`"
  echo
  echo "Load (uptime) after: \`${load_after# }\`"
  echo
  echo "Slowest kernels of the cold run:"
  echo
  echo '```'
  echo "$slowest"
  echo '```'
} >docs/bench-ci.md
echo "wrote docs/bench-ci.md"
