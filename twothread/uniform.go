package twothread

import (
	"github.com/bvgen/bvgen/ir"
)

// uniformity is the result of the uniformity analysis of one function.
type uniformity struct {
	block map[*ir.Block]bool // true: both work items execute it together
	vars  map[*ir.Var]bool   // true: both work items hold the same value
	// branch is true for blocks whose terminator decides the same way in
	// both work items.
	branch map[*ir.Block]bool
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
			for _, x := range influenceRegion(b, a.ipdom[b]) {
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

// influenceRegion returns the blocks reachable from b's successors without
// passing through stop (b's immediate post-dominator; nil when the paths
// from b never meet again).
func influenceRegion(b, stop *ir.Block) []*ir.Block {
	seen := map[*ir.Block]bool{}
	var out []*ir.Block
	work := append([]*ir.Block(nil), b.Term.Succs()...)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == stop || seen[x] {
			continue
		}
		seen[x] = true
		out = append(out, x)
		work = append(work, x.Term.Succs()...)
	}
	return out
}
