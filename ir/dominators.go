package ir

// DominatorTree computes the immediate dominators of a graph of n nodes
// numbered 0..n-1 with the iterative algorithm of Cooper, Harvey and
// Kennedy ("A Simple, Fast Dominance Algorithm"). It returns idom (the
// entry maps to itself, nodes unreachable from the entry to -1) and the
// reachable nodes in reverse postorder of a depth-first search that visits
// successors in the order succ gives them.
func DominatorTree(n, entry int, succ func(int) []int) (idom, rpo []int) {
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
	rpo = make([]int, len(post))
	order := make([]int, n)
	for i, v := range post {
		rpo[len(post)-1-i] = v
		order[v] = len(post) - 1 - i
	}
	preds := make([][]int, n)
	for _, v := range rpo {
		for _, w := range succ(v) {
			preds[w] = append(preds[w], v)
		}
	}
	idom = make([]int, n)
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
	return idom, rpo
}

// PostDominatorTree computes the immediate post-dominators of a graph of n
// nodes, with a virtual exit after every node without successors: a node
// whose paths meet only at that exit, or that reaches no exit, gets -1.
func PostDominatorTree(n int, succ func(int) []int) []int {
	exit := n
	// Successors in the reverse graph are predecessors.
	rsucc := make([][]int, n+1)
	for i := 0; i < n; i++ {
		ss := succ(i)
		if len(ss) == 0 {
			rsucc[exit] = append(rsucc[exit], i)
		}
		for _, s := range ss {
			rsucc[s] = append(rsucc[s], i)
		}
	}
	idom, _ := DominatorTree(n+1, exit, func(i int) []int { return rsucc[i] })
	out := idom[:n]
	for i, d := range out {
		if d == exit {
			out[i] = -1
		}
	}
	return out
}

// blockGraph numbers the blocks of f for DominatorTree.
func blockGraph(f *Function) (index map[*Block]int, succ func(int) []int) {
	index = map[*Block]int{}
	for i, b := range f.Blocks {
		index[b] = i
	}
	succs := make([][]int, len(f.Blocks))
	for i, b := range f.Blocks {
		if b.Term == nil {
			continue
		}
		for _, s := range b.Term.Succs() {
			succs[i] = append(succs[i], index[s])
		}
	}
	return index, func(i int) []int { return succs[i] }
}

// Dominators computes the immediate dominator of every block reachable from
// the entry (DominatorTree). It returns the blocks in reverse postorder and
// the idom map (the entry maps to itself; unreachable blocks are absent).
// It also computes the blocks' predecessors.
func Dominators(f *Function) (rpo []*Block, idom map[*Block]*Block) {
	f.ComputePreds()
	_, succ := blockGraph(f)
	d, order := DominatorTree(len(f.Blocks), 0, succ)
	idom = map[*Block]*Block{}
	for _, i := range order {
		rpo = append(rpo, f.Blocks[i])
		idom[f.Blocks[i]] = f.Blocks[d[i]]
	}
	return rpo, idom
}

// PostDominators returns the immediate post-dominator of each block
// (PostDominatorTree); blocks whose paths only meet at the exit (or never
// reach it) map to nil.
func PostDominators(f *Function) map[*Block]*Block {
	_, succ := blockGraph(f)
	out := map[*Block]*Block{}
	for i, d := range PostDominatorTree(len(f.Blocks), succ) {
		if d < 0 {
			out[f.Blocks[i]] = nil
		} else {
			out[f.Blocks[i]] = f.Blocks[d]
		}
	}
	return out
}

// Dominates reports whether a dominates b under idom.
func Dominates(idom map[*Block]*Block, a, b *Block) bool {
	for {
		if a == b {
			return true
		}
		p, ok := idom[b]
		if !ok || p == b {
			return false
		}
		b = p
	}
}

// InfluenceRegion returns the blocks reachable from b's successors without
// passing through stop (b's immediate post-dominator; nil when the paths
// from b never meet again): the blocks a branch at b decides whether a
// work item runs (the uniformity analysis's influence region).
func InfluenceRegion(b, stop *Block) []*Block {
	seen := map[*Block]bool{}
	var out []*Block
	work := append([]*Block(nil), b.Term.Succs()...)
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
