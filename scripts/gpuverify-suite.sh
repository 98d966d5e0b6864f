#!/usr/bin/env bash
# Runs bvgen over GPUVerify's OpenCL test suite (../shared/gpuverify-testsuite)
# and judges every kernel as GPUVerify's tester gvtester.py does: the exit code
# must be the header's (pass = 0, xfail:NAME = NAME's number) and every regex
# of the header must be found in the combined output. Prints agreement by
# top-level folder, disagreement classes, the kernels bvgen verifies although
# GPUVerify expects them to fail, wall times and the machine's load.
# The work is done by scripts/gpuverify_suite.py (python3, standard library).
# docs/gpuverify-suite.md explains the output.
set -euo pipefail

usage() {
  cat <<'USAGE'
usage: scripts/gpuverify-suite.sh [--jobs N] [--timeout S] [--bvgen PATH] [--suite DIR]
                                  [--filter REGEX] [--out FILE]
  --jobs N        parallel bvgen runs (default 2)
  --timeout S     wall-clock seconds per kernel; the run's process group is killed (default 60)
  --bvgen PATH    bvgen binary to test (default: build ./cmd/bvgen into a temporary folder)
  --suite DIR     the suite (default ../shared/gpuverify-testsuite from the repository root)
  --filter REGEX  only kernels whose suite-relative path matches (Python re.search)
  --out FILE      also write the report as Markdown to FILE
USAGE
}

die() { echo "gpuverify-suite.sh: $*" >&2; echo >&2; usage >&2; exit 2; }

repo=$(cd "$(dirname "$0")/.." && pwd)
jobs=2 timeout=60 bvgen="" suite="$repo/../shared/gpuverify-testsuite" filter="" out=""
while [ $# -gt 0 ]; do
  opt=$1
  case $opt in
    -h|--help) usage; exit 0 ;;
    --*=*) val=${opt#*=}; opt=${opt%%=*}; shift ;;
    --jobs|--timeout|--bvgen|--suite|--filter|--out)
      [ $# -ge 2 ] || die "$opt needs a value"
      val=$2; shift 2 ;;
    *) die "unknown argument: $opt" ;;
  esac
  case $opt in
    --jobs) [[ $val =~ ^[1-9][0-9]*$ ]] || die "--jobs must be a positive integer, not '$val'"; jobs=$val ;;
    --timeout) [[ $val =~ ^[0-9]+([.][0-9]+)?$ ]] && [[ ! $val =~ ^0+([.]0+)?$ ]] \
                 || die "--timeout must be a positive number of seconds, not '$val'"; timeout=$val ;;
    --bvgen) [ -x "$val" ] && [ -f "$val" ] || die "--bvgen $val is not an executable file"; bvgen=$val ;;
    --suite) [ -d "$val" ] || die "--suite $val is not a folder"; suite=$val ;;
    --filter) filter=$val ;;
    --out) [ -n "$val" ] || die "--out needs a file name"; out=$val ;;
    *) die "unknown option: $opt" ;;
  esac
done
[ -d "$suite" ] || die "suite folder $suite not found (use --suite DIR)"
command -v python3 >/dev/null || { echo "gpuverify-suite.sh: python3 not found" >&2; exit 9; }

if [ -z "$bvgen" ]; then
  export CGO_CFLAGS=${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=120}
  build=$(mktemp -d "${TMPDIR:-/tmp}/gpuverify-suite-bvgen.XXXXXX")
  trap 'rm -rf "$build"' EXIT
  echo "building bvgen into $build" >&2
  (cd "$repo" && go build -o "$build/bvgen" ./cmd/bvgen)
  bvgen=$build/bvgen
fi

args=(--bvgen "$bvgen" --suite "$suite" --jobs "$jobs" --timeout "$timeout")
[ -n "$filter" ] && args+=(--filter "$filter")
[ -n "$out" ] && args+=(--out "$out")
python3 "$repo/scripts/gpuverify_suite.py" "${args[@]}"
