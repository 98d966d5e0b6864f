package ir

// Substituting definitions into an expression (Substitute) copies a
// definition at every use, so a chain such as s = s * s repeated n times
// grows to 2^n nodes. SmallDefs keeps the definitions whose substituted
// tree stays small, so that callers substitute those and keep a variable
// (with its own Boogie variable) for the others.

// substSize is the number of nodes of Substitute(e, defs), counted
// without building it (memo holds the sizes of definitions); it
// saturates at limit+1.
func substSize(e Expr, defs map[*Var]Expr, limit int, memo map[*Var]int) int {
	n := 0
	WalkExpr(e, func(x Expr) {
		if n > limit {
			return
		}
		if r, ok := x.(*VarRef); ok {
			if d, ok := defs[r.V]; ok {
				s, done := memo[r.V]
				if !done {
					memo[r.V] = limit + 1 // a cycle (not in SSA) counts as too large
					s = substSize(d, defs, limit, memo)
					memo[r.V] = s
				}
				n += s
				return
			}
		}
		n++
	})
	if n > limit {
		return limit + 1
	}
	return n
}

// SmallDefs returns the definitions whose substituted tree has at most
// limit nodes (counting the definitions they substitute in turn).
func SmallDefs(defs map[*Var]Expr, limit int) map[*Var]Expr {
	memo := map[*Var]int{}
	out := map[*Var]Expr{}
	for v, d := range defs {
		if _, done := memo[v]; !done {
			memo[v] = substSize(d, defs, limit, memo)
		}
		if memo[v] <= limit {
			out[v] = d
		}
	}
	return out
}
