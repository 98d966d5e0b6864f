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

// TestPeelFloordStart: PPCG's triangular tile loop starts at c1 = 32 * b1
// - 2048 * floord(32 * b1 - c0 + 31, 2048), whose terms go negative; with
// signed intervals its second visit is still >= m, so both loops peel
// (covariance's kernel2). With a stride of 1024 it may run twice and
// stays a loop.
func TestPeelFloordStart(t *testing.T) {
	geom := Geometry{LocalSize: Dims{32, 16}, NumGroups: Dims{64, 64}}
	for _, tc := range []struct {
		stride string
		peels  int
	}{
		{"2048", 2},
		{"1024", 1},
	} {
		t.Run(tc.stride, func(t *testing.T) {
			b, err := os.ReadFile("testdata/singletrip_floord.ir")
			require.NoError(t, err)
			src := strings.Replace(string(b), "c1 + 2048:i64", "c1 + "+tc.stride+":i64", 1)
			m, err := Parse("floord.ir", src)
			require.NoError(t, err)
			f := m.Kernels[0]
			FoldPinned(f)
			assert.Equal(t, tc.peels, PeelSingleTripLoops(f, geom))
			require.NoError(t, FindLoops(f))
			require.Empty(t, Check(m))
			assert.Len(t, f.Loops, 2-tc.peels, Print(m))
		})
	}
}

// TestRangeOfSigned: intervals are signed readings without wrap-around;
// what the unsigned reading would need (a zext, an unsigned comparison or
// division of a possibly negative value) is unknown.
func TestRangeOfSigned(t *testing.T) {
	i64 := &IntType{Bits: 64}
	i32 := &IntType{Bits: 32}
	geom := Geometry{LocalSize: Dims{64}, NumGroups: Dims{16}}
	lid := &Cast{Op: ZExt, X: &Builtin{Fn: LocalID, Dim: 0}, To: i64}
	c := func(v int64, t *IntType) *Const { return &Const{Val: uint64(v), T: t} }
	neg := &Binary{Op: Sub, X: lid, Y: c(100, i64)} // [-100, -37]
	for _, tc := range []struct {
		name   string
		e      Expr
		want   interval
		wantOK bool
	}{
		{"sub below zero", neg, interval{-100, -37}, true},
		{"negative constant", c(-5, i32), interval{-5, -5}, true},
		{"sdiv truncates", &Binary{Op: SDiv, X: neg, Y: c(64, i64)}, interval{-1, 0}, true},
		{"ashr floors", &Binary{Op: AShr, X: neg, Y: c(6, i64)}, interval{-2, -1}, true},
		{"mul by negative", &Binary{Op: Mul, X: lid, Y: c(-2, i64)}, interval{-126, 0}, true},
		{"srem keeps the sign", &Binary{Op: SRem, X: neg, Y: c(8, i64)}, interval{-7, 0}, true},
		{"udiv of negative", &Binary{Op: UDiv, X: neg, Y: c(64, i64)}, interval{}, false},
		{"lshr of negative", &Binary{Op: LShr, X: neg, Y: c(1, i64)}, interval{}, false},
		{"zext of negative", &Cast{Op: ZExt, X: &Cast{Op: Trunc, X: neg, To: i32}, To: i64}, interval{}, false},
		{"sext of negative", &Cast{Op: SExt, X: &Cast{Op: Trunc, X: neg, To: i32}, To: i64}, interval{-100, -37}, true},
		{"i32 wraps", &Binary{Op: Mul, X: &Builtin{Fn: LocalID, Dim: 0}, Y: c(1<<26, i32)}, interval{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := rangeOf(tc.e, geom)
			assert.Equal(t, tc.wantOK, ok)
			if tc.wantOK {
				assert.Equal(t, tc.want, got)
			}
		})
	}
	_, ok := decide(&Binary{Op: Ult, X: neg, Y: c(0, i64)}, geom)
	assert.False(t, ok, "unsigned comparison of a negative value")
	v, ok := decide(&Binary{Op: Slt, X: neg, Y: c(0, i64)}, geom)
	assert.True(t, ok)
	assert.True(t, v)
	lid32 := &Builtin{Fn: LocalID, Dim: 0}
	v, ok = decide(&Binary{Op: Ult, X: lid32, Y: c(-1, i32)}, geom)
	assert.True(t, ok, "an unsigned comparison reads a constant unsigned")
	assert.True(t, v)
	v, ok = decide(&Binary{Op: Slt, X: lid32, Y: c(-1, i32)}, geom)
	assert.True(t, ok)
	assert.False(t, v, "signed, the constant is -1")
}
