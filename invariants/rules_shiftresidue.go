package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// shiftResidueRule is stride-residue for a cell that moves per iteration
// by a power of two that is not a constant (pow2: offset * 512,
// (256 / offset) * 128), rather than by a constant: the work-efficient scans of AMD's SDK index
// offset * (2k + 1) - 1 with k = tid, tid + 256, ... and offset a power
// of two (1 << e once ir.AddExponents has rewritten it), so one level's
// cells move by 512 << e. The log then holds an offset congruent to the
// cell at the loop's start modulo 512 << e, stated with a mask,
// `x & (M - 1) == start & (M - 1)`, which the prover takes without a
// divider: two work items' pairs k = tid1 + 256i and tid2 + 256j meet only
// if tid1 == tid2, and a read at offset * (2k + 1) never meets a write at
// offset * (2k' + 2), their bit e differing. Other accesses of the log
// must be writable at the head and not move.
func shiftResidueRule(g *gen, s site) bool {
	l := s.log
	if g.barrierCovers(l.key.arr) {
		g.rewoundShiftResidue(l)
		return false
	}
	var move ir.Expr
	var starts []ir.Expr
	for _, acc := range l.accs {
		start, m, ok := g.a.shiftResidue(acc)
		if ok && (g.a.moves(start) || g.a.moves(m)) {
			// This loop changes the move or the start, and the log
			// holds its earlier iterations (no barrier resets it).
			return false
		}
		switch {
		case ok && (move == nil || ir.ExprString(move) == ir.ExprString(m)):
			move = m
			starts = append(starts, start)
		case ok:
			return false // two moduli
		case !acc.in && g.a.stale(acc.cell):
			// Its cell at the head is not the one it logged.
		case acc.ok && !(acc.in && g.a.moves(acc.cell)):
			starts = append(starts, acc.cell)
		default:
			return false
		}
	}
	if move != nil {
		g.addMaskResidue(l, move, starts, nil)
	}
	return false
}

// rewoundShiftResidue is shiftResidueRule at the head of a loop with a
// barrier whose accesses are in loops nested in it: the log holds the
// accesses of the iteration that just ended, so the move and the starts
// are taken with this loop's counters one step back (rewind), or, on the
// first iteration, whatever came before the loop. AMD's scan leaves its
// up-sweep after the level with d == 1, offset == 512, where only k ==
// 0 ran: with offset == 1024 at the exit, a logged cell of work item 128
// would be (258 << 9) - 1 modulo 512 << 9, never block[1023], which work
// item 0 then writes with no barrier between.
func (g *gen) rewoundShiftResidue(l *logSite) {
	a := g.a
	var move ir.Expr
	var starts []ir.Expr
	before := false
	for _, acc := range l.accs {
		if !acc.in {
			before = true
			continue
		}
		if a.innermost(acc.blk) == a.l {
			return // the loop's own accesses: rewound-offset's
		}
		start, m, ok := a.shiftResidue(acc)
		if !ok {
			return
		}
		rs, ok1 := a.rewind(start)
		rm, ok2 := a.rewind(m)
		if !ok1 || !ok2 {
			return
		}
		rs, rm = a.fold(rs), a.fold(rm)
		if move != nil && ir.ExprString(move) != ir.ExprString(rm) {
			return
		}
		move, starts = rm, append(starts, rs)
	}
	if move == nil {
		return
	}
	var first ir.Expr
	if before {
		firsts := a.firstIteration()
		if len(firsts) == 0 {
			return
		}
		first = andAll(firsts)
	}
	g.addMaskResidue(l, move, starts, first)
}

// addMaskResidue adds `has ==> first || x & (M - 1) == start & (M - 1)
// || ...` over the distinct starts (no first when it is nil).
func (g *gen) addMaskResidue(l *logSite, move ir.Expr, starts []ir.Expr, first ir.Expr) {
	t := move.Type().(*ir.IntType)
	mask := &ir.Binary{Op: ir.Sub, X: move, Y: &ir.Const{Val: 1, T: t}}
	pred := g.logPred(func(x ir.Expr) ir.Expr {
		lm := &ir.Binary{Op: ir.And, X: x, Y: mask}
		var eqs []ir.Expr
		if first != nil {
			eqs = append(eqs, first)
		}
		for _, st := range starts {
			eqs = append(eqs, &ir.Binary{Op: ir.Eq, X: lm, Y: &ir.Binary{Op: ir.And, X: st, Y: mask}})
		}
		return orDistinct(eqs)
	}, t, l.off)
	if pred != nil {
		g.add(bpl.Implies(l.has, pred))
	}
}

