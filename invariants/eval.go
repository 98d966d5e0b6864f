package invariants

import "github.com/bvgen/bvgen/ir"

// eval computes the value of an integer or boolean expression (booleans
// are 0 and 1) from the values of some variables and the launch geometry
// where it is fixed; ok is false when e depends on anything else.
func (a *analysis) eval(e ir.Expr, env map[*ir.Var]uint64) (uint64, bool) {
	switch e := e.(type) {
	case *ir.Const:
		return e.Val & ir.Mask(e.T.Bits), true
	case *ir.BoolConst:
		if e.Val {
			return 1, true
		}
		return 0, true
	case *ir.VarRef:
		if v, ok := env[e.V]; ok {
			return v, true
		}
		if d, ok := a.defs[e.V]; ok {
			return a.eval(d, env)
		}
		if x, ok := a.pinned[e.V]; ok {
			return x, true
		}
		return a.exitValue(e.V)
	case *ir.Builtin:
		return a.builtinValue(e)
	case *ir.Unary:
		x, ok := a.eval(e.X, env)
		if !ok {
			return 0, false
		}
		return ir.EvalUnary(e.Op, x, ir.Bits(e.X.Type())), true
	case *ir.Cast:
		x, ok := a.eval(e.X, env)
		if !ok {
			return 0, false
		}
		return ir.EvalCast(e.Op, x, ir.Bits(e.X.Type()), ir.Bits(e.To))
	case *ir.Select:
		c, ok := a.eval(e.Cond, env)
		if !ok {
			return 0, false
		}
		if c != 0 {
			return a.eval(e.X, env)
		}
		return a.eval(e.Y, env)
	case *ir.Binary:
		x, ok1 := a.eval(e.X, env)
		y, ok2 := a.eval(e.Y, env)
		if !ok1 || !ok2 {
			return 0, false
		}
		return ir.EvalBinary(e.Op, x, y, ir.Bits(e.X.Type()))
	}
	return 0, false
}

// builtinValue is the value of a work-item function fixed by the launch.
func (a *analysis) builtinValue(e *ir.Builtin) (uint64, bool) {
	if !e.Fn.Primitive() {
		return a.eval(e.Expand(), nil)
	}
	ls, ng := a.geo.LocalSize.Dim(e.Dim), a.geo.NumGroups.Dim(e.Dim)
	switch e.Fn {
	case ir.LocalSize:
		return uint64(ls), ls != ir.Unconstrained
	case ir.NumGroups:
		return uint64(ng), ng != ir.Unconstrained
	case ir.WorkDim:
		if a.geo.LocalSize == nil && a.geo.NumGroups == nil {
			return 0, false
		}
		return uint64(a.geo.WorkDim()), true
	}
	return 0, false
}

// constValue is the value of e when it does not depend on any variable.
func (a *analysis) constValue(e ir.Expr) (uint64, bool) {
	return a.eval(e, nil)
}

// fold replaces the subexpressions of e that are fixed by the launch (such
// as get_global_size(0)) by constants, so that candidates are easy for the
// prover.
func (a *analysis) fold(e ir.Expr) ir.Expr {
	return ir.SimplifyArith(a.foldConsts(e))
}

func (a *analysis) foldConsts(e ir.Expr) ir.Expr {
	return ir.MapExpr(e, func(x ir.Expr) (ir.Expr, bool) {
		t, isInt := x.Type().(*ir.IntType)
		if !isInt {
			return nil, false
		}
		switch x.(type) {
		case *ir.Const:
			return nil, false
		case *ir.Binary, *ir.Builtin, *ir.Unary, *ir.Cast:
			if v, ok := a.eval(x, nil); ok {
				return &ir.Const{Val: v, T: t}, true
			}
		}
		return nil, false
	})
}

