package devscan

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
)

const kernelSrc = `__kernel void k(__global TYPE *in, __global TYPE *out, __global uint *flags, __local TYPE *tmp, uint n) {}
`

// good is a description every malformed case below changes in one place.
const good = `scan: inclusive
input: in
output: out
buffers:
  in: n
  out: n
  flags: {size: n / 4, type: uint}
steps:
  - launch: k.cl
    local_size: 4
    num_groups: n / 4
    defines: {B: 4, FLAG: null}
    args: {in: in, out: out, flags: flags, tmp: {local: 8}, n: n}
  - copy: {from: out, to: in, count: n}
  - fill: {buffer: in, count: 2, offset: n - 2}
`

func write(t *testing.T, desc string) string {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "k.cl"), []byte(kernelSrc), 0o644))
	path := filepath.Join(dir, "p.yaml")
	require.NoError(t, os.WriteFile(path, []byte(desc), 0o644))
	return path
}

func TestParseGood(t *testing.T) {
	path := write(t, good)
	p, err := Parse(path)
	require.NoError(t, err)
	assert.Equal(t, "in", p.Input)
	require.Len(t, p.Buffers, 3)
	assert.Equal(t, "uint", p.Buffers[2].Type)
	require.Len(t, p.Steps, 3)
	pl, err := p.Instantiate(16)
	require.NoError(t, err)
	assert.Equal(t, []int{16, 16, 4}, pl.Sizes)
	l := pl.Steps[0].(*PlanLaunch)
	assert.Equal(t, []int{16}, l.Global)
	assert.Equal(t, []int{4}, l.Groups)
	assert.Equal(t, []string{"B=4", "FLAG"}, l.Defines)
	require.Len(t, l.Args, 5)
	assert.Equal(t, 2, l.Args[2].Buffer)
	assert.Equal(t, int64(8), l.Args[3].Local)
	assert.True(t, l.Args[3].LocalTYPE)
	assert.Equal(t, int64(16), l.Args[4].Value)
	f := pl.Steps[2].(*PlanFill)
	assert.Equal(t, 14, f.Off)
	// JSON is YAML too.
	_, err = ParseBytes(path, []byte(`{"scan": "exclusive", "input": "a", "output": "a", "buffers": {"a": "n"}, "steps": [{"fill": {"buffer": "a", "count": 1}}]}`))
	assert.NoError(t, err)
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, from, to string
		code           diag.Code
		want           string // the message after "p.yaml:"
	}{
		{"scan kind", "scan: inclusive", "scan: sideways", diag.CommandLine, `1:7: error: scan: want inclusive or exclusive, got "sideways"`},
		{"unknown top key", "input: in", "input: in\nflavour: 1", diag.CommandLine, `3:1: error: the description: unknown key "flavour"`},
		{"missing key", "output: out\n", "", diag.CommandLine, `1:1: error: the description: missing key "output"`},
		{"unknown input", "input: in", "input: nowhere", diag.CommandLine, `2:8: error: input: no buffer nowhere (buffers: in, out, flags)`},
		{"input not TYPE", "input: in", "input: flags", diag.CommandLine, `input: buffer flags holds uint, not TYPE`},
		{"bad buffer type", "type: uint", "type: float", diag.CommandLine, `7:30: error: buffer flags: type "float"`},
		{"bad expression", "num_groups: n / 4", "num_groups: n / / 4", diag.CommandLine, `11:17: error: bad expression "n / / 4"`},
		{"unknown name", "num_groups: n / 4", "num_groups: m / 4", diag.CommandLine, `unknown name m (only n is defined)`},
		{"both geometries", "num_groups: n / 4", "num_groups: n / 4\n    global_size: n", diag.CommandLine, `9:5: error: step 1: give exactly one of num_groups and global_size`},
		{"unknown step", "- copy:", "- move:", diag.CommandLine, `14:5: error: step 2: unknown step "move"`},
		{"host combine", "- copy: {from: out, to: in, count: n}", "- combine: {buffer: out}", diag.Unsupported, `14:5: error: step 2: a host step that combines elements (combine:)`},
		{"unknown buffer in args", "flags: flags,", "flags: flagz,", diag.CommandLine, `error: bad expression "flagz"`},
		{"unknown buffer in copy", "to: in, count", "to: inn, count", diag.CommandLine, `14:5: error: no buffer inn`},
		{"generic define", "B: 4,", "TYPE: 4,", diag.CommandLine, `12:15: error: step 1: defines: TYPE is instantiated by bvgen`},
		{"fill value", "offset: n - 2}", "offset: n - 2, value: 7}", diag.CommandLine, `fill: value "7": a host step may only write IDENTITY`},
		{"not yaml", "scan: inclusive", "scan: [inclusive", diag.CommandLine, `error: `},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			desc := replaceOnce(t, good, tc.from, tc.to)
			path := write(t, desc)
			_, err := Parse(path)
			require.Error(t, err)
			e, ok := err.(*diag.Error)
			require.True(t, ok, "%T", err)
			assert.Equal(t, tc.code, e.Code)
			assert.Contains(t, e.Msg, tc.want)
		})
	}
}

