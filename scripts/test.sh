#!/usr/bin/env bash
# Installs the toolchain (scripts/install-deps.sh) and runs the whole test
# suite with REQUIRE_TOOLS=1, so tests that need clang, boogie or OpenCL fail
# instead of skipping when a tool is missing. CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
export REQUIRE_TOOLS=1
go vet ./...
go test -count=1 -timeout 40m ./... "$@"
