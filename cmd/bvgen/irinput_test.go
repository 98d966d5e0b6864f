package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyIRInput: a kernel given as SPIR-V (from clang-14 -g and
// llvm-spirv-14) is verified with its source positions; test refuses it.
func TestVerifyIRInput(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "llvm-spirv-14")
	dir := t.TempDir()
	src, bc, spv := filepath.Join(dir, "k.cl"), filepath.Join(dir, "k.bc"), filepath.Join(dir, "k.spv")
	require.NoError(t, os.WriteFile(src, []byte("__kernel void racy(__global int *out) {\n  out[get_global_id(0) / 2] = get_global_id(0);\n}\n"), 0o644))
	for _, c := range [][]string{
		{"clang-14", "-x", "cl", "-cl-std=CL1.2", "-target", "spir", "-emit-llvm", "-c", "-g", "-O0", "-Xclang", "-disable-O0-optnone", "-Xclang", "-finclude-default-header", src, "-o", bc},
		{"llvm-spirv-14", bc, "-o", spv},
	} {
		out, err := exec.Command(c[0], c[1:]...).CombinedOutput()
		require.NoError(t, err, "%s", out)
	}
	code, out := runCLI("verify", "--local_size=8", "--num_groups=1", spv)
	assert.Equal(t, ExitNotVerified, code, out)
	assertInOrder(t, out, []string{"possible write-write race on out[", "k.cl:2:", "out[get_global_id(0) / 2]", "k.spv: not verified"})
	code, out = runCLI("test", "--local_size=8", "--num_groups=1", "--scan=inclusive", spv)
	assert.Equal(t, ExitCommandLine, code, out)
	assert.Contains(t, out, "give the .cl file")
}
