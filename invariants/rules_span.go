package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// spanOffsetRule: an access in a loop whose cell moves with one counter i
// of that loop (i = i0, i0 + s, ... while i < B) touches only cells
// between its cell at i0 and its cell at B - 1, so a log that may hold it
// holds an offset in that span, at the head of its own loop and of every
// loop after it. This is the fact a work item that owns a chunk needs
// (for (i = 0; i < C; i++) a[t*C + i]: the log holds an offset in
// [t*C, t*C + C - 1]), also in a later loop that does not touch the array
// (GPUVerify's candidates express it with the access's guard; here the
// loop's own bound gives it). Every other access of the log must be
// writable at the head and not move with a counter of the current loop.
func spanOffsetRule(g *gen, s site) bool {
	l := s.log
	var parts []func(ir.Expr) ir.Expr
	var t *ir.IntType
	spanned := false
	seen := map[string]bool{}
	for _, acc := range l.accs {
		lo, hi, ok := g.a.span(acc)
		if !ok && (!acc.ok || (acc.in && g.a.moves(acc.cell))) {
			return false
		}
		e := acc.cell
		if ok {
			e = lo
		}
		et, isInt := e.Type().(*ir.IntType)
		if !isInt || (t != nil && et.Bits != t.Bits) {
			return false
		}
		t = et
		key := ir.ExprString(e)
		if ok {
			key += ".." + ir.ExprString(hi)
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		if ok {
			spanned = true
			parts = append(parts, func(x ir.Expr) ir.Expr {
				return &ir.Binary{Op: ir.And, X: &ir.Binary{Op: ir.Ule, X: lo, Y: x}, Y: &ir.Binary{Op: ir.Ule, X: x, Y: hi}}
			})
			continue
		}
		parts = append(parts, func(x ir.Expr) ir.Expr { return &ir.Binary{Op: ir.Eq, X: x, Y: e} })
	}
	if !spanned {
		return false
	}
	pred := g.logPred(func(x ir.Expr) ir.Expr {
		e := parts[0](x)
		for _, p := range parts[1:] {
			e = &ir.Binary{Op: ir.Or, X: e, Y: p(x)}
		}
		return e
	}, t, l.off)
	if pred != nil {
		g.add(bpl.Implies(l.has, pred))
	}
	return false
}

// moves reports whether e mentions a counter of the current loop.
func (a *analysis) moves(e ir.Expr) bool {
	for _, lv := range a.vars {
		if mentions(e, lv.v) {
			return true
		}
	}
	return false
}

// span gives the first and last cell an access touches over its
// innermost loop, when that loop's header tests i < B (unsigned or signed,
// B fixed in the loop) for the one counter i (i += s, s a positive
// constant) the cell moves with, and both ends can be written at the
// current head.
func (a *analysis) span(acc *access) (lo, hi ir.Expr, ok bool) {
	return a.spanOf(acc.blk, acc.cell)
}

// spanOf is span for an expression e of the access in block b (the cell,
// or one dimension's index of it).
func (a *analysis) spanOf(b *ir.Block, e ir.Expr) (lo, hi ir.Expr, ok bool) {
	l := a.innermost(b)
	if l == nil {
		return nil, nil, false
	}
	la := a.loopAnalysis(l)
	if la == nil {
		return nil, nil, false
	}
	return a.spanIn(la, b, e)
}

// spanWhole is the span of e over the one loop around block b whose
// counters e mentions (spanOf's, when that is the innermost): Parboil's SAD
// writes sads[(mb * 81 + pos) * 17 + sb] in a loop over sb nested in the
// loop over pos = lid, lid + 64, ... < 81, and the row mb * 81 + pos spans
// [mb * 81 + lid, mb * 81 + 80] over every iteration of both loops. No
// other loop around b may move e (the span would then hold only for the
// current iteration of that loop, and a log keeps earlier ones).
func (a *analysis) spanWhole(b *ir.Block, e ir.Expr) (lo, hi ir.Expr, ok bool) {
	var moving *analysis
	for l := a.innermost(b); l != nil; l = l.Parent {
		la := a.loopAnalysis(l)
		if la == nil {
			return nil, nil, false
		}
		for _, v := range la.vars {
			if !mentions(e, v.v) {
				continue
			}
			if moving != nil && moving != la {
				return nil, nil, false
			}
			moving = la
		}
	}
	if moving == nil {
		return nil, nil, false
	}
	for _, v := range moving.vars {
		if mentions(e, v.v) && v.init != nil && mentionsGroupID(a.fold(v.init)) {
			// A grid-stride loop (c0 = 32 * b0; c0 < n; c0 += 2048): its
			// span is most of the grid's, and dim-window says which
			// window of each stride is the group's (PPCG's fdtd-2d:
			// such spans of every row made its last Houdini query
			// minutes long).
			return nil, nil, false
		}
	}
	return a.spanIn(moving, b, e)
}

// mentionsGroupID reports whether e reads a group id.
func mentionsGroupID(e ir.Expr) bool {
	found := false
	ir.WalkExpr(e, func(x ir.Expr) {
		found = found || isGroupID(x)
	})
	return found
}

// spanIn is the span of e, an index of an access in block b, over the
// iterations of la's loop, when e moves with exactly one of its counters.
func (a *analysis) spanIn(la *analysis, b *ir.Block, e ir.Expr) (lo, hi ir.Expr, ok bool) {
	lv := la.soleAddCounter(e)
	if lv == nil {
		return nil, nil, false
	}
	if c, isConst := la.constValue(la.fold(lv.by)); !isConst || c == 0 || c > 1<<16 {
		return nil, nil, false
	}
	last, ok := la.lastValue(lv)
	if !ok {
		last, ok = la.guardedLast(b, lv)
	}
	if !ok {
		last, ok = la.lockstepLast(lv)
	}
	if !ok {
		return nil, nil, false
	}
	lo = a.fold(substVar(e, lv.v, lv.init))
	hi = a.fold(substVar(e, lv.v, last))
	if !a.expressible(lo) || !a.expressible(hi) {
		return nil, nil, false
	}
	return lo, hi, true
}

// soleAddCounter is the one counter of la's loop that e mentions, when it
// steps by addition from a known start; nil when e mentions none, two, or
// one that steps otherwise.
func (la *analysis) soleAddCounter(e ir.Expr) *loopVar {
	var lv *loopVar
	for _, v := range la.vars {
		if !mentions(e, v.v) {
			continue
		}
		if lv != nil || v.step != stepAdd || v.init == nil {
			return nil
		}
		lv = v
	}
	return lv
}

// lastValue is the largest value lv takes in the loop's body when the
// loop stays while lv < B (B - 1) or lv <= B (B), written either way
// round, B fixed in the loop: PPCG's tile loops run while
// c4 <= min(31, n - c2 - 1).
func (a *analysis) lastValue(lv *loopVar) (ir.Expr, bool) {
	return a.boundOf(a.stay, lv)
}

// lockstepLast is the value lv takes in the loop's last iteration when
// the loop's condition bounds another counter i that lv moves in lockstep
// with (counter-linear's relation, lv - lv0 == (i - i0) * k for the
// positive ratio k of the constant steps): lv0 + (last(i) - i0) * k.
// Rodinia's LU perimeter walks a row cursor beside its row counter, for
// (i = 0; i < 16; i++) { ... m[array_offset + idx] ...; array_offset +=
// matrix_dim; }, and its write-back checks meet the logged reads of four
// such loops, each bounded only by its cursor's span.
func (a *analysis) lockstepLast(lv *loopVar) (ir.Expr, bool) {
	t, isInt := lv.v.T.(*ir.IntType)
	if a.stay == nil || !isInt {
		return nil, false
	}
	sv, ok := a.constValue(a.fold(lv.by))
	if !ok {
		return nil, false
	}
	for _, i := range a.vars {
		if i == lv || i.step != stepAdd || i.init == nil || !mentions(a.stay, i.v) || !sameType(i.v.T, lv.v.T) {
			continue
		}
		si, isConst := a.constValue(a.fold(i.by))
		ssi, ssv := signedOf(si, t.Bits), signedOf(sv, t.Bits)
		if !isConst || ssi <= 0 || ssv <= 0 || ssv%ssi != 0 {
			continue
		}
		last, found := a.lastValue(i)
		if !found {
			continue
		}
		k := &ir.Const{Val: uint64(ssv/ssi) & ir.Mask(t.Bits), T: t}
		iters := &ir.Binary{Op: ir.Sub, X: last, Y: i.init}
		return &ir.Binary{Op: ir.Add, X: lv.init, Y: &ir.Binary{Op: ir.Mul, X: iters, Y: k}}, true
	}
	return nil, false
}

// guardedLast is the largest value lv takes where block b runs, when a
// branch on the way to b from the loop's head tests lv < B or lv <= B
// (blockGuard): SHOC's bottom scan runs its windows while window < stop
// and writes out4[i] only if (i < stop), i advancing beside window.
func (a *analysis) guardedLast(b *ir.Block, lv *loopVar) (ir.Expr, bool) {
	g := a.blockGuard(b)
	if g == nil {
		return nil, false
	}
	var conds []ir.Expr
	var walk func(e ir.Expr)
	walk = func(e ir.Expr) {
		if r, isRef := e.(*ir.VarRef); isRef {
			if d, found := a.defs[r.V]; found {
				e = d
			}
		}
		if x, isAnd := e.(*ir.Binary); isAnd && x.Op == ir.And && x.X.Type() == ir.Bool {
			walk(x.X)
			walk(x.Y)
			return
		}
		conds = append(conds, e)
	}
	walk(g)
	for _, c := range conds {
		if last, ok := a.boundOf(c, lv); ok {
			return last, true
		}
	}
	return nil, false
}

// boundOf is lastValue for the condition cond.
func (a *analysis) boundOf(cond ir.Expr, lv *loopVar) (ir.Expr, bool) {
	b, ok := cond.(*ir.Binary)
	if !ok {
		return nil, false
	}
	x, y, op := b.X, b.Y, b.Op
	switch op { // B > lv is lv < B
	case ir.Ugt, ir.Sgt, ir.Uge, ir.Sge:
		x, y = y, x
		op = map[ir.BinOp]ir.BinOp{ir.Ugt: ir.Ult, ir.Sgt: ir.Slt, ir.Uge: ir.Ule, ir.Sge: ir.Sle}[op]
	}
	if r, isRef := x.(*ir.VarRef); !isRef || r.V != lv.v || !a.invariantIn(y) {
		return nil, false
	}
	t, isInt := y.Type().(*ir.IntType)
	if !isInt {
		return nil, false
	}
	switch op {
	case ir.Ult, ir.Slt:
		return &ir.Binary{Op: ir.Sub, X: y, Y: &ir.Const{Val: 1, T: t}}, true
	case ir.Ule, ir.Sle:
		return y, true
	}
	return nil, false
}

// innermost is the innermost loop of the function that contains b.
func (a *analysis) innermost(b *ir.Block) *ir.Loop {
	var best *ir.Loop
	for _, l := range a.f.Loops {
		if l.Contains(b) && (best == nil || l.Depth > best.Depth) {
			best = l
		}
	}
	return best
}
