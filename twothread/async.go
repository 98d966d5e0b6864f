package twothread

import (
	"sort"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Async copies (docs/opencl-builtins.md, "Async copies"; the frontend's
// lowering is frontend/lower_async.go). A copy is a group operation: its
// accesses (ir.Load/ir.Store with Async set, "group accesses") happen at
// some time between the call and the wait for its event, and stay visible
// until a barrier after that wait. The reduction:
//
//   - issues them in an order that keeps a copy from racing with itself:
//     work item 2 checks its group access against the log before work item
//     1 logs the same access, so the log then holds only earlier accesses
//     (an earlier instance of the same copy included); after work item 1
//     has logged, work item 2 checks again, for a second work group only
//     (between groups the two copies are distinct operations);
//   - keeps, beside the log of each array, a shadow entry: one group access
//     of work item 1 chosen nondeterministically, with the event of its
//     copy and whether the copy is still pending. A barrier resets the log
//     as usual and then restores the shadow entry when its copy is pending,
//     so a barrier does not end a copy that has not been waited for;
//   - async_wait clears the pending flag when the shadow's event is among
//     the waited events (work item 1's view; both work items must agree on
//     the events, which is checked), and does not touch the log: only a
//     barrier after the wait orders the copy with later accesses;
//   - events are fresh values of a counter ($async.count), or the joined
//     event when the copy names one;
//   - the call and the wait must be reached by both work items of a group
//     together, with equal arguments: asserted, reported as divergence.
//
// Copies are supported in the kernel procedure only (not under
// --no-inline), on race-checked arrays: their values are not modelled (the
// destination gets arbitrary values), which is sound only when every read
// of the destination before the next barrier is checked for races.

const asyncCount = "$async.count"

var asyncKinds = []accessKind{accRead, accWrite}

// asyncPhase orders the instrumentation of a group access (see above).
type asyncPhase int

const (
	asyncNone asyncPhase = iota
	asyncPre             // work item 2's checks before work item 1 logs
	asyncPost            // work item 2's access after work item 1 logged: other groups only
)

// shadowVar names a field of the shadow entry of array l and kind.
func shadowVar(kind accessKind, field string, l *memLayout) string {
	return "$async." + accNames[kind] + "." + field + "." + l.Name
}

// asyncAccess emits a group access in the order described above.
func (k *kernelTr) asyncAccess(at place, s ir.Stmt, l *memLayout, body func(t thread) ([]bpl.Stmt, error)) error {
	if err := k.asyncSupported(s.Position(), l); err != nil {
		return err
	}
	var off ir.Expr
	var bytes int
	kind := accRead
	switch s := s.(type) {
	case *ir.Load:
		off, bytes = s.Off, bytesOf(s.Dst.T)
	case *ir.Store:
		off, bytes, kind = s.Off, bytesOf(s.Val.Type()), accWrite
	}
	k.asyncPhase = asyncPre
	pre, err := k.instrument(s, l, off, bytes, kind, nil, 2) // no value: no tolerance
	k.asyncPhase = asyncNone
	if err != nil {
		return k.errAt(s.Position(), err)
	}
	if len(pre) > 0 {
		k.emit(guarded(k.guard(at, 2), pre...)...)
	}
	for _, t := range []thread{1, 2} {
		if t == 2 {
			k.asyncPhase = asyncPost
		}
		ss, err := body(t)
		k.asyncPhase = asyncNone
		if err != nil {
			return k.errAt(s.Position(), err)
		}
		if len(ss) > 0 {
			k.emit(guarded(k.guard(at, t), ss...)...)
		}
	}
	return k.access(nil)
}

// asyncSupported rejects copies outside the model's scope.
func (k *kernelTr) asyncSupported(pos ir.Pos, l *memLayout) error {
	if k.isProc {
		return &TranslationError{Pos: pos, Msg: "async copies in a procedure (--no-inline) are not supported; verify without --no-inline"}
	}
	if !l.Shared || k.opts.NoRaceChecking || !k.opts.raceChecked(l) || k.opts.OnlyLog {
		return &TranslationError{Pos: pos, Msg: "async copy of " + l.Array.Name + " without race checking on it: the copied values are not modelled, only the copy's accesses"}
	}
	if singleItemGroups(k.opts.Geometry.LocalSize) {
		// No second work item of the group whose race with a read of
		// the destination would stand for the copied values.
		return &TranslationError{Pos: pos, Msg: "async copy with work groups that may have a single work item: the copied values are not modelled; give --local_size with at least two work items"}
	}
	return nil
}

// asyncShadowLog is work item 1's nondeterministic choice of a group
// access as its array's shadow entry (cell idx, site id, event ev).
func (k *kernelTr) asyncShadowLog(s ir.Stmt, l *memLayout, kind accessKind, idx bpl.Expr, id int) ([]bpl.Stmt, error) {
	var ev ir.Expr
	switch s := s.(type) {
	case *ir.Load:
		ev = s.Async
	case *ir.Store:
		ev = s.Async
	}
	if ev == nil {
		return nil, nil
	}
	e, err := k.expr(ev, exprCtx{t: 1})
	if err != nil {
		return nil, err
	}
	set := func(field string, x bpl.Expr) bpl.Stmt {
		return assign(k.local(shadowVar(kind, field, l), shadowType(field)), x)
	}
	return []bpl.Stmt{&bpl.If{Then: []bpl.Stmt{
		set("PENDING", bpl.Bool(true)), set("OFFSET", idx),
		set("SOURCE", bpl.BVConst(uint64(id), 32)), set("EVENT", e),
	}}}, nil
}

func shadowType(field string) bpl.Type {
	if field == "PENDING" {
		return bpl.BoolType{}
	}
	return bpl.BV{W: 32}
}

// asyncRestore is appended to a barrier's reset of l's log: the shadow
// entry of a pending copy is logged again.
func (k *kernelTr) asyncRestore(l *memLayout) []bpl.Stmt {
	var out []bpl.Stmt
	for _, kind := range asyncKinds {
		if !k.asyncShadowed(l, kind) {
			continue
		}
		field := func(name string) bpl.Expr { return bpl.Id(k.local(shadowVar(kind, name, l), shadowType(name))) }
		out = append(out, &bpl.If{Cond: field("PENDING"), Then: append([]bpl.Stmt{
			assign(logVar(accNames[kind], "HAS_OCCURRED", l), bpl.Bool(true)),
			assign(logVar(accNames[kind], "OFFSET", l), field("OFFSET")),
			assign(logVar(accNames[kind], "SOURCE", l), field("SOURCE")),
		}, k.unpitched(l, kind)...)})
		out = append(out, k.asyncForgetValue(l, kind)...)
	}
	return out
}

// asyncForgetValue: a restored entry of a pending copy has no known value
// (the copy writes arbitrary values, and the value fields may have been
// overwritten since): with benign tolerance its VALUE is arbitrary and
// SAME false, so no race with the pending copy is tolerated.
func (k *kernelTr) asyncForgetValue(l *memLayout, kind accessKind) []bpl.Stmt {
	if !k.benign() || kind == accAtomic {
		return nil
	}
	out := []bpl.Stmt{&bpl.Havoc{Vars: []string{logVar(accNames[kind], "VALUE", l)}}}
	if kind == accWrite {
		out = append(out, assign(logVar("WRITE", "SAME", l), bpl.Bool(false)))
	}
	return []bpl.Stmt{&bpl.If{Cond: bpl.Id(k.local(shadowVar(kind, "PENDING", l), shadowType("PENDING"))), Then: out}}
}

// asyncInit starts the kernel with no pending copy.
func (k *kernelTr) asyncInit() []bpl.Stmt {
	var names []string
	for name, t := range k.locals {
		if _, isBool := t.(bpl.BoolType); isBool && strings.HasPrefix(name, "$async.") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var out []bpl.Stmt
	for _, name := range names {
		out = append(out, assign(name, bpl.Bool(false)))
	}
	return out
}

// asyncEvent emits the uniformity checks of a copy and its event.
func (k *kernelTr) asyncEvent(at place, s *ir.AsyncEvent) error {
	if k.isProc {
		return &TranslationError{Pos: s.Pos, Msg: "async copies in a procedure (--no-inline) are not supported; verify without --no-inline"}
	}
	if err := k.groupUniform(at, s.Pos, append([]ir.Expr{s.Join}, s.Uniform...)); err != nil {
		return err
	}
	count := k.local(asyncCount, bpl.BV{W: 32})
	k.emit(assign(count, bpl.Fn(k.pre.BV(bpl.BVAdd, 32), bpl.Id(count), bpl.BVConst(1, 32))),
		&bpl.Assume{Cond: bpl.Neq(bpl.Id(count), bpl.BVConst(0, 32))})
	return k.perThread(at, func(t thread) ([]bpl.Stmt, error) {
		join, err := k.expr(s.Join, exprCtx{t: t, enabled: k.pred(at.b, t)})
		if err != nil {
			return nil, err
		}
		fresh := bpl.Eq(join, bpl.BVConst(0, 32))
		return []bpl.Stmt{assign(k.varName(s.Dst, t), bpl.Ite(fresh, bpl.Id(count), join))}, nil
	})
}

// asyncWait emits wait_group_events: its uniformity checks, then the end
// of the shadowed copies whose event it lists.
func (k *kernelTr) asyncWait(at place, s *ir.AsyncWait) error {
	if k.isProc {
		return &TranslationError{Pos: s.Pos, Msg: "wait_group_events in a procedure (--no-inline) is not supported; verify without --no-inline"}
	}
	if err := k.groupUniform(at, s.Pos, s.Events); err != nil {
		return err
	}
	var evs []bpl.Expr
	for _, e := range s.Events {
		x, err := k.expr(e, exprCtx{t: 1, enabled: k.pred(at.b, 1)})
		if err != nil {
			return k.errAt(s.Pos, err)
		}
		evs = append(evs, x)
	}
	var out []bpl.Stmt
	for _, l := range k.mem.seq {
		for _, kind := range asyncKinds {
			if !k.asyncShadowed(l, kind) {
				continue
			}
			pending := k.local(shadowVar(kind, "PENDING", l), bpl.BoolType{})
			var listed []bpl.Expr
			for _, e := range evs {
				listed = append(listed, bpl.Eq(bpl.Id(k.local(shadowVar(kind, "EVENT", l), bpl.BV{W: 32})), e))
			}
			out = append(out, &bpl.If{Cond: bpl.Or(listed...), Then: []bpl.Stmt{assign(pending, bpl.Bool(false))}})
		}
	}
	if len(out) > 0 {
		k.emit(guarded(k.guard(at, 1), out...)...)
	}
	return nil
}

// asyncShadowed: some group access of the function of this kind is to l.
func (k *kernelTr) asyncShadowed(l *memLayout, kind accessKind) bool {
	for _, b := range k.f.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Load:
				if s.Async != nil && kind == accRead && k.layout(s.Array) == l {
					return true
				}
			case *ir.Store:
				if s.Async != nil && kind == accWrite && k.layout(s.Array) == l {
					return true
				}
			}
		}
	}
	return false
}

