package ir

// SimplifyLogic rewrites an annotation expression into the boolean shape
// the prover handles best, without changing its value:
//
//   - C's logical operators on ints come from clang as integer arithmetic:
//     `a == b & c < d` is `(zext(a == b) & zext(c < d)) != 0`. An integer
//     that is known to be 0 or 1 (a zero-extended bool, and &, |, ^ of
//     such) compared with zero becomes the boolean connective itself, so
//     that z3 sees conjunctions and implications instead of 32-bit masks
//     whose bits it must case-split (its rewriter does not undo zext/and);
//   - comparisons and arithmetic of constants, selects on constant
//     conditions, and connectives with a constant operand fold, so that the
//     facts of an annotation that a launch makes vacuous disappear from
//     the program instead of being carried through every instantiation.
//
// It works bottom-up and shares unchanged subtrees.
func SimplifyLogic(e Expr) Expr {
	return simplifyTop(MapExpr(e, func(x Expr) (Expr, bool) {
		if x == e {
			return nil, false
		}
		return SimplifyLogic(x), true
	}))
}

// simplifyTop applies the rules at the root of an expression whose operands
// are already simplified.
func simplifyTop(e Expr) Expr {
	switch e := e.(type) {
	case *Binary:
		return simplifyBinary(e)
	case *Unary:
		if e.Op == Not {
			switch x := e.X.(type) {
			case *BoolConst:
				return &BoolConst{Val: !x.Val}
			case *Unary:
				if x.Op == Not {
					return x.X
				}
			}
		}
		if _, ok := e.X.(*Const); ok {
			return Fold(e)
		}
	case *Select:
		if c, ok := e.Cond.(*BoolConst); ok {
			if c.Val {
				return e.X
			}
			return e.Y
		}
		if _, isBool := e.X.Type().(*BoolType); isBool {
			x, xc := e.X.(*BoolConst)
			y, yc := e.Y.(*BoolConst)
			switch {
			case xc && yc && x.Val == y.Val:
				return x
			case xc && yc && x.Val:
				return e.Cond
			case xc && yc:
				return simplifyTop(&Unary{Op: Not, X: e.Cond})
			case yc && !y.Val: // c ? x : false
				return simplifyTop(&Binary{Op: And, X: e.Cond, Y: e.X})
			case xc && x.Val: // c ? true : y
				return simplifyTop(&Binary{Op: Or, X: e.Cond, Y: e.Y})
			}
		}
	case *AnnotExpr:
		if e.Fn == Implies && len(e.Args) == 2 {
			if a, ok := e.Args[0].(*BoolConst); ok {
				if !a.Val {
					return &BoolConst{Val: true}
				}
				return e.Args[1]
			}
			if b, ok := e.Args[1].(*BoolConst); ok && b.Val {
				return b
			}
		}
	}
	return e
}

func simplifyBinary(e *Binary) Expr {
	if _, isBool := e.X.Type().(*BoolType); isBool {
		return simplifyBoolBinary(e)
	}
	if c, ok := foldConsts(e); ok {
		return c
	}
	x, xc := e.X.(*Const)
	y, yc := e.Y.(*Const)
	if e.Op == Eq || e.Op == Ne {
		other := e.X
		if xc && x.Val == 0 {
			other = e.Y
		} else if !yc || y.Val != 0 {
			return e
		}
		b, ok := asBool(other)
		if !ok {
			return e
		}
		if e.Op == Eq {
			return simplifyTop(&Unary{Op: Not, X: b})
		}
		return b
	}
	return e
}

func simplifyBoolBinary(e *Binary) Expr {
	x, xc := e.X.(*BoolConst)
	y, yc := e.Y.(*BoolConst)
	switch e.Op {
	case And:
		switch {
		case xc && !x.Val, yc && !y.Val:
			return &BoolConst{Val: false}
		case xc:
			return e.Y
		case yc:
			return e.X
		}
	case Or:
		switch {
		case xc && x.Val, yc && y.Val:
			return &BoolConst{Val: true}
		case xc:
			return e.Y
		case yc:
			return e.X
		}
	case Eq, Ne, Xor:
		if xc && yc {
			return &BoolConst{Val: (x.Val == y.Val) == (e.Op == Eq)}
		}
	}
	return e
}

// asBool returns the bool whose zero extension e is, when e is an integer
// that can only be 0 or 1: zext of a bool, &, |, ^ of such, and selects
// between 0 and 1.
func asBool(e Expr) (Expr, bool) {
	switch e := e.(type) {
	case *Cast:
		if _, fromBool := e.X.Type().(*BoolType); fromBool && e.Op == ZExt {
			return e.X, true
		}
	case *Const:
		if e.Val <= 1 {
			return &BoolConst{Val: e.Val == 1}, true
		}
	case *Binary:
		if e.Op != And && e.Op != Or && e.Op != Xor {
			return nil, false
		}
		x, y, ok := asBools(e.X, e.Y)
		if !ok {
			return nil, false
		}
		op := e.Op
		if op == Xor {
			op = Ne
		}
		return simplifyTop(&Binary{Op: op, X: x, Y: y}), true
	case *Select:
		x, y, ok := asBools(e.X, e.Y)
		if !ok {
			return nil, false
		}
		return simplifyTop(&Select{Cond: e.Cond, X: x, Y: y}), true
	}
	return nil, false
}

// asBools is asBool of both operands.
func asBools(a, b Expr) (Expr, Expr, bool) {
	x, ok := asBool(a)
	if !ok {
		return nil, nil, false
	}
	y, ok := asBool(b)
	return x, y, ok
}
