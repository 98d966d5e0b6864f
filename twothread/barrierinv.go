package twothread

import (
	"fmt"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Barrier invariants (OOPSLA13 §3.2–3.3). An invariant attached to a
// barrier is checked just before it for the pair of work items, with every
// location of a shared array that neither of them accessed since the
// previous barrier treated as arbitrary (other work items may have written
// it); after the barrier has havocked shared memory, the invariant is
// assumed for each instantiation, for each of the two work items, with the
// work item's local id replaced by the instantiation expression.
//
// Unknown locations are encoded without quantifiers, in the spirit of
// GPUVerify's unknown addresses (§3.3): at the kernel's start and at every
// barrier a set _UNKNOWN_A of cells of array A is chosen arbitrarily, and
// every plain access by either work item assumes its cell is not in it
// (work item 2's only within one group: the check reads work item 1's
// copy). At the check, a cell in the set is read from an arbitrary map
// instead of A.
// The check must hold for every choice, in particular for the set of all
// unaccessed cells, which is what the semantics asks. Losing the
// assumptions (when a loop head havocs the set) only makes more cells
// unknown, so the encoding stays sound inside loops, where a set of
// accessed cells would become arbitrary and could claim cells known that
// were never accessed (the known-cells candidates of package invariants
// restore what a loop forgot). Atomic accesses do not make a cell known:
// other work items' atomics on it would not race with them.
//
// Several groups: a barrier synchronises one group, and OOPSLA13 states
// barrier invariants for a single group. When the two work items may be
// in different groups, __local arrays are kept per work item; a binary
// invariant is checked for pairs in one group, and a write to an array an
// invariant reads goes to both copies when the two are in one group
// (shareWrite), so that each copy is the group's memory.

// unknownName is the ghost set of cells of l that the barrier invariant
// check treats as unknown; accesses since the last barrier are not in it.
func unknownName(l *memLayout) string { return "_UNKNOWN_" + l.Name }

// trackAccess records that thread t accessed the cells of a plain access.
func (k *kernelTr) trackAccess(l *memLayout, off ir.Expr, bytes int, t thread) ([]bpl.Stmt, error) {
	if !k.acc.tracked[l] {
		return nil, nil
	}
	idx, err := k.cellIndexExpr(l, off, exprCtx{t: t})
	if err != nil {
		return nil, err
	}
	var out []bpl.Stmt
	for i := 0; i < max(1, bytes/l.CellBytes); i++ {
		var known bpl.Expr = bpl.Not(bpl.Sel(bpl.Id(unknownName(l)), k.addConst(idx, i)))
		// The check reads work item 1's view: an access by work item 2
		// to its own copy (another group) says nothing about it.
		if l.PerThread && t == 2 && !k.sameGroup {
			known = bpl.Implies(k.sameGroupExpr(), known)
		}
		out = append(out, &bpl.Assume{Cond: known})
	}
	return out, nil
}

// shareWrite makes a write by one work item to an array a barrier
// invariant reads also in the other's copy, when the array is kept per
// work item (the two may be in different groups) and they are in one
// group: a group has one __local memory. The check of a barrier invariant
// reads work item 1's copy, and an invariant at a loop head is checked
// for both, where a cell the other wrote since the last barrier would
// otherwise keep its old value (A[tid] = tid; then A[tid] !=
// A[__other_int(tid)] at the barrier, barrier_invariants/all_different
// and all_different_loop). A work item's own accesses see no difference
// unless they race with the write, which is reported (or, if tolerated as
// benign, stores the same value).
func (k *kernelTr) shareWrite(l *memLayout, off ir.Expr, bytes int, v bpl.Expr, t thread) ([]bpl.Stmt, error) {
	if !l.PerThread || !k.acc.tracked[l] || k.sameGroup {
		return nil, nil
	}
	idx, err := k.cellIndexExpr(l, off, exprCtx{t: t})
	if err != nil {
		return nil, err
	}
	m := bpl.Id(k.mapName(l, 3-t))
	n := max(1, bytes/l.CellBytes)
	cw := l.CellBytes * 8
	var out []bpl.Stmt
	for i := 0; i < n; i++ {
		cell, part := k.addConst(idx, i), v
		if n > 1 {
			part = &bpl.Extract{X: v, Hi: (i + 1) * cw, Lo: i * cw}
		}
		out = append(out, &bpl.Assign{Lhs: []bpl.Expr{bpl.Sel(m, cell)},
			Rhs: []bpl.Expr{bpl.Ite(k.sameGroupExpr(), part, bpl.Sel(m, cell))}})
	}
	return out, nil
}

// instantiate replaces the work item's local id (dimension 0) in e by id,
// and, for binary invariants, the other work item's by other.
func instantiate(e, id, other ir.Expr) ir.Expr {
	var sub func(e, id ir.Expr) ir.Expr
	sub = func(e, id ir.Expr) ir.Expr {
		return ir.MapExpr(e, func(x ir.Expr) (ir.Expr, bool) {
			switch x := x.(type) {
			case *ir.Builtin:
				if x.Dim != 0 {
					return nil, false
				}
				switch {
				case x.Fn == ir.LocalID:
					return id, true
				case !x.Fn.Primitive() && x.Fn.ThreadDependent():
					// Through its definition: get_global_id's
					// local id is the instance's.
					return sub(x.Expand(), id), true
				}
			case *ir.AnnotExpr:
				if other != nil && (x.Fn == ir.OtherInt || x.Fn == ir.OtherBool) {
					return sub(x.Args[0], other), true
				}
			}
			return nil, false
		})
	}
	return sub(e, id)
}

// checkBarrierInvariants asserts the invariants of barrier s before it,
// first on memory as it is, then with unaccessed cells arbitrary.
func (k *kernelTr) checkBarrierInvariants(s *ir.Barrier) ([]bpl.Stmt, error) {
	invs := k.barInvs[s]
	if len(invs) == 0 {
		return nil, nil
	}
	var out []bpl.Stmt
	// Arbitrary values for the unknown cells, for each map of a tracked
	// array (per work item when the two may be in different groups).
	for _, l := range k.mem.seq {
		if !k.acc.tracked[l] {
			continue
		}
		for _, t := range []thread{1, 2} {
			if t == 2 && !l.PerThread {
				continue
			}
			name := k.local(unknownValues(k.mapName(l, t)), bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 8 * l.CellBytes}})
			out = append(out, &bpl.Havoc{Vars: []string{name}})
		}
	}
	// The pair is arbitrary: checking for work item 1 checks every work
	// item. A binary invariant relates two work items of one group: a
	// barrier synchronises a group only, and OOPSLA13 states barrier
	// invariants for a single group (§2, footnote 1); for two work items
	// in different groups (each with its own __local memory) it says
	// nothing, so it is checked for pairs in one group. Its instances are
	// assumed for each work item about ids of its own group, which a
	// same-group pair covers.
	for _, a := range invs {
		phi := k.annotTree(a.Args[0])
		inGroup := func(x bpl.Expr) bpl.Expr {
			if a.Kind == ir.AnnotBarrierInvariantBinary && !k.sameGroup {
				return bpl.Implies(k.sameGroupExpr(), x)
			}
			return x
		}
		x, err := k.expr(phi, exprCtx{t: 1})
		if err != nil {
			return nil, k.errAt(a.Pos, err)
		}
		x = inGroup(x)
		out = append(out, plant(k.origins, &bpl.Assert{Attrs: []*bpl.Attr{bpl.NewAttr("barrier_invariant"), k.sourceloc(a.Pos)}, Cond: x}, &Origin{Kind: KindBarrierInvariant, Pos: a.Pos}))
		y, err := k.expr(phi, exprCtx{t: 1, unknown: true})
		if err != nil {
			return nil, k.errAt(a.Pos, err)
		}
		y = inGroup(y)
		out = append(out, plant(k.origins, &bpl.Assert{Attrs: []*bpl.Attr{bpl.NewAttr("barrier_invariant_unknown"), k.sourceloc(a.Pos)}, Cond: y}, &Origin{Kind: KindBarrierInvariantUnknown, Pos: a.Pos}))
	}
	return out, nil
}

