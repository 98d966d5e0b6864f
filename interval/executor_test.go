package interval

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/bvgen/bvgen/opencl"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

// requireOpenCL skips the test when no OpenCL device is available, unless
// REQUIRE_TOOLS=1 (CI), where a missing device is a failure.
func requireOpenCL(t testing.TB) {
	t.Helper()
	if _, err := opencl.Devices(); err != nil {
		golden.Require(t, "an OpenCL device", fmt.Errorf("%v; %s", err, opencl.InstallHint))
	}
}

func TestIntervalTestKernels(t *testing.T) {
	requireOpenCL(t)
	tests := []struct {
		name    string
		opts    TestOptions
		pass    bool
		failure string // expected Failure.Error() when !pass
		bits    int
	}{
		{name: "Kogge-Stone inclusive", pass: true, bits: 32,
			opts: TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 256, Kind: Inclusive, GlobalSize: []int{256}}},
		{name: "last output never written", bits: 32,
			opts: TestOptions{Source: "__kernel void s(__global TYPE *in, __global TYPE *out) {\n" +
				"  TYPE acc = IDENTITY; for (int i = 0; i < N - 1; i++) { acc = OPERATOR(acc, in[i]); out[i] = acc; }\n}\n",
				N: 32, GlobalSize: []int{1}},
			failure: "out[31] = unwritten, expected (0,31): this output was never written by the kernel"},
		{name: "Kogge-Stone stops early", bits: 32,
			opts:    TestOptions{SourcePath: "testdata/kogge_stone_early.cl", N: 16, Kind: Inclusive},
			failure: "out[8] = (1,8), expected (0,8): element 0 was never summed in"},
		{name: "Blelloch exclusive", pass: true, bits: 32,
			opts: TestOptions{SourcePath: "testdata/blelloch.cl", N: 1024, Kind: Exclusive, GlobalSize: []int{512}, LocalSize: []int{512}}},
		{name: "Blelloch swapped operands", bits: 32,
			opts:    TestOptions{SourcePath: "testdata/blelloch_swapped.cl", N: 16, Kind: Exclusive, GlobalSize: []int{8}},
			failure: "out[3] = top, expected (0,2): the kernel combined two summations that are not adjacent"},
		{name: "Blelloch checked as inclusive", bits: 32,
			opts:    TestOptions{SourcePath: "testdata/blelloch.cl", N: 8, Kind: Inclusive, GlobalSize: []int{4}},
			failure: "out[0] = identity, expected (0,0): nothing was summed in"},
		{name: "in place with local and scalar arguments", pass: true, bits: 32,
			opts: TestOptions{SourcePath: "testdata/kogge_stone_inplace.cl", N: 128, Kind: Inclusive}},
		{name: "sequential, 64-bit encoding", pass: true, bits: 64,
			opts: TestOptions{SourcePath: "testdata/sequential.cl", N: 40000, Kind: Inclusive, GlobalSize: []int{1}}},
		{name: "named kernel of two", bits: 32,
			opts:    TestOptions{SourcePath: "testdata/two_kernels.cl", Kernel: "second", N: 4, Kind: Inclusive},
			failure: "out[2] = (1,2), expected (0,2): element 0 was never summed in"},
		{name: "write past the end", bits: 32,
			opts:    TestOptions{SourcePath: "testdata/overrun.cl", N: 32, Kind: Inclusive, GlobalSize: []int{1}},
			failure: "out[32] = (0,31), expected unwritten: the kernel wrote past the end of the output (n = 32)"},
		{name: "2-D __local buffer and a private array, filled with unwritten codes", pass: true, bits: 32,
			opts: TestOptions{SourcePath: "testdata/pingpong2d.cl", N: 64, Kind: Inclusive}},
		{name: "a private array cell read before it is written", bits: 32,
			opts:    TestOptions{SourcePath: "testdata/pingpong2d.cl", N: 64, Kind: Inclusive, Defines: []string{"SKIP_LOW"}},
			failure: "out[0] = unwritten pair[1], expected (0,0): this output depends on pair[1] (the private array declared at testdata/pingpong2d.cl:9)"},
		{name: "source text, explicit buffers by name", pass: true, bits: 32,
			opts: TestOptions{Source: "__kernel void s(__global TYPE *a, __global TYPE *b, __global TYPE *x, __global TYPE *y) {\n" +
				"  if (get_global_id(0) == 0) { TYPE acc = IDENTITY; for (int i = 0; i < N; i++) { acc = OPERATOR(acc, x[i]); y[i] = acc; } }\n}\n",
				Input: "x", Output: "3", N: 20, GlobalSize: []int{1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := RunIntervalTest(tt.opts)
			require.NoError(t, err)
			assert.Equal(t, tt.bits, res.Monoid.Bits)
			assert.NotEmpty(t, res.Device.Name)
			assert.Greater(t, res.Timings.Total(), res.Timings.Check)
			if tt.pass {
				assert.True(t, res.Passed, "unexpected failure: %v", res.Failure)
				assert.Nil(t, res.Failure)
				assert.True(t, strings.HasPrefix(res.Summary(), "PASS "), res.Summary())
				return
			}
			require.False(t, res.Passed)
			require.NotNil(t, res.Failure)
			assert.True(t, strings.HasPrefix(res.Failure.Error(), tt.failure), "got %q", res.Failure.Error())
			assert.Contains(t, res.Summary(), "FAIL ")
			t.Logf("%s\n%s", res.Summary(), res.Failure.Long())
		})
	}
}

