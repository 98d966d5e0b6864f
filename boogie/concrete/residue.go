package concrete

import (
	bpl "github.com/bvgen/bvgen/boogie"
)

// residuer is a conjunct rem(x, c) == k of an assumption, x an unknown
// variable and c, k values: __requires(offset % 16 == 0) beside
// offset's bounds. The bounds give x a value at random, which the
// remainder then rejects in all but one run of c: Rodinia's LU perimeter
// stopped 1580 of its runs there and refuted no candidate with them.
type residuer struct {
	slot     int
	signed   bool
	mod, rem cexp
}

// residuers finds the remainder conjuncts among conjuncts.
func (c *compiler) residuers(conjuncts []bpl.Expr) []*residuer {
	var out []*residuer
	for _, e := range conjuncts {
		eq, ok := e.(*bpl.Binary)
		if !ok || eq.Op != bpl.OpEq {
			continue
		}
		for _, side := range [2][2]bpl.Expr{{eq.L, eq.R}, {eq.R, eq.L}} {
			app, ok := side[0].(*bpl.Apply)
			if !ok || len(app.Args) != 2 {
				continue
			}
			f, ok := c.prog.funcs[app.Func]
			if !ok || (f.builtin != "bvurem" && f.builtin != "bvsrem") {
				continue
			}
			if s := c.unknownSlot(app.Args[0]); s >= 0 {
				out = append(out, &residuer{slot: s, signed: f.builtin == "bvsrem", mod: c.expr(app.Args[1]), rem: c.expr(side[1])})
				break
			}
		}
	}
	return out
}

// fit moves the value boundAll drew for in's variable to the nearest one
// at or below it that leaves the remainder rs ask for, or to the first
// above it where that would cross in's lower bound; a value that would
// leave the bounds stays. The conjuncts are checked after, as before, so
// a value it cannot fit stops the run as a random one would. A remainder
// asked of a variable no conjunct bounds is not fitted (none in the
// corpus or GPUVerify's suite).
func fit(r *run, in interval, rs []*residuer) {
	for _, res := range rs {
		if res.slot != in.slot || res.signed != in.signed && in.lo < 0 {
			continue
		}
		m, k := res.mod.f(r).u&mask(in.w), res.rem.f(r).u&mask(in.w)
		v := int64(r.env[in.slot].u)
		mod, rem := int64(m), int64(k)
		if in.signed {
			v, mod, rem = signedOf(uint64(v), in.w), signedOf(m, in.w), signedOf(k, in.w)
		}
		if mod <= 0 || rem < 0 || rem >= mod {
			continue
		}
		d := (v - rem) % mod
		if d < 0 {
			d += mod
		}
		fitted := v - d
		if fitted < in.lo {
			fitted += mod
		}
		if fitted > in.hi || fitted < in.lo {
			continue
		}
		r.env[in.slot] = val{u: uint64(fitted) & mask(in.w)}
	}
}
