package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// kernelTr translates one kernel into one Boogie procedure.
func (k *kernelTr) blockUniform(b *ir.Block) bool { return k.uni.block[b] }

// predName is the execution predicate variable of block b for thread t.
func (k *kernelTr) predName(b *ir.Block, t thread) string {
	if k.blockUniform(b) {
		t = 0
	}
	return k.local(sanitize("$p."+b.Name)+t.suffix(), bpl.BoolType{})
}

func (k *kernelTr) pred(b *ir.Block, t thread) bpl.Expr {
	if b == k.f.Blocks[0] {
		if k.isProc {
			return bpl.Id("$en" + t.suffix())
		}
		return bpl.Bool(true)
	}
	return bpl.Id(k.predName(b, t))
}

// edgeUniform: both work items take the edges out of b the same way.
func (k *kernelTr) edgeUniform(b *ir.Block) bool { return k.uni.block[b] && k.uni.branch[b] }

// edgeCond is the condition under which b's terminator goes to s.
func (k *kernelTr) edgeCond(b, s *ir.Block, t thread) (bpl.Expr, error) {
	c := exprCtx{t: t}
	switch term := b.Term.(type) {
	case *ir.Jump:
		return bpl.Bool(true), nil
	case *ir.Branch:
		if term.Then == term.Else {
			return bpl.Bool(true), nil
		}
		x, err := k.expr(term.Cond, c)
		if err != nil {
			return nil, err
		}
		if term.Then == s {
			return x, nil
		}
		return bpl.Not(x), nil
	case *ir.Switch:
		x, err := k.expr(term.X, c)
		if err != nil {
			return nil, err
		}
		w := ir.Bits(term.X.Type())
		var any, none []bpl.Expr
		for _, cs := range term.Cases {
			eq := bpl.Eq(x, bpl.BVConst(cs.Val, w))
			if cs.Target == s {
				any = append(any, eq)
			}
			none = append(none, bpl.Neq(x, bpl.BVConst(cs.Val, w)))
		}
		if term.Default == s {
			any = append(any, bpl.And(none...))
		}
		return bpl.Or(any...), nil
	}
	return bpl.Bool(false), nil
}

// exitAccumulator names the variable that collects, across iterations, the
// work items that left a loop along the edge b -> s.
func (k *kernelTr) exitAccumulator(b, s *ir.Block, t thread) string {
	if k.edgeUniform(b) {
		t = 0
	}
	return k.local(sanitize("$x."+b.Name+"."+s.Name)+t.suffix(), bpl.BoolType{})
}

// isExit reports whether the edge b -> s leaves a loop containing b.
func (k *kernelTr) isExit(b, s *ir.Block) bool {
	for l := k.loopOf[b]; l != nil; l = l.Parent {
		if !l.Contains(s) {
			return true
		}
	}
	return false
}

// edgePred is the predicate under which thread t has taken the edge b -> s
// (in this iteration of every loop containing both).
func (k *kernelTr) edgePred(b, s *ir.Block, t thread) (bpl.Expr, error) {
	if k.isExit(b, s) {
		return bpl.Id(k.exitAccumulator(b, s, t)), nil
	}
	c, err := k.edgeCond(b, s, t)
	if err != nil {
		return nil, err
	}
	return bpl.And(k.pred(b, t), c), nil
}

// threads returns the threads a block's statements run for: one uniform
// copy or two.
func (k *kernelTr) threadsOf(b *ir.Block) []thread {
	if k.blockUniform(b) {
		return []thread{1}
	}
	return []thread{1, 2}
}

// setPredicate computes the predicate of block b from its predecessors in
// preds and copies the phi values along the edges taken.
func (k *kernelTr) setPredicate(b *ir.Block, preds []*ir.Block) error {
	for _, t := range k.threadsOf(b) {
		var terms []bpl.Expr
		for _, p := range preds {
			e, err := k.edgePred(p, b, t)
			if err != nil {
				return err
			}
			terms = append(terms, e)
		}
		k.emit(&bpl.Assign{Lhs: []bpl.Expr{bpl.Id(k.predName(b, t))}, Rhs: []bpl.Expr{bpl.Or(terms...)}})
	}
	return k.copyPhis(b, preds)
}

