package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// dimFloorRule (scope perLog) gives each dimension of the logged offset a
// floor: `has ==> floor <= index || ...`, one floor per access, where the
// floor is the part of the access's index that is the same for every work
// item (kernel arguments and constants), when the rest is work-item ids
// times positive coefficients and every loop counter the index depends on
// only moves it up. PPCG's trailing updates of LU and Cholesky write
// A[(t0 + c0 + c1 + 1) * n + (c0 + c2 + c4 + 1)] with c1 = 32 * b0,
// c2 = 32 * b1, c4 = t1 stepping up, and read the pivot row and column c0:
// dim-residue and dim-window say where the logged row and column lie
// modulo the grid strides, which a window wrapping around to c0 satisfies,
// while `c0 + 1 <= row` and `c0 + 1 <= col` tell the pivot from every
// update. The floor leaves the ids out: with them (`c0 + 1 + 32 * b1 +
// t1 <= col`) Houdini took over 300 s on LU. Accesses that no loop moves
// keep the rule from the log (their index is dim-residue's equality) and
// a floor of 0 says nothing.
func dimFloorRule(g *gen, s site) bool {
	l := s.log
	split, targets, ok := g.dimSplit(l)
	if !ok {
		return false
	}
	for k, tg := range targets {
		floors, ok := g.dimFloors(l, split, k, tg.t)
		if !ok {
			continue
		}
		pred := g.logPred(func(x ir.Expr) ir.Expr {
			idx := tg.index(x)
			var ins []ir.Expr
			for _, f := range floors {
				ins = append(ins, &ir.Binary{Op: ir.Ule, X: f, Y: idx})
			}
			return orAll(ins)
		}, tg.t, tg.at)
		if pred != nil {
			g.add(bpl.Implies(l.has, pred))
		}
	}
	return false
}

// maxFloorMove bounds how far one step of a counter may move an index
// for the move to count as upward: a larger one is a step down modulo
// 2^bits (for (i = n; ...; i--) a[i]), or large enough to wrap.
const maxFloorMove = 1 << 31

// dimFloors gives the distinct floors of dimension k of the log's
// accesses (idFloor of the index with every counter at its start), when
// every access's index moves, and only upwards, with the counters of
// the loops around it.
func (g *gen) dimFloors(l *logSite, split [][]ir.Expr, k int, t *ir.IntType) ([]ir.Expr, bool) {
	var floors []ir.Expr
	seen := map[string]bool{}
	for i, acc := range l.accs {
		start, moves, ok := g.a.counterMoves(acc, split[i][k])
		if !ok {
			return nil, false
		}
		up := false
		for _, mv := range moves {
			if mv.by >= maxFloorMove {
				return nil, false
			}
			up = up || mv.by != 0
		}
		if !up {
			return nil, false
		}
		f, ok := idFloor(start, t)
		if !ok || !g.a.expressible(f) {
			return nil, false
		}
		if c, isConst := f.(*ir.Const); isConst && c.Val == 0 {
			return nil, false
		}
		if key := ir.ExprString(f); !seen[key] {
			seen[key] = true
			floors = append(floors, f)
		}
	}
	return floors, len(floors) > 0
}

// idFloor is start without its work-item terms, when each of those is a
// local or group id (possibly extended) times a coefficient in
// (0, 2^31): ids are small and nonnegative, so start is at least the
// rest as long as nothing wraps, which the candidate's check decides.
func idFloor(start ir.Expr, t *ir.IntType) (ir.Expr, bool) {
	var rest []term
	for _, tm := range linearTerms(start, t) {
		if tm.e == nil || !mentionsWorkItem(tm.e) {
			rest = append(rest, tm)
			continue
		}
		if !isID(tm.e) || tm.k == 0 || tm.k >= maxFloorMove {
			return nil, false
		}
	}
	return sumTerms(rest, t), true
}

// isID reports whether e is a local or group id, possibly extended.
func isID(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Builtin:
		return e.Fn == ir.LocalID || e.Fn == ir.GroupID
	case *ir.Cast:
		return (e.Op == ir.ZExt || e.Op == ir.SExt) && isID(e.X)
	}
	return false
}

// sumTerms writes terms back as an expression of type t (the constant 0
// for none).
func sumTerms(terms []term, t *ir.IntType) ir.Expr {
	var sum ir.Expr
	for _, tm := range terms {
		if tm.k == 0 {
			continue
		}
		var x ir.Expr = &ir.Const{Val: tm.k, T: t}
		switch {
		case tm.e == nil:
		case tm.k == 1:
			x = tm.e
		default:
			x = &ir.Binary{Op: ir.Mul, X: tm.e, Y: x}
		}
		if sum == nil {
			sum = x
		} else {
			sum = &ir.Binary{Op: ir.Add, X: sum, Y: x}
		}
	}
	if sum == nil {
		return &ir.Const{Val: 0, T: t}
	}
	return sum
}
