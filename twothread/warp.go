package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
)

// GPUVerify's --warp-sync=N (GPUVERIFY.md §4.4): the work items of a
// group whose linear local ids agree when divided by N form a warp and
// run in lock step, synchronised around every access. The reduction
// already runs the pair statement by statement in one order (divergent
// paths one after the other, as a warp runs them), so the synchronisation
// is a warp-wide barrier after every access, for pairs in one warp: the
// logs are reset, so that only conflicting accesses of the same statement
// race, and shared memory becomes arbitrary (the same for both), as after
// a barrier: the other work items of the warp may have written it.

// access follows an access statement (emitted with error err) with the
// warp synchronisation.
func (k *kernelTr) access(err error) error {
	if err == nil {
		k.emit(k.warpSync()...)
	}
	return err
}

// warpSync returns the synchronisation after an access statement, or
// nothing without --warp-sync.
func (k *kernelTr) warpSync() []bpl.Stmt {
	if k.opts.WarpSync <= 0 {
		return nil
	}
	var effect []bpl.Stmt
	for _, l := range k.mem.seq {
		if !l.Shared {
			continue
		}
		if k.acc.logsUsed[l] || len(k.acc.sites[l]) > 0 {
			k.useLogs(l)
			for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
				effect = append(effect, assign(logVar(accNames[kind], "HAS_OCCURRED", l), bpl.Bool(false)))
			}
		}
		if k.acc.tracked[l] {
			effect = append(effect, &bpl.Havoc{Vars: []string{unknownName(l)}})
		}
		if k.acc.counters[l] {
			effect = append(effect, forgetTaken(l)...)
		}
		if !k.mem.relevant[l.Array] {
			continue
		}
		if l.PerThread {
			// Same warp, so same group: both see the group's memory.
			effect = append(effect, &bpl.Havoc{Vars: []string{l.Name + "$1", l.Name + "$2"}},
				&bpl.Assume{Cond: bpl.Eq(bpl.Id(l.Name+"$1"), bpl.Id(l.Name+"$2"))})
		} else {
			effect = append(effect, &bpl.Havoc{Vars: []string{l.Name}})
		}
	}
	if len(effect) == 0 {
		return nil
	}
	return []bpl.Stmt{&bpl.If{Cond: k.sameWarpExpr(), Then: effect}}
}

// sameWarpExpr: the two work items are in one group and one warp.
func (k *kernelTr) sameWarpExpr() bpl.Expr {
	add, mul, div := k.pre.BV(bpl.BVAdd, 32), k.pre.BV(bpl.BVMul, 32), k.pre.BV(bpl.BVUDiv, 32)
	linear := func(t thread) bpl.Expr {
		id := func(d string) bpl.Expr { return bpl.Id("local_id_" + d + t.suffix()) }
		sx, sy := bpl.Id("group_size_x"), bpl.Id("group_size_y")
		// x + size_x * (y + size_y * z)
		return bpl.Fn(add, id("x"), bpl.Fn(mul, sx, bpl.Fn(add, id("y"), bpl.Fn(mul, sy, id("z")))))
	}
	warp := func(t thread) bpl.Expr { return bpl.Fn(div, linear(t), bpl.BVConst(uint64(k.opts.WarpSync), 32)) }
	same := bpl.Eq(warp(1), warp(2))
	if k.sameGroup {
		return same
	}
	return bpl.And(k.sameGroupExpr(), same)
}
