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
	ipdom := postDominators(f)
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
	uniformExpr := func(e ir.Expr) bool {
		ok := true
		ir.WalkExpr(e, func(x ir.Expr) {
			switch x := x.(type) {
			case *ir.VarRef:
				if !u.vars[x.V] {
					ok = false
				}
			case *ir.Builtin:
				if x.Fn.ThreadDependent() && !(x.Fn == ir.GroupID && sameGroup) {
					ok = false
				}
			case *ir.Read, *ir.AnnotExpr:
				ok = false
			}
		})
		return ok
	}
	for changed := true; changed; {
		changed = false
		mark := func(m map[*ir.Var]bool, v *ir.Var) {
			if m[v] {
				m[v] = false
				changed = true
			}
		}
		// Branch uniformity.
		for _, b := range f.Blocks {
			if !u.branch[b] {
				continue
			}
			uni := u.block[b]
			for _, e := range ir.TermExprs(b.Term) {
				if _, isRet := b.Term.(*ir.Return); !isRet && !uniformExpr(e) {
					uni = false
				}
			}
			if !uni && len(b.Term.Succs()) > 1 {
				u.branch[b] = false
				changed = true
				for _, x := range influenceRegion(b, ipdom[b]) {
					if u.block[x] {
						u.block[x] = false
						changed = true
					}
				}
			}
		}
		// Variable uniformity.
		for _, b := range f.Blocks {
			for _, p := range b.Phis {
				if !u.vars[p.Dst] {
					continue
				}
				if !u.block[b] {
					mark(u.vars, p.Dst)
					continue
				}
				for _, in := range p.In {
					if !u.block[in.Pred] || !u.branch[in.Pred] || !uniformExpr(in.Val) {
						mark(u.vars, p.Dst)
					}
				}
			}
			for _, s := range b.Stmts {
				v := ir.Defined(s)
				if v == nil || !u.vars[v] {
					continue
				}
				switch s := s.(type) {
				case *ir.Assign:
					if !u.block[b] || !uniformExpr(s.Src) {
						mark(u.vars, v)
					}
				default:
					// Loads, atomics, calls and havocs may differ per work item.
					mark(u.vars, v)
				}
			}
		}
	}
	return u
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

// postDominators returns the immediate post-dominator of each block, with a
// virtual exit after every returning block; blocks whose paths only meet at
// the exit (or never reach it) map to nil.
func postDominators(f *ir.Function) map[*ir.Block]*ir.Block {
	n := len(f.Blocks)
	index := map[*ir.Block]int{}
	for i, b := range f.Blocks {
		index[b] = i
	}
	exit := n
	// Reverse graph: successors in the reverse graph are predecessors.
	rsucc := make([][]int, n+1)
	for i, b := range f.Blocks {
		succs := b.Term.Succs()
		if len(succs) == 0 {
			rsucc[exit] = append(rsucc[exit], i)
		}
		for _, s := range succs {
			rsucc[index[s]] = append(rsucc[index[s]], i)
		}
	}
	idom := dominatorTree(n+1, exit, func(i int) []int { return rsucc[i] })
	out := map[*ir.Block]*ir.Block{}
	for i, b := range f.Blocks {
		d := idom[i]
		if d < 0 || d == exit {
			out[b] = nil
		} else {
			out[b] = f.Blocks[d]
		}
	}
	return out
}

// dominatorTree computes immediate dominators of a graph of n nodes with the
// Cooper-Harvey-Kennedy algorithm; unreachable nodes get -1.
func dominatorTree(n, entry int, succ func(int) []int) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = -1
	}
	var post []int
	seen := make([]bool, n)
	var dfs func(int)
	dfs = func(v int) {
		seen[v] = true
		for _, w := range succ(v) {
			if !seen[w] {
				dfs(w)
			}
		}
		post = append(post, v)
	}
	dfs(entry)
	rpo := make([]int, len(post))
	for i, v := range post {
		rpo[len(post)-1-i] = v
	}
	for i, v := range rpo {
		order[v] = i
	}
	preds := make([][]int, n)
	for _, v := range rpo {
		for _, w := range succ(v) {
			preds[w] = append(preds[w], v)
		}
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[entry] = entry
	intersect := func(a, b int) int {
		for a != b {
			for order[a] > order[b] {
				a = idom[a]
			}
			for order[b] > order[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, v := range rpo[1:] {
			nd := -1
			for _, p := range preds[v] {
				if idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if idom[v] != nd {
				idom[v] = nd
				changed = true
			}
		}
	}
	return idom
}
