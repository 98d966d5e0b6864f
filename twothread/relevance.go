package twothread

import "github.com/bvgen/bvgen/ir"

// contentRelevant finds the arrays whose contents can matter to the
// verdict: a value read from them may reach a branch, an address, an
// annotation (assertion, invariant, barrier invariant, contract), a call
// or a returned value, directly or through other variables and through
// what is stored in other relevant arrays; annotations that read memory
// make the arrays they read relevant. The contents of the other arrays are
// not modelled: a load from them yields an arbitrary value and a store is
// dropped (the race instrumentation stays). That over-approximates the
// kernel, so it is sound, and it is exact for the verdict because the
// values never influence what is checked; it spares the prover the
// arithmetic of the data (for a generic scan, every OPERATOR application)
// and the array theory. GPUVerify does the same for arrays that do not
// influence control flow.
//
// The offset of a quiet read (ir.MarkQuietReads) is no sink of its own:
// no race check reads it. So AES's cipher state, which only indexes its
// S-box after the barrier, is not modelled at all.
//
// Kernels with calls (--no-inline) keep every array modelled. With
// storedValues (--equality-abstraction under benign tolerance, benign.go)
// the values stored into __local and __global arrays are sinks too: a
// race is tolerated when the two values agree, which needs the arrays
// they were read from modelled.
func contentRelevant(insts []*fnInst, storedValues, boundsChecked bool) map[*ir.Array]bool {
	rel := map[*ir.Array]bool{}
	for _, fi := range insts {
		if fi != insts[0] || ir.HasCalls(fi.f) {
			// Values cross procedure boundaries: model everything.
			for _, g := range insts {
				markAllArrays(g, rel)
			}
			return rel
		}
	}
	fi := insts[0]
	f := fi.f
	need := map[*ir.Var]bool{} // variables whose value reaches a sink
	var mark func(e ir.Expr) bool
	mark = func(e ir.Expr) bool {
		changed := false
		ir.WalkExpr(e, func(x ir.Expr) {
			switch x := x.(type) {
			case *ir.VarRef:
				if !need[x.V] {
					need[x.V] = true
					changed = true
				}
			case *ir.Read:
				if a := fi.actual(x.Array); !rel[a] {
					rel[a] = true
					changed = true
				}
			}
		})
		return changed
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, e := range ir.TermExprs(b.Term) {
				changed = mark(e) || changed
			}
			for _, p := range b.Phis {
				if need[p.Dst] {
					for _, in := range p.In {
						changed = mark(in.Val) || changed
					}
				}
			}
			for _, s := range b.Stmts {
				switch s := s.(type) {
				case *ir.Assign:
					if need[s.Dst] {
						changed = mark(s.Src) || changed
					}
				case *ir.Load:
					// A quiet read's offset is checked for nothing
					// (ir.MarkQuietReads): it matters only for the value
					// it selects, and for a bounds check.
					if !s.Quiet || need[s.Dst] || boundsChecked {
						changed = mark(s.Off) || changed
					}
					if s.Async != nil { // an async copy's event (async.go)
						changed = mark(s.Async) || changed
					}
					if a := fi.actual(s.Array); need[s.Dst] && !rel[a] {
						rel[a] = true
						changed = true
					}
				case *ir.Store:
					changed = mark(s.Off) || changed
					if s.Async != nil {
						changed = mark(s.Async) || changed
					}
					if rel[fi.actual(s.Array)] || (storedValues && fi.actual(s.Array).Space.Shared()) {
						changed = mark(s.Val) || changed
					}
				case *ir.Atomic:
					// The old value an atomic returns and the value it
					// leaves are arbitrary: only the address matters.
					changed = mark(s.Off) || changed
				case *ir.Annot, *ir.Call, *ir.Barrier, *ir.AsyncEvent, *ir.AsyncWait: // a barrier reads its run-time flags
					for _, e := range ir.StmtExprs(s) {
						changed = mark(e) || changed
					}
					if a, ok := s.(*ir.Annot); ok && a.Kind == ir.AnnotArraySnapshot {
						// The copy is read: so is what it copies.
						dst, src := snapshotArrays(a)
						if rel[fi.actual(dst)] && !rel[fi.actual(src)] {
							rel[fi.actual(src)] = true
							changed = true
						}
					}
				}
			}
		}
	}
	return rel
}

func markAllArrays(fi *fnInst, rel map[*ir.Array]bool) {
	for _, b := range fi.f.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Load:
				rel[fi.actual(s.Array)] = true
			case *ir.Store:
				rel[fi.actual(s.Array)] = true
			case *ir.Atomic:
				rel[fi.actual(s.Array)] = true
			case *ir.Annot:
				if s.Kind == ir.AnnotArraySnapshot {
					dst, src := snapshotArrays(s)
					rel[fi.actual(dst)], rel[fi.actual(src)] = true, true
				}
			}
			for _, e := range ir.StmtExprs(s) {
				ir.WalkExpr(e, func(x ir.Expr) {
					if r, ok := x.(*ir.Read); ok {
						rel[fi.actual(r.Array)] = true
					}
				})
			}
		}
	}
}
