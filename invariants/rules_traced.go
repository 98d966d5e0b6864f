package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// tracedOffsetRule: in a loop without a barrier whose uniform counters
// counter-values gives exactly (a few iterations: CLBlast's work-per-
// thread loops, for (w = 0; w < WPT; w++)), the log holds the offset of an
// access at one of the states the loop has already run: at the head in
// state j, the offset of an in-loop access at some state k < j. The exact
// cells, unlike range-offset's interval, keep two work items' logs apart
// when each iteration moves a work item's cell by more than the others'
// cells span (id = ((grp*WPT + w)*DIMY + lid)*ld + gid).
//
// tracedLimit bounds the states: a loop of up to 16 iterations (CLBlast's
// WPT of 1 to 16: TransposeMatrixFast at 16 needs it) has its states
// stated here when counter-values (valuesLimit) does not state them, since
// the candidate needs them; only loops without a barrier that move an
// access with counters stepping by a constant get that candidate.
const tracedLimit = 17

func tracedOffsetRule(g *gen, s site) bool {
	l := s.log
	if !g.barrierCovers(l.key.arr) {
		g.tracedOffset(l.accs, l.has, l.off)
	}
	return false
}

func (g *gen) tracedOffset(accs []*access, has, off bpl.Expr) {
	a := g.a
	tr := g.counterTrace()
	if !tr.ok || len(tr.states) < 2 || len(tr.states) > tracedLimit {
		return
	}
	traced := map[*ir.Var]bool{}
	for _, lv := range tr.vars {
		if lv.step != stepAdd && lv.step != stepSub {
			// Work-per-thread loops count by a constant. A loop without
			// barrier that doubles its counter (a tree without barriers)
			// is a race in every kernel met so far: the candidate only
			// slowed its proof (fft_local_racy: 5.9 s to 11.4 s).
			return
		}
		traced[lv.v] = true
	}
	var t *ir.IntType
	var parts []func(ir.Expr) ir.Expr
	used := false
	for _, acc := range accs {
		if !acc.ok {
			if acc.in {
				return
			}
			continue
		}
		e := acc.cell
		et, isInt := e.Type().(*ir.IntType)
		if !isInt || (t != nil && et.Bits != t.Bits) {
			return
		}
		t = et
		moves := false
		for _, lv := range a.vars {
			if !mentions(e, lv.v) {
				continue
			}
			if !acc.in || !traced[lv.v] {
				// A cell that moves with a counter the trace does not give.
				return
			}
			moves = true
		}
		if !acc.in || !moves {
			parts = append(parts, func(l ir.Expr) ir.Expr { return &ir.Binary{Op: ir.Eq, X: l, Y: e} })
			continue
		}
		used = true
		for k := range tr.states[:len(tr.states)-1] {
			at := e
			for i, lv := range tr.vars {
				at = substVar(at, lv.v, &ir.Const{Val: tr.states[k][i], T: lv.v.T.(*ir.IntType)})
			}
			at = a.fold(at)
			later := anyState(tr.vars, tr.states[k+1:])
			parts = append(parts, func(l ir.Expr) ir.Expr {
				return &ir.Binary{Op: ir.And, X: &ir.Binary{Op: ir.Eq, X: l, Y: at}, Y: later}
			})
		}
	}
	if !used {
		return
	}
	if len(tr.states) > valuesLimit {
		// counter-values does not give the states of so long a loop;
		// the candidate below needs them.
		g.add(g.forThreads(anyState(tr.vars, tr.states)))
	}
	g.addLogCases(has, off, t, parts)
}
