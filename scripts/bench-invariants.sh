#!/usr/bin/env bash
# Invariant inference (issue 4), measured:
#  1. the four generic prefix sums of POPL14 verify race-free with no
#     annotation at every n = 2^1 .. 2^13 (-D N=n, n threads for Kogge-Stone,
#     n/2 for the others);
#  2. the cost of inference: median wall and CPU time (user+sys, children
#     included: clang, opt, Boogie, z3) of `bvgen verify` on each prefix sum
#     with inference, of `bvgen verify --no-infer` on the hand-annotated copy
#     (kernels/scan/annotated), of Boogie alone on the final program bvgen
#     prints (the inferred invariants, no inference), and of `bvgen verify
#     --no-infer` on the unannotated kernel (which fails);
#  3. no racy kernel of kernels/ verifies, with inference on or off: every
#     kernel whose header expects NOT_ALL_VERIFIED is run both ways.
# Usage: scripts/bench-invariants.sh [runs] [N]   (defaults: 5 runs, N=1024)
# Sections can be skipped: SKIP=sizes,timing,racy.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
n=${2:-1024}
skip=${SKIP:-}
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
mkdir -p out
go build -o out/bvgen ./cmd/bvgen || exit 1
bvgen=out/bvgen
scans=(kogge_stone sklansky brent_kung blelloch)
threads() { if [ "$1" = kogge_stone ]; then echo "$2"; else echo $(($2 / 2)); fi; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
TIMEFORMAT='%R %U %S'
# timed CMD...: runs CMD, prints "wall cpu".
timed() {
  local t real user sys
  t=$( { time "$@" >/dev/null 2>&1; } 2>&1 )
  read -r real user sys <<<"$t"
  echo "$real $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')"
}
run_rc() { "$@" >/dev/null 2>&1; echo $?; }

if [[ ",$skip," != *,sizes,* ]]; then
  echo "== 1. race freedom without annotations: bvgen verify -D N=n --local_size=threads (exit code, wall s)"
  printf '%-12s' n
  for e in $(seq 1 13); do printf '%8d' $((1 << e)); done
  echo
  for k in "${scans[@]}"; do
    printf '%-12s' "$k"
    for e in $(seq 1 13); do
      m=$((1 << e))
      start=$(date +%s.%N)
      rc=$(run_rc $bvgen verify --local_size="$(threads "$k" $m)" --num_groups=1 -D N=$m "kernels/scan/$k.cl")
      wall=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
      if [ "$rc" = 0 ]; then printf '%8s' "ok/$wall"; else printf '%8s' "E$rc/$wall"; fi
    done
    echo
  done
  echo
fi

if [[ ",$skip," != *,timing,* ]]; then
  echo "== 2. median of $runs runs at N=$n: wall s / CPU s"
  printf '%-12s %16s %16s %16s %16s %10s\n' kernel "infer" "annotated" "final program" "no-infer" "overhead"
  printf '%-12s %16s %16s %16s %16s %10s\n' "" "(verify)" "(--no-infer)" "(boogie only)" "(unannotated)" "(wall)"
  for k in "${scans[@]}"; do
    flags=(--local_size="$(threads "$k" "$n")" --num_groups=1 -D N="$n")
    $bvgen "${flags[@]}" "kernels/scan/$k.cl" >out/final.bpl 2>/dev/null
    boogieflags=$(sed -n '2s#^// bvgen verify runs: boogie \(.*\) FILE.bpl#\1#p' out/final.bpl)
    declare -A w=() c=()
    for what in infer annotated final noinfer; do
      ws=(); cs=()
      for _ in $(seq "$runs"); do
        case $what in
        infer) r=$(timed $bvgen verify "${flags[@]}" "kernels/scan/$k.cl") ;;
        annotated) r=$(timed $bvgen verify --no-infer "${flags[@]}" "kernels/scan/annotated/$k.cl") ;;
        # shellcheck disable=SC2086
        final) r=$(timed boogie $boogieflags out/final.bpl) ;;
        noinfer) r=$(timed $bvgen verify --no-infer "${flags[@]}" "kernels/scan/$k.cl") ;;
        esac
        read -r wall cpu <<<"$r"
        ws+=("$wall")
        cs+=("$cpu")
      done
      w[$what]=$(printf '%s\n' "${ws[@]}" | median)
      c[$what]=$(printf '%s\n' "${cs[@]}" | median)
    done
    rcs="$(run_rc $bvgen verify "${flags[@]}" "kernels/scan/$k.cl")/$(run_rc $bvgen verify --no-infer "${flags[@]}" "kernels/scan/annotated/$k.cl")/$(run_rc $bvgen verify --no-infer "${flags[@]}" "kernels/scan/$k.cl")"
    printf '%-12s %16s %16s %16s %16s %10s   exit codes infer/annotated/no-infer: %s\n' "$k" \
      "${w[infer]}/${c[infer]}" "${w[annotated]}/${c[annotated]}" "${w[final]}/${c[final]}" "${w[noinfer]}/${c[noinfer]}" \
      "$(awk -v a="${w[infer]}" -v b="${w[annotated]}" 'BEGIN { printf "%+.2f", a - b }')" "$rcs"
  done
  echo "(overhead: median wall with inference minus median wall of the annotated copy without it)"
  echo
fi

if [[ ",$skip," != *,racy,* ]]; then
  echo "== 3. kernels expected not to verify (racy twins, failing invariants): exit codes with inference / --no-infer"
  bad=0 total=0
  while IFS= read -r f; do
    [ "$(sed -n 1p "$f")" = "//xfail:NOT_ALL_VERIFIED" ] || continue
    read -r -a hflags <<<"$(sed -n 2p "$f" | sed 's#^//##')"
    on=() off=(--no-infer)
    for x in "${hflags[@]}"; do [ "$x" = --no-infer ] || { on+=("$x"); off+=("$x"); }; done
    r1=$(run_rc timeout 600 $bvgen verify "${on[@]}" "$f")
    r2=$(run_rc timeout 600 $bvgen verify "${off[@]}" "$f")
    total=$((total + 1))
    mark=""
    if [ "$r1" = 0 ] || [ "$r2" = 0 ]; then mark="  <-- VERIFIED: unsound"; bad=$((bad + 1)); fi
    printf '%-60s %3s %3s%s\n' "$f" "$r1" "$r2" "$mark"
  done < <(find kernels -name '*.cl' | sort)
  echo "$total kernels expected to fail; verified by mistake: $bad"
  echo
fi
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
