package concrete

import (
	bpl "github.com/bvgen/bvgen/boogie"
)

// assume compiles an assumption: the run goes on only where e holds.
// Where e gives an unknown variable its value (x == e, x, !x) or bounds it
// (x < e and the other comparisons), the variable gets a value that
// satisfies it instead of a random one: havoc'd values are any values, so
// this is one of the runs the program has. Conjunctions and implications
// are followed; anything else is evaluated, and a false assumption stops
// the run.
func (c *compiler) assume(e bpl.Expr, what string) func(r *run) {
	sat := c.satisfy(e)
	text := ""
	return func(r *run) {
		if !sat(r) {
			if text == "" {
				text = bpl.PrintExpr(e)
				if len(text) > 160 {
					text = text[:160] + "..."
				}
			}
			stopf("%s: %s", what, text)
		}
	}
}

// unknownSlot is the slot of e when e names a variable or constant (not a
// function parameter), which a run may not have given a value yet; -1
// otherwise.
func (c *compiler) unknownSlot(e bpl.Expr) int {
	id, ok := e.(*bpl.Ident)
	if !ok {
		return -1
	}
	if _, ok := c.params[id.Name]; ok {
		return -1
	}
	if s, ok := c.cp.slots[id.Name]; ok {
		return s
	}
	return -1
}

func (c *compiler) satisfy(e bpl.Expr) func(r *run) bool {
	switch e := e.(type) {
	case *bpl.Binary:
		switch e.Op {
		case bpl.OpAnd:
			cs := conjuncts(e, nil)
			bound := c.boundAll(cs)
			subs := make([]func(r *run) bool, len(cs))
			for i, x := range cs {
				subs[i] = c.satisfy(x)
			}
			return func(r *run) bool {
				bound(r)
				for _, s := range subs {
					if !s(r) {
						return false
					}
				}
				return true
			}
		case bpl.OpImplies:
			l, rt := c.cond(e.L), c.satisfy(e.R)
			return func(r *run) bool { return !l.f(r).truth() || rt(r) }
		case bpl.OpEq:
			sl, sr := c.unknownSlot(e.L), c.unknownSlot(e.R)
			if sl >= 0 || sr >= 0 {
				l, rt, whole := c.expr(e.L), c.expr(e.R), c.cond(e)
				return func(r *run) bool {
					if sl >= 0 && !r.known[sl] {
						r.env[sl], r.known[sl] = owned(rt.f(r)), true
						return true
					}
					if sr >= 0 && !r.known[sr] {
						r.env[sr], r.known[sr] = owned(l.f(r)), true
						return true
					}
					return whole.f(r).truth()
				}
			}
		}
	case *bpl.Ident:
		if s := c.unknownSlot(e); s >= 0 {
			return c.orSet(s, true, c.cond(e))
		}
	case *bpl.Unary:
		if s := c.unknownSlot(e.X); s >= 0 && e.Op == bpl.OpNot {
			return c.orSet(s, false, c.cond(e))
		}
	case *bpl.Apply:
		bound, whole := c.boundAll([]bpl.Expr{e}), c.cond(e)
		return func(r *run) bool {
			bound(r)
			return whole.f(r).truth()
		}
	}
	whole := c.cond(e)
	return func(r *run) bool { return whole.f(r).truth() }
}

// orSet gives the Boolean in slot s the value b when it has none, else
// evaluates whole.
func (c *compiler) orSet(s int, b bool, whole cexp) func(r *run) bool {
	v := boolVal(b)
	return func(r *run) bool {
		if !r.known[s] {
			r.env[s], r.known[s] = v, true
			return true
		}
		return whole.f(r).truth()
	}
}

// comparisons are the bit-vector builtins that bound a value: whether
// signed, and which side of the other operand the first lies on
// (-1 below, 0 or equal allowed).
var comparisons = map[string]struct {
	signed    bool
	below, eq bool
}{
	"bvult": {false, true, false}, "bvule": {false, true, true},
	"bvugt": {false, false, false}, "bvuge": {false, false, true},
	"bvslt": {true, true, false}, "bvsle": {true, true, true},
	"bvsgt": {true, false, false}, "bvsge": {true, false, true},
}

