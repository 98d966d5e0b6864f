package concrete

import (
	bpl "github.com/bvgen/bvgen/boogie"
)

// returned ends the procedure's body (return;).
type returned struct{}

// procBody compiles a procedure's statements: a return ends the run where
// it stands (the loop heads it passed were judged).
func (c *compiler) procBody(ss []bpl.Stmt) func(r *run) {
	body := c.block(ss)
	return func(r *run) {
		defer func() {
			if x := recover(); x != nil {
				if _, ok := x.(returned); !ok {
					panic(x)
				}
			}
		}()
		body(r)
	}
}

// block compiles statements run in order, each a step.
func (c *compiler) block(ss []bpl.Stmt) func(r *run) {
	fs := make([]func(r *run), 0, len(ss))
	for _, s := range ss {
		fs = append(fs, c.stmt(s))
	}
	return func(r *run) {
		for _, f := range fs {
			r.tick()
			f(r)
		}
	}
}

func (c *compiler) stmt(s bpl.Stmt) func(r *run) {
	switch s := s.(type) {
	case *bpl.Assign:
		return c.assign(s)
	case *bpl.Assume:
		return c.assume(s.Cond, "an assumption")
	case *bpl.Assert:
		k := c.cond(s.Cond)
		return func(r *run) {
			// Beyond a failing assertion no state counts: Boogie
			// assumes what it asserted.
			if !k.f(r).truth() {
				if off := r.prog.off; off != nil {
					// Canvass: the run goes on.
					if !off[s] {
						off[s] = true
						r.more = append(r.more, Failure{Proc: r.proc, Assert: s, Values: r.values()})
					}
					return
				}
				r.failed = s
				r.failValues = r.values()
				stopf("an assertion")
			}
		}
	case *bpl.Havoc:
		var slots []int
		for _, v := range s.Vars {
			if sl, ok := c.cp.slots[v]; ok {
				slots = append(slots, sl)
			}
		}
		return func(r *run) {
			for _, sl := range slots {
				r.known[sl] = false
			}
		}
	case *bpl.If:
		k, th, el := c.choice(s.Cond), c.block(s.Then), c.block(s.Else)
		return func(r *run) {
			if k(r) {
				th(r)
			} else {
				el(r)
			}
		}
	case *bpl.While:
		return c.loop(s)
	case *bpl.Return:
		return func(*run) { panic(returned{}) }
	case *bpl.Comment:
		return func(*run) {}
	}
	return func(*run) { stopf("a statement %T", s) }
}

// choice compiles a branch condition; nil is `*`, a coin.
func (c *compiler) choice(e bpl.Expr) func(r *run) bool {
	if e == nil {
		return func(r *run) bool { return r.rnd.IntN(2) == 0 }
	}
	k := c.cond(e)
	return func(r *run) bool { return k.f(r).truth() }
}

// loop compiles a while loop. At each visit of the head its candidates are
// judged first, then its other invariants must hold: the prover assumes
// them there, so a state beyond one that breaks them is no state Houdini
// considers.
func (c *compiler) loop(w *bpl.While) func(r *run) {
	type judged struct {
		inv *bpl.Invariant
		k   cexp
	}
	var cands []judged
	var free []cexp
	for _, inv := range w.Invariants {
		if inv.Candidate != nil {
			cands = append(cands, judged{inv, c.cond(inv.Cond)})
		}
	}
	for _, inv := range w.Invariants {
		if inv.Candidate == nil {
			free = append(free, c.cond(inv.Cond))
		}
	}
	k, body := c.choice(w.Cond), c.block(w.Body)
	return func(r *run) {
		for {
			r.tick()
			for _, j := range cands {
				if !r.refuted[j.inv] && !r.holds(j.k) {
					r.refuted[j.inv] = true
				}
			}
			for _, f := range free {
				if !f.f(r).truth() {
					stopf("a loop invariant")
				}
			}
			if !k(r) {
				return
			}
			body(r)
		}
	}
}

