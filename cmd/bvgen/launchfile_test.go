package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

// TestVerifyLaunchFile: verify --json lists and verifies recorded
// launches (kernels/testdata/launchfile: a race-free launch, its racy
// sibling, a -D build, an identical repeat), and refuses malformed files
// (exit 10) and geometry on the command line.
func TestVerifyLaunchFile(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	const file = "../../kernels/testdata/launchfile/launches.json"
	empty := filepath.Join(t.TempDir(), "empty.json")
	require.NoError(t, os.WriteFile(empty, []byte("[]"), 0o644))
	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`[{"language": "OpenCL", "kernel_file": "k.cl", "entry_point": "k", "global_size": [64], "local_sise": [8]}]`), 0o644))
	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string // substrings of the output, in order
	}{
		{"list", []string{"verify", "--json", file, "--list-intercepted"}, ExitOK,
			[]string{"1 (also 4: identical): copy of", "launched by the host at host/app.c:7 (main)", "2: racy of", "local size chosen by the runtime", "host/app.c:42 (run_racy)", `3: tiled of`, `built with "-DTS=16 -cl-fast-relaxed-math"`}},
		{"all", []string{"verify", "--json", file, "--verify-all-intercepted"}, ExitNotVerified,
			[]string{"launch 1 (also 4: identical): copy", "--kernel-args=copy,0xc8,*", "(kernel copy): verified",
				"launch 2: racy", "--local_size=*", "possible write-write race on out[", "launch 3: tiled", "-D TS=16", "(kernel tiled): verified",
				"bvgen verify: 3 of 4 launch(es) verified, by 3 proof(s); not verified: launch 2 (racy)"}},
		{"the identical one", []string{"verify", "--json", file, "--verify-intercepted=4"}, ExitOK, []string{"launch 1 (also 4: identical)", "verified"}},
		{"no such launch", []string{"verify", "--json", file, "--verify-intercepted=9"}, ExitCommandLine, []string{"has launches 1 to 4"}},
		{"no mode", []string{"verify", "--json", file}, ExitCommandLine, []string{"one of --list-intercepted"}},
		{"geometry given", []string{"verify", "--json", file, "--local_size=8", "--verify-all-intercepted"}, ExitCommandLine, []string{"not allowed with it"}},
		{"kernel file given", []string{"verify", "--json", file, "--verify-all-intercepted", "x.cl"}, ExitCommandLine, []string{"give no kernel file"}},
		{"malformed", []string{"verify", "--json", bad, "--list-intercepted"}, ExitJSON, []string{"entry 1: unknown field \"local_sise\" (JSON_ERROR)"}},
		{"missing", []string{"verify", "--json", "nope.json", "--list-intercepted"}, ExitJSON, []string{"nope.json", "JSON_ERROR"}},
		{"empty: nothing verified", []string{"verify", "--json", empty, "--verify-all-intercepted"}, ExitCommandLine, []string{"no launches in the file: nothing to verify"}},
		{"empty: listed", []string{"verify", "--json", empty, "--list-intercepted"}, ExitOK, []string{"no launches"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out := runCLI(tc.args...)
			assert.Equal(t, tc.code, code, out)
			assertInOrder(t, out, tc.want)
		})
	}
}

// TestLaunchProofs: launches that differ only in scalar values are
// proved once for every value when that verifies (scale), each at its
// own values when it does not (stride, racy at step 0, which no launch
// passes); a launch that differs only in a buffer size shares a proof;
// --cache=FILE answers the second run without proving, and a file that is
// not a cache is refused.
func TestLaunchProofs(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	const file = "../../kernels/testdata/launchfile/launches_family.json"
	cache := filepath.Join(t.TempDir(), "verdicts.json")
	args := []string{"verify", "--json", file, "--verify-all-intercepted", "--cache=" + cache}
	want := []string{"launches 1, 2, 3, 4, 5: scale of", "one proof for every value of the scalar arguments", "(kernel scale): verified",
		"launches 6, 7, 8 (stride) differ only in scalar values: not verified for every value (exit 6)",
		"launch 6 (also 8: other buffer sizes, which only --check-array-bounds reads): stride", "--kernel-args=stride,0x1", "(kernel stride): verified",
		"launch 7: stride", "--kernel-args=stride,0x2", "(kernel stride): verified",
		"bvgen verify: 8 of 8 launch(es) verified, by 3 proof(s)"}
	code, out := runCLI(args...)
	assert.Equal(t, ExitOK, code, out)
	assertInOrder(t, out, want)
	assert.NotContains(t, out, "verdict from the cache")
	code, out = runCLI(args...)
	assert.Equal(t, ExitOK, code, out)
	assertInOrder(t, out, want)
	assertInOrder(t, out, []string{"launches 1, 2, 3, 4, 5: verdict from the cache", "launches 6, 8: verdict from the cache", "launch 7: verdict from the cache"})

	notCache := filepath.Join(t.TempDir(), "x.json")
	require.NoError(t, os.WriteFile(notCache, []byte("[]"), 0o644))
	code, out = runCLI("verify", "--json", file, "--verify-all-intercepted", "--cache="+notCache)
	assert.Equal(t, ExitCommandLine, code, out)
	assert.Contains(t, out, "not a bvgen verify cache")
}

