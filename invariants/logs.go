package invariants

import "github.com/bvgen/bvgen/ir"

// logFacts are two dataflow facts about the first work item's access logs
// at the head of a loop, which decide which access-log candidates are
// worth proposing:
//
//   - logged: an access of that kind to that array may be in the log at
//     the head (it happened since the last barrier that resets the log);
//     when not, "no access in flight" holds by construction;
//   - live: some access reached from the head without passing such a
//     barrier is checked against that log; when not, nothing the log holds
//     at the head matters, and no candidate about it is needed.
//
// Both over-approximate, so a mistake costs a useless or a false candidate
// (which Houdini drops), never soundness.
type logFacts struct {
	logged, live map[logKey]bool
	// reach are the access statements that may be in each log at the
	// head (those reaching it without a barrier that resets the log);
	// nil for a log a call may have written (anything may be in it).
	reach map[logKey]map[ir.Stmt]bool
}

var conflicts = map[string][]string{
	// the logs an access of each kind is checked against
	"READ":   {"WRITE", "ATOMIC"},
	"WRITE":  {"READ", "WRITE", "ATOMIC"},
	"ATOMIC": {"READ", "WRITE"},
}

// accessOf returns the array and kind of an access statement.
func accessOf(s ir.Stmt) (*ir.Array, string, bool) {
	switch s := s.(type) {
	case *ir.Load:
		if s.Quiet {
			return nil, "", false // neither logged nor checked (ir.MarkQuietReads)
		}
		return s.Array, "READ", true
	case *ir.Store:
		return s.Array, "WRITE", true
	case *ir.Atomic:
		return s.Array, "ATOMIC", true
	}
	return nil, "", false
}

// offsetOf returns the byte offset of an access statement.
func offsetOf(s ir.Stmt) ir.Expr {
	switch s := s.(type) {
	case *ir.Load:
		return s.Off
	case *ir.Store:
		return s.Off
	case *ir.Atomic:
		return s.Off
	}
	return nil
}

// resets reports whether barrier b empties the logs of arr.
func (a *analysis) resets(b *ir.Barrier, arr *ir.Array) bool {
	if b.Dynamic() {
		return false // its fences depend on run-time flags
	}
	switch arr.Space {
	case ir.Local:
		return b.LocalFence
	case ir.Global:
		return b.GlobalFence && a.lp.SameGroup()
	}
	return false
}

// keySet is a set of logs.
type keySet map[logKey]bool

// union adds src to m and reports whether m grew.
func (m keySet) union(src keySet) bool {
	changed := false
	for k := range src {
		if !m[k] {
			m[k] = true
			changed = true
		}
	}
	return changed
}

// logFlow is the dataflow problem of logFacts over the keys' arrays.
type logFlow struct {
	a      *analysis
	keys   []logKey
	arrays map[*ir.Array]bool
	// succs are the blocks each block's state flows into: its successors
	// and, in a region of a branch the two work items may take apart,
	// every block of the region (predicationEdges).
	succs map[*ir.Block][]*ir.Block
}

// predicationEdges are the flow edges of the two-thread program that the
// CFG lacks: where the two work items may take a branch apart, the
// reduction runs both sides one after the other, each under its work
// item's predicate (docs/reduction.md), so what the first work item logged
// on one side is in its log on the other. Rodinia's LU perimeter splits
// its group by if (tx < 16) { ... dia[i * 16 + idx] = ... } else { ...
// dia[i * 16 + idx] = ... }: at the else side's loops the log may hold a
// write of the then side. Every block of a branch's region (the blocks
// reached from it before its immediate post-dominator) flows into every
// other, which over-approximates either order.
func (d *logFlow) predicationEdges() {
	f := d.a.f
	d.succs = map[*ir.Block][]*ir.Block{}
	seen := map[*ir.Block]map[*ir.Block]bool{}
	link := func(from, to *ir.Block) {
		if seen[from] == nil {
			seen[from] = map[*ir.Block]bool{}
		}
		if !seen[from][to] {
			seen[from][to] = true
			d.succs[from] = append(d.succs[from], to)
		}
	}
	for _, b := range f.Blocks {
		for _, s := range b.Term.Succs() {
			link(b, s)
		}
	}
	var pdom map[*ir.Block]*ir.Block
	for _, b := range f.Blocks {
		if len(b.Term.Succs()) < 2 || d.a.lp.BranchUniform(b) {
			continue
		}
		if pdom == nil {
			pdom = ir.PostDominators(f)
		}
		region := ir.InfluenceRegion(b, pdom[b])
		if !d.plainRegion(b, region) {
			continue
		}
		for _, x := range region {
			for _, y := range region {
				if x != y {
					link(x, y)
				}
			}
		}
	}
}

// plainRegion reports whether the region of the branch at b is a plain
// if-then-else: b heads no loop and leaves none (a loop's condition runs
// its body while either work item is in it: the body's order stands), and
// no barrier or call is in it, whose resets an edge around them would
// skip (GPUVerify's inference_tests/access_means_enabled).
func (d *logFlow) plainRegion(b *ir.Block, region []*ir.Block) bool {
	in := map[*ir.Block]bool{b: true}
	for _, x := range region {
		in[x] = true
	}
	for _, l := range d.a.f.Loops {
		if l.Header == b {
			return false
		}
		if l.Contains(b) {
			for _, s := range b.Term.Succs() {
				if !l.Contains(s) {
					return false
				}
			}
		}
		for _, x := range region {
			if l.Header == x {
				for _, y := range l.Blocks {
					if !in[y] {
						return false
					}
				}
			}
		}
	}
	for _, x := range region {
		for _, s := range x.Stmts {
			switch s.(type) {
			case *ir.Barrier, *ir.Call:
				return false
			}
		}
	}
	return len(region) > 0
}