// unknownValues names the arbitrary values of map m's unknown cells.
func unknownValues(m string) string { return m + ".unknown" }

// assumeBarrierInvariants assumes, after barrier s, every instantiation of
// its invariants for each work item.
func (k *kernelTr) assumeBarrierInvariants(s *ir.Barrier) ([]bpl.Stmt, error) {
	var out []bpl.Stmt
	for _, a := range k.barInvs[s] {
		phi := k.annotTree(a.Args[0])
		if v := k.unsubstituted(phi); v != nil {
			// Instantiation replaces the local id inside the expression;
			// a variable kept for its size would hide it.
			return nil, &TranslationError{Pos: a.Pos, Msg: fmt.Sprintf("barrier invariant depends on %s, whose definition is too large to substitute (over %d nodes): state the invariant over the values it is computed from", v.Name, maxSubstituted)}
		}
		var insts [][2]ir.Expr
		args := a.Args[1:]
		if a.Kind == ir.AnnotBarrierInvariant {
			for _, i := range args {
				insts = append(insts, [2]ir.Expr{k.annotTree(i), nil})
			}
		} else {
			if len(args)%2 != 0 {
				return nil, &TranslationError{Pos: a.Pos, Msg: "binary barrier invariant needs pairs of instantiations"}
			}
			for i := 0; i+1 < len(args); i += 2 {
				insts = append(insts, [2]ir.Expr{k.annotTree(args[i]), k.annotTree(args[i+1])})
			}
		}
		for _, inst := range insts {
			e := instantiate(phi, inst[0], inst[1])
			for _, t := range []thread{1, 2} {
				x, err := k.expr(e, exprCtx{t: t})
				if err != nil {
					return nil, k.errAt(a.Pos, fmt.Errorf("instantiating the barrier invariant: %v", err))
				}
				// The invariant was checked for real work items only (and,
				// if binary, for distinct ones): an instantiation outside
				// the work group or with equal ids says nothing.
				var valid, ids []bpl.Expr
				for _, id := range inst {
					if id == nil {
						continue
					}
					v, err := k.expr(id, exprCtx{t: t})
					if err != nil {
						return nil, k.errAt(a.Pos, err)
					}
					if ir.Bits(id.Type()) != 32 {
						return nil, &TranslationError{Pos: a.Pos, Msg: "barrier invariant instantiation must be a 32-bit work-item id"}
					}
					valid = append(valid, bpl.Fn(k.pre.BV(bpl.BVUlt, 32), v, bpl.Id("group_size_x")))
					ids = append(ids, v)
				}
				if len(ids) == 2 {
					valid = append(valid, bpl.Not(bpl.Eq(ids[0], ids[1])))
				}
				out = append(out, &bpl.Assume{Attrs: []*bpl.Attr{bpl.NewAttr("barrier_invariant_instance"), k.sourceloc(a.Pos)},
					Cond: bpl.Implies(bpl.And(valid...), x)})
			}
		}
	}
	return out, nil
}
