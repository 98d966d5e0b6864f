package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/opencl"
)

// scanArgs are the flags of the corpus scans for length n (Kogge-Stone
// uses n work items, the others n/2).
func scanArgs(kernel string, n int) []string {
	local, kind := n/2, "inclusive"
	switch kernel {
	case "kogge_stone", "kogge_stone_early_stop", "nongeneric_branch", "nongeneric_cast":
		local = n
	case "blelloch", "blelloch_swapped_operands":
		kind = "exclusive"
	}
	return []string{fmt.Sprintf("--local_size=%d", local), "--num_groups=1", fmt.Sprintf("-D N=%d", n), "--scan=" + kind,
		"../../kernels/scan/" + kernel + ".cl"}
}

func TestDevicesCmd(t *testing.T) {
	requireTools(t, "opencl")
	code, out, _ := bvgen(t, "devices")
	require.Equal(t, ExitOK, code)
	assert.Regexp(t, `(?m)^0: .* \(.*max work-group size \d+\)$`, out)
}

func TestTestCmdScans(t *testing.T) {
	requireTools(t, "opencl")
	tests := []struct {
		kernel string
		code   int
		want   string // in stdout on success, stderr on failure
	}{
		{"kogge_stone", ExitOK, "kogge_stone.cl: interval test passed: inclusive scan of length 1024 on "},
		{"sklansky", ExitOK, "sklansky.cl: interval test passed: inclusive scan of length 1024 on "},
		{"brent_kung", ExitOK, "brent_kung.cl: interval test passed: inclusive scan of length 1024 on "},
		{"blelloch", ExitOK, "blelloch.cl: interval test passed: exclusive scan of length 1024 on "},
		{"blelloch_swapped_operands", ExitNotVerified,
			"blelloch_swapped_operands.cl: error: interval test failed: out[3] = top, expected (0,2): the kernel combined two summations that are not adjacent"},
		{"kogge_stone_early_stop", ExitNotVerified,
			"kogge_stone_early_stop.cl: error: interval test failed: out[512] = (1,512), expected (0,512): element 0 was never summed in"},
	}
	for _, tt := range tests {
		t.Run(tt.kernel, func(t *testing.T) {
			code, out, errOut := bvgen(t, append([]string{"test"}, scanArgs(tt.kernel, 1024)...)...)
			assert.Equal(t, tt.code, code)
			if tt.code == ExitOK {
				assert.Contains(t, out, tt.want)
				assert.NotContains(t, out, "verified")
				assert.NotContains(t, out, "correct generic")
			} else {
				assert.Contains(t, errOut, tt.want)
			}
		})
	}
}

// TestTestCmdKernelQuery runs each bundled scan at the largest n one work
// group of the device allows, on a device whose CL_KERNEL_WORK_GROUP_SIZE
// is pinned to 256 as NVIDIA's driver reports it: bvgen launches at the
// requested geometry and lets the runtime decide (opencl/limits.go).
func TestTestCmdKernelQuery(t *testing.T) {
	requireTools(t, "opencl")
	restore := opencl.PinKernelWorkGroupSizeForTest(256)
	defer restore()
	dev, err := opencl.SelectDevice("")
	require.NoError(t, err)
	for _, k := range []struct {
		name, kind string
		perItem    int
	}{{"kogge_stone", "inclusive", 1}, {"sklansky", "inclusive", 2}, {"brent_kung", "inclusive", 2}, {"blelloch", "exclusive", 2}} {
		t.Run(k.name, func(t *testing.T) {
			local := dev.MaxWorkGroupSize
			n := k.perItem * local
			require.Greater(t, local, 256)
			code, out, _ := bvgen(t, "test", fmt.Sprintf("--local_size=%d", local), "--num_groups=1", fmt.Sprintf("-D N=%d", n),
				"--scan="+k.kind, "../../kernels/scan/"+k.name+".cl")
			assert.Equal(t, ExitOK, code)
			assert.Contains(t, out, fmt.Sprintf("interval test passed: %s scan of length %d", k.kind, n))
		})
	}
}

func TestTestCmdVoigtlander(t *testing.T) {
	requireTools(t, "opencl")
	code, out, _ := bvgen(t, "test", "--method=voigtlander", "--local_size=4", "--scan=inclusive", "testdata/ks4.cl")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "Voigtländer's tests passed: 13 tests (inclusive scan of length 4)")
	code, _, errOut := bvgen(t, "test", "--method=voigtlander", "--local_size=4", "--scan=inclusive", "testdata/ks4_swapped.cl")
	require.Equal(t, ExitNotVerified, code)
	assert.Contains(t, errOut, "Voigtländer's tests failed")
	assert.Regexp(t, `operator \d, input .*: out\[\d\] = \d, expected \d`, errOut)
}

func TestTestCmdVerboseTimings(t *testing.T) {
	requireTools(t, "opencl")
	// --verbose writes the split timings to the command's stderr (the
	// pipeline's log, which bvgen ci and tests capture).
	code, _, errOut := bvgen(t, "test", "--verbose", "--local_size=4", "--scan=inclusive", "testdata/ks4.cl")
	require.Equal(t, ExitOK, code)
	assert.Regexp(t, `interval test: setup [\d.]+ms, build [\d.]+ms, transfer [\d.]+ms, run [\d.]+ms, check [\d.]+ms, total [\d.]+ms`, errOut)
}