// all is every key: a call may log or check anything.
func (d *logFlow) all() keySet {
	m := keySet{}
	for _, k := range d.keys {
		m[k] = true
	}
	return m
}

// kill removes the logs barrier b resets.
func (d *logFlow) kill(m keySet, b *ir.Barrier) {
	for k := range m {
		if d.a.resets(b, k.arr) {
			delete(m, k)
		}
	}
}

// logged computes forward what may be logged at the start of each block.
func (d *logFlow) logged() map[*ir.Block]keySet {
	f := d.a.f
	in := map[*ir.Block]keySet{}
	for _, b := range f.Blocks {
		in[b] = keySet{}
	}
	transfer := func(b *ir.Block) keySet {
		m := keySet{}
		m.union(in[b])
		for _, s := range b.Stmts {
			if arr, kind, ok := accessOf(s); ok && d.arrays[arr] {
				m[logKey{arr, kind}] = true
			}
			switch s := s.(type) {
			case *ir.Barrier:
				d.kill(m, s)
			case *ir.Call:
				m.union(d.all())
			}
		}
		return m
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			out := transfer(b)
			for _, s := range d.succs[b] {
				if in[s].union(out) {
					changed = true
				}
			}
		}
	}
	return in
}

// live computes backward the logs read by a check before the next
// resetting barrier, at the start of each block.
func (d *logFlow) live() map[*ir.Block]keySet {
	f := d.a.f
	liveIn := map[*ir.Block]keySet{}
	for _, b := range f.Blocks {
		liveIn[b] = keySet{}
	}
	for changed := true; changed; {
		changed = false
		for i := len(f.Blocks) - 1; i >= 0; i-- {
			b := f.Blocks[i]
			m := keySet{}
			for _, s := range d.succs[b] {
				m.union(liveIn[s])
			}
			for j := len(b.Stmts) - 1; j >= 0; j-- {
				switch s := b.Stmts[j].(type) {
				case *ir.Barrier:
					d.kill(m, s)
				case *ir.Call:
					m.union(d.all())
				default:
					if arr, kind, ok := accessOf(s); ok && d.arrays[arr] {
						for _, c := range conflicts[kind] {
							m[logKey{arr, c}] = true
						}
					}
				}
			}
			if liveIn[b].union(m) {
				changed = true
			}
		}
	}
	return liveIn
}

// reaching computes forward, at the start of each block, the access
// statements that may be in their log; a call stands for every access of
// every log (the callee's accesses are not statements of this function).
func (d *logFlow) reaching() map[*ir.Block]map[ir.Stmt]bool {
	f := d.a.f
	in := map[*ir.Block]map[ir.Stmt]bool{}
	for _, b := range f.Blocks {
		in[b] = map[ir.Stmt]bool{}
	}
	transfer := func(b *ir.Block) map[ir.Stmt]bool {
		m := map[ir.Stmt]bool{}
		for x := range in[b] {
			m[x] = true
		}
		for _, s := range b.Stmts {
			if arr, _, ok := accessOf(s); ok && d.arrays[arr] {
				m[s] = true
			}
			switch s := s.(type) {
			case *ir.Barrier:
				for x := range m {
					if arr, _, ok := accessOf(x); ok && d.a.resets(s, arr) {
						delete(m, x)
					}
				}
			case *ir.Call:
				m[s] = true
			}
		}
		return m
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			out := transfer(b)
			for _, succ := range d.succs[b] {
				for x := range out {
					if !in[succ][x] {
						in[succ][x] = true
						changed = true
					}
				}
			}
		}
	}
	return in
}

// logFacts computes the facts at the loop head for the given keys.
func (a *analysis) logFacts(keys []logKey) logFacts {
	d := &logFlow{a: a, keys: keys, arrays: map[*ir.Array]bool{}}
	for _, k := range keys {
		d.arrays[k.arr] = true
	}
	d.predicationEdges()
	in, liveIn := d.logged(), d.live()
	h := a.l.Header
	facts := logFacts{logged: map[logKey]bool{}, live: map[logKey]bool{}, reach: map[logKey]map[ir.Stmt]bool{}}
	for _, k := range keys {
		facts.logged[k] = in[h][k]
		facts.live[k] = liveIn[h][k]
	}
	called := false
	for s := range d.reaching()[h] {
		if arr, kind, ok := accessOf(s); ok {
			k := logKey{arr, kind}
			if facts.reach[k] == nil {
				facts.reach[k] = map[ir.Stmt]bool{}
			}
			facts.reach[k][s] = true
		} else {
			called = true
		}
	}
	if called {
		facts.reach = map[logKey]map[ir.Stmt]bool{}
		for _, k := range keys {
			facts.reach[k] = nil
		}
	}
	return facts
}
