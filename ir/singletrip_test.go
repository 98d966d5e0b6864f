package ir

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPeelSingleTripLoops: a grid-stride loop pinned to one trip becomes a
// conditional that asserts it; one that may run twice, one whose counter
// is read after it, and one at an unconstrained geometry stay loops.
func TestPeelSingleTripLoops(t *testing.T) {
	geom := Geometry{LocalSize: Dims{32}, NumGroups: Dims{128}}
	for _, tc := range []struct {
		file  string
		geom  Geometry
		peels int
	}{
		{"once", geom, 1},
		{"once", Geometry{LocalSize: Dims{32}, NumGroups: Dims{Unconstrained}}, 0},
		{"once", Geometry{LocalSize: Dims{32}, NumGroups: Dims{129}}, 1},     // group 128 does not enter it at all
		{"once", Geometry{LocalSize: Dims{32}, NumGroups: Dims{1 << 27}}, 0}, // 32 * group id may wrap its 32 bits
		{"twice", geom, 0},
		{"after", geom, 0},
	} {
		t.Run(tc.file+"/"+tc.geom.NumGroups.String(), func(t *testing.T) {
			m, f := loadTestIR(t, "singletrip_"+tc.file+".ir")
			FoldPinned(f)
			n := PeelSingleTripLoops(f, tc.geom)
			require.NoError(t, FindLoops(f))
			require.Empty(t, Check(m))
			out := Print(m)
			if tc.peels == 0 {
				assert.Zero(t, n)
				assert.Len(t, f.Loops, 1, out)
				return
			}
			assert.Equal(t, tc.peels, n)
			assert.Empty(t, f.Loops, out)
			assert.Contains(t, out, "bb7.once:\n  assert(!((zext(32:i32 * get_group_id(0)) to i64 + 4096:i64) <s 4096:i64))")
			assert.True(t, strings.Contains(out, "c:i64 = phi [entry: c.1]"), out)
		})
	}
}

// TestPeelNestedSingleTrip: an inner grid-stride loop whose bound reads
// the outer counter (PPCG's c1 <= min(n - 1, c0 + 31)) is peeled once the
// outer one is, its counter then being a copy of its start.
func TestPeelNestedSingleTrip(t *testing.T) {
	m, f := loadTestIR(t, "singletrip_nested.ir")
	FoldPinned(f)
	assert.Equal(t, 2, PeelSingleTripLoops(f, Geometry{LocalSize: Dims{32}, NumGroups: Dims{128}}))
	require.NoError(t, FindLoops(f))
	require.Empty(t, Check(m))
	out := Print(m)
	assert.Empty(t, f.Loops, out)
	assert.Contains(t, out, "bb12.once:\n  assert(!((zext(get_local_id(0)) to i64 + 4096:i64) <=s (((4096:i64 - 1:i64) <s (zext(32:i32 * get_group_id(0)) to i64 + 31:i64)) ? (4096:i64 - 1:i64) : (zext(32:i32 * get_group_id(0)) to i64 + 31:i64))))", out)
}

// loadTestIR parses testdata/name and returns it with its first kernel.
func loadTestIR(t *testing.T, name string) (*Module, *Function) {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	require.NoError(t, err)
	m, err := Parse(name, string(b))
	require.NoError(t, err)
	return m, m.Kernels[0]
}

// TestFoldPinned: uses of a parameter a precondition pins become the
// constant; the precondition keeps the parameter.
func TestFoldPinned(t *testing.T) {
	m, f := loadTestIR(t, "singletrip_once.ir")
	folded := FoldPinned(f)
	require.Len(t, folded, 1)
	assert.Equal(t, "n", folded[0].Name)
	out := Print(m)
	assert.Contains(t, out, "requires(n == 4096:i64)")
	assert.Contains(t, out, "t8:bool = c <s 4096:i64")
	assert.Len(t, FoldPinned(f), 1, "idempotent")
	assert.Contains(t, Print(m), "requires(n == 4096:i64)")
}

// TestPinnedConjunction: a precondition a && b && c, as clang lowers it
// (a ? (b ? c : false) : false), pins each parameter its conjuncts fix;
// a disjunction (a ? true : b) pins none.
func TestPinnedConjunction(t *testing.T) {
	const src = `; module k.cl

kernel k(global i32 *A, i32 nx, i32 ny, i32 nz, i32 nw) ; k.cl:1:1
entry:
  t5:bool = nx == 512:i32 ; 2:3
  t7:bool = ny == 256:i32 ; 2:3
  t9:bool = nz == 64:i32 ; 2:3
  t11:bool = t5 ? (t7 ? t9 : false) : false
  requires(t11) ; 2:3
  t13:bool = nw == 7:i32 ; 3:3
  t12:bool = t13 ? true : t7
  requires(t12) ; 3:3
  store A[nx * 4:i32] = ny ; 4:3
  return ; 5:1
`
	m, err := Parse("k.cl", src)
	require.NoError(t, err)
	got := map[string]uint64{}
	for v, c := range PinnedParams(m.Kernels[0]) {
		got[v.Name] = c.Val
	}
	assert.Equal(t, map[string]uint64{"nx": 512, "ny": 256, "nz": 64}, got)
}
