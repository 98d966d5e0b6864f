package main

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/opencl"
)

// TestDevicePipelines certifies the bundled device-wide scans at a small n
// (two blocks) and checks that each twin is rejected for its own reason.
func TestDevicePipelines(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "opencl")
	const dir = "../../kernels/scan/device/"
	dev, err := opencl.SelectDevice("")
	require.NoError(t, err)
	// The smallest power of two whose buffers of n 8-byte elements exceed
	// the device's largest allocation.
	fits := func(n int) bool { return int64(n+min(n, 1024))*8 <= dev.MaxMemAlloc }
	huge := 1
	for fits(huge) {
		huge *= 2
	}
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout []string // regexps
		stderr []string
	}{
		{name: "Blelloch pipeline certified",
			args: []string{"check", "--n=1024", dir + "blelloch.yaml"},
			stdout: []string{`^\.\./\.\./kernels/scan/device/blelloch\.yaml: functionally correct generic exclusive scan of length 1024 in 3 launch\(es\) \(each race-free for every monoid; interval test of the pipeline passed on .+\)\n`,
				`race-free and generic: launch 1: block_scan in .*block_scan\.cl \(local size \[256\], 2 groups\)`,
				`race-free and generic: launch 2: scan_totals in .*scan_totals\.cl \(local size \[256\], 1 group\)`,
				`race-free and generic: launch 3: add_offsets in .*add_offsets\.cl \(local size \[256\], 4 groups\)`,
				`assuming the geometry of each launch; 32-bit interval monoid\n$`}},
		{name: "reduce-then-scan pipeline certified",
			args:   []string{"check", "--n=1024", dir + "reduce_then_scan.yaml"},
			stdout: []string{`functionally correct generic inclusive scan of length 1024 in 3 launch\(es\)`}},
		{name: "offsets added with the operands swapped",
			args:   []string{"check", "--n=1024", dir + "blelloch_swapped.yaml"},
			code:   ExitNotVerified,
			stderr: []string{`blelloch_swapped\.yaml:7:9: error: interval test failed \(every launch is race-free and generic, so the pipeline is not a correct exclusive scan for every monoid\): out\[513\] = top, expected \(0,512\)`}},
		{name: "off-by-one block offset",
			args:   []string{"check", "--n=1024", dir + "blelloch_off_by_one.yaml"},
			code:   ExitNotVerified,
			stderr: []string{`blelloch_off_by_one\.yaml:7:9: error: interval test failed .*: out\[511\] = top, expected \(0,510\)`}},
		{name: "totals scan racing across groups",
			args:   []string{"check", "--n=1024", dir + "blelloch_totals_race.yaml"},
			code:   ExitNotVerified,
			stdout: []string{`scan_totals\.cl: error: possible (read-write|write-read|write-write) race on sums`, `in work group 1`, `scan_totals\.cl:\d+:\d+:`},
			stderr: []string{`blelloch_totals_race\.yaml:18:5: error: launch 2: scan_totals in .*scan_totals\.cl \(local size \[256\], 2 groups\) is not race-free at n = 1024`}},
		{name: "totals scanned on the host",
			args:   []string{"check", "--n=1024", dir + "blelloch_host_totals.yaml"},
			code:   ExitTranslation,
			stderr: []string{`blelloch_host_totals\.yaml:18:5: error: step 2: a host step that combines elements \(combine:\) is outside what bvgen can certify`}},
		{name: "a launch that is not generic",
			args:   []string{"check", "--n=64", "testdata/pipe_nongeneric.yaml"},
			code:   ExitTranslation,
			stdout: []string{`nongeneric_branch\.cl:\d+:\d+: error: not generic: a TYPE value is compared`},
			stderr: []string{`pipe_nongeneric\.yaml:8:5: error: in launch 1: scan in .*nongeneric_branch\.cl \(local size \[64\], 1 group\):\n.*not generic: 1 violation`}},
		{name: "test runs the interval test only",
			args:   []string{"test", "--n=2048", dir + "blelloch.yaml"},
			stdout: []string{`blelloch\.yaml: interval test passed: exclusive scan of length 2048 on .+ \(32-bit interval monoid\)\n  note: this shows the pipeline correct for every monoid only if every launch is generic and race-free`}},
		{name: "n that is not a whole number of blocks",
			args:   []string{"check", "--n=1000", dir + "blelloch.yaml"},
			code:   ExitCommandLine,
			stderr: []string{`blelloch\.yaml:5:12: error: requires: n = 1000 does not satisfy n % 512 == 0`}},
		{name: "the description gives the scan kind",
			args:   []string{"check", "--n=1024", "--scan=inclusive", dir + "blelloch.yaml"},
			code:   ExitCommandLine,
			stderr: []string{`error: --scan: a pipeline description gives the scan kind`}},
		{name: "buffers above the device's largest allocation",
			args: []string{"test", fmt.Sprintf("--n=%d", huge), dir + "blelloch.yaml"},
			code: ExitDeviceLimit,
			stderr: []string{fmt.Sprintf(`blelloch\.yaml: error: buffer in \(%d elements of 8 bytes, with 1024 guard cells\) needs %d bytes \(.*\), more than the \d+ bytes .* of CL_DEVICE_MAX_MEM_ALLOC_SIZE on device .* at n = %d; the largest power of two n that fits is %d: choose a smaller --n or another --device`,
				huge, 8*(huge+1024), huge, huge/2)}},
		{name: "n is required",
			args:   []string{"test", dir + "blelloch.yaml"},
			code:   ExitCommandLine,
			stderr: []string{`error: a pipeline needs the scan length: --n=N`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := bvgen(t, tc.args...)
			assert.Equal(t, tc.code, code)
			for _, re := range tc.stdout {
				assert.Regexp(t, regexp.MustCompile(re), stdout)
			}
			for _, re := range tc.stderr {
				assert.Regexp(t, regexp.MustCompile(re), stderr)
			}
			if tc.code != 0 {
				assert.NotContains(t, stdout, "functionally correct")
			}
		})
	}
}
