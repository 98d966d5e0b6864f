package main

import (
	"errors"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
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