// copyPhis assigns b's phis for the edges from preds that each thread took.
func (k *kernelTr) copyPhis(b *ir.Block, preds []*ir.Block) error {
	if len(b.Phis) == 0 {
		return nil
	}
	for _, p := range preds {
		for _, t := range []thread{1, 2} {
			var lhs, rhs []bpl.Expr
			for _, phi := range b.Phis {
				if k.uni.vars[phi.Dst] && t == 2 {
					continue
				}
				for _, in := range phi.In {
					if in.Pred != p {
						continue
					}
					v, err := k.expr(in.Val, exprCtx{t: t})
					if err != nil {
						return err
					}
					lhs = append(lhs, bpl.Id(k.varName(phi.Dst, t)))
					rhs = append(rhs, v)
				}
			}
			if len(lhs) == 0 {
				continue
			}
			cond, err := k.edgePred(p, b, t)
			if err != nil {
				return err
			}
			k.emit(guarded(cond, &bpl.Assign{Lhs: lhs, Rhs: rhs})...)
		}
	}
	return nil
}

// guarded wraps statements in "if (cond)" unless cond is literally true.
func guarded(cond bpl.Expr, body ...bpl.Stmt) []bpl.Stmt {
	if isTrue(cond) {
		return body
	}
	return []bpl.Stmt{&bpl.If{Cond: cond, Then: body}}
}

func isTrue(e bpl.Expr) bool {
	b, ok := e.(*bpl.BoolLit)
	return ok && b.Val
}

// emitRegion emits the blocks of a region (the function, or a loop's body)
// in reverse postorder; nested loops are emitted whole at their header.
func (k *kernelTr) emitRegion(cur *ir.Loop) error {
	done := map[*ir.Loop]bool{}
	for _, b := range k.order {
		inner := k.loopOf[b]
		if cur != nil && !cur.Contains(b) {
			continue
		}
		if inner == cur {
			if err := k.emitBlock(b, cur); err != nil {
				return err
			}
			continue
		}
		// b is in a loop nested in cur: emit the child loop of cur.
		child := inner
		for child != nil && child.Parent != cur {
			child = child.Parent
		}
		if child == nil || done[child] {
			continue
		}
		done[child] = true
		if err := k.emitLoop(child); err != nil {
			return err
		}
	}
	return nil
}

func (k *kernelTr) preds(b *ir.Block, inLoop func(*ir.Block) bool) []*ir.Block {
	var out []*ir.Block
	for _, p := range b.Preds {
		if inLoop(p) {
			out = append(out, p)
		}
	}
	return out
}

// emitLoop emits loop l as a Boogie while loop that runs while either work
// item is in it.
func (k *kernelTr) emitLoop(l *ir.Loop) error {
	h := l.Header
	entryPreds := k.preds(h, func(p *ir.Block) bool { return !l.Contains(p) })
	latches := k.preds(h, l.Contains)
	if err := k.setPredicate(h, entryPreds); err != nil {
		return err
	}
	ths := k.threadsOf(h)
	entered := func(t thread) bpl.Expr { return k.entered(h, t) }
	for _, t := range ths {
		k.emit(&bpl.Assign{Lhs: []bpl.Expr{entered(t)}, Rhs: []bpl.Expr{bpl.Id(k.predName(h, t))}})
	}
	// Exit accumulators start empty when the outermost loop they leave starts.
	for _, b := range l.Blocks {
		for _, s := range b.Term.Succs() {
			if l.Contains(s) || !k.isExit(b, s) {
				continue
			}
			if l.Parent != nil && !l.Parent.Contains(s) {
				continue // the parent loop resets it
			}
			for _, t := range k.threadsOfEdge(b) {
				k.emit(&bpl.Assign{Lhs: []bpl.Expr{bpl.Id(k.exitAccumulator(b, s, t))}, Rhs: []bpl.Expr{bpl.Bool(false)}})
			}
		}
	}
	loop := &bpl.While{}
	var conds []bpl.Expr
	for _, t := range ths {
		conds = append(conds, bpl.Id(k.predName(h, t)))
	}
	loop.Cond = bpl.Or(conds...)
	invs, err := k.loopInvariants(l, entered)
	if err != nil {
		return err
	}
	if k.opts.Candidates != nil {
		invs = append(invs, k.opts.Candidates(&Loop{k: k, l: l})...)
	}
	loop.Invariants = invs
	body, err := k.nested(func() error {
		if err := k.emitRegion(l); err != nil {
			return err
		}
		// Back edges: copy phis, then set the header predicate for the next
		// iteration.
		if err := k.copyPhis(h, latches); err != nil {
			return err
		}
		for _, t := range ths {
			var terms []bpl.Expr
			for _, p := range latches {
				e, err := k.edgePred(p, h, t)
				if err != nil {
					return err
				}
				terms = append(terms, e)
			}
			k.emit(&bpl.Assign{Lhs: []bpl.Expr{bpl.Id(k.predName(h, t))}, Rhs: []bpl.Expr{bpl.Or(terms...)}})
		}
		return nil
	})
	if err != nil {
		return err
	}
	loop.Body = body
	inner := []bpl.Stmt{loop}
	if k.opts.LoopAbstractions {
		inner = k.withLoopStates(l, loop) // loopstates.go
	}
	// A loop no work item enters is skipped as a whole: otherwise Boogie
	// havocs what the loop modifies even then, and only invariants could
	// say that nothing changed.
	k.emit(&bpl.If{Cond: loop.Cond, Then: inner})
	return nil
}