// shiftResidue gives an access's cell at its innermost loop's start and
// how far the cell moves per iteration of that loop, when that is a
// power of two that is not a constant (pow2Move; a constant move is
// residue's): the counter steps by a constant or by a power of two fixed
// in the loop.
func (a *analysis) shiftResidue(acc *access) (start, move ir.Expr, ok bool) {
	l := a.innermost(acc.blk)
	if l == nil {
		return nil, nil, false
	}
	la := a.loopAnalysis(l)
	if la == nil {
		return nil, nil, false
	}
	lv := la.soleAddCounter(acc.cell)
	if lv == nil {
		return nil, nil, false
	}
	t, isInt := lv.v.T.(*ir.IntType)
	if !isInt {
		return nil, nil, false
	}
	// The step: a constant, or a power of two fixed in the loop.
	var step ir.Expr = la.fold(lv.by)
	if c, isConst := la.constValue(step); isConst && c != 0 {
		step = &ir.Const{Val: c, T: t}
	} else if !a.pow2(step) {
		return nil, nil, false
	}
	m, ok := linearMove(acc.cell, lv.v, step)
	if !ok || m == nil {
		return nil, nil, false
	}
	m = a.fold(m)
	if !a.pow2Move(m, lv.v) {
		return nil, nil, false
	}
	start = a.fold(substVar(acc.cell, lv.v, lv.init))
	if !a.expressible(start) {
		return nil, nil, false
	}
	return start, m, true
}

// linearMove is how far e moves when v grows by step, for e built from v
// by additions, subtractions, and products and left shifts by terms
// without v (nil: e does not mention v); false for any other use of v.
func linearMove(e ir.Expr, v *ir.Var, step ir.Expr) (ir.Expr, bool) {
	if !mentions(e, v) {
		return nil, true
	}
	switch e := e.(type) {
	case *ir.VarRef:
		return step, e.V == v
	case *ir.Binary:
		switch e.Op {
		case ir.Add, ir.Sub:
			mx, okx := linearMove(e.X, v, step)
			my, oky := linearMove(e.Y, v, step)
			if !okx || !oky {
				return nil, false
			}
			switch {
			case my == nil:
				return mx, true
			case mx == nil && e.Op == ir.Add:
				return my, true
			case mx == nil:
				return &ir.Binary{Op: ir.Sub, X: &ir.Const{Val: 0, T: my.Type().(*ir.IntType)}, Y: my}, true
			}
			return &ir.Binary{Op: e.Op, X: mx, Y: my}, true
		case ir.Mul:
			if !mentions(e.Y, v) {
				mx, ok := linearMove(e.X, v, step)
				return &ir.Binary{Op: ir.Mul, X: mx, Y: e.Y}, ok
			}
			if !mentions(e.X, v) {
				my, ok := linearMove(e.Y, v, step)
				return &ir.Binary{Op: ir.Mul, X: e.X, Y: my}, ok
			}
		case ir.Shl:
			if !mentions(e.Y, v) {
				mx, ok := linearMove(e.X, v, step)
				return &ir.Binary{Op: ir.Shl, X: mx, Y: e.Y}, ok
			}
		}
	}
	return nil, false
}

// pow2Move reports whether m, a move fixed in v's loop that is not a
// constant, is a power of two above 1 by its form (pow2).
func (a *analysis) pow2Move(m ir.Expr, v *ir.Var) bool {
	if _, isConst := m.(*ir.Const); isConst || mentions(m, v) || !a.expressible(m) {
		return false
	}
	return a.pow2(m)
}

// pow2 reports whether e is a power of two by its form: a constant one,
// a counter with an exponent companion (ir.AddExponents: a counter
// doubled or halved from a power of two), a product of such, one shifted
// left by anything or right by a constant, or a constant divided by a
// counter (Parboil's tree over histograms steps by BLOCK_SIZE / offset).
// A shift or quotient may reach 0 or wrap: the candidate built on it is
// checked like any other.
func (a *analysis) pow2(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Const:
		return e.Val != 0 && e.Val&(e.Val-1) == 0
	case *ir.VarRef:
		_, ok := a.f.Exponents[e.V]
		return ok
	case *ir.Binary:
		switch e.Op {
		case ir.Mul:
			return a.pow2(e.X) && a.pow2(e.Y)
		case ir.Shl:
			return a.pow2(e.X)
		case ir.LShr:
			_, isConst := e.Y.(*ir.Const)
			return isConst && a.pow2(e.X)
		case ir.UDiv:
			_, isConst := e.X.(*ir.Const)
			return isConst && a.pow2(e.X) && a.pow2(e.Y)
		}
	}
	return false
}

// stale reports whether e, the cell of an access outside the loop, reads
// a counter of a loop that does not enclose this one: at the head it has
// that loop's last value, not the one the access logged (TPACF's zeroing
// loop w = 0, 256, ... before the fold: its cell w + tid at the fold is
// 2560 + tid).
func (a *analysis) stale(e ir.Expr) bool {
	for _, l := range a.f.Loops {
		if l.Contains(a.l.Header) {
			continue
		}
		for _, phi := range l.Header.Phis {
			if mentions(e, phi.Dst) {
				return true
			}
		}
	}
	return false
}
