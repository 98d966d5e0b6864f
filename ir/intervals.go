package ir

// Barrier intervals, as GPUVerify's BarrierIntervalsAnalysis computes them
// (GPUVerifyVCGen/BarrierIntervalsAnalysis.cs; GPUVERIFY.md §2.5: under
// --debug VCGen prints "Found N barrier interval(s) in <proc>").
//
// A barrier interval is a stretch of code that every work item of a group
// runs between two synchronisations. Its delimiters are the "unconditional"
// barriers: the start and the end of a kernel (implicit barriers), and the
// barriers all work items reach together (in uniform control flow). An
// interval runs from a delimiter d to the nearest delimiter e such that d
// dominates e and e post-dominates d: every path from d meets e, and every
// path to e came through d. GPUVerify splits blocks so that each barrier
// starts a block; here each barrier starts a segment of its block, which
// gives the same graph without rewriting the function.
//
// Checked against GPUVerify's barrier_intervals tests: straight-line code
// with two barriers has 3 intervals; a barrier under a condition on the
// local id delimits none (2 for the test with one more barrier after it);
// barriers in loops only pair with barriers later in the same iteration,
// never with the kernel's exit (the loop may be left before them), and
// barriers under a non-uniform condition delimit none (test3: 2, test4: 1).

// IntervalPoint is a delimiter of a barrier interval: the barrier at
// Block.Stmts[Stmt], the start of the entry block (Stmt -1), or the
// function's exit (Block nil).
type IntervalPoint struct {
	Block *Block
	Stmt  int
}

// BarrierInterval runs from the delimiter Start to the delimiter End.
type BarrierInterval struct {
	Start, End IntervalPoint
}

// segmentGraph is the control-flow graph of a function with every block
// cut before each of its barriers, plus a virtual exit after every return.
type segmentGraph struct {
	points []IntervalPoint // node -> where it starts
	succ   [][]int
	pred   [][]int
	exit   int // the virtual exit node
}

func newSegmentGraph(f *Function) *segmentGraph {
	g := &segmentGraph{}
	first := map[*Block]int{}
	last := map[*Block]int{}
	add := func(p IntervalPoint) int {
		g.points = append(g.points, p)
		g.succ = append(g.succ, nil)
		return len(g.points) - 1
	}
	for _, b := range f.Blocks {
		n := add(IntervalPoint{Block: b, Stmt: -1})
		first[b] = n
		for i, s := range b.Stmts {
			if _, ok := s.(*Barrier); ok {
				m := add(IntervalPoint{Block: b, Stmt: i})
				g.succ[n] = append(g.succ[n], m)
				n = m
			}
		}
		last[b] = n
	}
	g.exit = add(IntervalPoint{})
	for _, b := range f.Blocks {
		if b.Term == nil {
			continue
		}
		if _, ok := b.Term.(*Return); ok {
			g.succ[last[b]] = append(g.succ[last[b]], g.exit)
		}
		for _, s := range b.Term.Succs() {
			g.succ[last[b]] = append(g.succ[last[b]], first[s])
		}
	}
	g.pred = make([][]int, len(g.points))
	for v, ws := range g.succ {
		for _, w := range ws {
			g.pred[w] = append(g.pred[w], v)
		}
	}
	return g
}

// dominates reports whether a dominates b under idom (DominatorTree's
// form: the root maps to itself, unreachable nodes to -1).
func dominates(idom []int, a, b int) bool {
	for {
		if a == b {
			return true
		}
		if idom[b] < 0 || idom[b] == b {
			return false
		}
		b = idom[b]
	}
}

// BarrierIntervals computes the barrier intervals of f. For a kernel the
// start and the exit delimit intervals too. uniform says which blocks all
// work items of a group execute together; a barrier delimits when its
// block is uniform and its fences are known at compile time (a barrier
// whose flags are a run-time value may not synchronise; GPUVerify counts
// only barriers with constant arguments). The intervals come in the order
// of their start (entry, barriers in block order, exit).
func BarrierIntervals(f *Function, kernel bool, uniform func(*Block) bool) []BarrierInterval {
	if len(f.Blocks) == 0 {
		return nil
	}
	g := newSegmentGraph(f)
	n := len(g.points)
	idom, _ := DominatorTree(n, 0, func(v int) []int { return g.succ[v] })
	ipdom, _ := DominatorTree(n, g.exit, func(v int) []int { return g.pred[v] })
	var delims []int
	for v, p := range g.points {
		switch {
		case p.Block == nil:
			if kernel && idom[v] >= 0 {
				delims = append(delims, v)
			}
		case p.Stmt < 0:
			if kernel && v == 0 {
				delims = append(delims, v)
			}
		default:
			b := p.Block.Stmts[p.Stmt].(*Barrier)
			if idom[v] >= 0 && uniform(p.Block) && !b.Dynamic() {
				delims = append(delims, v)
			}
		}
	}
	var out []BarrierInterval
	for _, d := range delims {
		best := -1
		for _, e := range delims {
			if e == d || !dominates(idom, d, e) || !dominates(ipdom, e, d) {
				continue
			}
			// The candidates lie on one dominator chain from d: keep
			// the nearest.
			if best < 0 || dominates(idom, e, best) {
				best = e
			}
		}
		if best >= 0 {
			out = append(out, BarrierInterval{Start: g.points[d], End: g.points[best]})
		}
	}
	return out
}