// trace runs the uniform counters of the loop from their initial values
// while the loop condition holds: the values they take at each evaluation
// of the loop head, the last one included. ok is false when the counters
// or the condition depend on anything but the counters and constants, or
// the loop runs more than limit times.
func (a *analysis) trace(limit int) (vars []*loopVar, states [][]uint64, ok bool) {
	if a.stay == nil {
		return nil, nil, false
	}
	env := map[*ir.Var]uint64{}
	in := map[*ir.Var]bool{}
	for _, lv := range a.vars {
		if !a.lp.VarUniform(lv.v) || lv.init == nil || lv.next == nil {
			continue
		}
		if _, isInt := lv.v.T.(*ir.IntType); !isInt {
			continue
		}
		x, ok := a.constValue(lv.init)
		if !ok {
			continue
		}
		env[lv.v] = x
		in[lv.v] = true
	}
	// Keep the counters whose next value depends only on kept counters.
	closed := func(e ir.Expr) bool {
		ok := true
		ir.WalkExpr(e, func(x ir.Expr) {
			if r, isRef := x.(*ir.VarRef); isRef && a.varOf[r.V] != nil && !in[r.V] {
				ok = false
			}
		})
		return ok
	}
	for changed := true; changed; {
		changed = false
		for _, lv := range a.vars {
			if in[lv.v] && !closed(lv.next) {
				delete(in, lv.v)
				delete(env, lv.v)
				changed = true
			}
		}
	}
	for _, lv := range a.vars {
		if in[lv.v] {
			vars = append(vars, lv)
		}
	}
	if len(vars) == 0 || !closed(a.stay) {
		return nil, nil, false
	}
	for step := 0; step <= limit; step++ {
		st := make([]uint64, len(vars))
		for i, lv := range vars {
			st[i] = env[lv.v]
		}
		states = append(states, st)
		c, ok := a.eval(a.stay, env)
		if !ok {
			return nil, nil, false
		}
		if c == 0 {
			return vars, states, true
		}
		nextEnv := map[*ir.Var]uint64{}
		for _, lv := range vars {
			x, ok := a.eval(lv.next, env)
			if !ok {
				return nil, nil, false
			}
			nextEnv[lv.v] = x
		}
		env = nextEnv
	}
	return nil, nil, false
}

// exitValue is the value of v, a counter of an earlier loop (one that does
// not contain this loop's head), after that loop: its value at the last
// evaluation of that loop's head, when the loop leaves only from its head
// and its counters can be traced.
func (a *analysis) exitValue(v *ir.Var) (uint64, bool) {
	h := a.defBlock[v]
	var other *ir.Loop
	for _, l := range a.f.Loops {
		if l.Header == h {
			other = l
		}
	}
	if other == nil || other == a.l || other.Contains(a.l.Header) || !ir.Dominates(a.idom, other.Header, a.l.Header) {
		return 0, false
	}
	for _, b := range other.Blocks {
		for _, s := range b.Term.Succs() {
			if !other.Contains(s) && b != other.Header {
				return 0, false
			}
		}
	}
	o, seen := a.others[other]
	if seen && o == nil {
		return 0, false // being analysed: a cycle
	}
	if !seen {
		a.others[other] = nil
		o = analyseLoop(a.lp, other, a.others)
		a.others[other] = o
	}
	vars, states, ok := o.trace(traceLimit)
	if !ok {
		return 0, false
	}
	for i, lv := range vars {
		if lv.v == v {
			return states[len(states)-1][i], true
		}
	}
	return 0, false
}

// pinnedParams are the scalar parameters that a precondition in the
// function's entry block fixes to a constant (__requires(n == 64), or a
// conjunct of one): for the candidates, which only guess, they are as
// fixed as a -D macro, so the counter rules can trace loops that start
// from them (GPUVerify's test_relational_inference: the up-sweep of a
// Blelloch scan over n with __requires(n == 64)). A guess taken from a
// precondition that does not hold at some call is dropped by Houdini.
func (a *analysis) pinnedParams() map[*ir.Var]uint64 {
	pinned := map[*ir.Var]uint64{}
	for v, c := range ir.PinnedParams(a.f) {
		pinned[v] = c.Val
	}
	return pinned
}
