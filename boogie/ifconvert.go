package boogie

// IfConvert rewrites the conditionals of structured statements into
// straight-line predicated statements, as GPUVerify's predication does
// (GPUVerify, OOPSLA12 §4): under a condition c
//
//	x := e          becomes  x := (if c then e else x)
//	m[i] := e       becomes  m[i] := (if c then e else m[i])
//	assume e        becomes  assume c ==> e
//	assert e        becomes  assert c ==> e     (attributes kept)
//
// and nested conditionals conjoin their conditions. The meaning is the
// same, but the verification condition differs: Boogie turns an `if` into
// two paths that join, so every guarded assignment of a predicated
// program adds a case split (and a fresh incarnation equated on each path)
// that z3 must search; an ite is a definition that its preprocessing
// substitutes away. Statements that cannot be predicated this way (havoc,
// call, goto, return, loops, and nondeterministic `if (*)`) stay inside an
// `if` of their own. The condition of a predicated statement is evaluated
// before it, so a condition that reads a variable the body assigns is
// first saved by the caller's construction: IfConvert keeps such an `if`
// as it is.
//
// The input is not changed: predicated statements are new nodes. moved,
// when non-nil, is told of each assertion and assumption replaced by its
// predicated copy, so that a table keyed by nodes (twothread's origins)
// can follow it.
func IfConvert(ss []Stmt, moved func(old, new Stmt)) []Stmt {
	return ifConverter{moved}.stmts(ss)
}

type ifConverter struct{ moved func(old, new Stmt) }

func (ic ifConverter) stmts(ss []Stmt) []Stmt {
	var out []Stmt
	for _, s := range ss {
		out = append(out, ic.stmt(s)...)
	}
	return out
}

func (ic ifConverter) stmt(s Stmt) []Stmt {
	switch s := s.(type) {
	case *If:
		if s.Cond == nil {
			return []Stmt{&If{Then: ic.stmts(s.Then), Else: ic.stmts(s.Else)}}
		}
		if assignsAny(s.Then, s.Cond) || assignsAny(s.Else, s.Cond) {
			return []Stmt{&If{Cond: s.Cond, Then: ic.stmts(s.Then), Else: ic.stmts(s.Else)}}
		}
		out := ic.predicate(s.Cond, ic.stmts(s.Then))
		if len(s.Else) > 0 {
			out = append(out, ic.predicate(Not(s.Cond), ic.stmts(s.Else))...)
		}
		return out
	case *While:
		return []Stmt{&While{Cond: s.Cond, Invariants: s.Invariants, Body: ic.stmts(s.Body)}}
	}
	return []Stmt{s}
}

// replace reports that n replaces old.
func (ic ifConverter) replace(old, n Stmt) Stmt {
	if ic.moved != nil {
		ic.moved(old, n)
	}
	return n
}

// predicate guards already converted statements by c. Runs of statements
// that cannot be predicated keep an `if (c)`.
func (ic ifConverter) predicate(c Expr, ss []Stmt) []Stmt {
	var out, kept []Stmt
	flush := func() {
		if len(kept) > 0 {
			out = append(out, &If{Cond: c, Then: kept})
			kept = nil
		}
	}
	for _, s := range ss {
		switch s := s.(type) {
		case *Assign:
			flush()
			rhs := make([]Expr, len(s.Rhs))
			for i, r := range s.Rhs {
				rhs[i] = Ite(c, r, s.Lhs[i])
			}
			out = append(out, &Assign{Lhs: s.Lhs, Rhs: rhs})
		case *Assume:
			flush()
			out = append(out, ic.replace(s, &Assume{Attrs: s.Attrs, Cond: Implies(c, s.Cond)}))
		case *Assert:
			flush()
			out = append(out, ic.replace(s, &Assert{Attrs: s.Attrs, Cond: Implies(c, s.Cond)}))
		case *Comment:
			flush()
			out = append(out, s)
		default:
			kept = append(kept, s)
		}
	}
	flush()
	return out
}

// assignsAny reports whether statements of ss (at any depth) assign or
// havoc a variable that e reads: predicating them would change what the
// later statements' condition means.
func assignsAny(ss []Stmt, e Expr) bool {
	reads := map[string]bool{}
	WalkExpr(e, func(x Expr) {
		if id, ok := x.(*Ident); ok {
			reads[id.Name] = true
		}
	})
	found := false
	var walk func([]Stmt)
	walk = func(ss []Stmt) {
		for _, s := range ss {
			switch s := s.(type) {
			case *Assign:
				for _, l := range s.Lhs {
					if reads[rootName(l)] {
						found = true
					}
				}
			case *Havoc:
				for _, v := range s.Vars {
					found = found || reads[v]
				}
			case *Call:
				// Calls may modify globals; be conservative.
				found = true
			case *If:
				walk(s.Then)
				walk(s.Else)
			case *While:
				walk(s.Body)
			}
		}
	}
	walk(ss)
	return found
}

// rootName is the variable an assignment's left-hand side updates.
func rootName(l Expr) string {
	for {
		switch x := l.(type) {
		case *Ident:
			return x.Name
		case *Select:
			l = x.Map
		default:
			return ""
		}
	}
}
