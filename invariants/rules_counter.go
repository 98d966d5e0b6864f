package invariants

import (
	"github.com/bvgen/bvgen/ir"
)

// Loop-counter rules (scopes perLoop and perCounter).

// traceResult is what analysis.trace found of the uniform counters.
type traceResult struct {
	vars   []*loopVar
	states [][]uint64
	ok     bool
}

// counterTrace runs the uniform counters once for all rules.
func (g *gen) counterTrace() *traceResult {
	if g.trace == nil {
		vars, states, ok := g.a.trace(traceLimit)
		g.trace = &traceResult{vars: vars, states: states, ok: ok}
	}
	return g.trace
}

// stateEqs is the conjunction of the counters' equalities with the values
// of one traced state.
func stateEqs(vars []*loopVar, st []uint64) ir.Expr {
	var eqs []ir.Expr
	for i, lv := range vars {
		eqs = append(eqs, &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: lv.v}, Y: &ir.Const{Val: st[i], T: lv.v.T.(*ir.IntType)}})
	}
	return andAll(eqs)
}

// anyState says the counters are in one of the states (at least one).
func anyState(vars []*loopVar, states [][]uint64) ir.Expr {
	e := stateEqs(vars, states[0])
	for _, st := range states[1:] {
		e = &ir.Binary{Op: ir.Or, X: e, Y: stateEqs(vars, st)}
	}
	return e
}

func counterValues(g *gen, _ site) bool {
	tr := g.counterTrace()
	if !tr.ok || len(tr.states) > valuesLimit {
		return false
	}
	g.add(g.forThreads(anyState(tr.vars, tr.states)))
	if n := len(tr.states); n > 1 && len(g.exitSites()) > 1 {
		// A loop left by a break may never reach the state its condition
		// exits at (HotSpot's for (i = 0; i < steps; i++) { ...; if (i ==
		// steps - 1) break; }): without that state the head excludes the
		// exit through the condition, whose variables are havocked.
		g.add(g.forThreads(anyState(tr.vars, tr.states[:n-1])))
	}
	for _, lv := range tr.vars {
		g.traced[lv.v] = true
	}
	return false
}

// counterExit gives the values at the exit (the last traced state), which
// the per-counter rules do not give.
func counterExit(g *gen, _ site) bool {
	tr := g.counterTrace()
	if tr.ok && len(tr.states) > valuesLimit {
		last := stateEqs(tr.vars, tr.states[len(tr.states)-1])
		g.add(g.forThreads(&ir.Binary{Op: ir.Or, X: g.a.stay, Y: last}))
	}
	return false
}

func counterUniform(g *gen, s site) bool {
	a, lv := g.a, s.counter
	v := &ir.VarRef{V: lv.v}
	// A loop without a barrier whose condition depends on the work item
	// (PPCG's c3 <= min(1, floord(ni - t0 - c0 - 1, 16))) runs a number
	// of iterations of its own in each: the counter of the one that left
	// stays behind. Such a candidate was a Houdini round each (three of
	// the eleven of 3mm's first kernel, 9 s a round) and no kernel kept
	// one. With a barrier the trip count must be uniform, and the
	// candidate may be what shows it.
	if a.stay != nil && !a.barriers && a.threadDependent(a.stay) {
		return false
	}
	if !a.lp.VarUniform(lv.v) && lv.init != nil && lv.next != nil &&
		!a.threadDependent(lv.init) && !a.threadDependent(lv.next) {
		g.add(g.forBoth(&ir.Binary{Op: ir.Eq, X: v, Y: &ir.AnnotExpr{Fn: ir.OtherInt, Args: []ir.Expr{v}, T: lv.v.T.(*ir.IntType)}}))
	}
	return false
}

