package boogie

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// candidateLoop counts i from 0 to n with three candidate invariants:
// _b0 (i <= n) holds, _b1 (i < n) fails on exit from the last iteration,
// and _b2 (i == 0) fails after one iteration.
func candidateLoop(structured bool) *Program {
	i, n := Id("i"), Id("n")
	cands := []Expr{Bin(OpLe, i, n), Bin(OpLt, i, n), Eq(i, Int(0))}
	decls := []Decl{}
	var invs []*Invariant
	var heads []Stmt
	for k, e := range cands {
		b := "_b" + string(rune('0'+k))
		decls = append(decls, &ConstDecl{Attrs: []*Attr{NewAttr("existential", Bool(true))}, Name: b, Type: boolT})
		invs = append(invs, &Invariant{Cond: Implies(Id(b), e)})
		heads = append(heads, &Assert{Cond: Implies(Id(b), e)})
	}
	inc := &Assign{Lhs: []Expr{i}, Rhs: []Expr{Bin(OpAdd, i, Int(1))}}
	body := &Body{Locals: []Var{{Name: "i", Type: intT}}}
	if structured {
		body.Stmts = []Stmt{
			&Assign{Lhs: []Expr{i}, Rhs: []Expr{Int(0)}},
			&While{Cond: Bin(OpLt, i, n), Invariants: invs, Body: []Stmt{inc}},
			&Assert{Cond: Eq(i, n)},
		}
	} else {
		body.Blocks = []*Block{
			{Label: "entry", Stmts: []Stmt{&Assign{Lhs: []Expr{i}, Rhs: []Expr{Int(0)}}, &Goto{Labels: []string{"head"}}}},
			{Label: "head", Stmts: append(heads, &Goto{Labels: []string{"body", "exit"}})},
			{Label: "body", Stmts: []Stmt{&Assume{Cond: Bin(OpLt, i, n)}, inc, &Goto{Labels: []string{"head"}}}},
			{Label: "exit", Stmts: []Stmt{&Assume{Cond: Not(Bin(OpLt, i, n))}, &Assert{Cond: Eq(i, n)}, &Return{}}},
		}
	}
	decls = append(decls, &Procedure{Name: "count", In: []Var{{Name: "n", Type: intT}},
		Requires: []*Requires{{Cond: Bin(OpGe, n, Int(0))}}, Body: body})
	return &Program{Decls: decls}
}

func TestHoudini(t *testing.T) {
	needBoogie(t)
	for _, tt := range []struct {
		name       string
		structured bool
	}{{"structured", true}, {"unstructured", false}} {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Houdini(testCtx(t), candidateLoop(tt.structured), Options{})
			require.NoError(t, err)
			assert.Equal(t, map[string]bool{"_b0": true, "_b1": false, "_b2": false}, r.Assignment, r.Output)
			assert.Equal(t, []string{"_b0"}, r.TrueCandidates())
			// With _b0 kept, i <= n and !(i < n) give i == n: verified.
			assert.Equal(t, StatusVerified, r.Status, r.Output)
		})
	}
}

func TestHoudiniWithoutCandidates(t *testing.T) {
	needBoogie(t)
	r, err := Houdini(testCtx(t), &Program{Decls: []Decl{&Procedure{Name: "p", Body: &Body{}}}}, Options{})
	require.NoError(t, err)
	assert.Equal(t, StatusVerified, r.Status)
	assert.NotNil(t, r.Assignment)
	assert.Empty(t, r.Assignment)
}