// groupUniform asserts that the two work items, when in one group, reach
// the statement together and agree on xs.
func (k *kernelTr) groupUniform(at place, pos ir.Pos, xs []ir.Expr) error {
	same := bpl.Expr(bpl.Bool(true))
	if !k.sameGroup {
		same = k.sameGroupExpr()
	}
	check := func(cond bpl.Expr) {
		k.emit(plant(k.origins, &bpl.Assert{Attrs: []*bpl.Attr{bpl.NewAttr("barrier_divergence"), k.sourceloc(pos)},
			Cond: bpl.Implies(same, cond)}, &Origin{Kind: KindDivergence, Pos: pos, Msg: asyncDivergence}))
	}
	if !at.uniform {
		check(bpl.Eq(k.pred(at.b, 1), k.pred(at.b, 2)))
	}
	both := bpl.And(k.pred(at.b, 1), k.pred(at.b, 2))
	for _, x := range xs {
		x1, err := k.expr(x, exprCtx{t: 1, enabled: k.pred(at.b, 1)})
		if err != nil {
			return k.errAt(pos, err)
		}
		x2, err := k.expr(x, exprCtx{t: 2, enabled: k.pred(at.b, 2)})
		if err != nil {
			return k.errAt(pos, err)
		}
		if bpl.PrintExpr(x1) == bpl.PrintExpr(x2) {
			continue
		}
		check(bpl.Implies(both, bpl.Eq(x1, x2)))
	}
	return nil
}

const asyncDivergence = "async copy or wait_group_events may be reached by non-uniform control flow, or with arguments that differ between the work items of a work group"

// singleItemGroups: a work group may have one work item (the local size
// is unknown, or 1 in every dimension).
func singleItemGroups(ls ir.Dims) bool {
	if ls == nil {
		return true
	}
	for i := 0; i < 3; i++ {
		if ls.Dim(i) != 1 {
			return ls.Dim(i) == ir.Unconstrained
		}
	}
	return true
}
