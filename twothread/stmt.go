package twothread

import (
	"fmt"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// stmt emits statement s of block b. In a uniform block the caller wraps
// everything in one "if (predicate)"; otherwise each work item's part is
// guarded by its own predicate.
func (k *kernelTr) stmt(b *ir.Block, s ir.Stmt, uniform bool) error {
	at := place{b: b, s: s, uniform: uniform}
	switch s := s.(type) {
	case *ir.Assign:
		return k.assignStmt(at, s)
	case *ir.Havoc:
		return k.perThread(at, func(t thread) ([]bpl.Stmt, error) {
			return []bpl.Stmt{&bpl.Havoc{Vars: []string{k.varName(s.Dst, t)}}}, nil
		})
	case *ir.Load:
		if s.Async != nil {
			return k.asyncAccess(at, s, k.layout(s.Array), func(t thread) ([]bpl.Stmt, error) { return k.loadStmt(s, t) })
		}
		return k.access(k.perThread(at, func(t thread) ([]bpl.Stmt, error) { return k.loadStmt(s, t) }))
	case *ir.Store:
		if s.Async != nil {
			return k.asyncAccess(at, s, k.layout(s.Array), func(t thread) ([]bpl.Stmt, error) { return k.storeStmt(s, t) })
		}
		return k.access(k.perThread(at, func(t thread) ([]bpl.Stmt, error) { return k.storeStmt(s, t) }))
	case *ir.Atomic:
		return k.access(k.perThread(at, func(t thread) ([]bpl.Stmt, error) { return k.atomicStmt(s, t) }))
	case *ir.Barrier:
		return k.barrier(b, s, uniform)
	case *ir.Annot:
		return k.annot(b, s, uniform)
	case *ir.Call:
		return k.call(b, s)
	case *ir.AsyncEvent:
		return k.asyncEvent(at, s) // async.go
	case *ir.AsyncWait:
		return k.asyncWait(at, s)
	}
	return &TranslationError{Pos: s.Position(), Msg: fmt.Sprintf("unsupported statement %T", s)}
}

// place is where a statement is emitted: its block, and whether the
// block is uniform (its statements then run under one predicate, known
// true).
type place struct {
	b       *ir.Block
	s       ir.Stmt
	uniform bool
}

// guard is the condition thread t runs a statement of the site under.
func (k *kernelTr) guard(at place, t thread) bpl.Expr {
	if at.uniform {
		return bpl.Bool(true)
	}
	return k.pred(at.b, t)
}

// perThread emits body's statements for each work item, under its guard.
func (k *kernelTr) perThread(at place, body func(t thread) ([]bpl.Stmt, error)) error {
	for _, t := range []thread{1, 2} {
		ss, err := body(t)
		if err != nil {
			return k.errAt(at.s.Position(), err)
		}
		if len(ss) > 0 {
			k.emit(guarded(k.guard(at, t), ss...)...)
		}
	}
	return nil
}

// assignStmt emits an assignment: not at all when only annotations read
// it, once when both work items agree on it, unguarded when its uses
// allow (unguardedDefs), else per work item under its guard.
func (k *kernelTr) assignStmt(at place, s *ir.Assign) error {
	enabled := func(t thread) bpl.Expr { return k.pred(at.b, t) }
	if !k.codeUsed[s.Dst] {
		return nil // only annotations read it, through k.defs
	}
	if k.uni.vars[s.Dst] {
		x, err := k.expr(s.Src, exprCtx{t: 1, enabled: enabled(1)})
		if err != nil {
			return k.errAt(s.Pos, err)
		}
		k.emit(assign(k.varName(s.Dst, 1), x))
		return nil
	}
	if k.unguarded[s.Dst] {
		for _, t := range []thread{1, 2} {
			x, err := k.expr(s.Src, exprCtx{t: t, enabled: enabled(t)})
			if err != nil {
				return k.errAt(s.Pos, err)
			}
			k.emit(assign(k.varName(s.Dst, t), x))
		}
		return nil
	}
	return k.perThread(at, func(t thread) ([]bpl.Stmt, error) {
		x, err := k.expr(s.Src, exprCtx{t: t, enabled: enabled(t)})
		if err != nil {
			return nil, err
		}
		return []bpl.Stmt{assign(k.varName(s.Dst, t), x)}, nil
	})
}

// loadStmt is a load by work item t: its race check, its cell tracking
// and (unless loadValue reads it outside the guard) the value.
func (k *kernelTr) loadStmt(s *ir.Load, t thread) ([]bpl.Stmt, error) {
	l := k.layout(s.Array)
	race, err := k.instrument(s, l, s.Off, bytesOf(s.Dst.T), accRead, nil, t)
	if err != nil {
		return nil, err
	}
	if race, err = k.withBoundsCheck(race, s, l, s.Off, bytesOf(s.Dst.T), t); err != nil {
		return nil, err
	}
	track, err := k.trackAccess(l, s.Off, bytesOf(s.Dst.T), t)
	if err != nil || k.unguarded[s.Dst] {
		// The value is read by loadValue, outside the guard.
		return append(race, track...), err
	}
	out, err := k.loadValue(s, t)
	return append(append(race, track...), out...), err
}

// storeStmt is a store by work item t: its race check, its cell tracking
// and the write (dropped when the array's contents are not modelled).
func (k *kernelTr) storeStmt(s *ir.Store, t thread) ([]bpl.Stmt, error) {
	l := k.layout(s.Array)
	v, err := k.expr(s.Val, exprCtx{t: t})
	if err != nil {
		return nil, err
	}
	race, err := k.instrument(s, l, s.Off, bytesOf(s.Val.Type()), accWrite, v, t)
	if err != nil {
		return nil, err
	}
	if race, err = k.withBoundsCheck(race, s, l, s.Off, bytesOf(s.Val.Type()), t); err != nil {
		return nil, err
	}
	track, err := k.trackAccess(l, s.Off, bytesOf(s.Val.Type()), t)
	if err != nil {
		return nil, err
	}
	if !k.mem.relevant[k.inst.actual(s.Array)] {
		return append(race, track...), nil
	}
	w, err := k.writeCells(l, s.Off, bytesOf(s.Val.Type()), v, t)
	if err != nil {
		return nil, err
	}
	shared, err := k.shareWrite(l, s.Off, bytesOf(s.Val.Type()), v, t)
	return append(append(append(race, track...), w...), shared...), err
}

// atomicStmt is an atomic update by work item t. Other work items may
// update the cell at any time: the old value and the new one are
// arbitrary. It does not make the cell known for barrier invariants:
// other work items' atomics on it do not race with it.
func (k *kernelTr) atomicStmt(s *ir.Atomic, t thread) ([]bpl.Stmt, error) {
	l := k.layout(s.Array)
	race, err := k.instrument(s, l, s.Off, bytesOf(s.Dst.T), accAtomic, nil, t)
	if err != nil {
		return nil, err
	}
	if race, err = k.withBoundsCheck(race, s, l, s.Off, bytesOf(s.Dst.T), t); err != nil {
		return nil, err
	}
	dst := k.varName(s.Dst, t)
	tmp := k.local(fmt.Sprintf("$atomic.%d", k.tmp()), boogieType(s.Dst.T))
	out := append(race, &bpl.Havoc{Vars: []string{dst, tmp}})
	if k.acc.counters[l] {
		idx, err := k.cellIndexExpr(l, s.Off, exprCtx{t: t})
		if err != nil {
			return nil, err
		}
		out = append(out, k.refineAtomic(l, idx, dst, t)...)
	}
	if !k.mem.relevant[k.inst.actual(s.Array)] {
		return out, nil
	}
	w, err := k.writeCells(l, s.Off, bytesOf(s.Dst.T), bpl.Id(tmp), t)
	return append(out, w...), err
}

func assign(name string, x bpl.Expr) *bpl.Assign {
	return &bpl.Assign{Lhs: []bpl.Expr{bpl.Id(name)}, Rhs: []bpl.Expr{x}}
}

// writeCells stores v (of `bytes` bytes) at byte offset off of array l.
func (k *kernelTr) writeCells(l *memLayout, off ir.Expr, bytes int, v bpl.Expr, t thread) ([]bpl.Stmt, error) {
	idx, err := k.cellIndexExpr(l, off, exprCtx{t: t})
	if err != nil {
		return nil, err
	}
	m := bpl.Id(k.mapName(l, t))
	n := bytes / l.CellBytes
	if n <= 1 {
		return []bpl.Stmt{&bpl.Assign{Lhs: []bpl.Expr{bpl.Sel(m, idx)}, Rhs: []bpl.Expr{v}}}, nil
	}
	var out []bpl.Stmt
	cw := l.CellBytes * 8
	for i := 0; i < n; i++ {
		part := &bpl.Extract{X: v, Hi: (i + 1) * cw, Lo: i * cw}
		out = append(out, &bpl.Assign{Lhs: []bpl.Expr{bpl.Sel(m, k.addConst(idx, i))}, Rhs: []bpl.Expr{part}})
	}
	return out, nil
}

// instrument returns the race instrumentation of an access by thread t
// (val: the value a write stores): the first work item may log it; the
// second checks it against the log.
func (k *kernelTr) instrument(s ir.Stmt, l *memLayout, off ir.Expr, bytes int, kind accessKind, val bpl.Expr, t thread) ([]bpl.Stmt, error) {
	if !l.Shared || k.opts.NoRaceChecking || !k.opts.raceChecked(l) {
		return nil, nil
	}
	if ld, ok := s.(*ir.Load); ok && ld.Quiet {
		return nil, nil // no write can meet it (ir.MarkQuietReads)
	}
	k.useLogs(l)
	if t == 2 && k.opts.OnlyLog {
		return nil, nil // --only-log: the first work item logs, nothing checks
	}
	idx, err := k.cellIndexExpr(l, off, exprCtx{t: t})
	if err != nil {
		return nil, err
	}
	n := bytes / l.CellBytes
	if n < 1 {
		n = 1
	}
	var out []bpl.Stmt
	if t == 1 {
		inst := k.inst
		if k.calledInst != nil {
			inst = k.calledInst
		}
		id := k.acc.siteOf[siteKey{inst, s}]
		pa := k.pitchedAt(s, l, off, bytes, 1) // once for all the cells of the access
		for i := 0; i < n; i++ {
			out = append(out, &bpl.If{Cond: nil, Then: append([]bpl.Stmt{
				assign(logVar(accNames[kind], "HAS_OCCURRED", l), bpl.Bool(true)),
				assign(logVar(accNames[kind], "OFFSET", l), k.addConst(idx, i)),
				assign(logVar(accNames[kind], "SOURCE", l), bpl.BVConst(uint64(id), 32)),
			}, append(k.benignLog(l, idx, bytes, kind, val, i), k.pitchLog(pa, l, i, kind)...)...)})
			shadow, err := k.asyncShadowLog(s, l, kind, k.addConst(idx, i), id)
			if err != nil {
				return nil, err
			}
			out = append(out, shadow...)
		}
		return out, nil
	}
	if k.asyncPhase == asyncPost {
		// A group access after work item 1 logged it: only a work
		// item of another group is another copy (async.go).
		if l.Array.Space == ir.Local || k.sameGroup {
			return nil, nil
		}
	}
	conflicts := map[accessKind][]accessKind{
		accRead:   {accWrite, accAtomic},
		accWrite:  {accRead, accWrite, accAtomic},
		accAtomic: {accRead, accWrite},
	}[kind]
	// One check per conflicting kind: the log holds one access of that
	// kind, whichever statement made it; which one is read back from the
	// counterexample (the source ghost) for the report. (One check per
	// statement, with the statement in the condition, is several times
	// slower to prove.)
	pa := k.pitchedAt(s, l, off, bytes, 2) // once for all the checks of the access
	for _, other := range conflicts {
		sites := k.acc.sites[l][other]
		if len(sites) == 0 {
			continue
		}
		for i := 0; i < n; i++ {
			ghost := k.local(fmt.Sprintf("$race.offset.%d", k.tmp()), bpl.BV{W: 32})
			src := k.local(fmt.Sprintf("$race.source.%d", k.tmp()), bpl.BV{W: 32})
			cond := []bpl.Expr{
				bpl.Id(logVar(accNames[other], "HAS_OCCURRED", l)),
				pitchMatch(pa, l, i, other, ghost),
			}
			if l.Array.Space == ir.Local && !k.sameGroup {
				cond = append(cond, k.sameGroupExpr())
			}
			if b := k.benignCond(l, idx, bytes, kind, other, val, i); b != nil {
				cond = append(cond, b)
			}
			if k.asyncPhase == asyncPost {
				cond = append(cond, bpl.Not(k.sameGroupExpr()))
			}
			attrs := []*bpl.Attr{
				bpl.NewAttr("race", bpl.Str(accWords[other]+"-"+accWords[kind])),
				bpl.NewAttr("array", bpl.Str(l.Array.Name)),
				bpl.NewAttr("cell_bytes", bpl.Int(int64(l.CellBytes))),
				bpl.NewAttr("offset_var", bpl.Str(ghost)),
				bpl.NewAttr("source_var", bpl.Str(src)),
				k.sourceloc(s.Position()),
			}
			if len(sites) == 1 {
				st := sites[0]
				attrs = append(attrs, bpl.LocAttr("other_sourceloc", siteLoc(st.pos)))
			} else {
				var args []bpl.AttrArg
				for _, st := range sites {
					args = append(append(args, bpl.Int(int64(st.id))), siteLoc(st.pos).Args()...)
				}
				attrs = append(attrs, bpl.NewAttr("other_sites", args...))
			}
			// The ghosts are havocked and constrained rather than
			// assigned, so Boogie keeps them in the counterexample model.
			out = append(out,
				&bpl.Havoc{Vars: []string{ghost, src}},
				&bpl.Assume{Cond: bpl.Eq(bpl.Id(ghost), k.addConst(idx, i))},
				&bpl.Assume{Cond: bpl.Eq(bpl.Id(src), bpl.Id(logVar(accNames[other], "SOURCE", l)))},
				plant(k.origins, &bpl.Assert{Attrs: attrs, Cond: bpl.Not(bpl.And(cond...))}, &Origin{Kind: KindRace, Pos: s.Position(),
					Race: &RaceOrigin{Logged: other, Checked: kind, Array: l.Array.Name, OffsetVar: ghost, SourceVar: src, Sites: sites,
						Dims: l.Array.Dims, ElemBytes: l.Array.ElemBytes, CellBytes: l.CellBytes, Call: k.calledAt}}))
		}
	}
	for i := 0; i < n; i++ {
		out = append(out, k.benignUpdate(l, idx, kind, i)...)
	}
	return out, nil
}

// sameGroupExpr holds when the two work items are in one work group.
func (k *kernelTr) sameGroupExpr() bpl.Expr { return sameGroupCond() }

// sameGroupCond holds when the two work items are in one work group.
func sameGroupCond() bpl.Expr {
	var eqs []bpl.Expr
	for _, d := range dimNames {
		eqs = append(eqs, bpl.Eq(bpl.Id("group_id_"+d+"$1"), bpl.Id("group_id_"+d+"$2")))
	}
	return bpl.And(eqs...)
}

func (k *kernelTr) useLogs(l *memLayout) { k.acc.logsUsed[l] = true }

// barrier emits the divergence check and the barrier's effect on memory.
func (k *kernelTr) barrier(b *ir.Block, s *ir.Barrier, uniform bool) error {
	if !uniform {
		// Divergence is about the work items of one group: a barrier
		// that one group reaches and another does not is no error
		// (GPUVERIFY.md §4.6).
		cond := bpl.Expr(bpl.Eq(k.pred(b, 1), k.pred(b, 2)))
		if !k.sameGroup {
			cond = bpl.Implies(k.sameGroupExpr(), cond)
		}
		k.emit(plant(k.origins, &bpl.Assert{Attrs: []*bpl.Attr{bpl.NewAttr("barrier_divergence"), k.sourceloc(s.Pos)},
			Cond: cond}, &Origin{Kind: KindDivergence, Pos: s.Pos}))
	}
	effect, err := k.checkBarrierInvariants(s)
	if err != nil {
		return err
	}
	for _, l := range k.mem.seq {
		if !l.Shared {
			continue
		}
		covered := (l.Array.Space == ir.Local && s.LocalFence) || (l.Array.Space == ir.Global && s.GlobalFence)
		if !covered {
			continue
		}
		outer := effect // the effect on l is collected apart: fenced wraps it for barrier(flags)
		effect = nil
		if k.acc.tracked[l] {
			effect = append(effect, &bpl.Havoc{Vars: []string{unknownName(l)}})
		}
		var reset []bpl.Stmt
		if k.acc.logsUsed[l] || len(k.acc.sites[l]) > 0 {
			k.useLogs(l)
			for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
				reset = append(reset, assign(logVar(accNames[kind], "HAS_OCCURRED", l), bpl.Bool(false)))
			}
			reset = append(reset, k.asyncRestore(l)...) // pending async copies stay logged
		}
		if k.acc.counters[l] {
			reset = append(reset, forgetTaken(l)...)
		}
		if reset, err = k.fencedLog(s, l.Array.Space, reset); err != nil {
			return err
		}
		// A barrier orders only the work items of one group: between
		// groups, global accesses stay logged.
		if l.Array.Space == ir.Global && !k.sameGroup && len(reset) > 0 {
			effect = append(effect, &bpl.If{Cond: k.sameGroupExpr(), Then: reset})
		} else {
			effect = append(effect, reset...)
		}
		effect = append(effect, k.barrierHavoc(l)...)
		own, err := k.fenced(s, l.Array.Space, effect)
		if err != nil {
			return err
		}
		effect = append(outer, own...)
	}
	after, err := k.assumeBarrierInvariants(s)
	if err != nil {
		return err
	}
	effect = append(effect, after...)
	if len(effect) > 0 {
		if uniform {
			// Inside a uniform block the predicate is already known true.
			k.emit(effect...)
		} else {
			k.emit(guarded(k.pred(b, 1), effect...)...)
		}
	}
	return nil
}