// TestCILaunches: bvgen ci --launches gates recorded launches, each
// expected to verify: the racy one fails the gate, named by its entry,
// and a baseline of its finding accepts it.
func TestCILaunches(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	const file = "../../kernels/testdata/launchfile/launches.json"
	baseline := filepath.Join(t.TempDir(), "baseline.txt")
	code, out := runCLI("ci", "--no-cache", "--launches", file, "--write-baseline", baseline)
	assert.Equal(t, ExitNotVerified, code, out)
	assertInOrder(t, out, []string{"FAIL ../../kernels/testdata/launchfile/prog.cl (launch from " + file + ":2)", "race", "2 passed, 1 failed"})
	b, err := os.ReadFile(baseline)
	require.NoError(t, err)
	// The index is the witness of a concrete run or of the prover's model:
	// any cell two work items share will do.
	assert.Regexp(t, `possible write-write race on out\[\d+\] \(kernel racy\)`, string(b))
	code, out = runCLI("ci", "--no-cache", "--launches", file, "--baseline", baseline)
	assert.Equal(t, ExitOK, code, out)
	code, out = runCLI("ci", "--no-cache", "--launches", "nope.json")
	assert.Equal(t, ExitJSON, code, out)
}

// TestCIConfig: bvgen ci in a repository with a .bvgen.yaml: the rules
// give launches to files without header or pragma (an xfail rule for the
// racy one), excluded paths are skipped, a header still wins, the launch
// files are gated, and a malformed configuration is exit 1 at its line.
func TestCIConfig(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	prog, err := os.ReadFile("../../kernels/testdata/launchfile/prog.cl")
	require.NoError(t, err)
	launches, err := os.ReadFile("../../kernels/testdata/launchfile/launches.json")
	require.NoError(t, err)
	racy := "__kernel void bad(__global int *a) {\n  a[get_global_id(0) / 2] = get_global_id(0);\n}\n"
	dir := golden.WriteTree(t, map[string]string{
		".bvgen.yaml": `kernels:
  - files: "src/bad.cl"
    launch: "--local_size=64 --num_groups=4"
    expect: xfail:NOT_ALL_VERIFIED
  - files: "src/**/*.cl"
    launches: ["--local_size=64 --num_groups=4", "--local_size=32 --num_groups=1"]
exclude: ["third_party/**"]
launch_files: ["rec/launches.json"]
`,
		"src/bad.cl":        racy,
		"src/deep/scale.cl": "__kernel void scale(__global int *a) {\n  a[get_global_id(0)] *= 2;\n}\n",
		"src/headed.cl":     "//xfail:NOT_ALL_VERIFIED\n//--local_size=8 --num_groups=1\n" + racy,
		"third_party/x.cl":  racy,
		"rec/prog.cl":       string(prog),
		"rec/launches.json": string(launches),
	})
	code, out := runCLI("ci", "--no-cache", "--verbose", dir)
	assert.Equal(t, ExitNotVerified, code, out)
	for _, w := range []string{"src/bad.cl (launch from", "src/deep/scale.cl (launch from", ".bvgen.yaml:6:16)", ".bvgen.yaml:6:50)",
		"src/headed.cl", "rec/prog.cl (launch from", "launches.json:2", "6 passed, 1 failed", "1 file(s) excluded"} {
		assert.Contains(t, out, w)
	}
	assert.NotContains(t, out, "third_party")
	assert.NotContains(t, out, "without an expectation")

	bad := golden.WriteTree(t, map[string]string{".bvgen.yaml": "kernels:\n  - files: a.cl\n    lanch: --local_size=4\n", "a.cl": racy})
	code, out = runCLI("ci", "--no-cache", bad)
	assert.Equal(t, ExitCommandLine, code, out)
	assert.Contains(t, out, `.bvgen.yaml:3:5: unknown key "lanch"`)
}
