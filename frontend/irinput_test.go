package frontend

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

const irKernel = `__kernel void racy(__global int *out) {
  out[get_global_id(0) / 2] = get_global_id(0);
}
`

// irInputs compiles irKernel to .ll, .bc (both with -g) and .spv, and a
// .ll without debug info, as a user's toolchain would.
func irInputs(t *testing.T) map[string]string {
	golden.RequireTool(t, "clang-14", "opt-14", "llvm-spirv-14")
	dir := t.TempDir()
	src := filepath.Join(dir, "k.cl")
	require.NoError(t, os.WriteFile(src, []byte(irKernel), 0o644))
	base := []string{"-x", "cl", "-cl-std=CL1.2", "-target", "spir", "-emit-llvm", "-O0", "-Xclang", "-disable-O0-optnone", "-Xclang", "-finclude-default-header"}
	out := map[string]string{}
	run := func(name string, args ...string) {
		b, err := exec.Command(name, args...).CombinedOutput()
		require.NoError(t, err, "%s", b)
	}
	for _, k := range []struct{ name, kind string }{{"k.ll", "-S"}, {"k.bc", "-c"}} {
		out[k.name] = filepath.Join(dir, k.name)
		run("clang-14", append(base, "-g", k.kind, src, "-o", out[k.name])...)
	}
	out["k.spv"] = filepath.Join(dir, "k.spv")
	run("llvm-spirv-14", out["k.bc"], "-o", out["k.spv"])
	out["nodebug.ll"] = filepath.Join(dir, "nodebug.ll")
	run("clang-14", append(base, "-S", src, "-o", out["nodebug.ll"])...)
	return out
}

// TestIRInput: LLVM IR (text and bitcode) and SPIR-V load as the source
// does, with the source's positions from debug info; without debug info
// the module says so; IR of another clang, -D with IR, and a file that is
// not IR are unsupported inputs.
func TestIRInput(t *testing.T) {
	in := irInputs(t)
	for _, name := range []string{"k.ll", "k.bc", "k.spv", "nodebug.ll"} {
		t.Run(name, func(t *testing.T) {
			m, err := Load(context.Background(), Options{Path: in[name]})
			require.NoError(t, err)
			require.Len(t, m.Kernels, 1)
			assert.Equal(t, "racy", m.Kernels[0].Name)
			assert.Equal(t, name == "nodebug.ll", m.NoPositions)
			if name != "nodebug.ll" {
				assert.Equal(t, "k.cl", filepath.Base(m.Kernels[0].Pos.File), "positions name the source")
			}
		})
	}
	text, err := os.ReadFile(in["k.ll"])
	require.NoError(t, err)
	other := filepath.Join(t.TempDir(), "other.ll")
	require.NoError(t, os.WriteFile(other, []byte(strings.ReplaceAll(string(text), "clang version 14", "clang version 17")), 0o644))
	notIR := filepath.Join(t.TempDir(), "x.bc")
	require.NoError(t, os.WriteFile(notIR, []byte("not bitcode"), 0o644))
	for _, tc := range []struct {
		name string
		opts Options
		want string
	}{
		{"another clang", Options{Path: other}, `LLVM IR made by "`},
		{"defines", Options{Path: in["k.ll"], Defines: []string{"N=4"}}, "-D and -I with an IR input"},
		{"not IR", Options{Path: notIR}, "opt-14 cannot read it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(context.Background(), tc.opts)
			var u *Unsupported
			require.True(t, errors.As(err, &u), "%v", err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
