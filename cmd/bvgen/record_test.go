package main

import (
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/kernels"
)

// TestRecordCommand runs bvgen record on the host program of package
// record's tests (record/testdata/host.c): the summary, the exit code
// passed through, the flags that are the command's own.
func TestRecordCommand(t *testing.T) {
	golden.RequireTool(t, "clang-14")
	host := filepath.Join(t.TempDir(), "host")
	out, err := exec.Command("clang-14", "-o", host, "../../record/testdata/host.c", "-lOpenCL", "-lpthread").CombinedOutput()
	if err != nil {
		golden.Require(t, "the OpenCL headers and libOpenCL (ocl-icd-opencl-dev)", errors.New(string(out)))
	}
	out, err = exec.Command(host).CombinedOutput()
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ExitCode() == 77 {
		golden.Require(t, "an OpenCL platform (PoCL)", errors.New(string(out)))
	}
	require.NoError(t, err, "%s", out)
	for _, tc := range []struct {
		name   string
		args   []string // after record --out DIR
		code   int
		stderr string
	}{
		{"records", []string{"--", host}, ExitOK, "bvgen record: 28 launches recorded as 9 entries (3 kernels, 3 programs, 0 unverifiable) in "},
		{"exit code passed through", []string{"--", host, "fail"}, 3, "7 launches recorded as 6 entries"},
		{"crash", []string{"--", host, "crash"}, 134, "7 launches recorded as 6 entries"},
		{"cap", []string{"--cap=1", "--", host}, ExitOK, "4 launches recorded as 3 entries"},
		// Flags after the command are its own, even without "--".
		{"command's flags", []string{host, "--cap=1"}, ExitOK, "28 launches recorded as 9 entries"},
		{"not found", []string{"--", "/nonexistent/app"}, 127, "bvgen record: cannot run the command /nonexistent/app"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			code, _, stderr := bvgen(t, append([]string{"record", "--out", dir}, tc.args...)...)
			assert.Equal(t, tc.code, code)
			assert.Contains(t, stderr, tc.stderr)
			if code != 127 {
				assert.FileExists(t, filepath.Join(dir, "launches.json"))
				assert.FileExists(t, filepath.Join(dir, "launches.notes.json"))
			}
		})
	}
	code, _, stderr := bvgen(t, "record")
	assert.Equal(t, ExitCommandLine, code)
	assert.Contains(t, stderr, "requires at least 1 arg")
}

// TestRecordThenGate: record the host program, then gate what it launched
// with bvgen ci --launches: exactly the launches of the racy kernel with
// more than one work item fail; the -D build and the program generated at
// run time verify.
func TestRecordThenGate(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	host := filepath.Join(t.TempDir(), "host")
	out, err := exec.Command("clang-14", "-o", host, "../../record/testdata/host.c", "-lOpenCL", "-lpthread").CombinedOutput()
	if err != nil {
		golden.Require(t, "the OpenCL headers and libOpenCL (ocl-icd-opencl-dev)", errors.New(string(out)))
	}
	dir := t.TempDir()
	code, _, stderr := bvgen(t, "record", "--out", dir, "--", host)
	if code == 77 {
		golden.Require(t, "an OpenCL platform (PoCL)", errors.New(stderr))
	}
	require.Equal(t, ExitOK, code, stderr)
	ls, err := kernels.ReadLaunchFile(filepath.Join(dir, "launches.json"))
	require.NoError(t, err)
	code, report := runCLI("ci", "--no-cache", "--launches", filepath.Join(dir, "launches.json"))
	assert.Equal(t, ExitNotVerified, code, report)
	failed := 0
	for _, l := range ls {
		name := fmt.Sprintf("(launch from %s:%d)", filepath.Join(dir, "launches.json"), l.Index)
		racy := l.EntryPoint == "racy" && l.Global[0] > 1
		if racy {
			failed++
		}
		assert.Equal(t, racy, strings.Contains(report, "FAIL "+l.KernelFile+" "+name), "%s %s", l.EntryPoint, name)
	}
	assert.Contains(t, report, fmt.Sprintf("%d passed, %d failed", len(ls)-failed, failed))
	assert.Positive(t, failed)
}
