package ir

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// expLoop is a loop over counters defined by the placeholders: INIT and
// STEP define o (entry value, back-edge value); d is Blelloch's halving
// counter; x is a product with o.
const expLoop = `; module k.cl

kernel k(global i32 *p) ; k.cl:1:1
  loop h depth 1 {h b}
entry:
  t:i32 = get_local_id(0) ; 2:1
  goto h ; 2:1
h:
  o:i32 = phi [entry: INIT, b: o.2]
  d:i32 = phi [entry: 512:i32, b: d.2]
  c:bool = d >u 0:i32 ; 2:1
  if c goto b else end ; 2:1
b:
  x:i32 = o * t ; 3:1
  store p[x * 4:i32] = 1:i32 ; 3:1
  o.2:i32 = STEP ; 4:1
  d.2:i32 = d /u 2:i32 ; 4:1
  goto h ; 4:1
end:
  return ; 5:1
`

// TestAddExponents: which variables get an exponent companion, and the
// companion's definitions.
func TestAddExponents(t *testing.T) {
	for _, tc := range []struct {
		name, init, step string
		want             []string // printed companion definitions; nil: none for o
	}{
		{"doubling", "1:i32", "o * 2:i32", []string{"o.log2:i32 = phi [entry: 0:i32, b: o.2.log2]", "o.2.log2:i32 = o.log2 + 1:i32"}},
		{"shift left", "4:i32", "o << 3:i32", []string{"o.log2:i32 = phi [entry: 2:i32, b: o.2.log2]", "o.2.log2:i32 = o.log2 + 3:i32"}},
		{"constant first", "1:i32", "8:i32 * o", []string{"o.2.log2:i32 = o.log2 + 3:i32"}},
		{"halving", "1024:i32", "o >>u 1:i32", []string{"o.2.log2:i32 = o.log2 - 1:i32"}},
		{"start not a power of two", "3:i32", "o * 2:i32", nil},
		{"step not a power of two", "1:i32", "o * 3:i32", nil},
		{"additive step", "1:i32", "o + 1:i32", nil},
		{"start from work item", "t", "o * 2:i32", nil},
		{"shift by the width", "1:i32", "o << 32:i32", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.NewReplacer("INIT", tc.init, "STEP", tc.step).Replace(expLoop)
			m, err := Parse("k.ll", src)
			require.NoError(t, err)
			f := m.Kernels[0]
			AddExponents(f)
			require.Empty(t, Check(m))
			out := Print(m)
			// d halves from 512: always tracked.
			assert.Contains(t, out, "d.log2:i32 = phi [entry: 9:i32, b: d.2.log2]")
			for _, w := range tc.want {
				assert.Contains(t, out, w)
			}
			var o *Var
			for v := range f.Exponents {
				if v.Name == "o" {
					o = v
				}
			}
			assert.Equal(t, tc.want != nil, o != nil, "o tracked")
			AddExponents(f)
			assert.Equal(t, out, Print(m), "a second call changes nothing")
		})
	}
}

// TestExponentOf: exponents of constants, companions and scaled companions.
func TestExponentOf(t *testing.T) {
	src := strings.NewReplacer("INIT", "1:i32", "STEP", "o * 2:i32").Replace(expLoop)
	m, err := Parse("k.ll", src)
	require.NoError(t, err)
	f := m.Kernels[0]
	AddExponents(f)
	var o *Var
	for v := range f.Exponents {
		if v.Name == "o" {
			o = v
		}
	}
	require.NotNil(t, o)
	i32 := Int(32)
	ref := &VarRef{V: o}
	for _, tc := range []struct {
		e    Expr
		want string // printed exponent, "" for none
	}{
		{&Const{Val: 64, T: i32}, "6:i32"},
		{&Const{Val: 6, T: i32}, ""},
		{ref, "o.log2"},
		{&Binary{Op: LShr, X: ref, Y: &Const{Val: 1, T: i32}}, "o.log2 - 1:i32"},
		{&Binary{Op: UDiv, X: ref, Y: &Const{Val: 4, T: i32}}, "o.log2 - 2:i32"},
		{&Binary{Op: Mul, X: &Const{Val: 2, T: i32}, Y: ref}, "o.log2 + 1:i32"},
		{&Binary{Op: Add, X: ref, Y: &Const{Val: 1, T: i32}}, ""},
		{&BoolConst{Val: true}, ""},
	} {
		got := f.ExponentOf(tc.e)
		if tc.want == "" {
			assert.Nil(t, got, "%s", ExprString(tc.e))
			continue
		}
		require.NotNil(t, got, "%s", ExprString(tc.e))
		assert.Equal(t, tc.want, ExprString(got))
	}
}