// interval is the values a comparison allows an unknown variable, as
// signed numbers when signed.
type interval struct {
	slot   int
	w      int
	signed bool
	lo, hi int64
}

// bounder is a conjunct that may bound an unknown variable: a comparison
// builtin of two operands, either of which may be that variable.
type bounder struct {
	signed, below, eq bool
	slots             [2]int
	args              [2]cexp
}

// allows is the interval the comparison of an unknown variable with a
// value allows it.
func (b *bounder) allows(r *run) (interval, bool) {
	x, other, below := 0, 1, b.below
	if b.slots[0] < 0 || r.known[b.slots[0]] {
		if b.slots[1] < 0 || r.known[b.slots[1]] {
			return interval{}, false
		}
		x, other, below = 1, 0, !below
	}
	s := b.slots[x]
	w, ok := bvWidth(r.cp.types[s])
	if !ok || w > 64 {
		return interval{}, false
	}
	if _, ok := bvWidth(b.args[other].t); !ok {
		stopf("a bit-vector operation on %s", printType(b.args[other].t))
	}
	bu := b.args[other].f(r).u
	in := interval{slot: s, w: w, signed: b.signed, hi: int64(mask(w) >> 1)}
	v := int64(bu)
	switch {
	case b.signed:
		in.lo, v = -in.hi-1, signedOf(bu, w)
	case w < 64:
		in.hi = int64(mask(w))
	case v < 0:
		// Unsigned 64-bit bounds beyond 2^63: left to the pool.
		return interval{}, false
	}
	if below {
		in.hi = min(in.hi, v)
		if !b.eq {
			if in.hi == -1<<63 {
				return interval{}, false
			}
			in.hi--
		}
	} else {
		in.lo = max(in.lo, v)
		if !b.eq {
			if in.lo == 1<<63-1 {
				return interval{}, false
			}
			in.lo++
		}
	}
	return in, true
}

// boundAll compiles: give each unknown variable that conjuncts compare
// with values a value in the intersection of what they allow
// (n >= 1 && n <= 4000), where they agree on signedness.
func (c *compiler) boundAll(conjuncts []bpl.Expr) func(r *run) {
	var bs []*bounder
	for _, e := range conjuncts {
		app, ok := e.(*bpl.Apply)
		if !ok || len(app.Args) != 2 {
			continue
		}
		f, ok := c.prog.funcs[app.Func]
		if !ok {
			continue
		}
		cmp, ok := comparisons[f.builtin]
		if !ok {
			continue
		}
		b := &bounder{signed: cmp.signed, below: cmp.below, eq: cmp.eq}
		for i, a := range app.Args {
			b.slots[i], b.args[i] = c.unknownSlot(a), c.expr(a)
		}
		if b.slots[0] >= 0 || b.slots[1] >= 0 {
			bs = append(bs, b)
		}
	}
	if len(bs) == 0 {
		return func(*run) {}
	}
	rs := c.residuers(conjuncts)
	return func(r *run) {
		var ins []interval
	next:
		for _, b := range bs {
			in, ok := b.allows(r)
			if !ok {
				continue
			}
			for i := range ins {
				if ins[i].slot == in.slot {
					if ins[i].signed == in.signed {
						ins[i].lo, ins[i].hi = max(ins[i].lo, in.lo), min(ins[i].hi, in.hi)
					}
					continue next
				}
			}
			ins = append(ins, in)
		}
		for _, in := range ins {
			if in.lo <= in.hi {
				r.env[in.slot] = val{u: uint64(r.within(in.w, in.lo, in.hi)) & mask(in.w)}
				r.known[in.slot] = true
				fit(r, in, rs)
				r.twin(in)
			}
		}
	}
}

