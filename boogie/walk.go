package boogie

// WalkExpr calls f on e and every subexpression, parents first. Bodies of
// quantifiers are walked too (their bound variables appear as *Ident).
func WalkExpr(e Expr, f func(Expr)) {
	if e == nil {
		return
	}
	f(e)
	switch e := e.(type) {
	case *Apply:
		for _, a := range e.Args {
			WalkExpr(a, f)
		}
	case *Unary:
		WalkExpr(e.X, f)
	case *Binary:
		WalkExpr(e.L, f)
		WalkExpr(e.R, f)
	case *Select:
		WalkExpr(e.Map, f)
		for _, x := range e.Index {
			WalkExpr(x, f)
		}
	case *Store:
		WalkExpr(e.Map, f)
		for _, x := range e.Index {
			WalkExpr(x, f)
		}
		WalkExpr(e.Val, f)
	case *Extract:
		WalkExpr(e.X, f)
	case *IfThenElse:
		WalkExpr(e.Cond, f)
		WalkExpr(e.Then, f)
		WalkExpr(e.Else, f)
	case *Old:
		WalkExpr(e.X, f)
	case *Quant:
		WalkExpr(e.Body, f)
	}
}
