package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// strideResidueRule: an access whose cell moves by a constant d (> 1)
// from one iteration of its innermost loop to the next leaves in the log
// an offset congruent modulo d to its cell at the loop's start: for
// A[i*256 + lid] (i += 1) the log holds an offset equal to lid modulo
// 256; for a[j + lid] in for (j = i; ...; j += L) nested in
// for (i = 0; ...; i += L), an offset equal to i + lid modulo L at the
// outer head. strided-offset gives the same fact when the cell moves with
// the current loop's counter by its step; this rule also covers cells
// scaled by a coefficient and accesses in nested or earlier loops.
// Other accesses of the log must be writable at the head and not move.
func strideResidueRule(g *gen, s site) bool {
	l := s.log
	var d uint64
	var residues []ir.Expr
	moving := false
	for _, acc := range l.accs {
		r, k, ok := g.a.residue(acc)
		switch {
		case ok && (d == 0 || d == k):
			d, moving = k, true
			residues = append(residues, r)
		case ok:
			return false // two moduli
		case acc.ok && !(acc.in && g.a.moves(acc.cell)):
			residues = append(residues, acc.cell)
		default:
			return false
		}
	}
	if !moving {
		return false
	}
	t, isInt := residues[0].Type().(*ir.IntType)
	if !isInt {
		return false
	}
	mod := &ir.Const{Val: d, T: t}
	var xs []ir.Expr
	for _, r := range residues {
		if !sameType(r.Type(), t) {
			return false
		}
		xs = append(xs, &ir.Binary{Op: ir.URem, X: r, Y: mod})
	}
	pred := g.logPred(func(x ir.Expr) ir.Expr {
		lm := &ir.Binary{Op: ir.URem, X: x, Y: mod}
		var e ir.Expr
		seen := map[string]bool{}
		for _, r := range xs {
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
	return false
}

// residue gives an access's cell at its innermost loop's start and the
// distance d its cell moves per iteration of that loop, when d is a
// constant above 1 (and not just the current loop's counter step, which
// strided-offset covers).
func (a *analysis) residue(acc *access) (ir.Expr, uint64, bool) {
	l := a.innermost(acc.blk)
	if l == nil {
		return nil, 0, false
	}
	la := a.loopAnalysis(l)
	if la == nil {
		return nil, 0, false
	}
	lv := la.soleAddCounter(acc.cell)
	if lv == nil {
		return nil, 0, false
	}
	step, ok := la.constValue(la.fold(lv.by))
	if !ok || step == 0 {
		return nil, 0, false
	}
	d, ok := a.moveBy(acc.cell, lv, step)
	if !ok || d < 2 || d > residueLimit(d) || (l == a.l && d == step && mentions(acc.cell, lv.v) && isCounterPlus(acc.cell, lv)) {
		return nil, 0, false
	}
	start := a.fold(substVar(acc.cell, lv.v, lv.init))
	if !a.expressible(start) {
		return nil, 0, false
	}
	return start, d, true
}

// residueLimit bounds the distance of a stride-residue candidate: any
// power of two (a residue modulo it is a mask, cheap for the prover:
// CLBlast's grid-stride loops move by a global size of 2^21 and more),
// else 2^20.
func residueLimit(d uint64) uint64 {
	if d&(d-1) == 0 {
		return 1 << 31
	}
	return 1 << 20
}

// loopAnalysis analyses another loop of the function once.
func (a *analysis) loopAnalysis(l *ir.Loop) *analysis {
	if l == a.l {
		return a
	}
	o, seen := a.others[l]
	if !seen {
		a.others[l] = nil
		o = analyseLoop(a.lp, l, a.others)
		a.others[l] = o
	}
	return o
}

// moveBy guesses how far cell moves when lv grows by step, evaluating it
// with every other variable 0 (a guess: Houdini checks the candidate).
func (a *analysis) moveBy(cell ir.Expr, lv *loopVar, step uint64) (uint64, bool) {
	at := func(iv uint64) (uint64, bool) {
		ok := true
		e := ir.MapExpr(cell, func(y ir.Expr) (ir.Expr, bool) {
			switch y := y.(type) {
			case *ir.Const, *ir.BoolConst:
				return y, true
			case *ir.Binary, *ir.Unary, *ir.Cast, *ir.Select:
				return nil, false
			}
			// A leaf: lv, another variable, a work-item function.
			t, isInt := y.Type().(*ir.IntType)
			if !isInt {
				ok = false
				return y, true
			}
			if r, isRef := y.(*ir.VarRef); isRef && r.V == lv.v {
				return &ir.Const{Val: iv, T: t}, true
			}
			if r, isRef := y.(*ir.VarRef); isRef {
				// A parameter a precondition pins scales the move
				// (Index3D(nx, ny, i, j, k) with nx == 512).
				if v, ok := a.pinned[r.V]; ok {
					return &ir.Const{Val: v, T: t}, true
				}
			}
			return &ir.Const{Val: 0, T: t}, true
		})
		if !ok {
			return 0, false
		}
		return a.constValue(a.fold(e))
	}
	x0, ok0 := at(0)
	x1, ok1 := at(step)
	if !ok0 || !ok1 {
		return 0, false
	}
	t := cell.Type().(*ir.IntType)
	mask := uint64(1)<<t.Bits - 1
	if t.Bits == 64 {
		mask = ^uint64(0)
	}
	return (x1 - x0) & mask, true
}

// isCounterPlus reports whether cell is lv plus terms without lv (the
// strided-offset shape).
func isCounterPlus(cell ir.Expr, lv *loopVar) bool {
	switch c := cell.(type) {
	case *ir.VarRef:
		return c.V == lv.v
	case *ir.Binary:
		if c.Op != ir.Add {
			return false
		}
		return (isCounterPlus(c.X, lv) && !mentions(c.Y, lv.v)) || (isCounterPlus(c.Y, lv) && !mentions(c.X, lv.v))
	}
	return false
}
