package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/bvgen/bvgen/opencl"
)

// requireTools skips a test when a tool is missing, unless REQUIRE_TOOLS=1
// (CI), where that is a failure. "opencl" stands for an OpenCL device.
func requireTools(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		var err error
		if tool == "opencl" {
			_, err = opencl.Devices()
		} else {
			_, err = exec.LookPath(tool)
		}
		if err == nil {
			continue
		}
		if os.Getenv("REQUIRE_TOOLS") == "1" {
			t.Fatalf("%s is required (REQUIRE_TOOLS=1): %v", tool, err)
		}
		t.Skipf("%s not available: %v", tool, err)
	}
}

// bvgen runs the command in-process and returns its exit code, stdout and
// stderr.
func bvgen(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	t.Logf("bvgen %s -> exit %d\n%s%s", strings.Join(args, " "), code, stdout.String(), stderr.String())
	return code, stdout.String(), stderr.String()
}
