#!/usr/bin/env bash
# Installs the toolchain bvgen needs (DESIGN.md §2). Idempotent: packages that
# are already installed are skipped, and apt-get update runs only when
# something is missing. Says clearly which packages failed.
set -u

PKGS=(clang-14 llvm-14 llvm-spirv-14 boogie z3 pocl-opencl-icd ocl-icd-opencl-dev opencl-headers oclgrind)
OPTIONAL=()

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }

missing=()
for p in "${PKGS[@]}"; do
  installed "$p" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present: ${PKGS[*]}"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "install-deps: error: need root (or sudo) to install: ${missing[*]}" >&2
    exit 1
  fi
fi

echo "install-deps: installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get update -qq; then
  echo "install-deps: error: apt-get update failed" >&2
  exit 1
fi
# Try everything at once (fast path), then one by one to name the failures.
if ! $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/bvgen-install-deps.log 2>&1; then
  for p in "${missing[@]}"; do
    $SUDO apt-get install -y -qq --no-install-recommends "$p" >>/tmp/bvgen-install-deps.log 2>&1 || true
  done
fi

failed=()
for p in "${missing[@]}"; do
  installed "$p" || failed+=("$p")
done
required_failed=()
for p in "${failed[@]}"; do
  case " ${OPTIONAL[*]} " in
    *" $p "*) echo "install-deps: warning: optional package $p failed to install (see /tmp/bvgen-install-deps.log)" >&2 ;;
    *) required_failed+=("$p") ;;
  esac
done
if [ ${#required_failed[@]} -gt 0 ]; then
  echo "install-deps: error: failed to install: ${required_failed[*]} (see /tmp/bvgen-install-deps.log)" >&2
  exit 1
fi
echo "install-deps: done"