// unpredicated reports whether an annotation holds for every work item,
// enabled or not (GPUVERIFY.md §3, the predication rule): the __global_
// forms of assertions and contracts.
func unpredicated(k ir.AnnotKind) bool {
	return k == ir.AnnotGlobalAssert || k == ir.AnnotGlobalRequires || k == ir.AnnotGlobalEnsures
}

// annot emits an annotation statement.
func (k *kernelTr) annot(b *ir.Block, a *ir.Annot, uniform bool) error {
	switch a.Kind {
	case ir.AnnotInvariant, ir.AnnotCandidate, ir.AnnotGlobalInvariant, ir.AnnotCandidateGlobalInvariant:
		return nil // loop invariants: emitted by emitLoop at the loop head
	case ir.AnnotFunctionWideInvariant, ir.AnnotFunctionWideCandidate, ir.AnnotEnsures, ir.AnnotGlobalEnsures:
		return nil // collected before translation
	case ir.AnnotRequires, ir.AnnotGlobalRequires:
		if k.isProc {
			return nil // the procedure's Boogie precondition
		}
	case ir.AnnotBarrierInvariant, ir.AnnotBarrierInvariantBinary:
		return nil // checked and assumed at its barrier
	case ir.AnnotArraySnapshot:
		return k.arraySnapshot(b, a)
	case ir.AnnotHavocArray:
		return k.havocArray(b, a) // annot.go
	}
	e := k.annotTree(a.Args[0])
	isAssert := a.Kind == ir.AnnotAssert || a.Kind == ir.AnnotGlobalAssert || a.Kind == ir.AnnotNullCheck
	if isAssert && k.opts.OnlyRaces {
		return nil // staged verification, stage 1: assertions are stage 2's
	}
	for _, t := range []thread{1, 2} {
		// The pair is arbitrary, so checking an assertion for the first
		// work item checks it for every work item; facts are assumed for
		// both.
		if t == 2 && (isAssert || mentionsLogs(e)) {
			continue
		}
		x, err := k.expr(e, exprCtx{t: t, enabled: k.pred(b, t), dom: k.domPred(b, t)})
		if err != nil {
			return k.errAt(a.Pos, err)
		}
		g := k.pred(b, t)
		if uniform || unpredicated(a.Kind) {
			g = bpl.Bool(true)
		}
		cond := x
		if gl, ok := g.(*bpl.BoolLit); !ok || !gl.Val {
			cond = bpl.Implies(g, x)
		}
		switch a.Kind {
		case ir.AnnotAssert, ir.AnnotGlobalAssert:
			k.emit(plant(k.origins, &bpl.Assert{Attrs: []*bpl.Attr{bpl.NewAttr("user_assert"), k.sourceloc(a.Pos)}, Cond: cond}, &Origin{Kind: KindAssertion, Pos: a.Pos, Msg: a.Msg}))
		case ir.AnnotNullCheck:
			k.emit(plant(k.origins, &bpl.Assert{Attrs: []*bpl.Attr{bpl.NewAttr("bad_pointer_access"), k.sourceloc(a.Pos)}, Cond: cond}, &Origin{Kind: KindNullAccess, Pos: a.Pos}))
		default: // assume, requires, axiom: facts the kernel may rely on
			k.emit(&bpl.Assume{Attrs: []*bpl.Attr{bpl.NewAttr("user_" + a.Kind.String()), k.sourceloc(a.Pos)}, Cond: cond})
		}
	}
	return nil
}

