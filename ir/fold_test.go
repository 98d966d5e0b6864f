package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEvalCastAndUnary(t *testing.T) {
	v, ok := EvalCast(SExt, 0x80, 8, 32)
	assert.True(t, ok)
	assert.Equal(t, uint64(0xffffff80), v)
	v, _ = EvalCast(SExt, 0x1_7f, 8, 32) // stray high bits are not read
	assert.Equal(t, uint64(0x7f), v)
	v, _ = EvalCast(Trunc, 0x1_0000_0005, 64, 32)
	assert.Equal(t, uint64(5), v)
	v, _ = EvalCast(SExt, 1, 1, 8) // a true bool sign-extends to -1
	assert.Equal(t, uint64(0xff), v)
	_, ok = EvalCast(Bitcast, 1, 32, 32)
	assert.False(t, ok)
	assert.Equal(t, uint64(0xff), EvalUnary(Neg, 1, 8))
	assert.Equal(t, uint64(0xfe), EvalUnary(BitNot, 1, 8))
	assert.Equal(t, uint64(0), EvalUnary(Not, 1, 1))
}

func TestLog2(t *testing.T) {
	for k, want := range map[uint64]int{0: 0, 1: 0, 2: 1, 3: 1, 4: 2, 1024: 10} {
		assert.Equal(t, want, Log2(k), k)
	}
}

func TestFoldAndSimplifyArith(t *testing.T) {
	i32 := Int(32)
	c := func(v uint64) *Const { return &Const{Val: v, T: i32} }
	x := &VarRef{V: &Var{Name: "x", T: i32}}
	assert.Equal(t, c(7), Fold(&Binary{Op: Add, X: c(3), Y: c(4)}))
	assert.Equal(t, &BoolConst{Val: true}, Fold(&Binary{Op: Ult, X: c(3), Y: c(4)}))
	div0 := &Binary{Op: UDiv, X: c(3), Y: c(0)}
	assert.Same(t, div0, Fold(div0))
	assert.Same(t, x, Fold(&Binary{Op: Add, X: c(0), Y: x}))
	assert.Same(t, x, Fold(&Binary{Op: Mul, X: x, Y: c(1)}))
	assert.Equal(t, c(0xfffffffe), Fold(&Cast{Op: SExt, X: &Const{Val: 0xfe, T: Int(8)}, To: i32}))
	// Bottom-up: (x * 1) + (0 | x) is x + x.
	e := SimplifyArith(&Binary{Op: Add, X: &Binary{Op: Mul, X: x, Y: c(1)}, Y: &Binary{Op: Or, X: c(0), Y: x}})
	assert.Equal(t, "x + x", ExprString(e))
	kept := &Binary{Op: Sub, X: x, Y: c(2)}
	assert.Same(t, kept, SimplifyArith(kept))
}