// counterDistance (scope perCounter): a counter that starts where the work
// item is but steps alike in both has come as far from its start in each,
// v - v0 == __other_int(v - v0). SHOC's sgemm advances a pointer
// B = B0 + inx + 1024 * (iby + iny) by 16 floats per iteration of a
// do ... while (B < Blast) loop with a barrier, Blast = B0' + k: with the
// distance, counter-init's B >= B0 and counter-guard's B <= Blast the
// condition is the same in both work items (no barrier divergence). Only
// for loops with a barrier whose condition reads the counter: that is
// where the work items must agree on the trip count.
func counterDistance(g *gen, s site) bool {
	a, lv := g.a, s.counter
	if !a.barriers || a.stay == nil || !mentions(a.stay, lv.v) || a.lp.VarUniform(lv.v) ||
		lv.init == nil || (lv.step != stepAdd && lv.step != stepSub) ||
		!a.threadDependent(lv.init) || a.threadDependent(lv.by) {
		return false
	}
	d := &ir.Binary{Op: ir.Sub, X: &ir.VarRef{V: lv.v}, Y: a.fold(lv.init)}
	g.add(g.forBoth(&ir.Binary{Op: ir.Eq, X: d, Y: &ir.AnnotExpr{Fn: ir.OtherInt, Args: []ir.Expr{d}, T: lv.v.T.(*ir.IntType)}}))
	return false
}

// stepping reports whether the per-counter bounds apply to lv: a counter
// with a recognised step that counter-values does not give exactly.
func (g *gen) stepping(lv *loopVar) bool {
	return !g.traced[lv.v] && lv.step != stepOther
}

func counterInit(g *gen, s site) bool {
	lv := s.counter
	if !g.stepping(lv) || lv.init == nil {
		return false
	}
	v, init := &ir.VarRef{V: lv.v}, g.a.fold(lv.init)
	up, signed := ir.Uge, ir.Sge
	if lv.step == stepSub || lv.step == stepDiv {
		up, signed = ir.Ule, ir.Sle
	}
	g.add(g.forThreads(&ir.Binary{Op: up, X: v, Y: init}))
	if g.signedGuard(lv) {
		// for (int i = max(0, k); i < n; i++): i >= its start holds
		// signed (the guard keeps i + 1 from wrapping), not unsigned.
		g.add(g.forThreads(&ir.Binary{Op: signed, X: v, Y: init}))
	}
	return false
}

// signedGuard reports whether the loop condition compares lv signed.
func (g *gen) signedGuard(lv *loopVar) bool {
	found := false
	if g.a.stay == nil {
		return false
	}
	ir.WalkExpr(g.a.stay, func(x ir.Expr) {
		if b, ok := x.(*ir.Binary); ok {
			switch b.Op {
			case ir.Slt, ir.Sle, ir.Sgt, ir.Sge:
				found = found || mentions(b, lv.v)
			}
		}
	})
	return found
}

func counterStride(g *gen, s site) bool {
	lv := s.counter
	if !g.stepping(lv) || lv.init == nil || lv.step != stepAdd || !g.strided(lv) {
		return false
	}
	g.add(g.forThreads(g.strideResidue(lv)))
	return false
}

// strideResidue is v % s == v0 % s for a counter v += s.
func (g *gen) strideResidue(lv *loopVar) ir.Expr {
	a := g.a
	v, init, by := &ir.VarRef{V: lv.v}, a.fold(lv.init), a.fold(lv.by)
	return &ir.Binary{Op: ir.Eq,
		X: &ir.Binary{Op: ir.URem, X: v, Y: by}, Y: a.fold(&ir.Binary{Op: ir.URem, X: init, Y: by})}
}

// counterGuard: v <= n from the guard v < n. A counter stepping by a
// power of two s > 1 that counter-stride leaves alone (PPCG's
// for (c2 = 0; c2 < 4096; c2 += 32) around the tile loops) gets its
// residue beside the bound: alone, c2 <= 4096 is not inductive (c2 =
// 4095 steps to 4127), and Houdini spent a round refuting it in each such
// loop.
func counterGuard(g *gen, s site) bool {
	lv := s.counter
	if !g.stepping(lv) {
		return false
	}
	b := g.guardBound(lv)
	if b == nil {
		return false
	}
	if lv.step == stepAdd && lv.init != nil && !g.strided(lv) {
		if c, ok := g.a.constValue(g.a.fold(lv.by)); ok && c > 1 && c&(c-1) == 0 {
			b = &ir.Binary{Op: ir.And, X: b, Y: g.strideResidue(lv)}
		}
	}
	g.add(g.forThreads(b))
	return false
}

