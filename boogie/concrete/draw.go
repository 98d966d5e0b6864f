package concrete

import (
	bpl "github.com/bvgen/bvgen/boogie"
)

// draw is a value of type t for an unknown variable. Bit-vectors are
// biased to what makes candidates fail: small numbers, the program's
// literals, powers of two, and values already drawn (two work items in
// one group, a counter equal to a bound).
func (r *run) draw(t bpl.Type) val {
	switch t := t.(type) {
	case bpl.BoolType:
		return boolVal(r.rnd.IntN(2) == 0)
	case bpl.IntType:
		return intVal(int64(r.rnd.IntN(72) - 8))
	case bpl.MapType:
		return val{m: &mapv{typ: t, seed: r.rnd.Uint64()}}
	case bpl.BV:
		if t.W > 64 {
			stopf("a %d-bit variable", t.W)
		}
		var v uint64
		switch k := r.rnd.IntN(20); {
		case k < 6 && len(r.prog.pool[t.W])+len(r.drawn[t.W]) > 0:
			known := r.literals(t.W)
			v = known[r.rnd.IntN(len(known))]
		case k < 12:
			v = uint64(r.rnd.IntN(17))
		case k < 15:
			v = 1 << uint(r.rnd.IntN(t.W))
		default:
			v = r.rnd.Uint64()
		}
		return val{u: r.drew(t.W, v)}
	}
	stopf("a variable of type %s", printType(t))
	return val{}
}

// fresh gives the variable or constant in slot s its value when first
// read.
func (r *run) fresh(s int) {
	r.env[s], r.known[s] = r.draw(r.cp.types[s]), true
}

// within draws a w-bit value in [lo, hi] (as signed numbers), with the
// same bias as draw.
func (r *run) within(w int, lo, hi int64) int64 {
	var in []int64
	for _, k := range r.literals(w) {
		x := int64(k)
		if lo < 0 {
			x = signedOf(k, w)
		}
		if lo <= x && x <= hi {
			in = append(in, x)
		}
	}
	span := uint64(hi - lo)
	// A third of the small offsets are 0: the bounds themselves (work
	// item 0, the last one) are where edge cases race.
	small := func() uint64 {
		if r.rnd.IntN(3) == 0 {
			return 0
		}
		return min(uint64(r.rnd.IntN(17)), span)
	}
	var x int64
	switch k := r.rnd.IntN(20); {
	case k < 4 && len(in) > 0:
		x = in[r.rnd.IntN(len(in))]
	case k < 7 && len(in) > 0:
		// A neighbour of a value drawn: races are mostly between work
		// items whose ids differ by one.
		x = in[r.rnd.IntN(len(in))] + int64(2*r.rnd.IntN(2)-1)
		if x < lo || x > hi {
			x = lo + int64(small())
		}
	case k < 12:
		x = lo + int64(small())
	case k < 15:
		x = hi - int64(small())
	default:
		if span == ^uint64(0) {
			x = int64(r.rnd.Uint64())
		} else {
			x = lo + int64(r.rnd.Uint64N(span+1))
		}
	}
	r.drew(w, uint64(x)&mask(w))
	return x
}

// literals are the literals of the program and the latest values drawn, of
// width w.
func (r *run) literals(w int) []uint64 {
	pool := r.prog.pool[w]
	if len(r.drawn[w]) == 0 {
		return pool
	}
	return append(pool[:len(pool):len(pool)], r.drawn[w]...)
}

// recent bounds the values drawn that later draws reuse: enough for the
// work items' ids and the sizes, not every loaded value of a long run.
const recent = 32

func (r *run) drew(w int, v uint64) uint64 {
	v &= mask(w)
	d := r.drawn[w]
	if len(d) < recent {
		r.drawn[w] = append(d, v)
	} else {
		// The first half stays: the ids and sizes, drawn first.
		d[recent/2+r.rnd.IntN(recent/2)] = v
	}
	return v
}
