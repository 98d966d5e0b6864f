package interval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/csource"
)

func instrument(t *testing.T, src string, elems map[int]int) (string, *Regions, error) {
	t.Helper()
	decl, err := csource.FindKernel(src, "")
	require.NoError(t, err)
	rs := &Regions{}
	out, err := Instrument(src, "k.cl", decl, elems, rs)
	if err == nil {
		assert.Equal(t, strings.Count(src, "\n"), strings.Count(out, "\n"), "line numbers kept")
	}
	return out, rs, err
}

func TestInstrument(t *testing.T) {
	src := `__kernel void k(__global TYPE *in, __local TYPE *scratch) {
  unsigned t = get_local_id(0);
  __local TYPE s[N], u[2][4];
  TYPE temp, acc = in[0];
  TYPE arr[3];
  for (TYPE x; t < 1; t++) { }
  s[t] = in[t];
}
`
	out, rs, err := instrument(t, src, map[int]int{1: 16})
	require.NoError(t, err)
	lines := strings.Split(out, "\n")
	// The body's first line: the hoisted declaration, the fills of the
	// parameter and both arrays, one barrier.
	assert.Contains(t, lines[0], "{ __local TYPE s[N], u[2][4]; { const size_t __bvgen_l = ")
	assert.Contains(t, lines[0], "__bvgen_i < (size_t)(16); __bvgen_i += __bvgen_s) ((__local TYPE *)scratch)[__bvgen_i] = BVGEN_UNWRITTEN(0, __bvgen_i);")
	assert.Contains(t, lines[0], "((__local TYPE *)&s)[__bvgen_i] = BVGEN_UNWRITTEN(1, __bvgen_i);")
	assert.Contains(t, lines[0], "((__local TYPE *)&u)[__bvgen_i] = BVGEN_UNWRITTEN(2, __bvgen_i);")
	assert.True(t, strings.HasSuffix(lines[0], "} barrier(CLK_LOCAL_MEM_FENCE);"), lines[0])
	assert.Equal(t, "", strings.TrimSpace(lines[2]), "the declaration left its line")
	assert.Equal(t, "  TYPE temp = BVGEN_UNWRITTEN(3, 0), acc = in[0];", lines[3])
	assert.Equal(t, "  TYPE arr[3]; for (size_t __bvgen_i = 0; __bvgen_i < sizeof(arr) / sizeof(TYPE); __bvgen_i++) ((TYPE *)&arr)[__bvgen_i] = BVGEN_UNWRITTEN(4, __bvgen_i);", lines[4])
	assert.Equal(t, "  for (TYPE x = BVGEN_UNWRITTEN(5, 0); t < 1; t++) { }", lines[5])
	assert.Equal(t, []Region{
		{What: "__local buffer", Name: "scratch", File: "k.cl", Line: 1, Dims: 1},
		{What: "__local array", Name: "s", File: "k.cl", Line: 3, Dims: 1, Func: "k"},
		{What: "__local array", Name: "u", File: "k.cl", Line: 3, Dims: 2, Func: "k"},
		{What: "private variable", Name: "temp", File: "k.cl", Line: 4, Func: "k"},
		{What: "private array", Name: "arr", File: "k.cl", Line: 5, Dims: 1, Func: "k"},
		{What: "private variable", Name: "x", File: "k.cl", Line: 6, Func: "k"},
	}, rs.List)
	assert.Equal(t, []string{"scratch", "s", "u"}, rs.Locals())
}

func TestInstrumentNothingToFill(t *testing.T) {
	src := "__kernel void k(__global TYPE *in, __global TYPE *out) {\n  out[0] = in[0];\n}\n"
	out, rs, err := instrument(t, src, nil)
	require.NoError(t, err)
	assert.Equal(t, src, out)
	assert.Empty(t, rs.List)
}

func TestInstrumentErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"declaration under #if", "__kernel void k(__global TYPE *in) {\n#ifdef X\n  __local TYPE s[4];\n#endif\n}\n",
			"k.cl:3:16: error: cannot move the __local TYPE array s to the top of the kernel"},
		{"local in a helper", "void h(void) { __local TYPE s[4]; }\n__kernel void k(__global TYPE *in) { }\n",
			"k.cl:1:29: error: __local TYPE variable s declared in h, which is not a kernel"},
		{"private array in a for header", "__kernel void k(__global TYPE *in) {\n  for (TYPE a[2]; ; ) { }\n}\n",
			"k.cl:2:13: error: a private TYPE array (a) declared in a for header"},
		{"local buffer without a size", "__kernel void k(__global TYPE *in, __local TYPE *s) { }\n",
			"k.cl:1:50: error: no size for the __local TYPE buffer s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := instrument(t, tt.src, nil)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			var ie *InstrumentError
			assert.ErrorAs(t, err, &ie)
		})
	}
}

func TestRegionsExplain(t *testing.T) {
	rs := &Regions{}
	out, _ := rs.Add(Region{What: "buffer", Name: "out"})
	u, _ := rs.Add(Region{What: "__local array", Name: "u", File: "k.cl", Line: 12, Dims: 1})
	tile, _ := rs.Add(Region{What: "__local array", Name: "tile", File: "k.cl", Line: 13, Dims: 2})
	acc, _ := rs.Add(Region{What: "private variable", Name: "acc", File: "k.cl", Line: 20})
	m := Monoid32
	tests := []struct {
		got       Elem
		index     int
		gotText   string
		reason    string
		own       bool
		unwritten string
	}{
		{Unwritten(out, 7), 7, "", "this output was never written by the kernel", true, "out"},
		{Unwritten(out, 3), 7, "unwritten out[3]", "this output depends on out[3], which no work item wrote before it was read", false, "out"},
		{Unwritten(u, 0), 7, "unwritten u[0]", "this output depends on u[0] (the __local array declared at k.cl:12), which", false, "u"},
		{Unwritten(tile, 37), 7, "unwritten tile[37]", "tile[37] (the __local array declared at k.cl:13; the cell's index in row-major order)", false, "tile"},
		{Unwritten(acc, 0), 7, "unwritten acc", "acc (the private variable declared at k.cl:20)", false, "acc"},
	}
	for _, tt := range tests {
		mm := &Mismatch{Index: tt.index, Got: tt.got}
		rs.Explain(mm, m, out)
		assert.Equal(t, tt.gotText, mm.GotText)
		assert.Contains(t, mm.Reason, tt.reason)
		assert.Equal(t, tt.own, mm.Own)
		require.NotNil(t, mm.Unwritten)
		assert.Equal(t, tt.unwritten, mm.Unwritten.Name)
	}
	// Not an unwritten code: nothing changes.
	mm := &Mismatch{Index: 1, Got: TopElem, Reason: "r"}
	rs.Explain(mm, m, out)
	assert.Equal(t, "r", mm.Reason)
	assert.Nil(t, mm.Unwritten)
	// Too many regions.
	for len(rs.List) < MaxRegions {
		_, err := rs.Add(Region{What: "buffer", Name: "b"})
		require.NoError(t, err)
	}
	_, err := rs.Add(Region{What: "buffer", Name: "one too many"})
	assert.ErrorContains(t, err, "more than 126")
}
