package main

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const oclgrindEnv = "BVGEN_CMD_OCLGRIND_HELPER"

// TestOclgrind runs the interval tests of the bundled scans and pipelines,
// and check on the twins, with --device=oclgrind (opencl/oclgrind.go), in
// a child process: Oclgrind must be made visible to the ICD loader before
// the process first uses OpenCL, and the other tests of this package use
// PoCL.
func TestOclgrind(t *testing.T) {
	requireTools(t, "oclgrind", "clang-14", "opt-14", "boogie")
	if testing.Short() {
		t.Skip("runs kernels on Oclgrind")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestOclgrindHelper$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), oclgrindEnv+"=1")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Regexp(t, `(?m)^--- PASS: TestOclgrindHelper`, string(out))
}

// TestOclgrindHelper is TestOclgrind's child.
func TestOclgrindHelper(t *testing.T) {
	if os.Getenv(oclgrindEnv) != "1" {
		t.Skip("helper process for TestOclgrind")
	}
	const scans, device = "../../kernels/scan/", "../../kernels/scan/device/"
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // regexp
		stderr string
	}{
		{name: "Kogge-Stone", args: []string{"test", "--local_size=256", "-D", "N=256", "--scan=inclusive", scans + "kogge_stone.cl"},
			stdout: `interval test passed: inclusive scan of length 256 on Oclgrind Simulator`},
		{name: "Sklansky", args: []string{"test", "--local_size=128", "-D", "N=256", "--scan=inclusive", scans + "sklansky.cl"},
			stdout: `interval test passed: inclusive scan of length 256 on Oclgrind Simulator`},
		{name: "Brent-Kung", args: []string{"test", "--local_size=128", "-D", "N=256", "--scan=inclusive", scans + "brent_kung.cl"},
			stdout: `interval test passed: inclusive scan of length 256 on Oclgrind Simulator`},
		{name: "Blelloch", args: []string{"test", "--local_size=128", "-D", "N=256", "--scan=exclusive", scans + "blelloch.cl"},
			stdout: `interval test passed: exclusive scan of length 256 on Oclgrind Simulator`},
		{name: "Blelloch pipeline", args: []string{"test", "--n=1024", device + "blelloch.yaml"},
			stdout: `interval test passed: exclusive scan of length 1024 on Oclgrind Simulator`},
		{name: "reduce-then-scan pipeline", args: []string{"test", "--n=1024", device + "reduce_then_scan.yaml"},
			stdout: `interval test passed: inclusive scan of length 1024 on Oclgrind Simulator`},
		{name: "Kogge-Stone certified", args: []string{"check", "--local_size=64", "-D", "N=64", "--scan=inclusive", scans + "kogge_stone.cl"},
			stdout: `functionally correct generic inclusive scan of length 64 .*interval test passed on Oclgrind Simulator`},
		// Races inside the test, named by Oclgrind at the kernel's lines
		// (not the prelude's).
		{name: "racy Kogge-Stone", args: []string{"test", "--local_size=64", "-D", "N=64", "--scan=inclusive", scans + "kogge_stone_racy.cl"},
			code:   ExitNotVerified,
			stdout: `kogge_stone_racy\.cl:26:14: error: Oclgrind: read-write data race in kernel scan \(\d+ reports\), by work item Global\(\d+,0,0\) .*\n  temp = sum\[t - offset\];\n\nand by work item .*, \.\./\.\./kernels/scan/kogge_stone_racy\.cl:28:14:\n  sum\[t\] = OPERATOR\(temp, sum\[t\]\);`,
			stderr: `Oclgrind reported 1 problem\(s\) during the interval test`},
		{name: "totals scan racing across groups", args: []string{"test", "--n=1024", device + "blelloch_totals_race.yaml"},
			code:   ExitNotVerified,
			stdout: `scan_totals\.cl:\d+:\d+: error: Oclgrind: read-write data race in kernel scan_totals`},
		{name: "barrier divergence", args: []string{"test", "--local_size=64", "--scan=inclusive", "testdata/oclgrind_divergent.cl"},
			code:   ExitNotVerified,
			stdout: `oclgrind_divergent\.cl:\d+:\d+: error: Oclgrind: work-group divergence detected \(barrier\) in kernel scan`},
	}
	for _, k := range []string{"unwritten_never", "unwritten_read_first", "unwritten_written_later", "unwritten_private", "unwritten_local_param", "unwritten_out_read"} {
		tests = append(tests, struct {
			name   string
			args   []string
			code   int
			stdout string
			stderr string
		}{name: "check " + k, args: []string{"check", "--local_size=64", "-D", "N=64", "--scan=inclusive", scans + k + ".cl"},
			code: ExitNotVerified, stdout: k + `\.cl:\d+(:\d+)?: error: (reads memory that no work item wrote|out\[7\] of the interval test holds what it held)`})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{tt.args[0], "--device=oclgrind"}, tt.args[1:]...)
			code, out, errOut := bvgen(t, args...)
			assert.Equal(t, tt.code, code, fmt.Sprintf("%s%s", out, errOut))
			stream := out
			if tt.code != ExitOK && tt.stdout == "" {
				stream = errOut
			}
			assert.Regexp(t, regexp.MustCompile(tt.stdout), stream)
			if tt.stderr != "" {
				assert.Regexp(t, regexp.MustCompile(tt.stderr), errOut)
			}
		})
	}
}