func TestTestCmdErrors(t *testing.T) {
	requireTools(t, "opencl")
	dev, err := opencl.SelectDevice("")
	require.NoError(t, err)
	big := 2 * dev.MaxWorkGroupSize
	// The smallest power of two whose buffers (2n elements of 8 bytes)
	// exceed the device's largest allocation.
	huge := 1
	for int64(huge)*16 <= dev.MaxMemAlloc {
		huge *= 2
	}
	tests := []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"no scan kind", []string{"--local_size=4", "testdata/ks4.cl"}, ExitCommandLine, []string{"--scan=inclusive or --scan=exclusive is required"}},
		{"bad scan kind", []string{"--scan=prefix", "--local_size=4", "testdata/ks4.cl"}, ExitCommandLine, []string{"unknown scan kind"}},
		{"TYPE is bvgen's", []string{"--scan=inclusive", "--local_size=4", "-D", "TYPE=int", "testdata/ks4.cl"}, ExitCommandLine,
			[]string{"-D TYPE: bvgen instantiates TYPE, OPERATOR and IDENTITY itself"}},
		{"n disagrees with N", []string{"--scan=inclusive", "--n=8", "-D", "N=16", "--local_size=8", "../../kernels/scan/kogge_stone.cl"},
			ExitCommandLine, []string{"--n=8 disagrees with -D N=16"}},
		{"no length", []string{"--scan=inclusive", "testdata/ks4.cl"}, ExitCommandLine, []string{"give the scan length"}},
		{"unknown buffer", []string{"--scan=inclusive", "--local_size=4", "--in=nope", "testdata/ks4.cl"}, ExitCommandLine,
			[]string{`no parameter "nope" for the input buffer`}},
		{"unknown device", []string{"--scan=inclusive", "--local_size=4", "--device=no-such-device", "testdata/ks4.cl"}, ExitCommandLine,
			[]string{`no OpenCL device matches "no-such-device"`}},
		{"missing file", []string{"--scan=inclusive", "--local_size=4", "testdata/missing.cl"}, ExitCommandLine, []string{"missing.cl"}},
		{"bad method", []string{"--method=exhaustive", "--scan=inclusive", "--local_size=4", "testdata/ks4.cl"}, ExitCommandLine,
			[]string{"--method=exhaustive: want interval or voigtlander"}},
		{"work group too large", []string{"--scan=inclusive", fmt.Sprintf("--local_size=%d", big), "--num_groups=1",
			fmt.Sprintf("-D N=%d", big), "../../kernels/scan/kogge_stone.cl"}, ExitDeviceLimit,
			[]string{fmt.Sprintf("work-group size %d", big), fmt.Sprintf("exceeds the maximum %d of device", dev.MaxWorkGroupSize)}},
		{"buffers above the device's largest allocation", []string{"--scan=inclusive", fmt.Sprintf("--n=%d", huge), "../../kernels/scan/kogge_stone.cl"}, ExitDeviceLimit,
			[]string{fmt.Sprintf("buffer in (2n elements of 8 bytes) needs %d bytes", 16*huge), "CL_DEVICE_MAX_MEM_ALLOC_SIZE on device",
				fmt.Sprintf("at n = %d; the largest n that fits is %d", huge, dev.MaxMemAlloc/16), "choose a smaller --n or another --device"}},
		{"buffers must be arrays of TYPE", []string{"--scan=inclusive", "--local_size=4", "../../kernels/races/assert_call_ok.cl"},
			ExitTranslation, []string{`not generic: the input buffer is "__global int *out", not a pointer to TYPE`}},
		{"build failure shows the device log", []string{"--scan=inclusive", "--local_size=4", "testdata/syntax_error.cl"},
			ExitClang, []string{"OpenCL build failed on", "syntax_error.cl:", "error:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := bvgen(t, append([]string{"test"}, tt.args...)...)
			assert.Equal(t, tt.code, code)
			for _, w := range tt.want {
				assert.Contains(t, errOut, w)
			}
		})
	}
}

const noPlatformEnv = "BVGEN_CMD_NO_PLATFORM_HELPER"

func TestNoPlatformHelper(t *testing.T) {
	if os.Getenv(noPlatformEnv) != "1" {
		t.Skip("helper process for TestNoPlatform")
	}
	for _, args := range [][]string{{"devices"}, {"test", "--scan=inclusive", "--local_size=4", "testdata/ks4.cl"}} {
		var stdout, stderr bytes.Buffer
		code := run(args, &stdout, &stderr)
		fmt.Printf("EXIT %d %s\n%s\n", code, args[0], stderr.String())
	}
}

// TestNoPlatform hides the OpenCL drivers from the ICD loader in a child
// process: bvgen devices and bvgen test exit 9 with the install hint.
func TestNoPlatform(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoPlatformHelper$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), noPlatformEnv+"=1", "OCL_ICD_VENDORS="+t.TempDir(), "REQUIRE_TOOLS=")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	if !strings.Contains(string(out), "no OpenCL platform") {
		t.Skipf("the ICD loader ignores OCL_ICD_VENDORS; cannot hide the drivers:\n%s", out)
	}
	assert.Contains(t, string(out), fmt.Sprintf("EXIT %d devices", ExitConfiguration))
	assert.Contains(t, string(out), fmt.Sprintf("EXIT %d test", ExitConfiguration))
	assert.Contains(t, string(out), opencl.InstallHint)
}
