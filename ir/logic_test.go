package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSimplifyLogic(t *testing.T) {
	i32 := Int(32)
	v := func(n string) Expr { return &VarRef{V: &Var{Name: n, T: i32}} }
	c := func(x uint64) Expr { return &Const{Val: x, T: i32} }
	b := func(n string) Expr { return &VarRef{V: &Var{Name: n, T: Bool}} }
	zext := func(e Expr) Expr { return &Cast{Op: ZExt, X: e, To: i32} }
	bin := func(op BinOp, x, y Expr) Expr { return &Binary{Op: op, X: x, Y: y} }
	tests := []struct {
		name string
		in   Expr
		want Expr
	}{
		{"& of zexts compared with 0", bin(Ne, bin(And, zext(b("p")), zext(b("q"))), c(0)), bin(And, b("p"), b("q"))},
		{"== 0 negates", bin(Eq, bin(Or, zext(b("p")), zext(b("q"))), c(0)), &Unary{Op: Not, X: bin(Or, b("p"), b("q"))}},
		{"non-boolean int stays", bin(Ne, bin(And, v("x"), zext(b("q"))), c(0)), bin(Ne, bin(And, v("x"), zext(b("q"))), c(0))},
		{"constant comparison folds", bin(Ult, c(2), c(1)), &BoolConst{Val: false}},
		{"arithmetic folds", bin(Mul, c(3), bin(Add, c(1), c(1))), c(6)},
		{"division by zero stays", bin(UDiv, c(3), c(0)), bin(UDiv, c(3), c(0))},
		{"false conjunct", bin(And, bin(Eq, c(1), c(2)), b("p")), &BoolConst{Val: false}},
		{"true conjunct drops", bin(And, bin(Eq, c(2), c(2)), b("p")), b("p")},
		{"implies false", &AnnotExpr{Fn: Implies, Args: []Expr{bin(Ule, c(4), c(2)), b("p")}, T: Bool}, &BoolConst{Val: true}},
		{"select on constant", &Select{Cond: bin(Eq, c(1), c(1)), X: v("x"), Y: v("y")}, v("x")},
		{"c ? x : false", &Select{Cond: b("c"), X: b("p"), Y: &BoolConst{Val: false}}, bin(And, b("c"), b("p"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SimplifyLogic(tt.in)
			assert.Equal(t, ExprString(tt.want), ExprString(got))
		})
	}
}

func TestSimplifyLogicReadsConstantsAtTheirWidth(t *testing.T) {
	i32 := Int(32)
	// -1 as an i32 constant whose high bits were not cleared is the same
	// 32-bit value as 0xffffffff.
	minus1 := &Const{Val: ^uint64(0), T: i32}
	assert.Equal(t, "true", ExprString(SimplifyLogic(&Binary{Op: Eq, X: minus1, Y: &Const{Val: 0xffffffff, T: i32}})))
	assert.Equal(t, "true", ExprString(SimplifyLogic(&Binary{Op: Slt, X: minus1, Y: &Const{Val: 5, T: i32}})))
}