func counterNonzero(g *gen, s site) bool {
	lv := s.counter
	if g.stepping(lv) && lv.step == stepMul {
		g.add(g.forThreads(&ir.Binary{Op: ir.Ne, X: &ir.VarRef{V: lv.v}, Y: &ir.Const{Val: 0, T: lv.v.T.(*ir.IntType)}}))
	}
	return false
}

func counterPow2(g *gen, s site) bool {
	lv := s.counter
	if g.stepping(lv) && (lv.step == stepMul || lv.step == stepDiv) {
		t := lv.v.T.(*ir.IntType)
		v := &ir.VarRef{V: lv.v}
		dec := &ir.Binary{Op: ir.Sub, X: v, Y: &ir.Const{Val: 1, T: t}}
		g.add(g.forThreads(&ir.Binary{Op: ir.Eq, X: &ir.Binary{Op: ir.And, X: v, Y: dec}, Y: &ir.Const{Val: 0, T: t}}))
	}
	return false
}

// counterExponent: v == 1 << e && e + 1 <=u width for a counter v with an
// exponent companion e. The translation multiplies by v as a shift guarded
// by v == 1 << e; this candidate lets z3 take the shift.
func counterExponent(g *gen, s site) bool {
	lv := s.counter
	e, ok := g.a.f.Exponents[lv.v]
	if !ok {
		return false
	}
	t := lv.v.T.(*ir.IntType)
	ev := &ir.VarRef{V: e}
	pow := &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: lv.v}, Y: &ir.Binary{Op: ir.Shl, X: &ir.Const{Val: 1, T: t}, Y: ev}}
	// -1 <= e < width: a halving counter reaches 0 (e == -1) as it leaves.
	below := &ir.Binary{Op: ir.Ule, X: &ir.Binary{Op: ir.Add, X: ev, Y: &ir.Const{Val: 1, T: t}}, Y: &ir.Const{Val: uint64(t.Bits), T: t}}
	g.add(g.forThreads(&ir.Binary{Op: ir.And, X: pow, Y: below}))
	return false
}

// counterProduct: products of a growing and a shrinking counter
// (Blelloch: d * offset == N / 2). The starts may be symbolic when neither
// depends on the work item (N = 2 * get_local_size(0) for every size at
// once). Where the loop can be left, the product need not hold at the exit
// (Blelloch's d reaches 0); there the growing counter has taken one more
// step from the product: offset == N when d == 1 is halved to 0.
func counterProduct(g *gen, _ site) bool {
	a := g.a
	var muls, divs []*loopVar
	for _, lv := range a.vars {
		if _, isInt := lv.v.T.(*ir.IntType); !isInt || !g.stepping(lv) {
			continue
		}
		switch lv.step {
		case stepMul:
			muls = append(muls, lv)
		case stepDiv:
			divs = append(divs, lv)
		}
	}
	for _, x := range muls {
		for _, y := range divs {
			if x.init == nil || y.init == nil || !sameType(x.v.T, y.v.T) || a.threadDependent(x.init) || a.threadDependent(y.init) {
				continue
			}
			var start ir.Expr = &ir.Binary{Op: ir.Mul, X: a.fold(x.init), Y: a.fold(y.init)}
			cx, ok1 := a.constValue(x.init)
			cy, ok2 := a.constValue(y.init)
			if t := x.v.T.(*ir.IntType); ok1 && ok2 {
				start = &ir.Const{Val: cx * cy & ir.Mask(t.Bits), T: t}
			}
			prod := &ir.Binary{Op: ir.Mul, X: &ir.VarRef{V: y.v}, Y: &ir.VarRef{V: x.v}}
			eq := &ir.Binary{Op: ir.Eq, X: prod, Y: start}
			if a.stay == nil {
				g.add(g.forThreads(eq))
				continue
			}
			g.add(g.forThreads(&ir.Binary{Op: ir.Or, X: &ir.Unary{Op: ir.Not, X: a.stay}, Y: eq}))
			if _, isConst := start.(*ir.Const); !isConst && mentions(a.stay, y.v) && !mentions(a.stay, x.v) {
				// The loop runs until the shrinking counter is 0. (With
				// constant starts counter-exit gives the exit values.)
				left := a.fold(&ir.Binary{Op: ir.Mul, X: start, Y: x.by})
				g.add(g.forThreads(&ir.Binary{Op: ir.Or, X: a.stay, Y: &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: x.v}, Y: left}}))
			}
		}
	}
	return false
}

