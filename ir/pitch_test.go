package ir

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// evalInt evaluates the integer expressions SplitPitch builds.
func evalInt(t *testing.T, e Expr, env map[*Var]uint64) uint64 {
	switch e := e.(type) {
	case *Const:
		return e.Val
	case *VarRef:
		return env[e.V]
	case *Binary:
		v, ok := EvalBinary(e.Op, evalInt(t, e.X, env), evalInt(t, e.Y, env), Bits(e.X.Type()))
		require.True(t, ok)
		return v
	case *Cast:
		v, ok := EvalCast(e.Op, evalInt(t, e.X, env), Bits(e.X.Type()), Bits(e.To))
		require.True(t, ok)
		return v
	}
	t.Fatalf("unexpected %T", e)
	return 0
}

func TestSplitPitch(t *testing.T) {
	i32, i64 := Int(32), Int(64)
	ny := &Var{Name: "ny", T: i64}
	w32 := &Var{Name: "width", T: i32}
	t0, c0, c1, c3 := &Var{Name: "t0", T: i64}, &Var{Name: "c0", T: i64}, &Var{Name: "c1", T: i64}, &Var{Name: "c3", T: i64}
	x, y := &Var{Name: "x", T: i32}, &Var{Name: "y", T: i32}
	// PPCG: t48 = trunc(t47), t47 = t45 + t46, t45 = t44 * ny,
	// t44 = t0 + c0, t46 = c1 + c3.
	t44, t45, t46, t47, t48 := &Var{Name: "t44", T: i64}, &Var{Name: "t45", T: i64}, &Var{Name: "t46", T: i64}, &Var{Name: "t47", T: i64}, &Var{Name: "t48", T: i32}
	// A 32-bit width extended: conv = sext(width); cell = trunc(y64 * conv + x64 + 1).
	conv, y64, x64 := &Var{Name: "conv", T: i64}, &Var{Name: "y64", T: i64}, &Var{Name: "x64", T: i64}
	ref := func(v *Var) Expr { return &VarRef{V: v} }
	add := func(a, b Expr) Expr { return &Binary{Op: Add, X: a, Y: b} }
	mul := func(a, b Expr) Expr { return &Binary{Op: Mul, X: a, Y: b} }
	defs := map[*Var]Expr{
		t44: add(ref(t0), ref(c0)), t45: mul(ref(t44), ref(ny)), t46: add(ref(c1), ref(c3)),
		t47: add(ref(t45), ref(t46)), t48: &Cast{Op: Trunc, X: ref(t47), To: i32},
		conv: &Cast{Op: SExt, X: ref(w32), To: i64},
	}
	params := map[*Var]bool{ny: true, w32: true}
	isParam := func(v *Var) bool { return params[v] }
	one64 := &Const{Val: 1, T: i64}
	tests := []struct {
		name        string
		cell        Expr
		row, col, p string
		ok          bool
	}{
		{"ppcg", ref(t48), "t44", "c1 + c3", "ny", true},
		{"amd", add(mul(ref(y), ref(w32)), ref(x)), "y", "x", "width", true},
		{"pitch first", add(ref(x), mul(ref(w32), ref(y))), "y", "x", "width", true},
		{"extended", &Cast{Op: Trunc, X: add(add(mul(ref(y64), ref(conv)), ref(x64)), one64), To: i32}, "y64", "x64 + 1:i64", "sext(width) to i64", true},
		{"two rows", add(add(mul(ref(x), ref(w32)), mul(ref(y), ref(w32))), ref(x)), "x + y", "x", "width", true},
		{"no pitch", add(mul(ref(y), &Const{Val: 64, T: i32}), ref(x)), "", "", "", false},
		{"nested product", add(mul(ref(y), ref(w32)), mul(ref(x), mul(ref(x), ref(w32)))), "y", "x * (x * width)", "width", true},
		{"64-bit cell", ref(t47), "", "", "", false},
		// A float4 image in 4-byte cells: 4 * (y * width + x) + lane.
		{"scaled", add(mul(add(mul(ref(y), ref(w32)), ref(x)), &Const{Val: 4, T: i32}), &Const{Val: 3, T: i32}), "y", "(x * 4:i32) + 3:i32", "width * 4:i32", true},
		{"scaled, constant first", mul(&Const{Val: 2, T: i32}, add(ref(x), mul(ref(w32), ref(y)))), "y", "x * 2:i32", "width * 2:i32", true},
		{"scaled, no pitch", mul(add(mul(ref(y), &Const{Val: 64, T: i32}), ref(x)), &Const{Val: 4, T: i32}), "", "", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sp, ok := SplitPitch(tc.cell, defs, isParam, nil)
			require.Equal(t, tc.ok, ok)
			if !ok {
				return
			}
			assert.Equal(t, tc.row, ExprString(sp.Row))
			assert.Equal(t, tc.col, ExprString(sp.Col))
			assert.Equal(t, tc.p, ExprString(sp.P))
			// The soundness of the split: cell == Cell == trunc?(Row * P + Col)
			// in every state that satisfies the definitions.
			r := rand.New(rand.NewSource(1))
			for i := 0; i < 200; i++ {
				env := map[*Var]uint64{}
				for _, v := range []*Var{ny, w32, t0, c0, c1, c3, x, y, y64, x64} {
					env[v] = r.Uint64() & Mask(Bits(v.T))
					if i%2 == 0 {
						env[v] &= 0xfff
					}
				}
				for _, v := range []*Var{t44, t45, t46, t47, t48, conv} {
					env[v] = evalInt(t, defs[v], env)
				}
				want := evalInt(t, tc.cell, env)
				require.Equal(t, want, evalInt(t, sp.Cell, env))
				whole := evalInt(t, sp.Row, env)*evalInt(t, sp.P, env) + evalInt(t, sp.Col, env)
				require.Equal(t, want, whole&Mask(Bits(tc.cell.Type())))
			}
		})
	}
	// Constant pitches: a declared row of 33 (shared_ex[c2][c3]), the
	// halo row folded into a constant, a multiple of the width.
	c33 := &Const{Val: 33, T: Int(64)}
	k := func(v uint64) Expr { return &Const{Val: v, T: i32} }
	for _, tc := range []struct {
		name     string
		cell     Expr
		row, col string
	}{
		{"row", add(mul(ref(y), k(33)), ref(x)), "y", "x"},
		{"halo row", add(add(mul(ref(y), k(33)), k(66)), ref(x)), "y + 2:i32", "x"},
		{"two rows", add(mul(k(66), ref(y)), ref(x)), "y * 2:i32", "x"},
		{"back a row", add(add(mul(ref(y), k(33)), k(0xffffffdf)), ref(x)), "y + 4294967295:i32", "x"},
		{"constant row", add(add(k(330), ref(x)), k(1)), "10:i32", "x + 1:i32"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sp, ok := SplitPitch(tc.cell, defs, isParam, c33)
			require.True(t, ok)
			assert.Equal(t, tc.row, ExprString(sp.Row))
			assert.Equal(t, tc.col, ExprString(sp.Col))
			assert.Equal(t, "33:i32", ExprString(sp.P))
			r := rand.New(rand.NewSource(2))
			for i := 0; i < 200; i++ {
				env := map[*Var]uint64{x: r.Uint64() & Mask(32), y: r.Uint64() & Mask(32)}
				whole := evalInt(t, sp.Row, env)*33 + evalInt(t, sp.Col, env)
				require.Equal(t, evalInt(t, tc.cell, env), whole&Mask(32))
			}
		})
	}
	// No multiple of the wanted pitch: row 0 of a parameter or of a
	// constant of 256 or more (whether the column stays below it is the
	// pitched log's to check); a smaller constant is a structure's size.
	_, ok := SplitPitch(add(mul(ref(y), k(32)), ref(x)), defs, isParam, c33)
	assert.False(t, ok, "no multiple of 33")
	sp, ok := SplitPitch(add(mul(ref(y), k(32)), ref(x)), defs, isParam, &Const{Val: 300, T: i64})
	require.True(t, ok, "no multiple of 300")
	assert.Equal(t, "0:i32", ExprString(sp.Row))
	assert.Equal(t, "(y * 32:i32) + x", ExprString(sp.Col))
	sp, ok = SplitPitch(ref(x), defs, isParam, ref(w32))
	require.True(t, ok, "no multiple of width")
	assert.Equal(t, "0:i32", ExprString(sp.Row))
	assert.Equal(t, "x", ExprString(sp.Col))
	// A row of constants computed from constants ((1000 - 1) * 1000, a
	// pinned size): folded, then divided by the pitch.
	r999 := &Var{Name: "r999", T: i32}
	defs[r999] = mul(&Binary{Op: Sub, X: k(1000), Y: k(1)}, k(1000))
	sp, ok = SplitPitch(add(ref(r999), ref(x)), defs, isParam, &Const{Val: 1000, T: i64})
	require.True(t, ok)
	assert.Equal(t, "999:i32", ExprString(sp.Row))
	assert.Equal(t, "x", ExprString(sp.Col))
	delete(defs, r999)

	// A wanted scaled pitch: the same scale splits, another does not.
	lane := add(mul(add(mul(ref(y), ref(w32)), ref(x)), k(4)), k(1))
	sp, ok = SplitPitch(lane, defs, isParam, mul(ref(w32), k(4)))
	require.True(t, ok)
	assert.Equal(t, "y", ExprString(sp.Row))
	_, ok = SplitPitch(lane, defs, isParam, mul(ref(w32), k(2)))
	assert.False(t, ok, "another scale")

	// A wanted pitch that the cell does not use.
	_, ok = SplitPitch(add(mul(ref(y), ref(w32)), ref(x)), defs, isParam, ref(ny))
	assert.False(t, ok)
}

