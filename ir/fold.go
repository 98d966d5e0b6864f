package ir

// Constant folding and arithmetic simplification of IR expressions, shared
// by the frontend (offsets), the invariant rules and the translation (cell
// indices). EvalBinary (eval.go) is the arithmetic; SimplifyLogic
// (logic.go) builds on these for annotations.

// EvalUnary applies op to a w-bit value (Not to a bool read as 0 or 1).
func EvalUnary(op UnOp, x uint64, w int) uint64 {
	switch op {
	case Not:
		return x ^ 1
	case Neg:
		return -x & Mask(w)
	default:
		return ^x & Mask(w)
	}
}

// EvalCast converts a from-bit value to a to-bit one (bools are 1 bit, 0
// or 1); ok is false for the conversions the IR leaves uninterpreted.
func EvalCast(op CastOp, x uint64, from, to int) (uint64, bool) {
	x &= Mask(from)
	switch op {
	case ZExt:
		return x, true
	case Trunc:
		return x & Mask(to), true
	case SExt:
		return uint64(signed(x, from)) & Mask(to), true
	}
	return 0, false
}

// Log2 is the base-2 logarithm of k, rounded down (0 for k <= 1).
func Log2(k uint64) int {
	n := 0
	for k > 1 {
		k >>= 1
		n++
	}
	return n
}

// foldConsts evaluates a binary operation on two integer constants: a
// Const, or a BoolConst for comparisons, or e itself when EvalBinary leaves
// the result open. ok is false when an operand is not a constant.
func foldConsts(e *Binary) (Expr, bool) {
	x, xc := e.X.(*Const)
	y, yc := e.Y.(*Const)
	if !xc || !yc {
		return nil, false
	}
	v, ok := EvalBinary(e.Op, x.Val, y.Val, x.T.Bits)
	switch {
	case !ok:
		return e, true
	case e.Op.IsCompare():
		return &BoolConst{Val: v != 0}, true
	}
	return &Const{Val: v, T: x.T}, true
}

// Fold folds the root of e when its operands are integer constants
// (EvalBinary, EvalUnary, EvalCast) or it is an arithmetic identity
// (DropIdentity); otherwise it returns e.
func Fold(e Expr) Expr {
	switch e := e.(type) {
	case *Binary:
		if c, ok := foldConsts(e); ok {
			return c
		}
		return DropIdentity(e)
	case *Unary:
		if c, ok := e.X.(*Const); ok && e.Op != Not {
			return &Const{Val: EvalUnary(e.Op, c.Val, c.T.Bits), T: c.T}
		}
	case *Cast:
		c, ok := e.X.(*Const)
		t, isInt := e.To.(*IntType)
		if ok && isInt {
			if v, ok := EvalCast(e.Op, c.Val, c.T.Bits, t.Bits); ok {
				return &Const{Val: v, T: t}
			}
		}
	}
	return e
}

// DropIdentity returns the operand of an arithmetic identity: x + 0,
// x - 0, x << 0, x >> 0, x | 0, x * 1, x / 1, 0 + x, 0 | x, 1 * x; any
// other e is returned as it is.
func DropIdentity(e *Binary) Expr {
	isConst := func(e Expr, v uint64) bool { c, ok := e.(*Const); return ok && c.Val == v }
	switch {
	case (e.Op == Add || e.Op == Sub || e.Op == Shl || e.Op == LShr || e.Op == Or) && isConst(e.Y, 0),
		(e.Op == Mul || e.Op == UDiv || e.Op == SDiv) && isConst(e.Y, 1):
		return e.X
	case (e.Op == Add || e.Op == Or) && isConst(e.X, 0), e.Op == Mul && isConst(e.X, 1):
		return e.Y
	}
	return e
}

// SimplifyArith applies DropIdentity bottom-up, sharing unchanged
// subtrees.
func SimplifyArith(e Expr) Expr {
	b, ok := e.(*Binary)
	if !ok {
		return MapExpr(e, func(x Expr) (Expr, bool) {
			if x == e {
				return nil, false
			}
			return SimplifyArith(x), true
		})
	}
	x, y := SimplifyArith(b.X), SimplifyArith(b.Y)
	if x != b.X || y != b.Y {
		b = &Binary{Op: b.Op, X: x, Y: y}
	}
	return DropIdentity(b)
}
