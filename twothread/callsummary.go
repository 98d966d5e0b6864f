package twothread

import (
	"fmt"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Access summaries of procedures checked on their own (--no-inline).
//
// A procedure instance requires empty access logs for the arrays it
// accesses (logPreconditions): it is checked for races among its own
// accesses as if nothing had been accessed since the last barrier. Left at
// that, a call after an unsynchronised access of the same array, or an
// access after the call, would be a false alarm, because the caller knows
// nothing of the callee's accesses (GPUVerify infers procedure contracts
// about the logs for this; pointeranalysistests/manyprocedures).
//
// When every access the callee makes to an array has a byte offset that
// is an expression of the callee's parameters and the work-item functions
// alone (through its pure definitions; its guards are dropped, which only
// adds accesses), the call site does the callee's part of the two-thread
// protocol itself, in the caller's terms:
//
//  1. before the call, the second work item's accesses of the callee are
//     checked against the first one's log, as the caller's own accesses
//     are (the pair is arbitrary, so this also covers the other order);
//  2. the log is saved and emptied, so the callee is called as it requires
//     and checks the races among its own accesses;
//  3. after the call, the saved log comes back, and the first work item
//     may log any of the callee's accesses instead (the caller's later
//     accesses are checked against those).
//
// Values are not known at the call site, so these accesses never take part
// in benign-race tolerance (a write logs an arbitrary value and SAME false;
// a check has no value condition). A callee that reaches a barrier, starts
// an async copy, or has an annotation that reads the logs (__write(p),
// __read_offset_bytes(p), ..., which mean the accesses since the last
// barrier, the caller's too), or that calls a procedure doing any of these
// or accessing the array, keeps the old protocol: its log precondition is
// checked at the call.

// calledAccess is an access of a callee, with its offset as an expression
// of the callee's parameters.
type calledAccess struct {
	s     ir.Stmt
	arr   *ir.Array
	off   ir.Expr
	bytes int
	kind  accessKind
}

// accessSummary returns the accesses of fi by layout, for the layouts whose
// accesses can all be summarised, race-checked ones only (nil when fi
// needs the logs as they are: needsLogs).
func (k *kernelTr) accessSummary(fi *fnInst) map[*memLayout][]calledAccess {
	if k.opts.NoRaceChecking || k.opts.WarpSync > 0 || k.needsLogs(fi, map[*fnInst]bool{}) {
		return nil
	}
	layout := func(a *ir.Array) *memLayout { return k.mem.layouts[fi.actual(a)] }
	out := map[*memLayout][]calledAccess{}
	failed := map[*memLayout]bool{}
	for _, b := range fi.f.Blocks {
		for _, s := range b.Stmts {
			if call, ok := s.(*ir.Call); ok {
				// A nested callee's accesses keep their arrays' old protocol.
				for l := range k.accessedLayouts(k.insts.of(fi, call), map[*fnInst]bool{}) {
					failed[l] = true
				}
				continue
			}
			a, ok := calledAccessOf(s)
			if !ok {
				continue
			}
			l := layout(a.arr)
			if !l.Shared || !k.opts.raceChecked(l) {
				continue
			}
			off, ok := paramExpr(a.off, fi.f, k.facts[fi].smallDefs)
			if !ok {
				failed[l] = true
				continue
			}
			a.off = off
			out[l] = append(out[l], a)
		}
	}
	for l := range failed {
		delete(out, l)
	}
	return out
}

// calledAccessOf is the access a statement makes, if any.
func calledAccessOf(s ir.Stmt) (calledAccess, bool) {
	switch s := s.(type) {
	case *ir.Load:
		return calledAccess{s: s, arr: s.Array, off: s.Off, bytes: bytesOf(s.Dst.T), kind: accRead}, true
	case *ir.Store:
		return calledAccess{s: s, arr: s.Array, off: s.Off, bytes: bytesOf(s.Val.Type()), kind: accWrite}, true
	case *ir.Atomic:
		return calledAccess{s: s, arr: s.Array, off: s.Off, bytes: bytesOf(s.Dst.T), kind: accAtomic}, true
	}
	return calledAccess{}, false
}

// needsLogs: fi or a procedure it calls has a barrier or an async copy
// (whose accesses are not ordered like the others), or an annotation that
// reads the access logs (emptied for the call, they would not hold the
// caller's accesses the annotation speaks of).
func (k *kernelTr) needsLogs(fi *fnInst, seen map[*fnInst]bool) bool {
	if fi == nil || seen[fi] {
		return fi == nil
	}
	seen[fi] = true
	for _, b := range fi.f.Blocks {
		for _, e := range ir.TermExprs(b.Term) {
			if mentionsLogs(e) {
				return true
			}
		}
		for _, s := range b.Stmts {
			for _, e := range ir.StmtExprs(s) {
				if mentionsLogs(e) {
					return true
				}
			}
			switch s := s.(type) {
			case *ir.Barrier, *ir.AsyncEvent, *ir.AsyncWait:
				return true
			case *ir.Load:
				if s.Async != nil {
					return true
				}
			case *ir.Store:
				if s.Async != nil {
					return true
				}
			case *ir.Call:
				if k.needsLogs(k.insts.of(fi, s), seen) {
					return true
				}
			}
		}
	}
	return false
}

// accessedLayouts are the layouts fi and the procedures it calls access.
func (k *kernelTr) accessedLayouts(fi *fnInst, seen map[*fnInst]bool) map[*memLayout]bool {
	out := map[*memLayout]bool{}
	if fi == nil || seen[fi] {
		return out
	}
	seen[fi] = true
	for _, b := range fi.f.Blocks {
		for _, s := range b.Stmts {
			if call, ok := s.(*ir.Call); ok {
				for l := range k.accessedLayouts(k.insts.of(fi, call), seen) {
					out[l] = true
				}
			} else if a := accessedArray(s); a != nil {
				out[k.mem.layouts[fi.actual(a)]] = true
			}
		}
	}
	return out
}

// paramExpr writes e as an expression of f's parameters, constants and
// work-item functions, substituting f's pure definitions; false when e
// depends on anything else (a loaded value, a phi, a call's result).
func paramExpr(e ir.Expr, f *ir.Function, defs map[*ir.Var]ir.Expr) (ir.Expr, bool) {
	params := map[*ir.Var]bool{}
	for _, p := range f.Params {
		if p.Var != nil {
			params[p.Var] = true
		}
	}
	x := ir.Substitute(e, defs)
	ok := true
	ir.WalkExpr(x, func(y ir.Expr) {
		switch y := y.(type) {
		case *ir.VarRef:
			ok = ok && params[y.V]
		case *ir.Const, *ir.Unary, *ir.Binary, *ir.Cast, *ir.Select, *ir.Builtin:
		default:
			ok = false
		}
	})
	return x, ok
}

// callArgs maps the callee's parameter variables to the call's arguments:
// a scalar to its value, a pointer's offset to the argument's offset.
func callArgs(s *ir.Call) map[*ir.Var]ir.Expr {
	m := map[*ir.Var]ir.Expr{}
	for i, p := range s.Callee.Params {
		if p.Var == nil {
			continue
		}
		if ref, ok := s.Args[i].(*ir.ArrayRef); ok {
			m[p.Var] = ref.Offset
		} else {
			m[p.Var] = s.Args[i]
		}
	}
	return m
}

// summarisedCall emits a call whose callee's accesses are summarised for
// some arrays (see the top of this file): the second work item's checks
// and the log's save before the call, the restore and the first work
// item's logs after it.
func (k *kernelTr) summarisedCall(b *ir.Block, s *ir.Call, fi *fnInst, sum map[*memLayout][]calledAccess, call bpl.Stmt) error {
	args := callArgs(s)
	var after []bpl.Stmt
	for _, l := range k.mem.seq {
		accs, ok := sum[l]
		if !ok {
			continue
		}
		k.useLogs(l)
		check, err := k.calledInstrument(fi, s.Pos, l, accs, args, 2)
		if err != nil {
			return k.errAt(s.Pos, err)
		}
		k.emit(guarded(k.pred(b, 2), check...)...)
		for _, kind := range allKinds {
			for _, fld := range k.acc.fieldsOf(l, kind) {
				v := logVar(accNames[kind], fld.name, l)
				saved := k.local(fmt.Sprintf("$saved.%d", k.tmp()), fld.t)
				k.emit(assign(saved, bpl.Id(v)))
				after = append(after, assign(v, bpl.Id(saved)))
			}
			k.emit(assign(logVar(accNames[kind], "HAS_OCCURRED", l), bpl.Bool(false)))
		}
		logs, err := k.calledInstrument(fi, s.Pos, l, accs, args, 1)
		if err != nil {
			return k.errAt(s.Pos, err)
		}
		after = append(after, guarded(k.pred(b, 1), logs...)...)
	}
	k.emit(call)
	k.emit(after...)
	return nil
}

// calledInstrument is the race instrumentation, for work item t, of the
// callee's accesses to l, with the call's arguments for its parameters.
func (k *kernelTr) calledInstrument(fi *fnInst, at ir.Pos, l *memLayout, accs []calledAccess, args map[*ir.Var]ir.Expr, t thread) ([]bpl.Stmt, error) {
	k.calledInst, k.calledAt = fi, at
	defer func() { k.calledInst, k.calledAt = nil, ir.Pos{} }()
	var out []bpl.Stmt
	for _, a := range accs {
		ss, err := k.instrument(a.s, l, ir.Substitute(a.off, args), a.bytes, a.kind, nil, t)
		if err != nil {
			return nil, err
		}
		out = append(out, ss...)
	}
	return out, nil
}

// noteArgs records, for each scalar parameter, whether this call passes
// both work items the same expression (the Boogie terms of work item 1
// and 2: a uniform variable, a constant).
func (fi *fnInst) noteArgs(scalars map[*ir.Param][]bpl.Expr) {
	if fi.sameArg == nil {
		fi.sameArg = map[*ir.Param]bool{}
		for p := range scalars {
			fi.sameArg[p] = true
		}
	}
	for p, xs := range scalars {
		fi.sameArg[p] = fi.sameArg[p] && len(xs) == 2 && bpl.PrintExpr(xs[0]) == bpl.PrintExpr(xs[1])
	}
}

// sameArgPreconditions gives each helper procedure the checked
// precondition that both work items, when both call it, pass the same
// value for a scalar parameter that every call passes them alike and
// that is not one constant (procedure handles that): a helper is
// otherwise checked for any two values, which makes an index such as
// p[get_global_id(0) * 4 + k] race with itself.
func (ks *kernelState) sameArgPreconditions(st *state) {
	for i, fi := range ks.insts.all {
		if i == 0 {
			continue
		}
		tr := newTr(st, ks, fi)
		for _, prm := range fi.f.Params {
			if prm.Array != nil || prm.Var == nil || !fi.sameArg[prm] || fi.constArg[prm] != nil {
				continue
			}
			req := &bpl.Requires{Attrs: []*bpl.Attr{bpl.NewAttr("precondition"), tr.sourceloc(fi.f.Pos)},
				Cond: bpl.Implies(bpl.And(bpl.Id("$en$1"), bpl.Id("$en$2")), bpl.Eq(bpl.Id(tr.varName(prm.Var, 1)), bpl.Id(tr.varName(prm.Var, 2))))}
			ks.procs[i].Requires = append([]*bpl.Requires{plant(st.origins, req, &Origin{Kind: KindPrecondition, Pos: fi.f.Pos})}, ks.procs[i].Requires...)
		}
	}
}
