package ir

// MapExpr rebuilds e bottom-up, replacing each subexpression x for which
// f(x) returns (y, true) by y (without descending into y). Unchanged
// subtrees are shared, not copied.
func MapExpr(e Expr, f func(Expr) (Expr, bool)) Expr {
	if y, ok := f(e); ok {
		return y
	}
	list := func(es []Expr) ([]Expr, bool) {
		var out []Expr
		changed := false
		for i, a := range es {
			b := MapExpr(a, f)
			if b != a && !changed {
				out = append([]Expr(nil), es[:i]...)
				changed = true
			}
			if changed {
				out = append(out, b)
			}
		}
		if !changed {
			return es, false
		}
		return out, true
	}
	switch x := e.(type) {
	case *Unary:
		if y := MapExpr(x.X, f); y != x.X {
			return &Unary{Op: x.Op, X: y}
		}
	case *Binary:
		a, b := MapExpr(x.X, f), MapExpr(x.Y, f)
		if a != x.X || b != x.Y {
			return &Binary{Op: x.Op, X: a, Y: b}
		}
	case *Cast:
		if y := MapExpr(x.X, f); y != x.X {
			return &Cast{Op: x.Op, X: y, To: x.To}
		}
	case *Select:
		c, a, b := MapExpr(x.Cond, f), MapExpr(x.X, f), MapExpr(x.Y, f)
		if c != x.Cond || a != x.X || b != x.Y {
			return &Select{Cond: c, X: a, Y: b}
		}
	case *FuncApp:
		if args, ok := list(x.Args); ok {
			return &FuncApp{Name: x.Name, Args: args, T: x.T}
		}
	case *AnnotExpr:
		if args, ok := list(x.Args); ok {
			return &AnnotExpr{Fn: x.Fn, Args: args, T: x.T}
		}
	case *ArrayRef:
		if y := MapExpr(x.Offset, f); y != x.Offset {
			return &ArrayRef{Array: x.Array, Offset: y}
		}
	case *Read:
		if y := MapExpr(x.Off, f); y != x.Off {
			return &Read{Array: x.Array, Off: y, T: x.T}
		}
	}
	return e
}

// Substitute replaces variables by expressions, transitively: a variable
// whose replacement mentions other replaced variables is expanded too (defs
// come from SSA, so there are no cycles).
func Substitute(e Expr, defs map[*Var]Expr) Expr {
	return MapExpr(e, func(x Expr) (Expr, bool) {
		if r, ok := x.(*VarRef); ok {
			if d, ok := defs[r.V]; ok {
				return Substitute(d, defs), true
			}
		}
		return nil, false
	})
}

// WalkExpr calls f on e and every subexpression, parents first.
func WalkExpr(e Expr, f func(Expr)) {
	f(e)
	switch x := e.(type) {
	case *Unary:
		WalkExpr(x.X, f)
	case *Binary:
		WalkExpr(x.X, f)
		WalkExpr(x.Y, f)
	case *Cast:
		WalkExpr(x.X, f)
	case *Select:
		WalkExpr(x.Cond, f)
		WalkExpr(x.X, f)
		WalkExpr(x.Y, f)
	case *FuncApp:
		for _, a := range x.Args {
			WalkExpr(a, f)
		}
	case *AnnotExpr:
		for _, a := range x.Args {
			WalkExpr(a, f)
		}
	case *ArrayRef:
		WalkExpr(x.Offset, f)
	case *Read:
		WalkExpr(x.Off, f)
	}
}

// BlockExprs calls f on every expression a block reads: its phis'
// incoming values, its statements' expressions and its terminator's.
func BlockExprs(b *Block, f func(Expr)) {
	for _, p := range b.Phis {
		for _, in := range p.In {
			f(in.Val)
		}
	}
	for _, s := range b.Stmts {
		for _, e := range StmtExprs(s) {
			f(e)
		}
	}
	for _, e := range TermExprs(b.Term) {
		f(e)
	}
}

// StmtExprs returns the expressions a statement reads, in a fixed order.
func StmtExprs(s Stmt) []Expr {
	switch s := s.(type) {
	case *Assign:
		return []Expr{s.Src}
	case *Load:
		return withAsync([]Expr{s.Off}, s.Async)
	case *Store:
		return withAsync([]Expr{s.Off, s.Val}, s.Async)
	case *AsyncEvent:
		return append([]Expr{s.Join}, s.Uniform...)
	case *AsyncWait:
		return s.Events
	case *Atomic:
		return append([]Expr{s.Off}, s.Args...)
	case *Call:
		return s.Args
	case *Annot:
		return s.Args
	case *Barrier:
		if s.Flags != nil {
			return []Expr{s.Flags}
		}
	}
	return nil
}

// TermExprs returns the expressions a terminator reads.
func TermExprs(t Term) []Expr {
	switch t := t.(type) {
	case *Branch:
		return []Expr{t.Cond}
	case *Switch:
		return []Expr{t.X}
	case *Return:
		if t.Val != nil {
			return []Expr{t.Val}
		}
	}
	return nil
}

// withAsync appends the event of a group access of an async copy.
func withAsync(es []Expr, async Expr) []Expr {
	if async == nil {
		return es
	}
	return append(es, async)
}

// MapStmtExprs replaces, in place, every expression statement s reads by
// f of it (the fields StmtExprs lists).
func MapStmtExprs(s Stmt, f func(Expr) Expr) {
	list := func(es []Expr) {
		for i := range es {
			es[i] = f(es[i])
		}
	}
	opt := func(e Expr) Expr {
		if e == nil {
			return nil
		}
		return f(e)
	}
	switch s := s.(type) {
	case *Assign:
		s.Src = f(s.Src)
	case *Load:
		s.Off, s.Async = f(s.Off), opt(s.Async)
	case *Store:
		s.Off, s.Val, s.Async = f(s.Off), f(s.Val), opt(s.Async)
	case *AsyncEvent:
		s.Join = f(s.Join)
		list(s.Uniform)
	case *AsyncWait:
		list(s.Events)
	case *Atomic:
		s.Off = f(s.Off)
		list(s.Args)
	case *Call:
		list(s.Args)
	case *Annot:
		list(s.Args)
	case *Barrier:
		s.Flags = opt(s.Flags)
	}
}

// MapTermExprs is MapStmtExprs for a terminator (TermExprs).
func MapTermExprs(t Term, f func(Expr) Expr) {
	switch t := t.(type) {
	case *Branch:
		t.Cond = f(t.Cond)
	case *Switch:
		t.X = f(t.X)
	case *Return:
		if t.Val != nil {
			t.Val = f(t.Val)
		}
	}
}
