#!/usr/bin/env bash
# Issue 6: how far the proof of the Blelloch prescan's specification scales
# (kernels/compaction/compact_blelloch.cl: stream compaction with the prescan
# inline, upsweep/downsweep barrier invariants, + on 32-bit values).
# OOPSLA13 Fig. 10 reached 8 threads with GPUVerify.
#
# For n = 2, 4, 8, ... work items (n elements, the prescan on n/2) it runs
#   full:  bvgen verify               (race freedom, barrier invariants, the
#                                      specification assertion: everything)
#   spec:  bvgen verify --no-race-checking   (OOPSLA13's second stage: the
#                                      barrier invariants and the
#                                      specification, race freedom assumed)
# each capped at 5 minutes (bvgen --timeout), and stops a column at its
# first point that does not verify in time. Prints wall and CPU seconds
# (user+sys, children included: clang, Boogie, z3) and writes an SVG plot.
# Usage: scripts/bench-blelloch-spec.sh [max_n] [svg]   (defaults 64, out/bench-blelloch-spec.svg)
set -uo pipefail
cd "$(dirname "$0")/.."
max=${1:-64}
svg=${2:-out/bench-blelloch-spec.svg}
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
mkdir -p out "$(dirname "$svg")"
go build -o out/bvgen ./cmd/bvgen || exit 1
kernel=kernels/compaction/compact_blelloch.cl
TIMEFORMAT='%R %U %S'
data=out/bench-blelloch-spec.dat
: >"$data"
printf '%8s  %-28s  %-28s\n' threads "full: verdict wall/cpu s" "spec: verdict wall/cpu s"
alive_full=1 alive_spec=1
n=2
while [ "$n" -le "$max" ]; do
  row=$(printf '%8d' "$n")
  for mode in full spec; do
    var=alive_$mode
    if [ "${!var}" = 0 ]; then
      row+=$(printf '  %-28s' "-")
      continue
    fi
    flags=(--timeout=5m --local_size="$n" --num_groups=1 -D N="$n")
    [ "$mode" = spec ] && flags+=(--no-race-checking)
    rc_file=$(mktemp)
    t=$( { time { out/bvgen verify "${flags[@]}" "$kernel" >/dev/null 2>&1; echo $? >"$rc_file"; }; } 2>&1 )
    rc=$(cat "$rc_file")
    rm -f "$rc_file"
    read -r real user sys <<<"$t"
    case $rc in
    0) v=verified ;;
    7) v=timeout; printf -v "$var" 0 ;;
    *) v="exit-$rc"; printf -v "$var" 0 ;;
    esac
    cell=$(awk -v v="$v" -v r="$real" -v u="$user" -v s="$sys" 'BEGIN { printf "%s %.1f/%.1f", v, r, u + s }')
    row+=$(printf '  %-28s' "$cell")
    [ "$rc" = 0 ] && echo "$mode $n $real" >>"$data"
  done
  echo "$row"
  n=$((n * 2))
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"

# Plot: log2(threads) against log10(wall seconds), one line per column.
awk -v out="$svg" '
  { m[NR] = $1; x[NR] = log($2) / log(2); y[NR] = log($3) / log(10) }
  END {
    W = 480; H = 320; L = 60; B = 40
    print "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" W "\" height=\"" H "\" font-family=\"sans-serif\" font-size=\"11\">" > out
    print "<text x=\"" L "\" y=\"16\">compact_blelloch.cl: wall time (log) vs work items (log2)</text>" > out
    # y from 10^-1 to 10^3 s, x from 2^1 to 2^7
    for (e = -1; e <= 3; e++) { yy = H - B - (e + 1) / 4 * (H - B - 30); print "<line x1=\"" L "\" x2=\"" W - 10 "\" y1=\"" yy "\" y2=\"" yy "\" stroke=\"#ddd\"/><text x=\"4\" y=\"" yy + 4 "\">" 10 ^ e " s</text>" > out }
    for (k = 1; k <= 7; k++) { xx = L + (k - 1) / 6 * (W - L - 20); print "<text x=\"" xx - 6 "\" y=\"" H - 20 "\">" 2 ^ k "</text>" > out }
    split("full spec", modes, " "); col["full"] = "#c33"; col["spec"] = "#36c"
    for (i = 1; i <= 2; i++) {
      md = modes[i]; pts = ""
      for (j = 1; j <= NR; j++) if (m[j] == md) {
        xx = L + (x[j] - 1) / 6 * (W - L - 20); yy = H - B - (y[j] + 1) / 4 * (H - B - 30)
        pts = pts xx "," yy " "
        print "<circle cx=\"" xx "\" cy=\"" yy "\" r=\"3\" fill=\"" col[md] "\"/>" > out
      }
      print "<polyline fill=\"none\" stroke=\"" col[md] "\" points=\"" pts "\"/><text x=\"" W - 60 "\" y=\"" 30 + 14 * i "\" fill=\"" col[md] "\">" md "</text>" > out
    }
    print "</svg>" > out
  }' "$data"
echo "plot: $svg"
