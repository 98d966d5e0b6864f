#!/usr/bin/env bash
# Installs the toolchain bvgen needs (DESIGN.md §2). Idempotent: packages that
# are already installed are skipped, and apt-get update runs only when
# something is missing. Says clearly which packages failed.
set -u

PKGS=(clang-14 llvm-14 llvm-spirv-14 boogie z3 pocl-opencl-icd ocl-icd-opencl-dev opencl-headers oclgrind)
OPTIONAL=()

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }

# precompile_boogie compiles Boogie's assemblies, and the Mono framework
# assemblies it loads, ahead of time (mono --aot writes FILE.dll.so beside
# each FILE.dll, which Mono then loads instead of compiling the code at
# every start). bvgen runs Boogie once per Houdini round and per proof: a
# JIT start took 0.42 s on a trivial program, an AOT start 0.2 s, and
# race-free real-world kernels verified in 0.7-1.1 s instead of 1.0-1.4 s.
# Idempotent (an image newer than its assembly is kept); a failure only
# costs the speed.
precompile_boogie() {
  command -v mono >/dev/null 2>&1 || return 0
  local exe
  exe=$(dpkg -L boogie 2>/dev/null | grep -m1 '/Boogie\.exe$')
  [ -n "$exe" ] || return 0
  local prog n=0 pass f asms new
  prog=$(mktemp --suffix=.bpl)
  echo 'procedure P(x: int) returns (y: int) ensures y > x; { y := x + 1; }' > "$prog"
  # The assemblies a run loads, and every one of Boogie's own; a run of
  # the precompiled Boogie loads a few more, hence a second pass.
  for pass in 1 2 3; do
    asms=$( (MONO_LOG_LEVEL=info MONO_LOG_MASK=asm mono "$exe" /nologo "$prog" 2>&1 || true) | grep -oE '/[^ ]*\.(dll|exe)' ; ls "$(dirname "$exe")"/*.dll "$(dirname "$exe")"/*.exe)
    new=0
    for f in $(echo "$asms" | sort -u); do
      [ -f "$f" ] || continue
      [ -f "$f.so" ] && [ "$f.so" -nt "$f" ] && continue
      new=$((new + 1))
      if $SUDO mono --aot "$f" >>/tmp/bvgen-install-deps.log 2>&1; then n=$((n + 1)); else
        echo "install-deps: warning: mono --aot $f failed (Boogie starts slower; see /tmp/bvgen-install-deps.log)" >&2
      fi
    done
    [ "$new" -eq 0 ] && break
  done
  rm -f "$prog"
  [ "$n" -gt 0 ] && echo "install-deps: precompiled $n assemblies of Boogie and Mono (mono --aot)"
  return 0
}

SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi

missing=()
for p in "${PKGS[@]}"; do
  installed "$p" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present: ${PKGS[*]}"
  if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then precompile_boogie; fi
  exit 0
fi

if [ "$(id -u)" -ne 0 ] && [ -z "$SUDO" ]; then
  echo "install-deps: error: need root (or sudo) to install: ${missing[*]}" >&2
  exit 1
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
precompile_boogie
echo "install-deps: done"
