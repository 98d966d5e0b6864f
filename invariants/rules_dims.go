package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// dimResidueRule (scope perLog) breaks the accesses of a multi-dimensional
// array into their indices, one per dimension (GPUVerify's "access
// breaking"), and for each dimension proposes that the logged offset's
// index there is congruent to the access's index at the start of all its
// loops, modulo the greatest common divisor of how far the index moves
// when any of those loops' counters steps. PPCG stages a tile with
// `for (c2 = t0; ...; c2 += 32) for (c3 = t1; ...; c3 += 16)
// tile[c2][c3] = ...`: the flattened cell c2 * 34 + c3 moves by 34 * 32
// and by 16, which says little, while the row is t0 modulo 32 and the
// column t1 modulo 16, which tell the work items apart. The index of
// dimension k is (off / the product of the later dimensions) % its size.
// Accesses of the log that do not move at all contribute their own index;
// every access must split and agree on the modulus.
func dimResidueRule(g *gen, s site) bool {
	l := s.log
	dims := l.key.arr.Dims
	if len(dims) < 2 || len(l.accs) == 0 {
		return false
	}
	t, isInt := l.accs[0].cell.Type().(*ir.IntType)
	if !isInt {
		return false
	}
	for k := range dims {
		var mod uint64
		var starts []ir.Expr
		ok := true
		for _, acc := range l.accs {
			parts, split := splitCell(acc.cell, dims, t)
			if !split {
				return false
			}
			start, d, good := g.a.residueAcross(acc, parts[k])
			switch {
			case !good:
				ok = false
			case d == 0: // does not move: its own index
			case mod == 0 || mod == d:
				mod = d
			default:
				ok = false
			}
			starts = append(starts, start)
		}
		if !ok || mod < 2 {
			continue
		}
		g.addDimResidue(l, dims, k, mod, starts, t)
	}
	return false
}

// addDimResidue adds `has ==> index_k(off) % mod == start % mod || ...`.
func (g *gen) addDimResidue(l *logSite, dims []int, k int, mod uint64, starts []ir.Expr, t *ir.IntType) {
	c := func(v uint64) ir.Expr { return &ir.Const{Val: v, T: t} }
	inner := uint64(1)
	for _, d := range dims[k+1:] {
		inner *= uint64(d)
	}
	pred := g.logPred(func(x ir.Expr) ir.Expr {
		idx := x
		if inner > 1 {
			idx = &ir.Binary{Op: ir.UDiv, X: idx, Y: c(inner)}
		}
		if k > 0 {
			idx = &ir.Binary{Op: ir.URem, X: idx, Y: c(uint64(dims[k]))}
		}
		lm := &ir.Binary{Op: ir.URem, X: idx, Y: c(mod)}
		var e ir.Expr
		seen := map[string]bool{}
		for _, s := range starts {
			r := &ir.Binary{Op: ir.URem, X: s, Y: c(mod)}
			if key := ir.ExprString(r); !seen[key] {
				seen[key] = true
				eq := &ir.Binary{Op: ir.Eq, X: lm, Y: r}
				if e == nil {
					e = eq
				} else {
					e = &ir.Binary{Op: ir.Or, X: e, Y: eq}
				}
			}
		}
		return e
	}, t, l.off)
	if pred != nil {
		g.add(bpl.Implies(l.has, pred))
	}
}

// splitCell splits a flattened cell index of an array with dims into one
// index per dimension: cell = i0 * (d1 * ... ) + i1 * (d2 * ...) + ... .
// The terms of the sum are grouped by their constant coefficient; what
// cannot be grouped fails.
func splitCell(cell ir.Expr, dims []int, t *ir.IntType) ([]ir.Expr, bool) {
	type term struct {
		k uint64
		e ir.Expr // nil for a constant term k
	}
	var terms []term
	var collect func(e ir.Expr) bool
	collect = func(e ir.Expr) bool {
		switch e := e.(type) {
		case *ir.Const:
			terms = append(terms, term{k: e.Val})
			return true
		case *ir.Binary:
			switch e.Op {
			case ir.Add:
				return collect(e.X) && collect(e.Y)
			case ir.Mul:
				if c, ok := e.Y.(*ir.Const); ok {
					terms = append(terms, term{c.Val, e.X})
					return true
				}
				if c, ok := e.X.(*ir.Const); ok {
					terms = append(terms, term{c.Val, e.Y})
					return true
				}
			case ir.Shl:
				if c, ok := e.Y.(*ir.Const); ok && c.Val < 63 {
					terms = append(terms, term{1 << c.Val, e.X})
					return true
				}
			}
		}
		terms = append(terms, term{1, e})
		return true
	}
	if !collect(cell) {
		return nil, false
	}
	parts := make([]ir.Expr, len(dims))
	stride := make([]uint64, len(dims))
	s := uint64(1)
	for k := len(dims) - 1; k >= 0; k-- {
		if dims[k] <= 0 {
			return nil, false
		}
		stride[k] = s
		s *= uint64(dims[k])
	}
	add := func(k int, x ir.Expr) {
		if parts[k] == nil {
			parts[k] = x
		} else {
			parts[k] = &ir.Binary{Op: ir.Add, X: parts[k], Y: x}
		}
	}
	for _, tm := range terms {
		// The largest dimension whose stride divides the coefficient.
		placed := false
		for k := 0; k < len(dims); k++ {
			if tm.k%stride[k] != 0 {
				continue
			}
			q := tm.k / stride[k]
			var x ir.Expr = &ir.Const{Val: q, T: t}
			if tm.e != nil {
				x = tm.e
				if q != 1 {
					x = &ir.Binary{Op: ir.Mul, X: tm.e, Y: &ir.Const{Val: q, T: t}}
				}
			}
			add(k, x)
			placed = true
			break
		}
		if !placed {
			return nil, false
		}
	}
	for k := range parts {
		if parts[k] == nil {
			parts[k] = &ir.Const{Val: 0, T: t}
		}
	}
	return parts, true
}

// residueAcross gives an index's value with every loop counter it
// depends on at its start, and the greatest common divisor of how far it
// moves when each of those counters steps (0 when it does not move). A
// counter's start may mention an outer counter, whose motion then counts
// too. Counters must step by a constant; the start must be expressible at
// the current head.
func (a *analysis) residueAcross(acc *access, idx ir.Expr) (ir.Expr, uint64, bool) {
	counters := map[*ir.Var]*loopVar{}
	for l := a.innermost(acc.blk); l != nil; l = l.Parent {
		la := a.loopAnalysis(l)
		if la == nil {
			continue
		}
		for _, v := range la.vars {
			counters[v.v] = v
		}
	}
	var mod uint64
	x := idx
	for round := 0; round < 8; round++ {
		var lv *loopVar
		for v, c := range counters {
			if mentions(x, v) {
				lv = c
				break
			}
		}
		if lv == nil {
			break
		}
		if lv.step != stepAdd || lv.init == nil {
			return nil, 0, false
		}
		la := a
		step, ok := la.constValue(la.fold(lv.by))
		if !ok || step == 0 {
			return nil, 0, false
		}
		d, ok := a.moveBy(x, lv, step)
		if !ok {
			return nil, 0, false
		}
		mod = gcd(mod, d)
		x = a.fold(substVar(x, lv.v, lv.init))
	}
	for v := range counters {
		if mentions(x, v) {
			return nil, 0, false
		}
	}
	if !a.expressible(x) {
		return nil, 0, false
	}
	return x, mod, true
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