// twin gives a variable of the second work item (x$2) a value near its
// counterpart of the first (x$1), when the interval allows it: the two
// work items of a race mostly share all their coordinates but one. In
// most runs, a third of such variables take x$1's value. In a third of
// the runs (by seed, so that the other runs draw as before), the near
// runs, the two work items differ mostly in one coordinate. Among the
// variables whose interval holds more than one value, in the order they
// are bounded, each differs with probability one half until one does;
// after that, each differs with one quarter (a pitch taken from the wrong
// dimension makes pixels a row and two groups apart meet:
// mandelbrot_racy.cl). One that differs takes x$1 + 1 or x$1 - 1 (three
// eighths each) or keeps its own draw; every other takes x$1's value. A
// race between neighbours in one row (PPCG's fdtd-2d and adi racy twins)
// then needs one choice of coordinate and one of direction: with each
// coordinate drawn on its own (half copied, an eighth each a neighbour's)
// adi's kernel met its race in about one run in a hundred.
func (r *run) twin(in interval) {
	other := r.cp.twins[in.slot]
	if other == -2 {
		return
	}
	var delta int64
	if r.seed%3 == 1 {
		odds := 2 // until a coordinate differs; then 4
		if r.differs {
			odds = 4
		}
		if in.lo < in.hi && r.rnd.IntN(odds) == 0 {
			r.differs = true
			switch r.rnd.IntN(8) {
			case 0, 1, 2:
				delta = 1
			case 3, 4, 5:
				delta = -1
			default:
				return
			}
		}
	} else if r.rnd.IntN(3) != 0 {
		return
	}
	if other < 0 || !r.known[other] {
		return
	}
	if w, ok := bvWidth(r.cp.types[other]); !ok || w != in.w {
		return
	}
	x := int64(r.env[other].u)
	if in.signed {
		x = signedOf(r.env[other].u, in.w)
	}
	x += delta
	if in.lo <= x && x <= in.hi {
		r.env[in.slot] = val{u: uint64(x) & mask(in.w)}
	}
}

// conjuncts flattens a conjunction.
func conjuncts(e bpl.Expr, out []bpl.Expr) []bpl.Expr {
	if b, ok := e.(*bpl.Binary); ok && b.Op == bpl.OpAnd {
		return conjuncts(b.R, conjuncts(b.L, out))
	}
	return append(out, e)
}

func signedOf(x uint64, w int) int64 {
	if w < 64 && x>>uint(w-1)&1 == 1 {
		return int64(x | ^mask(w))
	}
	return int64(x)
}

// axiom compiles the assumption of an axiom. A quantified one is taken
// only in the form the reduction states constant maps with,
// forall i :: !M[i] (or M[i], or M[i] == literal): M is that constant map.
func (c *compiler) axiom(e bpl.Expr) func(r *run) {
	q, ok := e.(*bpl.Quant)
	if !ok {
		return c.assume(e, "an axiom")
	}
	if q.Kind != bpl.Forall {
		return func(*run) { stopf("an existential axiom") }
	}
	body, def := q.Body, cexp{bpl.BoolType{}, func(*run) val { return boolVal(true) }}
	if u, ok := body.(*bpl.Unary); ok && u.Op == bpl.OpNot {
		body, def = u.X, cexp{bpl.BoolType{}, func(*run) val { return boolVal(false) }}
	} else if b, ok := body.(*bpl.Binary); ok && b.Op == bpl.OpEq {
		body, def = b.L, c.expr(b.R)
	}
	sel, ok := body.(*bpl.Select)
	if !ok || len(sel.Index) != len(q.Vars) {
		return func(*run) { stopf("a quantified axiom") }
	}
	for i, x := range sel.Index {
		if id, ok := x.(*bpl.Ident); !ok || id.Name != q.Vars[i].Name {
			return func(*run) { stopf("a quantified axiom") }
		}
	}
	s := c.unknownSlot(sel.Map)
	if s < 0 {
		return func(*run) { stopf("a quantified axiom on a known map") }
	}
	t, ok := c.cp.types[s].(bpl.MapType)
	if !ok {
		name := c.cp.names[s]
		return func(*run) { stopf("a quantified axiom on %s", name) }
	}
	return func(r *run) {
		v := def.f(r)
		if r.known[s] {
			stopf("a quantified axiom on a known map")
		}
		r.env[s], r.known[s] = val{m: &mapv{typ: t, hasDef: true, def: v}}, true
	}
}
