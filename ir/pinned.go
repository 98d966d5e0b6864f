package ir

// Pinned parameters (issue 30: compiler-generated kernels). PPCG pins the
// sizes of a PolyBench kernel with preconditions (__requires(ni == 4096))
// and indexes with products of them ((t0 + c0) * nj): as a variable, each
// such product is a 64x64-bit multiplier in the solver's query, although
// the precondition makes it a shift. FoldPinned replaces the uses of a
// scalar parameter that a precondition of the function's entry block
// fixes to a constant by that constant: the precondition is assumed where
// the function starts and a parameter never changes, so every use has
// that value in every execution the proof considers. The preconditions
// themselves keep the parameter (they still constrain it, and reports
// still show its value).

// PinnedParams are the scalar parameters of f that a precondition in its
// entry block (a requires, or a conjunct of one) fixes to a constant.
func PinnedParams(f *Function) map[*Var]*Const {
	pinned := map[*Var]*Const{}
	if len(f.Blocks) == 0 {
		return pinned
	}
	params := map[*Var]bool{}
	for _, p := range f.Params {
		if p.Var != nil && p.Array == nil {
			params[p.Var] = true
		}
	}
	defs := f.Defs()
	var conjuncts func(e Expr)
	conjuncts = func(e Expr) {
		if s, ok := e.(*Select); ok {
			// a && b as clang lowers it: a ? b : false.
			if f, ok := s.Y.(*BoolConst); ok && !f.Val {
				conjuncts(s.Cond)
				conjuncts(s.X)
			}
			return
		}
		b, ok := e.(*Binary)
		if !ok {
			return
		}
		switch b.Op {
		case And:
			if _, isBool := b.Type().(*BoolType); isBool {
				conjuncts(b.X)
				conjuncts(b.Y)
			}
		case Eq:
			for _, s := range [][2]Expr{{b.X, b.Y}, {b.Y, b.X}} {
				r, isRef := s[0].(*VarRef)
				c, isConst := s[1].(*Const)
				if isRef && isConst && params[r.V] {
					pinned[r.V] = &Const{Val: c.Val & Mask(c.T.Bits), T: c.T}
				}
			}
		}
	}
	for _, s := range f.Blocks[0].Stmts {
		if an, ok := s.(*Annot); ok && (an.Kind == AnnotRequires || an.Kind == AnnotGlobalRequires) && len(an.Args) > 0 {
			conjuncts(Substitute(an.Args[0], defs))
		}
	}
	return pinned
}

// FoldPinned replaces the uses of f's pinned parameters (PinnedParams) by
// their values, outside preconditions. It returns the parameters folded.
func FoldPinned(f *Function) []*Var {
	pinned := PinnedParams(f)
	if len(pinned) == 0 {
		return nil
	}
	// The preconditions keep their own text, whatever their operands'
	// definitions become.
	defs := f.Defs()
	for _, s := range f.Blocks[0].Stmts {
		if an, ok := s.(*Annot); ok && (an.Kind == AnnotRequires || an.Kind == AnnotGlobalRequires) && len(an.Args) > 0 {
			an.Args[0] = Substitute(an.Args[0], defs)
		}
	}
	fold := func(e Expr) Expr {
		return MapExpr(e, func(x Expr) (Expr, bool) {
			if r, ok := x.(*VarRef); ok {
				if c, ok := pinned[r.V]; ok {
					return c, true
				}
			}
			return nil, false
		})
	}
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			for i := range p.In {
				p.In[i].Val = fold(p.In[i].Val)
			}
		}
		for _, s := range b.Stmts {
			if an, ok := s.(*Annot); ok && (an.Kind == AnnotRequires || an.Kind == AnnotGlobalRequires) {
				continue
			}
			MapStmtExprs(s, fold)
		}
		if b.Term != nil {
			MapTermExprs(b.Term, fold)
		}
	}
	var out []*Var
	for _, p := range f.Params {
		if _, ok := pinned[p.Var]; ok && p.Array == nil {
			out = append(out, p.Var)
		}
	}
	return out
}