func sameType(x, y ir.Type) bool { return ir.Bits(x) == ir.Bits(y) }

// strided reports whether counter lv steps by something other than 1
// and the loop reads it beyond its own step: in an access, an annotation,
// or the start of a nested loop's counter (for (j = i; ...; j += s)
// a[j + t] needs i % s too).
func (g *gen) strided(lv *loopVar) bool {
	if c, ok := g.a.constValue(g.a.fold(lv.by)); ok && c <= 1 {
		return false
	}
	for _, b := range g.a.l.Blocks {
		for _, s := range b.Stmts {
			if an, ok := s.(*ir.Annot); ok && g.annotMentionsVar(an, lv.v) {
				return true
			}
		}
		if b == g.a.l.Header {
			continue
		}
		for _, p := range b.Phis {
			for _, in := range p.In {
				if mentions(ir.Substitute(in.Val, g.a.defs), lv.v) {
					return true
				}
			}
		}
	}
	for _, b := range g.a.l.Blocks {
		for _, s := range b.Stmts {
			if _, _, ok := accessOf(s); ok && mentions(ir.Substitute(offsetOf(s), g.a.defs), lv.v) {
				return true
			}
		}
	}
	return false
}

// guardBound weakens the loop condition "v < n" to "v <= n" (likewise
// for >, signed or not): it holds at every evaluation of the head when v
// moves towards n by steps that do not jump over it.
func (g *gen) guardBound(lv *loopVar) ir.Expr {
	b, ok := g.a.stay.(*ir.Binary)
	if !ok {
		return nil
	}
	// The condition may test the stepped value (do { ...; B += 16; }
	// while (B < Blast)): where it held, the next head's counter is that
	// value, so the bound is the same.
	next := ""
	if lv.next != nil {
		next = ir.ExprString(g.a.fold(lv.next))
	}
	isV := func(e ir.Expr) bool {
		if r, ok := e.(*ir.VarRef); ok && r.V == lv.v {
			return true
		}
		return next != "" && ir.ExprString(g.a.fold(e)) == next
	}
	op, x, y := b.Op, b.X, b.Y
	if isV(y) && !isV(x) {
		x, y = y, x
		switch op {
		case ir.Ult:
			op = ir.Ugt
		case ir.Ugt:
			op = ir.Ult
		case ir.Slt:
			op = ir.Sgt
		case ir.Sgt:
			op = ir.Slt
		default:
			return nil
		}
	}
	if !isV(x) || !g.a.invariantIn(y) {
		return nil
	}
	weak, ok := map[ir.BinOp]ir.BinOp{ir.Ult: ir.Ule, ir.Slt: ir.Sle, ir.Ugt: ir.Uge, ir.Sgt: ir.Sge}[op]
	if !ok {
		return nil
	}
	return &ir.Binary{Op: weak, X: &ir.VarRef{V: lv.v}, Y: g.a.fold(y)}
}

// annotMentionsVar reports whether an annotation's expressions read v
// (through the function's pure definitions).
func (g *gen) annotMentionsVar(an *ir.Annot, v *ir.Var) bool {
	for _, e := range an.Args {
		if mentions(ir.Substitute(e, g.a.defs), v) {
			return true
		}
	}
	return false
}