// TestConstStride: the stride of an array of structures or of interleaved
// channels is found through the index's definitions; powers of two and
// products of two variables are no stride.
func TestConstStride(t *testing.T) {
	i32, i64 := Int(32), Int(64)
	i, c, n := &Var{Name: "i", T: i32}, &Var{Name: "c", T: i32}, &Var{Name: "n", T: i32}
	t1, t2, t3 := &Var{Name: "t1", T: i64}, &Var{Name: "t2", T: i64}, &Var{Name: "t3", T: i32}
	ref := func(v *Var) Expr { return &VarRef{V: v} }
	k := func(v uint64, t *IntType) Expr { return &Const{Val: v, T: t} }
	add := func(a, b Expr) Expr { return &Binary{Op: Add, X: a, Y: b} }
	mul := func(a, b Expr) Expr { return &Binary{Op: Mul, X: a, Y: b} }
	// ps[i].vel.y at -O0: t1 = sext(i) * 48; t2 = t1 + 20; t3 = trunc(t2).
	defs := map[*Var]Expr{
		t1: mul(&Cast{Op: SExt, X: ref(i), To: i64}, k(48, i64)),
		t2: add(ref(t1), k(20, i64)),
		t3: &Cast{Op: Trunc, X: ref(t2), To: i32},
	}
	for _, tc := range []struct {
		name string
		cell Expr
		want uint64
		ok   bool
	}{
		{"struct through definitions", ref(t3), 48, true},
		{"rgb", add(mul(k(3, i32), ref(i)), ref(c)), 3, true},
		{"power of two", add(mul(ref(i), k(16, i32)), ref(c)), 0, false},
		{"symbolic", add(mul(ref(i), ref(n)), ref(c)), 0, false},
		{"no product", add(ref(i), k(3, i32)), 0, false},
	} {
		got, ok := ConstStride(tc.cell, defs)
		assert.Equal(t, tc.ok, ok, tc.name)
		assert.Equal(t, tc.want, got, tc.name)
	}
	// The stride found splits the index by it.
	sp, ok := SplitPitch(ref(t3), defs, func(*Var) bool { return false }, &Const{Val: 48, T: i64})
	require.True(t, ok)
	assert.Equal(t, "20:i64", ExprString(sp.Col))
	assert.Equal(t, "sext(i) to i64", ExprString(sp.Row))

	// A size pinned by __requires (cols == 257) is a product of constants
	// in the IR, t15 = 257 * 16: the split folds it into the stride's
	// multiple, as invariants' folded indices show it.
	t15, t16 := &Var{Name: "t15", T: i32}, &Var{Name: "t16", T: i32}
	defs[t15] = mul(k(257, i32), k(16, i32))
	defs[t16] = mul(ref(t15), ref(i))
	sp, ok = SplitPitch(add(ref(t16), ref(c)), defs, func(*Var) bool { return false }, &Const{Val: 257, T: i64})
	require.True(t, ok)
	assert.Equal(t, "i * 16:i32", ExprString(sp.Row))
	assert.Equal(t, "c", ExprString(sp.Col))
}