// call emits a call of a helper procedure (--no-inline) for both work
// items: each passes its execution predicate, its arguments (pointer
// arguments as byte offsets into the arrays the procedure is specialised
// to) and receives its result.
func (k *kernelTr) call(b *ir.Block, s *ir.Call) error {
	fi := k.insts.of(k.inst, s)
	if fi == nil {
		return &TranslationError{Pos: s.Pos, Msg: "internal: no procedure instance for the call to " + s.Callee.Name}
	}
	args := []bpl.Expr{k.pred(b, 1), k.pred(b, 2)}
	scalars := map[*ir.Param][]bpl.Expr{}
	for _, t := range []thread{1, 2} {
		for i, p := range s.Callee.Params {
			if p.Var == nil {
				continue
			}
			var x bpl.Expr
			var err error
			if ref, ok := s.Args[i].(*ir.ArrayRef); ok {
				x, err = k.cellIndexExpr(k.layout(ref.Array), ref.Offset, exprCtx{t: t})
			} else {
				x, err = k.expr(s.Args[i], exprCtx{t: t, enabled: k.pred(b, t)})
			}
			if err != nil {
				return k.errAt(s.Pos, err)
			}
			args = append(args, x)
			if p.Array == nil {
				scalars[p] = append(scalars[p], x)
			}
		}
	}
	fi.noteArgs(scalars)
	var outs []string
	if s.Dst != nil {
		outs = []string{k.varName(s.Dst, 1), k.varName(s.Dst, 2)}
	}
	call := plant(k.origins, &bpl.Call{Attrs: []*bpl.Attr{k.sourceloc(s.Pos)}, Outs: outs, Proc: fi.name, Args: args}, &Origin{Kind: KindCall, Pos: s.Pos})
	if sum := k.accessSummary(fi); len(sum) > 0 {
		return k.summarisedCall(b, s, fi, sum, call)
	}
	k.emit(call)
	return nil
}

// loadValue reads the value of a load for work item t.
func (k *kernelTr) loadValue(s *ir.Load, t thread) ([]bpl.Stmt, error) {
	if !k.mem.relevant[k.inst.actual(s.Array)] || k.adversarial(s.Array) {
		// Contents not modelled (contentRelevant), or modelled only for
		// annotations (--adversarial-abstraction): any value.
		return []bpl.Stmt{&bpl.Havoc{Vars: []string{k.varName(s.Dst, t)}}}, nil
	}
	x, err := k.readCells(k.layout(s.Array), s.Off, bytesOf(s.Dst.T), exprCtx{t: t})
	if err != nil {
		return nil, err
	}
	return []bpl.Stmt{assign(k.varName(s.Dst, t), x)}, nil
}
