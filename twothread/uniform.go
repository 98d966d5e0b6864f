package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// uniformity is the result of the uniformity analysis of one function.
type uniformity struct {
	block map[*ir.Block]bool // true: both work items execute it together
	vars  map[*ir.Var]bool   // true: both work items hold the same value
	// branch is true for blocks whose terminator decides the same way in
	// both work items.
	branch map[*ir.Block]bool
	// group is the analysis for two work items of one work group (group
	// ids uniform), when the two may be in different groups; nil
	// otherwise. What it finds uniform and this one does not is
	// group-uniform: equal when the two share a group (groupUniformInvariants).
	group *uniformity
}

// analyseUniformity computes block and variable uniformity to a fixpoint,
// starting optimistic and marking things non-uniform. sameGroup says the
// two work items are in the same work group (group ids are uniform).
func analyseUniformity(f *ir.Function, sameGroup bool) *uniformity {
	u := &uniformity{block: map[*ir.Block]bool{}, vars: map[*ir.Var]bool{}, branch: map[*ir.Block]bool{}}
	for _, b := range f.Blocks {
		u.block[b] = true
		u.branch[b] = true
	}
	for _, p := range f.Params {
		if p.Var != nil {
			u.vars[p.Var] = true // kernel arguments are the same for every work item
		}
	}
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			u.vars[p.Dst] = true
		}
		for _, s := range b.Stmts {
			if v := ir.Defined(s); v != nil {
				u.vars[v] = true
			}
		}
	}
	a := &uniformityRun{u: u, f: f, sameGroup: sameGroup, ipdom: ir.PostDominators(f)}
	for a.changed = true; a.changed; {
		a.changed = false
		a.branches()
		a.variables()
	}
	if !sameGroup {
		u.group = analyseUniformity(f, true)
	}
	return u
}

// uniformityRun is one fixpoint computation of analyseUniformity.
type uniformityRun struct {
	u         *uniformity
	f         *ir.Function
	sameGroup bool
	ipdom     map[*ir.Block]*ir.Block
	changed   bool
}

// uniformExpr: both work items compute the same value for e.
func (a *uniformityRun) uniformExpr(e ir.Expr) bool {
	ok := true
	ir.WalkExpr(e, func(x ir.Expr) {
		switch x := x.(type) {
		case *ir.VarRef:
			if !a.u.vars[x.V] {
				ok = false
			}
		case *ir.Builtin:
			if x.Fn.ThreadDependent() && !(x.Fn == ir.GroupID && a.sameGroup) {
				ok = false
			}
		case *ir.Read, *ir.AnnotExpr:
			ok = false
		}
	})
	return ok
}

func (a *uniformityRun) markVar(v *ir.Var) {
	if a.u.vars[v] {
		a.u.vars[v] = false
		a.changed = true
	}
}

// branches marks non-uniform the branches on values the work items may
// disagree on, and the blocks of their influence regions.
func (a *uniformityRun) branches() {
	u := a.u
	for _, b := range a.f.Blocks {
		if !u.branch[b] {
			continue
		}
		uni := u.block[b]
		for _, e := range ir.TermExprs(b.Term) {
			if _, isRet := b.Term.(*ir.Return); !isRet && !a.uniformExpr(e) {
				uni = false
			}
		}
		if !uni && len(b.Term.Succs()) > 1 {
			u.branch[b] = false
			a.changed = true
			for _, x := range ir.InfluenceRegion(b, a.ipdom[b]) {
				if u.block[x] {
					u.block[x] = false
					a.changed = true
				}
			}
		}
	}
}

// variables marks non-uniform the variables defined in non-uniform
// blocks, merged from non-uniform edges, or computed from non-uniform
// values (loads, atomics, calls and havocs always).
func (a *uniformityRun) variables() {
	u := a.u
	for _, b := range a.f.Blocks {
		for _, p := range b.Phis {
			if !u.vars[p.Dst] {
				continue
			}
			if !u.block[b] {
				a.markVar(p.Dst)
				continue
			}
			for _, in := range p.In {
				if !u.block[in.Pred] || !u.branch[in.Pred] || !a.uniformExpr(in.Val) {
					a.markVar(p.Dst)
				}
			}
		}
		for _, s := range b.Stmts {
			v := ir.Defined(s)
			if v == nil || !u.vars[v] {
				continue
			}
			if as, ok := s.(*ir.Assign); ok && u.block[b] && a.uniformExpr(as.Src) {
				continue
			}
			a.markVar(v)
		}
	}
}

// groupUniformInvariants are the loop invariants of loop l that say the
// group-uniform values at its head agree for two work items of one group:
// the loop predicates, the exit accumulators of its group-uniform exits
// and the loop-carried variables (header phis) that
// the analysis for one group finds uniform but the analysis for any two
// work items does not (they are computed from group ids, as in
// for (i = 0; i < get_group_id(0); i++) barrier(...)). GPUVerify's
// uniformity analysis is static and works without inference, so
// --no-infer keeps these facts; the barrier divergence check of a barrier
// in such a loop needs them. They are ordinary checked invariants, not
// candidates: Boogie proves them like the rest (they hold on entry, since
// the values before the loop are computed alike by two work items of one
// group, and are preserved, since each iteration computes them from
// group-uniform values only: no memory reads, calls or havocs), so an
// error in the analysis could only make a kernel fail, never verify.
func (k *kernelTr) groupUniformInvariants(l *ir.Loop) []*bpl.Invariant {
	g, h := k.uni.group, l.Header
	if k.sameGroup || g == nil || !g.block[h] {
		return nil
	}
	same := k.sameGroupExpr()
	var invs []*bpl.Invariant
	add := func(cond bpl.Expr) {
		invs = append(invs, &bpl.Invariant{Attrs: []*bpl.Attr{bpl.NewAttr("group_uniform")}, Cond: cond})
	}
	if !k.blockUniform(h) {
		add(bpl.Implies(same, bpl.Eq(k.pred(h, 1), k.pred(h, 2))))
	}
	for _, phi := range h.Phis {
		if k.uni.vars[phi.Dst] || !g.vars[phi.Dst] {
			continue
		}
		eq := bpl.Eq(bpl.Id(k.varName(phi.Dst, 1)), bpl.Id(k.varName(phi.Dst, 2)))
		add(bpl.Implies(bpl.And(same, k.entered(h, 1)), eq))
	}
	// The exit accumulators of group-uniform exits (also of nested loops'
	// exits that leave l): the predicates of the blocks after an inner
	// loop are read from them.
	for _, b := range l.Blocks {
		if !g.block[b] || !g.branch[b] || k.edgeUniform(b) {
			continue
		}
		for _, s := range b.Term.Succs() {
			if l.Contains(s) || !k.isExit(b, s) {
				continue
			}
			add(bpl.Implies(same, bpl.Eq(bpl.Id(k.exitAccumulator(b, s, 1)), bpl.Id(k.exitAccumulator(b, s, 2)))))
		}
	}
	return invs
}