func TestIntervalTestAutoN(t *testing.T) {
	requireOpenCL(t)
	res, err := RunIntervalTest(TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 32})
	require.NoError(t, err)
	assert.Contains(t, res.Options, "-D N=32")
	assert.Equal(t, []int{32}, res.Global)
	assert.Equal(t, []int{32}, res.Local)
	assert.True(t, res.Passed)

	res, err = RunIntervalTest(TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 32, Defines: []string{"N=32"}})
	require.NoError(t, err)
	assert.Equal(t, 1, strings.Count(res.Options, "-D N="), "N given: not passed twice")
}

func TestIntervalTestErrors(t *testing.T) {
	requireOpenCL(t)
	dev, _ := opencl.SelectDevice("")
	tests := []struct {
		name string
		opts TestOptions
		want []string
		kind string // the error's type: build, limit or usage
	}{
		{"build failure carries the log", TestOptions{SourcePath: "testdata/syntax_error.cl", N: 4},
			[]string{"OpenCL build failed on", "syntax_error.cl:2:", "error"}, "build"},
		{"work group too large", TestOptions{SourcePath: "testdata/blelloch.cl", N: 16384, Kind: Exclusive,
			GlobalSize: []int{8192}, LocalSize: []int{8192}},
			[]string{"8192", strconv.Itoa(dev.MaxWorkGroupSize), "exceeds the maximum"}, "limit"},
		{"global not a multiple of local", TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 16,
			GlobalSize: []int{24}, LocalSize: []int{16}}, []string{"not a multiple"}, "usage"},
		{"two kernels, none named", TestOptions{SourcePath: "testdata/two_kernels.cl", N: 4}, []string{"name the one to run"}, "usage"},
		{"bad buffer name", TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 4, Output: "nope"},
			[]string{`no parameter "nope" for the output buffer`}, "usage"},
		{"local pointer as output", TestOptions{SourcePath: "testdata/kogge_stone_inplace.cl", N: 4, Output: "buf"},
			[]string{"must be a __global pointer"}, "usage"},
		{"missing scalar", TestOptions{Source: "__kernel void k(__global TYPE *a, __global TYPE *b, int len) {}", N: 4},
			[]string{`no value for scalar parameter "int len"`}, "usage"},
		{"no file", TestOptions{SourcePath: "testdata/missing.cl", N: 4}, []string{"missing.cl"}, "usage"},
		{"bad n", TestOptions{SourcePath: "testdata/kogge_stone.cl"}, []string{"n must be at least 1"}, "usage"},
		{"bad device", TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 4, Device: "7"}, []string{"no OpenCL device 7"}, "usage"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := RunIntervalTest(tt.opts)
			require.Error(t, err)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w)
			}
			assert.False(t, errors.Is(err, opencl.ErrNoPlatform))
			var (
				be *opencl.BuildError
				le *opencl.LimitError
				ue *opencl.UsageError
			)
			switch tt.kind {
			case "build":
				assert.ErrorAs(t, err, &be)
			case "limit":
				require.ErrorAs(t, err, &le)
				assert.Equal(t, 8192, le.Requested)
				assert.Equal(t, dev.MaxWorkGroupSize, le.Max)
			default:
				assert.ErrorAs(t, err, &ue)
			}
		})
	}
	var be *opencl.BuildError
	_, err := RunIntervalTest(TestOptions{SourcePath: "testdata/syntax_error.cl", N: 4})
	require.ErrorAs(t, err, &be)
	assert.Contains(t, be.Log, "expected ';'")
}

