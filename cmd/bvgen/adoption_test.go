package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInputs: inputs bvgen cannot model or that say nothing are
// command-line errors (exit 1) that say why, before anything is proved
// (issue 34, item 5).
func TestInputs(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string
		not  []string
	}{
		{"absurd geometry", []string{"verify", "--local_size=1000000000", "--num_groups=1000000000", "testdata/ok.cl"}, ExitCommandLine,
			[]string{"global size in dimension 0 is 1000000000 × 1000000000", "beyond 2^32 - 1"}, []string{"race"}},
		{"largest geometry", []string{"verify", "--local_size=65536", "--num_groups=65535", "testdata/ok.cl"}, ExitOK,
			[]string{"verified"}, nil},
		{"dimensions disagree", []string{"verify", "--local_size=8,8", "--num_groups=2", "testdata/ok.cl"}, ExitCommandLine,
			[]string{"--local_size=8,8 has 2 dimension(s) and --num_groups=2 has 1", "--num_groups=2,1"}, nil},
		{"dimensions disagree, GPUVerify's leniency", []string{"verify", "--gpuverify-compat", "--local_size=8,8", "--num_groups=2", "testdata/ok.cl"}, ExitOK,
			[]string{"verified"}, nil},
		{"empty file", []string{"verify", "--local_size=8", "--num_groups=1", "testdata/empty.cl"}, ExitCommandLine,
			[]string{"testdata/empty.cl: error: no __kernel function in the file: nothing to verify"}, []string{"unsupported"}},
		{"misspelled launch pragma", []string{"verify", "testdata/misspelled_launch.cl"}, ExitCommandLine,
			[]string{"testdata/misspelled_launch.cl:1: unknown #pragma bvgen lanch (did you mean launch?)"}, []string{"no launch geometry"}},
		{"two files", []string{"verify", "--local_size=8", "--num_groups=1", "testdata/ok.cl", "testdata/two_kernels.cl"}, ExitNotVerified,
			[]string{"testdata/ok.cl: verified", "(kernel racy)", "not verified", "bvgen verify: 1 of 2 file(s) verified; not verified: testdata/two_kernels.cl"}, nil},
		{"a clang error without warnings of bvgen's header", []string{"verify", "--local_size=8", "--num_groups=1", "testdata/syntax.cl"}, ExitClang,
			[]string{"testdata/syntax.cl:2:26: error: expected ';'", "1 error generated."}, []string{"warning", "bvgen annotations"}},
		{"unknown format", []string{"verify", "--format=xml", "testdata/ok.cl"}, ExitCommandLine, []string{"--format=xml: formats are text, json, sarif, junit"}, nil},
		{"grouped help with the exit codes", []string{"verify", "--help"}, ExitOK,
			[]string{"Examples:", "Launch (", "--local_size", "What is checked:", "Proof:", "Output:", "--max-errors", "GPUVerify compatibility", "--clang-opt",
				"Exit codes", " 6  NOT_ALL_VERIFIED", "13  DEVICE_LIMIT"}, nil},
		{"test lists the flags it uses", []string{"test", "--help"}, ExitOK, []string{"--local_size", "--scan", "Exit codes"}, []string{"--no-inline", "--clang-opt", "--staged"}},
		{"--version", []string{"--version"}, ExitOK, []string{"bvgen ", "clang-14:", "opt-14:", "boogie:", "z3:"}, nil},
		{"version", []string{"version"}, ExitOK, []string{"bvgen ", "clang-14:", "z3:"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out := runCLI(tc.args...)
			assert.Equal(t, tc.code, code, out)
			assertInOrder(t, out, tc.want)
			for _, n := range tc.not {
				assert.NotContains(t, out, n)
			}
		})
	}
}

// TestVerifyFormats: --format=json and sarif on verify carry every
// diagnostic, and a directory is verified file by file.
func TestVerifyFormats(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	code, out := runCLI("verify", "--format=sarif", "--local_size=8", "--num_groups=1", "testdata/two_kernels.cl")
	assert.Equal(t, ExitNotVerified, code, out)
	assert.Contains(t, out, `"ruleId": "race/write-write"`)
	dir := t.TempDir()
	for _, f := range []string{"ok.cl", "empty.cl"} {
		b, err := os.ReadFile(filepath.Join("testdata", f))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, f), b, 0o644))
	}
	code, out = runCLI("verify", dir)
	assert.Equal(t, ExitCommandLine, code, out)
	assert.Contains(t, out, "nothing to verify under")
	code, out = runCLI("verify", "--format=json", "--local_size=8", "--num_groups=1", dir)
	assert.Equal(t, ExitCommandLine, code, out) // empty.cl: no kernel
	assert.Contains(t, out, `"file": "`+filepath.Join(dir, "ok.cl")+`"`)
}

