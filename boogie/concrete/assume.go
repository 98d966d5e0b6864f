package concrete

import (
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
)

// assume makes the run go on only where e holds. Where e gives an unknown
// variable its value (x == e, x, !x) or bounds it (x < e and the other
// comparisons), the variable gets a value that satisfies it instead of a
// random one: havoc'd values are any values, so this is one of the runs
// the program has. Conjunctions and implications are followed; anything
// else is evaluated, and a false assumption stops the run.
func (r *run) assume(e bpl.Expr, what string) {
	if !r.satisfy(e) {
		text := bpl.PrintExpr(e)
		if len(text) > 160 {
			text = text[:160] + "..."
		}
		stopf("%s: %s", what, text)
	}
}

func (r *run) satisfy(e bpl.Expr) bool {
	switch e := e.(type) {
	case *bpl.Binary:
		switch e.Op {
		case bpl.OpAnd:
			cs := conjuncts(e, nil)
			r.boundAll(cs)
			for _, c := range cs {
				if !r.satisfy(c) {
					return false
				}
			}
			return true
		case bpl.OpImplies:
			return !r.truth(e.L) || r.satisfy(e.R)
		case bpl.OpEq:
			if name, ok := r.unknown(e.L); ok {
				r.env[name] = owned(r.eval(e.R))
				return true
			}
			if name, ok := r.unknown(e.R); ok {
				r.env[name] = owned(r.eval(e.L))
				return true
			}
		}
	case *bpl.Ident:
		if name, ok := r.unknown(e); ok {
			r.env[name] = true
			return true
		}
	case *bpl.Unary:
		if name, ok := r.unknown(e.X); ok && e.Op == bpl.OpNot {
			r.env[name] = false
			return true
		}
	case *bpl.Apply:
		r.boundAll([]bpl.Expr{e})
	}
	return r.truth(e)
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
	name   string
	w      int
	signed bool
	lo, hi int64
}

// allows is the interval a comparison of an unknown variable with a value
// allows it.
func (r *run) allows(e bpl.Expr) (interval, bool) {
	app, ok := e.(*bpl.Apply)
	if !ok || len(app.Args) != 2 {
		return interval{}, false
	}
	f, ok := r.prog.funcs[app.Func]
	if !ok {
		return interval{}, false
	}
	c, ok := comparisons[f.builtin]
	if !ok {
		return interval{}, false
	}
	x, other, below := app.Args[0], app.Args[1], c.below
	name, ok := r.unknown(x)
	if !ok {
		if name, ok = r.unknown(other); !ok {
			return interval{}, false
		}
		x, other, below = other, x, !below
	}
	t, ok := r.typeOf(name).(bpl.BV)
	if !ok {
		return interval{}, false
	}
	b := asBV(r.eval(other))
	in := interval{name: name, w: t.W, signed: c.signed, hi: int64(mask(t.W) >> 1)}
	v := int64(b.v)
	switch {
	case c.signed:
		in.lo, v = -in.hi-1, signedOf(b)
	case t.W < 64:
		in.hi = int64(mask(t.W))
	case v < 0:
		// Unsigned 64-bit bounds beyond 2^63: left to the pool.
		return interval{}, false
	}
	if below {
		in.hi = min(in.hi, v)
		if !c.eq {
			if in.hi == -1<<63 {
				return interval{}, false
			}
			in.hi--
		}
	} else {
		in.lo = max(in.lo, v)
		if !c.eq {
			if in.lo == 1<<63-1 {
				return interval{}, false
			}
			in.lo++
		}
	}
	return in, true
}

// boundAll gives each unknown variable that conjuncts compare with values
// a value in the intersection of what they allow (n >= 1 && n <= 4000),
// where they agree on signedness.
func (r *run) boundAll(conjuncts []bpl.Expr) {
	var order []string
	ins := map[string]interval{}
	for _, c := range conjuncts {
		in, ok := r.allows(c)
		if !ok {
			continue
		}
		prev, seen := ins[in.name]
		switch {
		case !seen:
			order = append(order, in.name)
			ins[in.name] = in
		case prev.signed == in.signed:
			prev.lo, prev.hi = max(prev.lo, in.lo), min(prev.hi, in.hi)
			ins[in.name] = prev
		}
	}
	for _, name := range order {
		in := ins[name]
		if in.lo <= in.hi {
			r.env[name] = bv{uint64(r.within(in.w, in.lo, in.hi)) & mask(in.w), in.w}
			r.twin(name, in)
		}
	}
}

// twin gives a variable of the second work item (x$2) a value near its
// counterpart of the first (x$1), when the interval allows it: the two
// work items of a race mostly share all their coordinates but one. In
// most runs, a third of such variables take x$1's value. In a third of
// the runs (by seed, so that the other runs draw as before), the near
// runs, half take it, an eighth each a neighbour's, x$1 + 1 or x$1 - 1,
// and the rest keep their own draw: a 2-D stencil's neighbours in one row,
// which runs with coordinates copied one by one met once in about 400
// (PPCG's fdtd-2d racy twin).
func (r *run) twin(name string, in interval) {
	base, ok := strings.CutSuffix(name, "$2")
	if !ok {
		return
	}
	var delta int64
	if r.seed%3 == 1 {
		switch r.rnd.IntN(8) {
		case 4:
			delta = 1
		case 5:
			delta = -1
		case 6, 7:
			return
		}
	} else if r.rnd.IntN(3) != 0 {
		return
	}
	other, ok := r.env[base+"$1"].(bv)
	if !ok || other.w != in.w {
		return
	}
	x := int64(other.v)
	if in.signed {
		x = signedOf(other)
	}
	x += delta
	if in.lo <= x && x <= in.hi {
		r.env[name] = bv{uint64(x) & mask(in.w), in.w}
	}
}

// conjuncts flattens a conjunction.
func conjuncts(e bpl.Expr, out []bpl.Expr) []bpl.Expr {
	if b, ok := e.(*bpl.Binary); ok && b.Op == bpl.OpAnd {
		return conjuncts(b.R, conjuncts(b.L, out))
	}
	return append(out, e)
}

func signedOf(x bv) int64 {
	if x.w < 64 && x.v>>uint(x.w-1)&1 == 1 {
		return int64(x.v | ^mask(x.w))
	}
	return int64(x.v)
}
