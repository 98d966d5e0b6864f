#!/usr/bin/env bash
# The gate of a kernel repository, as the GitHub Action (action.yml) and
# any other CI run it: installs the toolchain (scripts/install-deps.sh),
# builds bvgen from this checkout unless BVGEN names a binary, then runs
# `bvgen ci` once, writing the text report to stdout and SARIF and JUnit
# files in the same run. Exits with bvgen ci's code (0: every kernel met
# its expectation; docs/ci.md).
#
# Environment (all optional):
#   BVGEN_PATHS     kernel files and folders, space-separated (default .)
#   BVGEN_BASELINE  a baseline file (bvgen ci --baseline)
#   BVGEN_SARIF     SARIF file to write (default bvgen.sarif)
#   BVGEN_JUNIT     JUnit file to write (default bvgen-junit.xml)
#   BVGEN_ARGS      more bvgen ci flags, space-separated (e.g. --timeout=2m -j 4)
#   BVGEN           a bvgen binary to use instead of building one
#   BVGEN_SKIP_INSTALL=1  the toolchain is there already
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"

if [ "${BVGEN_SKIP_INSTALL:-0}" != 1 ]; then
  bash "$here/scripts/install-deps.sh"
fi
bvgen="${BVGEN:-}"
if [ -z "$bvgen" ]; then
  bvgen="$(mktemp -d)/bvgen"
  # The define only silences the OpenCL headers' note that they default
  # to OpenCL 3.0; bvgen uses OpenCL 1.2 entry points.
  (cd "$here" && CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=120}" go build -o "$bvgen" ./cmd/bvgen)
fi

args=(ci --report="sarif=${BVGEN_SARIF:-bvgen.sarif}" --report="junit=${BVGEN_JUNIT:-bvgen-junit.xml}")
if [ -n "${BVGEN_BASELINE:-}" ]; then
  args+=(--baseline="$BVGEN_BASELINE")
fi
# Word splitting of the two lists is intended: they are space-separated.
# shellcheck disable=SC2206
args+=(${BVGEN_ARGS:-} ${BVGEN_PATHS:-.})
"$bvgen" version
code=0
"$bvgen" "${args[@]}" || code=$?
echo "bvgen ci: exit $code; SARIF in ${BVGEN_SARIF:-bvgen.sarif}, JUnit in ${BVGEN_JUNIT:-bvgen-junit.xml}" >&2
exit "$code"
