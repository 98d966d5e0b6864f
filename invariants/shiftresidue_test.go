package invariants

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/ir"
)

func TestLinearMove(t *testing.T) {
	k := &ir.Var{Name: "k", T: ir.Int(32)}
	offset := &ir.VarRef{V: &ir.Var{Name: "offset", T: ir.Int(32)}}
	e := &ir.VarRef{V: &ir.Var{Name: "e", T: ir.Int(32)}}
	kr := &ir.VarRef{V: k}
	for _, tt := range []struct {
		name string
		cell ir.Expr
		want string // the move (unfolded); "" when it does not move; "fail" when linearMove gives up
	}{
		{"a scan's read pair: offset * (2k + 1) - 1", sub(mul(offset, add(mul(c(2), kr), c(1))), c(1)), "offset * (2:i32 * 256:i32)"},
		{"its exponent form: (2k + 2) << e", bin(ir.Shl, add(mul(c(2), kr), c(2)), e), "(2:i32 * 256:i32) << e"},
		{"a constant move", add(mul(kr, c(4)), offset), "256:i32 * 4:i32"},
		{"the counter subtracted", sub(offset, kr), "0:i32 - 256:i32"},
		{"no counter", add(offset, c(1)), ""},
		{"a product of the counter with itself", mul(kr, kr), "fail"},
		{"the counter as a shift amount", bin(ir.Shl, c(1), kr), "fail"},
		{"the counter divided", bin(ir.UDiv, kr, c(2)), "fail"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, ok := linearMove(tt.cell, k, c(256))
			switch {
			case tt.want == "fail":
				assert.False(t, ok)
			case tt.want == "":
				assert.True(t, ok)
				assert.Nil(t, m)
			default:
				assert.True(t, ok)
				assert.Equal(t, tt.want, ir.ExprString(m))
			}
		})
	}
}
