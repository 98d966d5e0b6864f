package genericity

import (
	"math/bits"

	"github.com/bvgen/bvgen/ir"
)

// alignment proves that byte offsets are multiples of a power of two by
// counting known trailing zero bits. Arithmetic is modulo 2^w, so only
// power-of-two divisors survive it: tz(x*y) >= tz(x)+tz(y), tz(x+y) >=
// min(tz(x), tz(y)), tz(x<<c) >= tz(x)+c, tz(x&y) >= max(tz(x), tz(y)).
// Variables get the greatest fixed point of these rules over their
// definitions (phis in loops included: an induction over the execution
// shows every value it computes has the trailing zeros claimed).
type alignment struct {
	defs  map[*ir.Var]func() int
	known map[*ir.Var]int
}

func newAlignment(f *ir.Function) *alignment {
	a := &alignment{defs: map[*ir.Var]func() int{}, known: map[*ir.Var]int{}}
	var vars []*ir.Var
	for _, b := range f.Blocks {
		for _, phi := range b.Phis {
			vars = append(vars, phi.Dst)
			a.defs[phi.Dst] = func() int {
				z := width(phi.Dst.T)
				for _, in := range phi.In {
					z = min(z, a.tz(in.Val))
				}
				return z
			}
		}
		for _, s := range b.Stmts {
			if s, ok := s.(*ir.Assign); ok {
				vars = append(vars, s.Dst)
				a.defs[s.Dst] = func() int { return a.tz(s.Src) }
			}
		}
	}
	// Greatest fixed point: start from "all bits zero" and lower.
	for _, v := range vars {
		a.known[v] = width(v.T)
	}
	for changed := true; changed; {
		changed = false
		for _, v := range vars {
			if z := a.defs[v](); z < a.known[v] {
				a.known[v] = z
				changed = true
			}
		}
	}
	return a
}

func width(t ir.Type) int {
	if it, ok := t.(*ir.IntType); ok {
		return it.Bits
	}
	return 0
}

// tz is the number of low bits of e known to be zero.
func (a *alignment) tz(e ir.Expr) int {
	w := width(e.Type())
	switch e := e.(type) {
	case *ir.Const:
		if e.Val == 0 {
			return w
		}
		return min(w, bits.TrailingZeros64(e.Val))
	case *ir.VarRef:
		if z, ok := a.known[e.V]; ok {
			return min(z, w)
		}
		return 0
	case *ir.Unary:
		if e.Op == ir.Neg {
			return a.tz(e.X)
		}
	case *ir.Binary:
		x, y := a.tz(e.X), a.tz(e.Y)
		switch e.Op {
		case ir.Mul:
			return min(w, x+y)
		case ir.Add, ir.Sub, ir.Or, ir.Xor:
			return min(x, y)
		case ir.And:
			return max(x, y)
		case ir.Shl:
			if c, ok := e.Y.(*ir.Const); ok && c.Val < 64 {
				return min(w, x+int(c.Val))
			}
			return min(w, x)
		}
	case *ir.Select:
		return min(a.tz(e.X), a.tz(e.Y))
	case *ir.Cast:
		switch e.Op {
		case ir.ZExt, ir.SExt:
			x := a.tz(e.X)
			if x >= width(e.X.Type()) { // the value is 0
				return w
			}
			return x
		case ir.Trunc:
			return min(w, a.tz(e.X))
		}
	}
	return 0
}

// multipleOf reports whether e is provably a multiple of n bytes. Element
// sizes that are not powers of two are not checked (true).
func (a *alignment) multipleOf(e ir.Expr, n int) bool {
	if n <= 1 || n&(n-1) != 0 {
		return true
	}
	return a.tz(e) >= bits.TrailingZeros(uint(n))
}
