package interval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/csource"
)

func TestBatchSource(t *testing.T) {
	src := "__kernel void scan(__global const TYPE *in, __global TYPE *out, __local TYPE *tmp) {\n  out[0] = in[0];\n}\n"
	k, err := csource.FindKernel(src, "")
	require.NoError(t, err)
	got := BatchSource(src, k, 16)
	want := "__kernel void scan(__global const TYPE *bvgen_base_in, __global TYPE *bvgen_base_out, __local TYPE *tmp) {" +
		" __global const TYPE *in = bvgen_base_in + bvgen_batch_group() * (size_t)16;" +
		" __global TYPE *out = bvgen_base_out + bvgen_batch_group() * (size_t)16;\n  out[0] = in[0];\n}\n"
	assert.Equal(t, want, got)
	assert.Equal(t, strings.Count(src, "\n"), strings.Count(got, "\n"), "line numbers are kept")
}

func TestPreludeText(t *testing.T) {
	tests := []struct {
		m     Monoid
		lines []string
	}{
		{Monoid32, []string{"#define TYPE uint\n", "#define IDENTITY ((uint)0xffffffffu)\n",
			"#define OPERATOR(a, b) bvgen_interval_op((a), (b))\n", "#define BVGEN_INTERVAL_SHIFT 16\n"}},
		{Monoid64, []string{"#define TYPE ulong\n", "#define IDENTITY ((ulong)0xfffffffffffffffful)\n",
			"#define BVGEN_INTERVAL_SHIFT 32\n"}},
	}
	for _, tt := range tests {
		p := Prelude(tt.m)
		for _, l := range tt.lines {
			assert.Contains(t, p, l)
		}
	}
	src := WithPrelude("#define X 1", "kernel text", "k.cl")
	assert.Equal(t, "#define X 1\n#line 1 \"k.cl\"\nkernel text", src)
}
