package main

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runCLI runs bvgen in-process and returns its exit code and combined
// output.
func runCLI(args ...string) (int, string) {
	var out bytes.Buffer
	code := run(args, &out, &out)
	return code, out.String()
}

func TestExitCodes(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"verified", []string{"verify", "--local_size=64", "--num_groups=2", "testdata/ok.cl"}, ExitOK, "testdata/ok.cl: verified"},
		{"ir", []string{"ir", "--local_size=64", "testdata/ok.cl"}, ExitOK, "kernel ok(global i32 *a)"},
		{"missing-file", []string{"verify", "testdata/nope.cl"}, ExitCommandLine, "no such file"},
		{"bad-flag", []string{"verify", "--frobnicate", "testdata/ok.cl"}, ExitCommandLine, "unknown flag"},
		{"bad-geometry", []string{"verify", "--local_size=0", "testdata/ok.cl"}, ExitCommandLine, "--local_size"},
		{"gpuverify-tool-flags", []string{"verify", "--local_size=64", "--num_groups=2", "--clang-opt=-Wno-uninitialized", "testdata/ok.cl"}, ExitOK, "bvgen: note: --clang-opt tune(s) GPUVerify's own tools; bvgen ignores them"},
		{"gpuverify-debug", []string{"verify", "--local_size=64", "--num_groups=2", "--debug", "testdata/ok.cl"}, ExitOK, "Found 1 barrier interval(s) in $ok"},
		{"gpuverify-infer-info", []string{"verify", "--local_size=64", "--num_groups=2", "--infer-info", "testdata/ok.cl"}, ExitOK, "Houdini assignment axiom: true"},
		{"gpuverify-only-divergence", []string{"verify", "--local_size=128", "--num_groups=2", "--only-divergence", "../../kernels/races/barrier_racy.cl"}, ExitOK, "(races not checked: --no-race-checking or --only-divergence)"},
		{"gpuverify-k-induction", []string{"verify", "--local_size=64", "--num_groups=2", "--k-induction-depth=2", "testdata/ok.cl"}, ExitOK, "loops proved by 2-induction (--k-induction-depth)"},
		{"num-groups-and-global-size", []string{"verify", "--local_size=64", "--num_groups=2", "--global_size=128", "testdata/ok.cl"}, ExitCommandLine, "--num_groups=: not allowed with argument --global_size="},
		{"clang-error", []string{"verify", "--local_size=64", "--num_groups=2", "testdata/syntax.cl"}, ExitClang, "testdata/syntax.cl:2:26: error: expected ';'"},
		{"unsupported", []string{"ir", "testdata/unsupported.cl"}, ExitTranslation, "testdata/unsupported.cl:3:38: error: unsupported use of a pointer read from __global or __local memory"},
		{"misplaced-invariant", []string{"ir", "testdata/misplaced_invariant.cl"}, ExitTranslation, "testdata/misplaced_invariant.cl:3:1: error: invariant pragma is not followed by a for, while or do loop"},
		{"ci", []string{"ci", "--no-cache", "../../kernels/races/barrier_ok.cl", "../../kernels/races/barrier_racy.cl"}, ExitOK, "2 passed, 0 failed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out := runCLI(tc.args...)
			assert.Equal(t, tc.code, code, out)
			assert.Contains(t, out, tc.want)
		})
	}
}

// TestMissingClang: without clang-14 on PATH bvgen exits 9 with the hint.
func TestMissingClang(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	code, out := runCLI("ir", "testdata/ok.cl")
	assert.Equal(t, ExitConfiguration, code)
	assert.Contains(t, out, "scripts/install-deps.sh")
}

// TestBoogieStandsAlone: the printed program verifies with stock Boogie
// exactly when bvgen verify says verified.
func TestBoogieStandsAlone(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	for _, tc := range []struct {
		file   string
		flags  []string
		errors bool
	}{
		{"../../kernels/races/barrier_ok.cl", []string{"--local_size=128", "--num_groups=2"}, false},
		{"../../kernels/races/barrier_racy.cl", []string{"--local_size=128", "--num_groups=2"}, true},
		// --boogie-file: the printed program carries the linked axioms.
		{"../../kernels/flags/boogie_file_axioms.cl", []string{"--local_size=4", "--num_groups=2", "--no-inline", "--boogie-file=../../kernels/flags/boogie_file_axioms.bpl"}, false},
		{"../../kernels/flags/boogie_file_not_implied.cl", []string{"--local_size=4", "--num_groups=2", "--no-inline", "--boogie-file=../../kernels/flags/boogie_file_axioms.bpl"}, true},
	} {
		code, prog := runCLI(append(tc.flags, tc.file)...)
		require.Equal(t, ExitOK, code, prog)
		cmd := exec.Command("boogie", "stdin.bpl")
		cmd.Stdin = strings.NewReader(prog)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err)
		assert.Equal(t, !tc.errors, strings.Contains(string(out), " 0 errors"), "%s\n%s", tc.file, out)
		vcode, vout := runCLI(append(append([]string{"verify"}, tc.flags...), tc.file)...)
		assert.Equal(t, tc.errors, vcode == ExitNotVerified, vout)
	}
}
