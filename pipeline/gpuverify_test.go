package pipeline

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/twothread"
)

// TestPassErrorCodes: a pass refusing its option ends the run with the
// exit code of the GPUVerify tool that refuses it, naming the file and
// the value.
func TestPassErrorCodes(t *testing.T) {
	m := &ir.Module{}
	for _, tc := range []struct {
		pass ir.Pass
		code diag.Code
		msg  string
	}{
		{ir.KernelArrays{Args: []string{"k,4"}}, diag.Unsupported, "k.cl: error: --kernel-arrays=k,4: couldn't find kernel k"},
		{ir.KernelArgs{Args: []string{"k,0x4"}}, diag.Reduction, "k.cl: error: --kernel-args=k,0x4: couldn't find kernel k"},
	} {
		err := passError(tc.pass.Apply(m), "k.cl")
		assert.Equal(t, tc.code, code(t, err))
		assert.Equal(t, tc.msg, err.Error())
	}
}

// TestGPUVerifyOptionsOnKernel loads one kernel under each option and
// looks at the IR or the Boogie program it gives, or the error.
func TestGPUVerifyOptionsOnKernel(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14")
	for _, tc := range []struct {
		name     string
		opts     GPUVerifyOptions
		code     diag.Code // of the error, when not OK
		err      string
		ir       []string // in the IR
		notIR    []string
		boogie   []string // in the Boogie program
		noBoogie []string
	}{
		{name: "default", ir: []string{"invariant(", "assert("}, noBoogie: []string{"{:array_bounds}"},
			boogie: []string{"axiom global_offset_x == 0bv32", `{:race "write-write"} {:array "A"}`}},
		{name: "no-annotations", opts: GPUVerifyOptions{Annotations: ir.NoAnnotations}, notIR: []string{"invariant("}, ir: []string{"assert("}},
		{name: "invariants-as-candidates", opts: GPUVerifyOptions{InvariantsAsCandidates: true}, ir: []string{"candidate("}, notIR: []string{"  invariant("}},
		{name: "kernel-args", opts: GPUVerifyOptions{KernelArgs: []string{"flags,0x5,0x7"}}, ir: []string{"assume(n == 5:i32)", "assume(m == 7:i16)"}},
		{name: "kernel-args-any", opts: GPUVerifyOptions{KernelArgs: []string{"flags,*,0x7"}}, ir: []string{"assume(m == 7:i16)"}, notIR: []string{"assume(n =="}},
		{name: "kernel-args-unknown-kernel", opts: GPUVerifyOptions{KernelArgs: []string{"other,0x5"}}, code: diag.Reduction, err: "couldn't find kernel other"},
		{name: "kernel-args-too-many", opts: GPUVerifyOptions{KernelArgs: []string{"flags,0x1,0x2,0x3"}}, code: diag.Reduction, err: "too many parameter values"},
		{name: "kernel-args-not-hex", opts: GPUVerifyOptions{KernelArgs: []string{"flags,12"}}, code: diag.Reduction, err: "invalid hex string"},
		{name: "kernel-args-too-wide", opts: GPUVerifyOptions{KernelArgs: []string{"flags,0x1,0x10000"}}, code: diag.Reduction, err: "does not fit parameter m (16 bits)"},
		{name: "check-arrays", opts: GPUVerifyOptions{Checks: twothread.Checks{CheckArrays: []string{"B"}}}, boogie: []string{`{:array "B"}`}, noBoogie: []string{`{:array "A"}`, `{:array "L"}`}},
		{name: "check-arrays-unknown", opts: GPUVerifyOptions{Checks: twothread.Checks{CheckArrays: []string{"B", "AB"}}}, code: diag.Reduction, err: "Array name 'AB' specified for restricted checking is not found"},
		{name: "check-array-bounds", opts: GPUVerifyOptions{Checks: twothread.Checks{CheckArrayBounds: true}}, boogie: []string{"{:array_bounds}", "15bv32"}},
		{name: "only-log", opts: GPUVerifyOptions{Checks: twothread.Checks{OnlyLog: true}}, boogie: []string{"_WRITE_HAS_OCCURRED_$$A := true"}, noBoogie: []string{"{:race "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := config(16, 2)
			cfg.GPUVerify = tc.opts
			k, err := Load(ctx(t), cfg, "testdata/flags.cl")
			if tc.code != diag.OK {
				require.Error(t, err)
				assert.Equal(t, tc.code, code(t, err))
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			text := k.PrintIR()
			for _, s := range tc.ir {
				assert.Contains(t, text, s)
			}
			for _, s := range tc.notIR {
				assert.NotContains(t, text, s)
			}
			cfg.NoInfer = true
			red, err := k.Reduce(cfg, AllChecks)
			require.NoError(t, err)
			prog, err := red.Emit(ctx(t), cfg)
			require.NoError(t, err)
			for _, s := range tc.boogie {
				assert.Contains(t, prog, s)
			}
			for _, s := range tc.noBoogie {
				assert.NotContains(t, prog, s)
			}
		})
	}
}

func TestEqualityAbstractionRefusesAtomics(t *testing.T) {
	m := &ir.Module{Kernels: []*ir.Function{{Name: "k", Blocks: []*ir.Block{{Name: "entry",
		Stmts: []ir.Stmt{&ir.Atomic{}}, Term: &ir.Return{}}}}}}
	err := (&GPUVerifyOptions{Checks: twothread.Checks{Equality: true}}).apply(m, "k.cl")
	require.Error(t, err)
	assert.Equal(t, diag.Reduction, code(t, err))
	assert.True(t, strings.Contains(err.Error(), "--equality-abstraction cannot be used with atomics"))
	assert.NoError(t, (&GPUVerifyOptions{}).apply(m, "k.cl"))
}
