package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

const (
	okKernel = "__kernel void k(__global int *a) { a[get_global_id(0)] = 1; }\n"
	// racyKernel races when the work items of a group are more than one.
	racyKernel = "__kernel void k(__global int *a) { a[0] = get_local_id(0); }\n"
)

// TestCIExitCodes: every exit code of bvgen ci (docs/ci.md), and the
// launch-pragma rule.
func TestCIExitCodes(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "z3")
	launch := "#pragma bvgen launch --local_size=64 --num_groups=2\n#pragma bvgen launch --local_size=8 --num_groups=1\n"
	dir := golden.WriteTree(t, map[string]string{
		"ok/a.cl":           "//pass\n//--local_size=64 --num_groups=2\n" + okKernel,
		"ok/prod.cl":        launch + okKernel,
		"fail/racy.cl":      "//pass\n//--local_size=64 --num_groups=2\n" + racyKernel,
		"fail/prod_racy.cl": launch + racyKernel,
		"none/plain.cl":     okKernel,
		"bad/header.cl":     "//xfail:NOT_ALL_VERIFIED\n//--local_size=64\n//(\n" + okKernel,
	})
	in := func(sub string) string { return filepath.Join(dir, sub) }
	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"met", []string{in("ok"), in("none")}, ExitOK, []string{"3 passed, 0 failed",
			"1 file(s) without an expectation", "none/plain.cl"}},
		{"launch-pragmas-run-each", []string{"--verbose", in("ok/prod.cl")}, ExitOK, []string{
			"prod.cl (launch at line 1)", "prod.cl (launch at line 2)", "2 passed, 0 failed"}},
		{"header-wins", []string{"--verbose", "../../kernels/launch"}, ExitOK, []string{
			"reverse_tile.cl (launch at line 5)", "reverse_tile.cl (launch at line 6)",
			"ok   ../../kernels/launch/reverse_tile_racy.cl (", "3 passed, 0 failed"}},
		{"unmet", []string{in("fail")}, ExitNotVerified, []string{"0 passed, 3 failed",
			"FAIL " + in("fail/prod_racy.cl") + " (launch at line 1)", "expected pass (exit 0), got exit 6"}},
		{"fail-fast", []string{"-j1", "--fail-fast", in("fail")}, ExitNotVerified, []string{"0 passed, 1 failed",
			"stopped at the first failure (--fail-fast): 2 run(s) did not finish"}},
		{"nothing-to-check", []string{in("none")}, ExitCommandLine, []string{"nothing to check under", "(1 without)"}},
		{"bad-header", []string{in("bad"), in("ok")}, ExitCommandLine, []string{"bad/header.cl:3: bad regular expression"}},
		{"bad-format", []string{"--format=xml", in("ok")}, ExitCommandLine, []string{"--format=xml: formats are text"}},
		{"bad-report", []string{"--report=xml=r.xml", in("ok")}, ExitCommandLine, []string{"--report=xml=r.xml: give FORMAT=FILE with FORMAT one of text"}},
		{"bad-shard", []string{"--shard=3/2", in("ok")}, ExitCommandLine, []string{"--shard=3/2: want I/N"}},
		{"bad-flag", []string{"--frobnicate", in("ok")}, ExitCommandLine, []string{"unknown flag: --frobnicate"}},
		{"missing-path", []string{in("nope")}, ExitCommandLine, []string{"no such file"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out := runCLI(append([]string{"ci", "--no-cache"}, tc.args...)...)
			assert.Equal(t, tc.code, code, out)
			for _, w := range tc.want {
				assert.Contains(t, out, w)
			}
		})
	}
}

// TestCIMissingTool: a missing boogie is exit 9 before any kernel runs.
func TestCIMissingTool(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "z3")
	bin := t.TempDir()
	for _, tool := range []string{"clang-14", "opt-14", "z3"} {
		p, err := exec.LookPath(tool)
		require.NoError(t, err)
		require.NoError(t, os.Symlink(p, filepath.Join(bin, tool)))
	}
	t.Setenv("PATH", bin)
	var stdout, stderr bytes.Buffer
	code := run([]string{"ci", "--no-cache", "../../kernels/launch"}, &stdout, &stderr)
	assert.Equal(t, ExitConfiguration, code)
	assert.Contains(t, stderr.String(), "boogie not found on PATH; install the toolchain with scripts/install-deps.sh")
	assert.NotContains(t, stderr.String(), "[1/", "no kernel ran")
	assert.Empty(t, stdout.String())
}

