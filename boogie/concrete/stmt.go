package concrete

import (
	bpl "github.com/bvgen/bvgen/boogie"
)

// returned ends the procedure's body (return;).
type returned struct{}

func (r *run) stmts(ss []bpl.Stmt, refuted map[*bpl.Invariant]bool) {
	defer func() {
		// A return ends the run where it stands: the loop heads it
		// passed were judged.
		if x := recover(); x != nil {
			if _, ok := x.(returned); !ok {
				panic(x)
			}
		}
	}()
	r.block(ss, refuted)
}

func (r *run) block(ss []bpl.Stmt, refuted map[*bpl.Invariant]bool) {
	for _, s := range ss {
		r.tick()
		switch s := s.(type) {
		case *bpl.Assign:
			r.assign(s)
		case *bpl.Assume:
			r.assume(s.Cond, "an assumption")
		case *bpl.Assert:
			// Beyond a failing assertion no state counts: Boogie
			// assumes what it asserted.
			if !r.truth(s.Cond) {
				r.failed = s
				r.failValues = r.values()
				stopf("an assertion")
			}
		case *bpl.Havoc:
			for _, v := range s.Vars {
				delete(r.env, v)
			}
		case *bpl.If:
			if r.choice(s.Cond) {
				r.block(s.Then, refuted)
			} else {
				r.block(s.Else, refuted)
			}
		case *bpl.While:
			r.loop(s, refuted)
		case *bpl.Return:
			panic(returned{})
		case *bpl.Comment:
		default:
			stopf("a statement %T", s)
		}
	}
}

// choice evaluates a condition; nil is `*`, a coin.
func (r *run) choice(c bpl.Expr) bool {
	if c == nil {
		return r.rnd.IntN(2) == 0
	}
	return r.truth(c)
}

// loop runs a while loop. At each visit of the head its candidates are
// judged first, then its other invariants must hold: the prover assumes
// them there, so a state beyond one that breaks them is no state Houdini
// considers.
func (r *run) loop(w *bpl.While, refuted map[*bpl.Invariant]bool) {
	for {
		r.tick()
		for _, inv := range w.Invariants {
			if inv.Candidate != nil && !refuted[inv] && !r.holds(inv.Cond) {
				refuted[inv] = true
			}
		}
		for _, inv := range w.Invariants {
			if inv.Candidate == nil && !r.truth(inv.Cond) {
				stopf("a loop invariant")
			}
		}
		if !r.choice(w.Cond) {
			return
		}
		r.block(w.Body, refuted)
	}
}

// holds evaluates a candidate; one it cannot evaluate holds, as far as
// the run can tell.
func (r *run) holds(e bpl.Expr) (ok bool) {
	defer func() {
		if x := recover(); x != nil {
			if _, isStop := x.(stop); !isStop {
				panic(x)
			}
			ok = true
		}
	}()
	return r.truth(e)
}

// assign carries out a parallel assignment: every right-hand side and
// index is evaluated before anything is written.
func (r *run) assign(s *bpl.Assign) {
	type write struct {
		name string
		idx  [][]value // the index of each select level, outermost last
		val  value
	}
	ws := make([]write, len(s.Lhs))
	for i, rhs := range s.Rhs {
		ws[i].val = r.eval(rhs)
	}
	for i, lhs := range s.Lhs {
		for {
			if sel, ok := lhs.(*bpl.Select); ok {
				ws[i].idx = append(ws[i].idx, r.evalAll(sel.Index))
				lhs = sel.Map
				continue
			}
			id, ok := lhs.(*bpl.Ident)
			if !ok {
				stopf("an assignment to %s", bpl.PrintExpr(lhs))
			}
			ws[i].name = id.Name
			break
		}
	}
	for _, w := range ws {
		v := owned(w.val)
		if len(w.idx) == 0 {
			r.env[w.name] = v
			continue
		}
		m, ok := r.lookup(w.name).(*mapv)
		if !ok {
			stopf("an update of %s, not a map", w.name)
		}
		for i := len(w.idx) - 1; i > 0; i-- {
			if m, ok = m.get(w.idx[i]).(*mapv); !ok {
				stopf("an update of %s below a map", w.name)
			}
		}
		m.set(w.idx[0], v)
	}
}

// owned is a value a variable may update in place: maps are copied.
func owned(v value) value {
	if m, ok := v.(*mapv); ok {
		return m.clone()
	}
	return v
}

// lookup reads a variable or constant, giving an unknown one a value.
func (r *run) lookup(name string) value {
	if v, ok := r.bound[name]; ok {
		return v
	}
	if v, ok := r.env[name]; ok {
		return v
	}
	v := r.draw(r.typeOf(name))
	r.env[name] = v
	return v
}

func (r *run) typeOf(name string) bpl.Type {
	if t, ok := r.types[name]; ok {
		return t
	}
	if t, ok := r.prog.types[name]; ok {
		return t
	}
	stopf("an undeclared name %s", name)
	return nil
}

// unknown reports whether e names a variable or constant with no value
// yet.
func (r *run) unknown(e bpl.Expr) (string, bool) {
	id, ok := e.(*bpl.Ident)
	if !ok {
		return "", false
	}
	if _, ok := r.bound[id.Name]; ok {
		return "", false
	}
	_, known := r.env[id.Name]
	return id.Name, !known
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
