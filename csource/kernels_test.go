package csource

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFindKernels(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		kernel string // kernel name expected from FindKernel(src, "")
		params []string
		err    string
	}{
		{
			name:   "plain",
			src:    "__kernel void scan(__global TYPE *in, __global TYPE *out) { }",
			kernel: "scan",
			params: []string{"__global TYPE *in", "__global TYPE *out"},
		},
		{
			name: "attributes, qualifiers, local and scalar",
			src: "kernel __attribute__((reqd_work_group_size(64, 1, 1))) void k(\n" +
				"  const __global TYPE * restrict in, /* the input */\n" +
				"  global TYPE *out, __local uint *tmp, uint n, int arr[]) {}",
			kernel: "k",
			params: []string{"__global TYPE *in", "__global TYPE *out", "__local uint *tmp", "uint n", "__private int *arr"},
		},
		{
			name:   "prototype and comments skipped",
			src:    "// __kernel void nope(int x) {}\n__kernel void proto(__global int *a);\n/* kernel void x() {} */\n__kernel void real(__global int *a) {}",
			kernel: "real",
			params: []string{"__global int *a"},
		},
		{
			name: "two kernels",
			src:  "__kernel void a(__global int *x) {}\n__kernel void b(__global int *x) {}",
			err:  "defines 2 kernels (a, b): name the one to run",
		},
		{
			name: "none",
			src:  "void helper(int x) {}",
			err:  "no __kernel function",
		},
		{
			name:   "void parameter list",
			src:    "__kernel void nothing(void) {}",
			kernel: "nothing",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k, err := FindKernel(tt.src, "")
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.kernel, k.Name)
			var got []string
			for i, p := range k.Params {
				got = append(got, p.String())
				assert.Equal(t, i, p.Index)
				assert.Equal(t, p.Name, tt.src[p.NamePos:p.NamePos+len(p.Name)])
				assert.True(t, strings.HasPrefix(tt.src[p.TextPos:], p.Text), "Text %q at %d", p.Text, p.TextPos)
			}
			assert.Equal(t, tt.params, got)
			assert.Equal(t, byte('{'), tt.src[k.BodyStart])
		})
	}
}

func TestFindKernelByName(t *testing.T) {
	src, err := os.ReadFile("../interval/testdata/two_kernels.cl")
	require.NoError(t, err)
	k, err := FindKernel(string(src), "second")
	require.NoError(t, err)
	assert.Equal(t, "second", k.Name)
	_, err = FindKernel(string(src), "third")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `no kernel "third" in the source (it defines first, second)`)
}

func TestMentions(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{"__local TYPE buf[N];", true},
		{"for (i = 0; i < N / 2; i++)", true},
		{"// N is the length\nint NUM = 3; int n;", false},
		{"/* N */ int x = get_local_size(0);", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Mentions(tt.src, "N"), tt.src)
	}
	assert.False(t, Mentions("\xff", "\xff"), "not an identifier")
	assert.False(t, Mentions("x", ""), "not an identifier")
}

func TestStripCommentsKeepsOffsets(t *testing.T) {
	src := "a /* b\nc */ d // e\n\"// not a comment\" f"
	got := StripComments(src)
	assert.Equal(t, len(src), len(got))
	assert.Equal(t, strings.Count(src, "\n"), strings.Count(got, "\n"))
	assert.NotContains(t, got, "b")
	assert.NotContains(t, got, " e")
	assert.Contains(t, got, "\"// not a comment\" f")
}

func TestUsesUndefined(t *testing.T) {
	for _, tc := range []struct {
		src, name string
		want      bool
	}{
		{"__kernel void k(__global TYPE *a) {}", "TYPE", true},
		{"#ifndef TYPE\n#define TYPE uint\n#endif\n__kernel void k(__global TYPE *a) {}", "TYPE", false},
		{"# define OPERATOR(a,b) a+b\nx = OPERATOR(x, y);", "OPERATOR", false},
		{"#ifdef TYPE\n#endif\n__kernel void k(__global int *a) {}", "TYPE", false},
		{"/* TYPE */ __kernel void k(__global int *a) {} // OPERATOR", "TYPE", false},
		{"__kernel void k(__global int *TYPES) {}", "TYPE", false},
		// Not identifiers: "\xff" panicked compiling its regexp (FuzzFindDecls).
		{"0", "\xff", false},
		{"x", "", false},
	} {
		assert.Equal(t, tc.want, UsesUndefined(tc.src, tc.name), tc.src)
	}
}
