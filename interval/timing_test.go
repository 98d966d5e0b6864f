package interval

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/bvgen/bvgen/opencl"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVoigtlanderKernels(t *testing.T) {
	requireOpenCL(t)
	tests := []struct {
		name    string
		opts    TestOptions
		batched bool
		failure string
	}{
		{name: "Blelloch", batched: true,
			opts: TestOptions{SourcePath: "testdata/blelloch.cl", N: 64, Kind: Exclusive, GlobalSize: []int{32}}},
		{name: "Blelloch swapped operands", batched: true,
			opts:    TestOptions{SourcePath: "testdata/blelloch_swapped.cl", N: 64, Kind: Exclusive, GlobalSize: []int{32}},
			failure: "operator 2, input 0 1 2 0^61 (test 2 of 63): out[3] = 1, expected 2"},
		{name: "Kogge-Stone", batched: true,
			opts: TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 64, Kind: Inclusive}},
		{name: "Kogge-Stone stops early", batched: true,
			opts:    TestOptions{SourcePath: "testdata/kogge_stone_early.cl", N: 64, Kind: Inclusive},
			failure: "operator 1, input 1 0^32 2^31 (test 33 of 2080): out[32] = 0, expected 1"},
		{name: "in place, local and scalar arguments", batched: true,
			opts: TestOptions{SourcePath: "testdata/kogge_stone_inplace.cl", N: 32, Kind: Inclusive}},
		{name: "multi-group launch runs one input per launch",
			opts: TestOptions{SourcePath: "testdata/sequential.cl", N: 6, Kind: Inclusive, GlobalSize: []int{4}, LocalSize: []int{2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := RunVoigtlander(tt.opts)
			require.NoError(t, err)
			n := tt.opts.N
			assert.Equal(t, n*(n+1)/2+n-1, res.Tests)
			assert.Equal(t, tt.batched, res.Batched)
			t.Logf("%s; %v", res.Summary(), res.Timings)
			assert.Equal(t, tt.failure == "", strings.HasPrefix(res.Summary(), "PASS "))
			if tt.failure == "" {
				assert.True(t, res.Passed, "unexpected failure: %v", res.Failure)
				assert.Equal(t, res.Tests, res.Ran)
				if !tt.batched {
					assert.Equal(t, res.Tests, res.Launches)
				}
				return
			}
			require.False(t, res.Passed)
			require.NotNil(t, res.Failure)
			assert.Equal(t, tt.failure, res.Failure.Error())
		})
	}
}

// coldHelperEnv makes the test binary run one Blelloch interval test at
// n = 8192 and print its timings as JSON (see TestBlellochTimings).
const coldHelperEnv = "BVGEN_INTERVAL_TIMING_HELPER"

var blelloch8192 = TestOptions{SourcePath: "testdata/blelloch.cl", N: 8192, Kind: Exclusive,
	GlobalSize: []int{4096}, LocalSize: []int{4096}}

type helperTimes struct {
	Process  time.Duration // whole RunIntervalTest, first call in the process
	Parts    opencl.Timings
	Warm     time.Duration // a second call in the same process
	WarmPart opencl.Timings
}

func TestTimingHelper(t *testing.T) {
	if os.Getenv(coldHelperEnv) != "1" {
		t.Skip("helper process for TestBlellochTimings")
	}
	var h helperTimes
	start := time.Now()
	res, err := RunIntervalTest(blelloch8192)
	h.Process = time.Since(start)
	require.NoError(t, err)
	require.True(t, res.Passed, "%v", res.Failure)
	h.Parts = res.Timings
	start = time.Now()
	res, err = RunIntervalTest(blelloch8192)
	h.Warm = time.Since(start)
	require.NoError(t, err)
	h.WarmPart = res.Timings
	b, _ := json.Marshal(h)
	fmt.Printf("TIMES %s\n", b)
}

// TestBlellochTimings measures the Blelloch interval test at n = 8192 (one
// work group of 4096 work items, two elements each): in a fresh process
// with an empty PoCL kernel cache (fully cold), in a fresh process with the
// PoCL cache filled (the usual cold CLI run), and warm within a process.
func TestBlellochTimings(t *testing.T) {
	requireOpenCL(t)
	if testing.Short() {
		t.Skip("timing measurement spawns processes")
	}
	cache := t.TempDir()
	run := func() helperTimes {
		cmd := exec.Command(os.Args[0], "-test.run=^TestTimingHelper$", "-test.count=1")
		cmd.Env = append(os.Environ(), coldHelperEnv+"=1", "POCL_CACHE_DIR="+cache)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
		for _, line := range strings.Split(string(out), "\n") {
			if rest, ok := strings.CutPrefix(line, "TIMES "); ok {
				var h helperTimes
				require.NoError(t, json.Unmarshal([]byte(rest), &h))
				return h
			}
		}
		t.Fatalf("helper printed no timings:\n%s", out)
		return helperTimes{}
	}
	empty := run()
	filled := run()
	t.Logf("Blelloch interval test, n = 8192, 4096 work items:")
	t.Logf("  new process, empty PoCL cache:  %v (%v)", empty.Process.Round(time.Millisecond), empty.Parts)
	t.Logf("  new process, PoCL cache filled: %v (%v)", filled.Process.Round(time.Millisecond), filled.Parts)
	t.Logf("  warm, same process:             %v (%v)", filled.Warm.Round(time.Microsecond), filled.WarmPart)
	// Generous bounds: the point is the order of magnitude, not a benchmark.
	assert.Less(t, filled.Process, 2*time.Second)
	assert.Less(t, filled.Warm, 500*time.Millisecond)
}

func BenchmarkBlellochInterval8192(b *testing.B) {
	requireOpenCL(b)
	if _, err := RunIntervalTest(blelloch8192); err != nil { // warm the caches
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := RunIntervalTest(blelloch8192)
		if err != nil || !res.Passed {
			b.Fatal(err, res.Failure)
		}
	}
}

func BenchmarkVoigtlanderBlelloch(b *testing.B) {
	requireOpenCL(b)
	for _, n := range []int{64, 256} {
		o := TestOptions{SourcePath: "testdata/blelloch.cl", N: n, Kind: Exclusive, GlobalSize: []int{n / 2}}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				res, err := RunVoigtlander(o)
				if err != nil || !res.Passed {
					b.Fatal(err, res.Failure)
				}
			}
		})
	}
}