// TestReportStream: the verdict and the findings go to standard output,
// failed or not; GPUVerify's closing line only in its compatibility mode;
// --max-errors bounds the failures printed (issue 34, item 3).
func TestReportStream(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	args := []string{"verify", "--local_size=8", "--num_groups=1", "testdata/two_kernels.cl"}
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	assert.Equal(t, ExitNotVerified, code)
	assert.Contains(t, stdout.String(), "race on a[")
	assert.Contains(t, stdout.String(), "testdata/two_kernels.cl (kernels good, racy): not verified: 1 error")
	assert.NotContains(t, stdout.String()+stderr.String(), "GPUVerify kernel analyser")
	code, out := runCLI(append([]string{"verify", "--gpuverify-compat"}, args[1:]...)...)
	assert.Equal(t, ExitNotVerified, code)
	// N counts the procedures a proof verified: racy's race is found by a
	// concrete run, whose report proves nothing, good's included.
	assert.Contains(t, out, "GPUVerify kernel analyser finished with 0 verified, 1 error\n")
}

// TestCIBaselinePerFinding is issue 34's case with the real tools: a file
// baselined for one kernel's race gets a second kernel with a race of its
// own; the gate fails on the new race and still knows the old one.
func TestCIBaselinePerFinding(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "z3")
	first := "#pragma bvgen launch --local_size=64 --num_groups=1\n__kernel void first(__global int *p) {\n  p[get_local_id(0) / 2] = get_local_id(0);\n}\n"
	second := "\n__kernel void second(__global int *q) {\n  q[0] = get_local_id(0);\n}\n"
	dir := t.TempDir()
	file, base := filepath.Join(dir, "vec4.cl"), filepath.Join(dir, "baseline.txt")
	require.NoError(t, os.WriteFile(file, []byte(first), 0o644))
	ci := func(args ...string) (int, string) {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"ci", "--no-cache", "-j", "1"}, append(args, file)...), &stdout, &stderr)
		return code, stdout.String()
	}
	code, out := ci("--write-baseline=" + base)
	require.Equal(t, ExitNotVerified, code, out)
	code, out = ci("--baseline=" + base)
	assert.Equal(t, ExitOK, code, out)
	require.NoError(t, os.WriteFile(file, []byte(first+second), 0o644))
	code, out = ci("--baseline=" + base)
	assert.Equal(t, ExitNotVerified, code, out)
	assertInOrder(t, out, []string{"FAIL " + file, "known:", "race at line 3", "new:", "race at line 7", "0 passed, 1 failed"})
}

// TestAdvice: advice a report gives is read off the source or checked by
// proving the kernel again with it (issue 34, items 2 and 4); advice
// that would not remove the failure is not given.
func TestAdvice(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "z3")
	for _, tc := range []struct {
		name string
		args []string
		want []string
		not  []string
	}{
		{"missing barrier", []string{"testdata/missing_barrier.cl"},
			[]string{"race on tile[", "note: no barrier between the write at line 5 and the read at line 6: with barrier(CLK_LOCAL_MEM_FENCE); inserted before line 6, bvgen finds no race between them (checked)"}, nil},
		{"non-atomic read-modify-write", []string{"testdata/histo.cl"},
			[]string{"race on bins[", "note: bins[in[g]]++; reads and then writes bins[in[g]]", "atomic_inc(&bins[in[g]])"}, []string{"no barrier"}},
		{"divergence names its condition", []string{"testdata/diverge.cl"},
			[]string{"barrier may be reached by non-uniform control flow", "disagree on reaching it", "the barrier is reached only where lid < 32 holds (line 6)"}, nil},
		{"a bound that removes the race is suggested", []string{"testdata/unbounded_stride.cl"},
			[]string{"here stride = ", "#pragma bvgen requires stride <= 1024 (checked"}, nil},
		// Issue 34's stencil: the local size is hard-coded, n is huge in
		// the counterexample but bounding it leaves the race.
		{"a bound that leaves the race is not", []string{"testdata/stencil_hardcoded.cl"},
			[]string{"possible write-write race on buf["}, []string{"requires", "huge values", "no barrier"}},
		{"--no-infer names the loops without an invariant", []string{"--no-infer", "testdata/strided_loop.cl"},
			[]string{"race on a[", "note: --no-infer: the loop(s) at line(s) 4 have no invariant"}, nil},
		{"a race in a helper names the calls", []string{"testdata/helper_race.cl"},
			// Which call is logged and which checked is the prover's choice.
			[]string{"possible write-write race on s[", "testdata/helper_race.cl:3:8:\n  s[i] = v;\n  in put, called from testdata/helper_race.cl:"}, nil},
		{"a race in a helper names both calls", []string{"testdata/helper_race.cl"},
			[]string{"in put, called from testdata/helper_race.cl:9:3: put(s, 63 - l, 0);"}, nil},
		{"a race in a helper names both calls (the other)", []string{"testdata/helper_race.cl"},
			[]string{"in put, called from testdata/helper_race.cl:8:3: put(s, l, l);"}, nil},
		{"--advice-time=0 checks no advice", []string{"--advice-time=0", "testdata/missing_barrier.cl"}, []string{"race on tile["}, []string{"no barrier"}},
		{"GPUVerify's mode gives no advice", []string{"--gpuverify-compat", "testdata/missing_barrier.cl"}, []string{"race on tile["}, []string{"no barrier"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out := runCLI(append([]string{"verify"}, tc.args...)...)
			assert.Equal(t, ExitNotVerified, code, out)
			assertInOrder(t, out, tc.want)
			for _, n := range tc.not {
				assert.NotContains(t, out, n)
			}
		})
	}
}
