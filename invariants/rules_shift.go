package invariants

import "github.com/bvgen/bvgen/ir"

// counterShift relates a power-of-two counter to a counter that counts the
// iterations: w == w0 << (k * (l - l0)) when w is multiplied by 2^k and
// l grows by one each iteration (>> when w is divided, l0 - l when l
// shrinks). A tree kept level by level (tree[l][t] with width halving, the
// layout of the student paper on the Blelloch scan) needs it: without it
// the guard t < width says nothing about which row l a work item touches.
func counterShift(g *gen, _ site) bool {
	a := g.a
	for _, w := range a.vars {
		if !g.stepping(w) || (w.step != stepMul && w.step != stepDiv) || w.init == nil {
			continue
		}
		w0, ok := a.constValue(w.init)
		if !ok {
			continue
		}
		for _, l := range a.vars {
			if e := g.shiftRelation(w, w0, l); e != nil {
				g.add(g.forThreads(e))
			}
		}
	}
	return false
}

// shiftRelation is w == w0 << (k * n) (or >>), n the iterations l has
// counted, or nil when l does not count iterations by one from a constant.
func (g *gen) shiftRelation(w *loopVar, w0 uint64, l *loopVar) ir.Expr {
	a := g.a
	if l == w || !g.stepping(l) || (l.step != stepAdd && l.step != stepSub) || l.init == nil || !sameType(w.v.T, l.v.T) {
		return nil
	}
	t := w.v.T.(*ir.IntType)
	by, ok := a.constValue(a.fold(l.by))
	// l-- is an addition of -1 in clang's output.
	down := l.step == stepSub || by == ir.Mask(t.Bits)
	if !ok || (by != 1 && by != ir.Mask(t.Bits)) || (l.step == stepSub && by != 1) {
		return nil
	}
	l0, ok := a.constValue(l.init)
	if !ok {
		return nil
	}
	lv, l0c := &ir.VarRef{V: l.v}, &ir.Const{Val: l0, T: t}
	var n ir.Expr = &ir.Binary{Op: ir.Sub, X: lv, Y: l0c}
	if down {
		n = &ir.Binary{Op: ir.Sub, X: l0c, Y: lv}
	}
	if w.shift != 1 {
		n = &ir.Binary{Op: ir.Mul, X: n, Y: &ir.Const{Val: w.shift, T: t}}
	}
	op := ir.Shl
	if w.step == stepDiv {
		op = ir.LShr
	}
	rhs := &ir.Binary{Op: op, X: &ir.Const{Val: w0, T: t}, Y: n}
	return &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: w.v}, Y: rhs}
}