func TestInstantiateErrors(t *testing.T) {
	tests := []struct {
		name, from, to string
		n              int
		want           string
	}{
		{"not whole groups", "num_groups: n / 4", "global_size: n + 2", 16, `11:18: error: step 1: global size [18] at n = 16 is not a whole number of work groups of local size [4] (dimension 0)`},
		{"empty buffer", "n / 4, type", "n / 64, type", 16, `buffer flags: size: n / 64 = 0 at n = 16; it must be at least 1`},
		{"input too small", "in: n\n", "in: n - 1\n", 16, `input: buffer in has 15 elements at n = 16, fewer than n`},
		{"kernel not found", "- launch: k.cl", "- launch: k.cl\n    kernel: nope", 16, `k.cl: no kernel "nope" in the source (it defines k)`},
		{"missing file", "- launch: k.cl", "- launch: gone.cl", 16, `step 1: open`},
		{"missing argument", "n: n}", "}", 16, `step 1: args: no argument for parameter uint n of kernel k`},
		{"unknown parameter", "n: n}", "n: n, m: 1}", 16, `step 1: kernel k has no parameter m`},
		{"TYPE buffer as uint", "flags: flags,", "flags: out,", 16, `buffer out holds TYPE but parameter flags of kernel k is a pointer to uint`},
		{"local without size", "tmp: {local: 8}", "tmp: 8", 16, `parameter __local TYPE *tmp of kernel k is __local memory`},
		{"copy past the end", "count: n}", "count: n + 1}", 16, `copy: out[0..16] is past the end of out (16 elements at n = 16)`},
		{"aliased buffers", "out: out,", "out: in,", 16, `step 1: buffer in is bound to both in and out of kernel k: the race proof assumes distinct buffers`},
		{"division by zero", "num_groups: n / 4", "num_groups: n / (n - 16)", 16, `n / (n - 16) at n = 16: division by zero`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse(write(t, replaceOnce(t, good, tc.from, tc.to)))
			require.NoError(t, err)
			_, err = p.Instantiate(tc.n)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestExpr(t *testing.T) {
	tests := []struct {
		text string
		n    int64
		want int64
		err  string
	}{
		{"n", 8, 8, ""},
		{"n / 512", 4096, 8, ""},
		{"ceil_div(n / 512, 256)", 1 << 20, 8, ""},
		{"ceil_div(3, 2)", 0, 2, ""},
		{"min(n, 256) + max(1, n >> 3)", 16, 18, ""},
		{"log2(n)", 1024, 10, ""},
		{"log2(n)", 1000, 0, "not a power of two"},
		{"1 << 40 << 30", 0, 0, "too large"},
		{"n * n * n * n", 1 << 20, 0, "too large"},
		{"-n + 3", 2, 1, ""},
		{"4611686018427387903", 0, 4611686018427387903, ""},
	}
	for _, tc := range tests {
		e, err := parseExpr(tc.text, posOf("x.yaml"))
		require.NoError(t, err, tc.text)
		v, err := e.Eval(tc.n)
		if tc.err != "" {
			assert.ErrorContains(t, err, tc.err, tc.text)
			continue
		}
		require.NoError(t, err, tc.text)
		assert.Equal(t, tc.want, v, tc.text)
	}
	// Literals beyond 2^62 - 1 would wrap: 2^63-1 + 2^63-1 gave -2.
	for _, bad := range []string{"n.x", "f(n)", `"s"`, "1.5", "n ^ 1", "x",
		"0x7fffffffffffffff + 0x7fffffffffffffff", "4611686018427387904", "-4611686018427387904"} {
		_, err := parseExpr(bad, posOf("x.yaml"))
		assert.Error(t, err, bad)
	}
}

func replaceOnce(t *testing.T, s, from, to string) string {
	t.Helper()
	i := indexOf(s, from)
	require.GreaterOrEqual(t, i, 0, "%q not in the description", from)
	return s[:i] + to + s[i+len(from):]
}
