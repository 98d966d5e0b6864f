package interval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/opencl"
)

// A two-launch pipeline: a sequential inclusive scan by one work item
// (launch 1, into out), then a copy of out into a second buffer by every
// work item (launch 2). The variants break one thing each.
const pipeSrc = `
__kernel void seq(__global TYPE *in, __global TYPE *out, uint n) {
  TYPE acc = IDENTITY;
  for (uint k = 0; k < n; k++) { acc = OPERATOR(acc, in[k]); out[k] = acc; }
#ifdef PAST_END
  out[n + 3] = acc;
#endif
}
__kernel void copy(__global TYPE *from, __global TYPE *to) {
  size_t k = get_global_id(0);
#ifdef SKIP_LAST
  if (k + 1 == get_global_size(0)) return;
#endif
  to[k] = from[k];
}
`

func pipe(n int, defines ...string) PipelineTest {
	opts := opencl.BuildOptions{Defines: defines}
	return PipelineTest{N: n, Kind: Inclusive, Input: 0, Output: 2,
		Buffers: []PipeBuffer{{Name: "in", Elems: n}, {Name: "tmp", Elems: n}, {Name: "out", Elems: n}},
		Steps: []PipeStep{
			&PipeLaunch{Name: "launch 1 (seq)", Source: pipeSrc, File: "p.cl", Kernel: "seq", Options: opts, Global: []int{1}, Local: []int{1},
				Args: []PipeArg{{Buffer: 0}, {Buffer: 1}, {Buffer: -1, Scalar: &opencl.Scalar{Bytes: 4, Value: uint64(n)}}}},
			&PipeLaunch{Name: "launch 2 (copy)", Source: pipeSrc, File: "p.cl", Kernel: "copy", Options: opts, Global: []int{n},
				Args: []PipeArg{{Buffer: 1}, {Buffer: 2}}},
		}}
}

func TestRunPipeline(t *testing.T) {
	requireOpenCL(t)
	tests := []struct {
		name    string
		test    PipelineTest
		step    int
		failure string
	}{
		{name: "correct, 32-bit", test: pipe(1000), step: -1},
		{name: "correct, 64-bit", test: pipe(1 << 16), step: -1},
		{name: "a write past the end of a buffer", test: pipe(64, "PAST_END"), step: 0,
			failure: "launch 1 (seq) wrote past the end of buffer tmp (64 elements): tmp[67]"},
		{name: "the last element not copied", test: pipe(64, "SKIP_LAST"), step: -1,
			failure: "out[63] = unwritten, expected (0,63): this output was never written"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := RunPipeline(tc.test)
			require.NoError(t, err)
			assert.Equal(t, tc.failure == "", res.Passed)
			assert.Equal(t, tc.step, res.Step)
			if tc.failure != "" {
				require.NotNil(t, res.Failure)
				assert.Contains(t, res.Failure.Error(), tc.failure)
			}
		})
	}
}
