package csource

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFindFuncs(t *testing.T) {
	src := `#define F(x) x
struct S { int a; };
static inline TYPE op(TYPE a, TYPE b) { return a; }
int proto(int x);
__kernel void __attribute__((reqd_work_group_size(64, 1, 1))) scan(__global TYPE *in) { { } }
void g(void) __attribute__((always_inline)) { }
`
	fs, err := FindFuncs(src)
	require.NoError(t, err)
	var names []string
	var kernels []bool
	for _, f := range fs {
		names = append(names, f.Name)
		kernels = append(kernels, f.Kernel)
		assert.Equal(t, byte('{'), src[f.Open])
		assert.Equal(t, byte('}'), src[f.Close])
	}
	assert.Equal(t, []string{"op", "scan", "g"}, names)
	assert.Equal(t, []bool{false, true, false}, kernels)
}

func TestFindDecls(t *testing.T) {
	src := `__kernel void k(__global TYPE *in, __local TYPE *scratch) {
  unsigned t = get_local_id(0);
  __local TYPE s[N], u[2 * N][4];
  TYPE temp; /* TYPE fake; */
  TYPE *p = in, acc = in[0];
  for (TYPE x; t < 4; t++) { TYPE arr[4]; (void)x; }
  if (t) { TYPE inner = IDENTITY; }
  sum = (TYPE)t;
#ifdef X
  TYPE late;
#endif
}
TYPE helper(TYPE a) { TYPE r; r = a; return r; }
`
	ds, err := FindDecls(src, "TYPE")
	require.NoError(t, err)
	type row struct {
		name    string
		local   bool
		dims    []string
		ptr     bool
		init    bool
		depth   int
		forInit bool
		dir     bool
		fn      string
		line    int
	}
	var got []row
	for _, d := range ds {
		got = append(got, row{d.Name, d.Local, d.Dims, d.Pointer, d.Init, d.Depth, d.ForInit, d.Directive, d.Func, d.Line})
	}
	assert.Equal(t, []row{
		{"s", true, []string{"N"}, false, false, 1, false, false, "k", 3},
		{"u", true, []string{"2 * N", "4"}, false, false, 1, false, false, "k", 3},
		{"temp", false, nil, false, false, 1, false, false, "k", 4},
		{"p", false, nil, true, true, 1, false, false, "k", 5},
		{"acc", false, nil, false, true, 1, false, false, "k", 5},
		{"x", false, nil, false, false, 1, true, false, "k", 6},
		{"arr", false, []string{"4"}, false, false, 2, false, false, "k", 6},
		{"inner", false, nil, false, true, 2, false, false, "k", 7},
		{"late", false, nil, false, false, 1, false, true, "k", 10},
		{"r", false, nil, false, false, 1, false, false, "helper", 13},
	}, got)
	// Spans: the statement of s and u, and where an initialiser goes.
	assert.Equal(t, "__local TYPE s[N], u[2 * N][4];", src[ds[0].Stmt.Start:ds[0].Stmt.End])
	assert.Equal(t, ds[0].Stmt, ds[1].Stmt)
	assert.Equal(t, "u[2 * N][4]", src[ds[1].NamePos:ds[1].NameEnd])
	assert.Equal(t, "temp", src[ds[2].NamePos:ds[2].NameEnd])
}