// TestSplitRow: a cube flattened with one constant extent splits its row
// once more, hi * P + lo == Row; a row without a multiple of the pitch,
// or a parameter's pitch, does not.
func TestSplitRow(t *testing.T) {
	i64 := Int(64)
	i, j, k := &Var{Name: "i", T: i64}, &Var{Name: "j", T: i64}, &Var{Name: "k", T: i64}
	ref := func(v *Var) Expr { return &VarRef{V: v} }
	add := func(a, b Expr) Expr { return &Binary{Op: Add, X: a, Y: b} }
	mul := func(a, b Expr) Expr { return &Binary{Op: Mul, X: a, Y: b} }
	c := func(v uint64) Expr { return &Const{Val: v, T: i64} }
	p120 := &Const{Val: 120, T: i64}
	// PPCG's heat-3d with n == 120: ((i + 1) * 120 + (j + 1)) * 120 + k.
	cell := add(mul(add(mul(add(ref(i), c(1)), c(120)), add(ref(j), c(1))), c(120)), ref(k))
	sp, ok := SplitPitch(&Cast{Op: Trunc, X: cell, To: Int(32)}, map[*Var]Expr{}, func(*Var) bool { return false }, p120)
	require.True(t, ok)
	hi, lo, ok := SplitRow(sp)
	require.True(t, ok)
	assert.Equal(t, "i + 1:i64", ExprString(hi))
	assert.Equal(t, "j + 1:i64", ExprString(lo))
	r := rand.New(rand.NewSource(3))
	for n := 0; n < 200; n++ {
		env := map[*Var]uint64{i: r.Uint64(), j: r.Uint64(), k: r.Uint64()}
		require.Equal(t, evalInt(t, sp.Row, env), evalInt(t, hi, env)*120+evalInt(t, lo, env))
	}

	_, _, ok = SplitRow(&Pitch{Row: add(ref(i), ref(j)), Col: ref(k), P: p120, W: 64})
	assert.False(t, ok, "no multiple of the pitch in the row")
	_, _, ok = SplitRow(&Pitch{Row: add(mul(ref(i), ref(j)), ref(j)), Col: ref(k), P: ref(j), W: 64})
	assert.False(t, ok, "a parameter's pitch")
}