// TestCICacheOutputBaseline: the report goes to --output; a second run
// answers from the cache; a written baseline makes known failures pass
// the gate while a new failure still fails it.
func TestCICacheOutputBaseline(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "z3")
	dir := golden.WriteTree(t, map[string]string{
		"a.cl":    "//pass\n//--local_size=64 --num_groups=2\n" + okKernel,
		"racy.cl": "#pragma bvgen launch --local_size=64 --num_groups=2\n" + racyKernel,
	})
	cache, report, base := t.TempDir(), filepath.Join(dir, "report.txt"), filepath.Join(dir, "baseline.txt")
	ci := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"ci", "--cache-dir=" + cache}, append(args, dir)...), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	code, stdout, stderr := ci("--output="+report, "--write-baseline="+base)
	assert.Equal(t, ExitNotVerified, code, stderr)
	assert.Empty(t, stdout, "the report went to --output")
	text, err := os.ReadFile(report)
	require.NoError(t, err)
	assert.Contains(t, string(text), "1 passed, 1 failed")
	assert.Regexp(t, `\[1/2\] (ok  |FAIL) .*\(\d+\.\ds\)`, stderr, "progress streams on stderr")
	b, err := os.ReadFile(base)
	require.NoError(t, err)
	assert.Contains(t, string(b), "  race  "+filepath.Join(dir, "racy.cl")+"  # possible write-write race on")

	code, stdout, stderr = ci("--baseline=" + base)
	assert.Equal(t, ExitOK, code, stdout)
	assert.Contains(t, stdout, "1 passed, 0 failed, 1 known failures (baseline)")
	assert.Contains(t, stderr, "(cached)")
	assert.Contains(t, stdout, "2 of 2 results from the cache")

	require.NoError(t, os.WriteFile(filepath.Join(dir, "b.cl"), []byte("//pass\n//--local_size=64 --num_groups=2\n"+racyKernel), 0o644))
	code, stdout, _ = ci("--baseline=" + base)
	assert.Equal(t, ExitNotVerified, code, stdout)
	assert.Contains(t, stdout, "1 passed, 1 failed, 1 known failures (baseline)")
	assert.Contains(t, stdout, "FAIL "+filepath.Join(dir, "b.cl"))
	assert.True(t, strings.Contains(stdout, "2 of 3 results from the cache"), stdout)
}

// TestCIInterrupt sends a real SIGINT to a bvgen ci subprocess while
// Boogie works on a slow kernel: bvgen ci exits 8, reports that the run
// was interrupted, and leaves no Boogie or z3 process behind.
func TestCIInterrupt(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "z3")
	exe := buildBvgen(t)

	var stdout, stderr bytes.Buffer
	cmd := exec.Command(exe, "ci", "--no-cache", "-j1", "../../kernels/compaction/compact_blelloch.cl", "../../kernels/races/barrier_ok.cl")
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	require.NoError(t, cmd.Start())
	var children []int
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		children = descendants(cmd.Process.Pid)
		if hasProver(children) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	require.True(t, hasProver(children), "boogie never started")
	require.NoError(t, cmd.Process.Signal(os.Interrupt))
	err := cmd.Wait()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee, "stdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
	assert.Equal(t, ExitInterrupted, ee.ExitCode(), "stdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
	assert.Contains(t, stdout.String(), "interrupted: 2 run(s) did not finish")
	assert.Contains(t, stderr.String(), "bvgen ci: interrupted")
	assert.NotContains(t, stderr.String(), "[1/2]", "nothing ran after the interruption")
	time.Sleep(200 * time.Millisecond)
	for _, pid := range children {
		assert.False(t, alive(pid), "process %d (%s) survived the interruption", pid, procName(pid))
	}
}

// descendants lists the processes below pid (from /proc).
func descendants(pid int) []int {
	parent := map[int]int{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces and parentheses.
		fields := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		if len(fields) > 1 {
			parent[p], _ = strconv.Atoi(fields[1])
		}
	}
	var out []int
	below := map[int]bool{pid: true}
	for changed := true; changed; {
		changed = false
		for p, pp := range parent {
			if below[pp] && !below[p] {
				below[p], changed = true, true
				out = append(out, p)
			}
		}
	}
	return out
}

func procName(pid int) string {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	return strings.ReplaceAll(string(b), "\x00", " ")
}

// hasProver tells whether Boogie proving a program is among the
// processes (not the version probe before the kernels).
func hasProver(pids []int) bool {
	for _, p := range pids {
		if n := procName(p); strings.Contains(n, "Boogie") && strings.Contains(n, ".bpl") {
			return true
		}
	}
	return false
}

// alive: the process exists and is not a zombie.
func alive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	fields := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	return len(fields) > 0 && fields[0] != "Z"
}
