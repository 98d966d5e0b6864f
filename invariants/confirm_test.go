package invariants

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/prover"
)

// TestConfirmByRuns: a failure whose model's work items lead a concrete
// run to the failing assertion takes the run's values, confirmed; one no
// run reaches keeps its model for the reruns.
func TestConfirmByRuns(t *testing.T) {
	bv := bpl.BV{W: 32}
	add := &bpl.Function{Attrs: []*bpl.Attr{bpl.NewAttr("bvbuiltin", bpl.Str("bvadd"))}, Name: "BV32_ADD",
		Params: []bpl.Var{{Type: bv}, {Type: bv}}, Result: bv}
	// x := lid + 1; assert x != 50000; assert x != 0 (never fails: lid < 8)
	fails := &bpl.Assert{Cond: bpl.Neq(bpl.Id("x"), bpl.BVConst(50000, 32))}
	holds := &bpl.Assert{Cond: bpl.Neq(bpl.Id("x"), bpl.BVConst(0, 32))}
	pr := &bpl.Procedure{Name: "p", Body: &bpl.Body{Locals: []bpl.Var{{Name: "x", Type: bv}}, Stmts: []bpl.Stmt{
		&bpl.Assign{Lhs: []bpl.Expr{bpl.Id("x")}, Rhs: []bpl.Expr{bpl.Fn("BV32_ADD", bpl.Id("lid"), bpl.BVConst(1, 32))}},
		fails, holds}}}
	p := &bpl.Program{Decls: []bpl.Decl{add, &bpl.ConstDecl{Name: "lid", Type: bv}, pr}}
	out := []prover.Failure{
		{Kind: prover.KindAssert, Node: fails, Model: prover.Model{"lid": "49999bv32", "x": "7bv32"}},
		{Kind: prover.KindAssert, Node: holds, Model: prover.Model{"lid": "3bv32"}},
	}
	ConfirmByRuns(context.Background(), p, out, []string{"lid"})
	assert.True(t, out[0].Confirmed)
	assert.Equal(t, "50000bv32", out[0].Model["x"], "the run's values")
	assert.False(t, out[1].Confirmed)
	assert.Equal(t, prover.Model{"lid": "3bv32"}, out[1].Model)
}