func (k *kernelTr) threadsOfEdge(b *ir.Block) []thread {
	if k.edgeUniform(b) {
		return []thread{1}
	}
	return []thread{1, 2}
}

// emitBlock emits one block: its predicate (unless it is the header of the
// loop being emitted), its statements, and its exit-edge accumulators.
func (k *kernelTr) emitBlock(b *ir.Block, cur *ir.Loop) error {
	isHeader := cur != nil && cur.Header == b
	if b != k.f.Blocks[0] && !isHeader {
		if err := k.setPredicate(b, b.Preds); err != nil {
			return err
		}
	}
	uniform := k.blockUniform(b)
	// Guarded statements are emitted in runs; an unguarded definition
	// ends a run (it is emitted without the predicate, in program order).
	var run []bpl.Stmt
	flush := func() {
		if len(run) > 0 && uniform {
			k.emit(guarded(k.pred(b, 1), run...)...)
		} else {
			k.emit(run...)
		}
		run = nil
	}
	for _, s := range b.Stmts {
		if a, ok := s.(*ir.Assign); ok && k.unguarded[a.Dst] {
			flush()
			if err := k.stmt(b, s, true); err != nil {
				return err
			}
			continue
		}
		ss, err := k.nested(func() error { return k.stmt(b, s, uniform) })
		if err != nil {
			return err
		}
		run = append(run, ss...)
		if ld, ok := s.(*ir.Load); ok && k.unguarded[ld.Dst] {
			flush()
			for _, t := range []thread{1, 2} {
				ss, err := k.loadValue(ld, t)
				if err != nil {
					return k.errAt(ld.Pos, err)
				}
				k.emit(ss...)
			}
		}
	}
	flush()
	if ret, ok := b.Term.(*ir.Return); ok && k.isProc && ret.Val != nil {
		for _, t := range []thread{1, 2} {
			x, err := k.expr(ret.Val, exprCtx{t: t})
			if err != nil {
				return k.errAt(ret.Pos, err)
			}
			k.emit(guarded(k.pred(b, t), assign("$ret"+t.suffix(), x))...)
		}
	}
	for _, s := range b.Term.Succs() {
		if !k.isExit(b, s) {
			continue
		}
		for _, t := range k.threadsOfEdge(b) {
			acc := bpl.Id(k.exitAccumulator(b, s, t))
			c, err := k.edgeCond(b, s, t)
			if err != nil {
				return err
			}
			k.emit(&bpl.Assign{Lhs: []bpl.Expr{acc}, Rhs: []bpl.Expr{bpl.Or(acc, bpl.And(k.pred(b, t), c))}})
		}
	}
	return nil
}

