package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseDims(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Dims
		err  bool
	}{
		{"64", Dims{64}, false},
		{"64,64", Dims{64, 64}, false},
		{"[64,64]", Dims{64, 64}, false},
		{"[8, *, 2]", Dims{8, Unconstrained, 2}, false},
		{"0", nil, true},
		{"1,2,3,4", nil, true},
		{"[64", nil, true},
		{"x", nil, true},
	} {
		got, err := ParseDims(tc.in)
		if tc.err {
			assert.Error(t, err, tc.in)
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
}

func TestGeometryResolve(t *testing.T) {
	g := &Geometry{LocalSize: Dims{64}, GlobalSize: Dims{256}}
	require.NoError(t, g.Resolve())
	assert.Equal(t, Dims{4}, g.NumGroups)
	assert.Error(t, (&Geometry{LocalSize: Dims{64}, GlobalSize: Dims{100}}).Resolve())
	assert.Error(t, (&Geometry{LocalSize: Dims{64}, GlobalSize: Dims{256}, NumGroups: Dims{2}}).Resolve())
	assert.Equal(t, int64(1), Dims{8}.Dim(2))
}

// loopFunc builds: entry -> h; h -> body | exit; body -> h.
func loopFunc() (*Function, *Block, *Block, *Block) {
	f := &Function{Name: "f"}
	entry, h, body, exit := &Block{Name: "entry"}, &Block{Name: "h"}, &Block{Name: "body"}, &Block{Name: "exit"}
	i := f.NewVar("i", Int(32))
	i1 := f.NewVar("i", Int(32))
	c := f.NewVar("c", Bool)
	entry.Term = &Jump{Target: h}
	h.Phis = []*Phi{{Dst: i, In: []PhiIn{{Pred: entry, Val: &Const{T: Int(32)}}, {Pred: body, Val: &VarRef{V: i1}}}}}
	h.Stmts = []Stmt{&Assign{Dst: c, Src: &Binary{Op: Ult, X: &VarRef{V: i}, Y: &Const{Val: 8, T: Int(32)}}}}
	h.Term = &Branch{Cond: &VarRef{V: c}, Then: body, Else: exit}
	body.Stmts = []Stmt{&Assign{Dst: i1, Src: &Binary{Op: Add, X: &VarRef{V: i}, Y: &Const{Val: 1, T: Int(32)}}}}
	body.Term = &Jump{Target: h}
	exit.Term = &Return{}
	f.Blocks = []*Block{entry, h, body, exit}
	return f, h, body, exit
}

func TestFindLoops(t *testing.T) {
	f, h, body, exit := loopFunc()
	require.NoError(t, FindLoops(f))
	require.Len(t, f.Loops, 1)
	l := f.Loops[0]
	assert.Equal(t, h, l.Header)
	assert.Equal(t, []*Block{h, body}, l.Blocks)
	assert.Equal(t, []*Block{body}, l.Latches)
	assert.Equal(t, []*Block{exit}, l.Exits)
	assert.Equal(t, "i.1", body.Stmts[0].(*Assign).Dst.Name)
	assert.Empty(t, CheckFunction(f))
}

func TestIrreducible(t *testing.T) {
	f := &Function{Name: "g"}
	a, b, c := &Block{Name: "a"}, &Block{Name: "b"}, &Block{Name: "c"}
	a.Term = &Branch{Cond: &BoolConst{Val: true}, Then: b, Else: c}
	b.Term = &Jump{Target: c}
	c.Term = &Jump{Target: b}
	f.Blocks = []*Block{a, b, c}
	assert.ErrorContains(t, FindLoops(f), "irreducible")
}

func TestCheckFindsDefects(t *testing.T) {
	f, _, body, _ := loopFunc()
	// Use a variable before it is defined, and mistype an assignment.
	x := f.NewVar("x", Int(32))
	body.Stmts = append([]Stmt{&Assign{Dst: f.NewVar("y", Int(32)), Src: &VarRef{V: x}}}, body.Stmts...)
	body.Stmts = append(body.Stmts, &Assign{Dst: x, Src: &BoolConst{Val: true}})
	errs := CheckFunction(f)
	var msgs []string
	for _, e := range errs {
		msgs = append(msgs, e.Error())
	}
	assert.Contains(t, msgs, ": ir check: f: variable x used before its definition")
	assert.Contains(t, msgs, ": ir check: f: assignment to x: type bool, want i32")
}

func TestPrintDeterministic(t *testing.T) {
	f, _, _, _ := loopFunc()
	require.NoError(t, FindLoops(f))
	m := &Module{File: "k.cl", Kernels: []*Function{f}}
	a, b := Print(m), Print(m)
	assert.Equal(t, a, b)
	assert.Contains(t, a, "  i:i32 = phi [entry: 0:i32, body: i.1]\n")
	assert.Contains(t, a, "  if c goto body else exit\n")
	assert.Contains(t, a, "  loop h depth 1 {h body}\n")
}

func TestSubstitute(t *testing.T) {
	a, b := &Var{Name: "a", T: Int(32)}, &Var{Name: "b", T: Int(32)}
	e := &Binary{Op: Add, X: &VarRef{V: a}, Y: &Const{Val: 1, T: Int(32)}}
	defs := map[*Var]Expr{a: &Binary{Op: Mul, X: &VarRef{V: b}, Y: &Const{Val: 2, T: Int(32)}}}
	assert.Equal(t, "(b * 2:i32) + 1:i32", ExprString(Substitute(e, defs)))
}