// holds evaluates a candidate; one it cannot evaluate holds, as far as
// the run can tell.
func (r *run) holds(k cexp) (ok bool) {
	defer func() {
		if x := recover(); x != nil {
			if _, isStop := x.(stop); !isStop {
				panic(x)
			}
			ok = true
		}
	}()
	return k.f(r).truth()
}

// assign compiles a parallel assignment: every right-hand side and index
// is evaluated before anything is written.
func (c *compiler) assign(s *bpl.Assign) func(r *run) {
	type target struct {
		slot int
		idx  []func(r *run) key // the key of each select level, outermost last
		maps bool               // the value written is a map (owned)
	}
	if len(s.Lhs) != len(s.Rhs) {
		return func(*run) { stopf("an assignment of %d values to %d places", len(s.Rhs), len(s.Lhs)) }
	}
	rhs := make([]cexp, len(s.Rhs))
	for i, e := range s.Rhs {
		rhs[i] = c.expr(e)
	}
	ts := make([]target, len(s.Lhs))
	for i, lhs := range s.Lhs {
		var sels []*bpl.Select
		for {
			if sel, ok := lhs.(*bpl.Select); ok {
				sels = append(sels, sel)
				lhs = sel.Map
				continue
			}
			break
		}
		id, ok := lhs.(*bpl.Ident)
		if !ok {
			return func(*run) { stopf("an assignment to %s", bpl.PrintExpr(lhs)) }
		}
		sl, ok := c.cp.slots[id.Name]
		if !ok {
			return func(*run) { stopf("an assignment to an undeclared %s", id.Name) }
		}
		ts[i] = target{slot: sl, maps: isMap(rhs[i].t)}
		// The map type of each level, from the variable down.
		t := c.cp.types[sl]
		levels := make([]func(r *run) key, len(sels))
		for j := len(sels) - 1; j >= 0; j-- {
			mt, k, bad := c.keyOf(t, sels[j].Index)
			if bad != nil {
				return func(*run) { stopf("an update of %s below a map", id.Name) }
			}
			levels[j] = k
			t = mt.Rng
		}
		ts[i].idx = levels
	}
	if len(ts) == 1 && len(ts[0].idx) == 0 && !ts[0].maps {
		sl, x := ts[0].slot, rhs[0].f
		return func(r *run) {
			r.env[sl] = x(r)
			r.known[sl] = true
		}
	}
	return func(r *run) {
		vals := make([]val, len(rhs))
		for i, x := range rhs {
			vals[i] = x.f(r)
		}
		keys := make([][]key, len(ts))
		for i, t := range ts {
			for _, k := range t.idx {
				keys[i] = append(keys[i], k(r))
			}
		}
		for i, t := range ts {
			v := vals[i]
			if t.maps {
				v = owned(v)
			}
			if len(t.idx) == 0 {
				r.env[t.slot], r.known[t.slot] = v, true
				continue
			}
			if !r.known[t.slot] {
				r.fresh(t.slot)
			}
			m := r.env[t.slot].m
			ks := keys[i]
			for j := len(ks) - 1; j > 0; j-- {
				m = m.get(ks[j]).m
			}
			m.set(ks[0], v)
		}
	}
}

// walkStmts calls f on every expression of ss, invariants included.
func walkStmts(ss []bpl.Stmt, f func(bpl.Expr)) {
	for _, s := range ss {
		switch s := s.(type) {
		case *bpl.Assign:
			for _, e := range append(append([]bpl.Expr(nil), s.Lhs...), s.Rhs...) {
				f(e)
			}
		case *bpl.Assume:
			f(s.Cond)
		case *bpl.Assert:
			f(s.Cond)
		case *bpl.If:
			if s.Cond != nil {
				f(s.Cond)
			}
			walkStmts(s.Then, f)
			walkStmts(s.Else, f)
		case *bpl.While:
			if s.Cond != nil {
				f(s.Cond)
			}
			for _, inv := range s.Invariants {
				f(inv.Cond)
			}
			walkStmts(s.Body, f)
		}
	}
}