// TestPreludeMatchesHost runs OPERATOR on the device over random code pairs
// (elements, reserved codes and garbage) and compares with Monoid.Op.
func TestPreludeMatchesHost(t *testing.T) {
	requireOpenCL(t)
	exec, _, err := opencl.Open("")
	require.NoError(t, err)
	const src = "__kernel void ops(__global const TYPE *a, __global const TYPE *b, __global TYPE *c) {\n" +
		"  size_t i = get_global_id(0);\n  c[i] = OPERATOR(a[i], b[i]);\n}\n"
	for _, m := range widths {
		t.Run(m.CType(), func(t *testing.T) {
			prog, _, err := exec.Build(WithPrelude(Prelude(m), src, "ops.cl"), opencl.BuildOptions{})
			require.NoError(t, err)
			r := rand.New(rand.NewSource(3))
			const count = 4096
			as, bs := make([]uint64, count), make([]uint64, count)
			for i := range as {
				as[i], bs[i] = randomCode(r, m), randomCode(r, m)
				if i%3 == 0 { // make adjacent pairs common
					e := m.Decode(as[i])
					if e.IsInterval() && e.Hi+1 < 16 {
						bs[i] = m.Encode(Interval(e.Hi+1, e.Hi+1+r.Intn(16-e.Hi-1)))
					}
				}
			}
			w := m.Bytes()
			a, b, c := &opencl.Buffer{Data: make([]byte, count*w)}, &opencl.Buffer{Data: make([]byte, count*w)}, &opencl.Buffer{Data: make([]byte, count*w), ReadBack: true}
			putCodes(a.Data, w, func(i int) uint64 { return as[i] })
			putCodes(b.Data, w, func(i int) uint64 { return bs[i] })
			_, err = prog.Run(opencl.Launch{Kernel: "ops", Args: []opencl.Arg{a, b, c}, Global: []int{count}})
			require.NoError(t, err)
			merged := 0
			for i := 0; i < count; i++ {
				want := m.Op(as[i], bs[i])
				require.Equal(t, want, getCode(c.Data, w, i), "OPERATOR(%v, %v)", m.Decode(as[i]), m.Decode(bs[i]))
				if m.Decode(want).IsInterval() && m.Decode(as[i]).IsInterval() && m.Decode(bs[i]).IsInterval() {
					merged++
				}
			}
			assert.Greater(t, merged, 100, "enough adjacent pairs were merged")
		})
	}
}

func randomCode(r *rand.Rand, m Monoid) uint64 {
	switch r.Intn(8) {
	case 0:
		return m.Identity()
	case 1:
		return m.Top()
	case 2:
		return m.UnwrittenCode(r.Intn(MaxRegions), r.Intn(64))
	case 3:
		return r.Uint64() & m.allOnes() // garbage (almost always)
	}
	lo := r.Intn(16)
	return m.Encode(Interval(lo, lo+r.Intn(16-lo)))
}

const noPlatformHelperEnv = "BVGEN_INTERVAL_NO_PLATFORM_HELPER"

func TestNoPlatformHelper(t *testing.T) {
	if os.Getenv(noPlatformHelperEnv) != "1" {
		t.Skip("helper process for TestNoPlatform")
	}
	if opencl.Available() {
		fmt.Println("PLATFORM-FOUND")
		return
	}
	_, err := opencl.Devices()
	require.ErrorIs(t, err, opencl.ErrNoPlatform)
	_, err = opencl.SelectDevice("0")
	require.ErrorIs(t, err, opencl.ErrNoPlatform)
	_, err = RunIntervalTest(TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 4})
	require.ErrorIs(t, err, opencl.ErrNoPlatform)
	_, err = RunVoigtlander(TestOptions{SourcePath: "testdata/kogge_stone.cl", N: 4})
	require.ErrorIs(t, err, opencl.ErrNoPlatform)
	fmt.Println("NO-PLATFORM-OK")
}

// TestNoPlatform hides every OpenCL driver from the ICD loader (ocl-icd
// reads OCL_ICD_VENDORS) in a child process and checks that the executor
// reports ErrNoPlatform, which the CLI maps to exit code 9.
func TestNoPlatform(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoPlatformHelper$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), noPlatformHelperEnv+"=1", "OCL_ICD_VENDORS="+t.TempDir(), "REQUIRE_TOOLS=")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	if strings.Contains(string(out), "PLATFORM-FOUND") {
		t.Skip("the ICD loader ignores OCL_ICD_VENDORS; cannot hide the drivers")
	}
	assert.Contains(t, string(out), "NO-PLATFORM-OK")
}