// loopInvariants collects the invariants of loop l: the predicate
// invariants the encoding needs, and the user's (from annotations at the
// header and function-wide ones).
//
// A loop invariant of thread t is assumed and checked only when t entered
// the loop ($e.H$t ==> e$t); an invariant that names the access logs (which
// only the first work item keeps) is instantiated for that work item only,
// and one both work items agree on is emitted once. A global invariant
// (__global_invariant) is instantiated once, from the first work item's
// point of view (__other_int names the second's), when both entered.
// Candidates (#pragma bvgen candidate, __candidate) carry {:candidate}:
// inference may drop them (package invariants).
func (k *kernelTr) loopInvariants(l *ir.Loop, entered func(thread) bpl.Expr) ([]*bpl.Invariant, error) {
	var invs []*bpl.Invariant
	h := l.Header
	// The loop runs only for work items that entered it. (For a uniform
	// loop this is one invariant; it keeps the loop head from being
	// reached "without entering", which would make every invariant
	// guarded by $e.H vacuous.)
	for _, t := range k.threadsOf(h) {
		invs = append(invs, &bpl.Invariant{Attrs: []*bpl.Attr{bpl.NewAttr("predicate")},
			Cond: bpl.Implies(bpl.Id(k.predName(h, t)), entered(t))})
	}
	invs = append(invs, k.groupUniformInvariants(l)...)
	var annots []*ir.Annot
	for _, s := range h.Stmts {
		if a, ok := s.(*ir.Annot); ok && isLoopAnnot(a.Kind) {
			annots = append(annots, a)
		}
	}
	annots = append(annots, k.fwInvs...)
	for _, a := range annots {
		e := k.annotTree(a.Args[0])
		attrs := []*bpl.Attr{k.sourceloc(a.Pos), bpl.NewAttr("user_invariant")}
		var cand *bpl.Candidate
		if isCandidate(a.Kind) {
			cand = &bpl.Candidate{Rule: bpl.UserRule, Loc: bpl.Loc{File: a.Pos.File, Line: a.Pos.Line, Col: a.Pos.Col}}
		}
		if a.Kind == ir.AnnotGlobalInvariant || a.Kind == ir.AnnotCandidateGlobalInvariant {
			x, err := k.expr(e, exprCtx{t: 1, enabled: bpl.Id(k.predName(h, 1)), dom: k.domPred(h, 1)})
			if err != nil {
				return nil, k.errAt(a.Pos, err)
			}
			guard := entered(1)
			if !k.blockUniform(h) {
				guard = bpl.And(entered(1), entered(2))
			}
			invs = append(invs, plant(k.origins, &bpl.Invariant{Attrs: attrs, Cond: bpl.Implies(guard, x), Candidate: cand}, &Origin{Kind: KindLoopInvariant, Pos: a.Pos}))
			continue
		}
		seen := ""
		for _, t := range []thread{1, 2} {
			if t == 2 && mentionsLogs(e) {
				continue
			}
			x, err := k.expr(e, exprCtx{t: t, enabled: bpl.Id(k.predName(h, t)), dom: k.domPred(h, t)})
			if err != nil {
				return nil, k.errAt(a.Pos, err)
			}
			inv := &bpl.Invariant{Attrs: attrs, Cond: bpl.Implies(entered(t), x), Candidate: cand}
			if text := bpl.PrintExpr(inv.Cond); text != seen {
				invs = append(invs, plant(k.origins, inv, &Origin{Kind: KindLoopInvariant, Pos: a.Pos}))
				seen = text
			}
		}
	}
	return invs, nil
}

// isLoopAnnot reports whether an annotation kind is a loop invariant
// written at its loop's head.
func isLoopAnnot(k ir.AnnotKind) bool {
	switch k {
	case ir.AnnotInvariant, ir.AnnotGlobalInvariant, ir.AnnotCandidate, ir.AnnotCandidateGlobalInvariant:
		return true
	}
	return false
}

// isCandidate reports whether an annotation kind is a candidate
// invariant, which inference keeps only if it proves it.
func isCandidate(k ir.AnnotKind) bool {
	return k == ir.AnnotCandidate || k == ir.AnnotCandidateGlobalInvariant || k == ir.AnnotFunctionWideCandidate
}
