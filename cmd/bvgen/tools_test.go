package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/opencl"
)

// requireTools skips a test when a tool is missing, unless REQUIRE_TOOLS=1
// (CI), where that is a failure. "opencl" stands for an OpenCL device.
func requireTools(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if tool == "opencl" {
			_, err := opencl.Devices()
			golden.Require(t, "an OpenCL device", err)
		} else {
			golden.RequireTool(t, tool)
		}
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
