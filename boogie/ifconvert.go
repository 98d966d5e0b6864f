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
func IfConvert(ss []Stmt) []Stmt {
	var out []Stmt
	for _, s := range ss {
		out = append(out, convertStmt(s)...)
	}
	return out
}

func convertStmt(s Stmt) []Stmt {
	switch s := s.(type) {
	case *If:
		if s.Cond == nil {
			return []Stmt{&If{Then: IfConvert(s.Then), Else: IfConvert(s.Else)}}
		}
		if assignsAny(s.Then, s.Cond) || assignsAny(s.Else, s.Cond) {
			return []Stmt{&If{Cond: s.Cond, Then: IfConvert(s.Then), Else: IfConvert(s.Else)}}
		}
		out := predicate(s.Cond, IfConvert(s.Then))
		if len(s.Else) > 0 {
			out = append(out, predicate(Not(s.Cond), IfConvert(s.Else))...)
		}
		return out
	case *While:
		return []Stmt{&While{Cond: s.Cond, Invariants: s.Invariants, Body: IfConvert(s.Body)}}
	}
	return []Stmt{s}
}

// predicate guards already converted statements by c. Runs of statements
// that cannot be predicated keep an `if (c)`.
func predicate(c Expr, ss []Stmt) []Stmt {
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
			// In place: a node keeps its identity (side tables such as
			// twothread's origins are keyed by it).
			s.Cond = Implies(c, s.Cond)
			out = append(out, s)
		case *Assert:
			flush()
			s.Cond = Implies(c, s.Cond)
			out = append(out, s)
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
