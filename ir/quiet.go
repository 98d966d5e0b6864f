package ir

// Quiet reads (issue 30: AMD's AES, tiled loop nests). A read races only
// with a write or an atomic of the same array that two work items may run
// between the same two synchronisations: in the same barrier interval
// (OOPSLA13 §3; GPUVerify's barrier intervals, intervals.go). AES copies
// its S-box into __local memory, passes a barrier, and then reads it at
// data-dependent indices ten rounds long: none of those reads can meet a
// write, yet each was logged and its index, computed through the private
// state arrays, made the whole cipher part of every query (a time-out).
//
// MarkQuietReads sets Load.Quiet on the reads of a kernel that cannot
// race, so that the reduction neither logs nor checks them, and their
// offsets matter to nothing but the value they select:
//
//   - a read of a __global array the kernel never writes (nor updates
//     atomically): work items of different groups are not ordered by any
//     barrier, so any write anywhere could meet it;
//   - a read of a __local array that shares no interval start with any
//     write or atomic of that array. The starts of an access are the
//     delimiters from which it is reached without passing another: the
//     kernel's entry, and each barrier with a __local fence known at
//     compile time (barrier(flags) with run-time flags, or a __global
//     fence alone, does not reset the __local logs of the reduction, so it
//     is no delimiter here).
//
// Why that is sound. Two work items of one group that verify free of
// barrier divergence pass the same sequence of barriers (the reduction
// checks it at every barrier it cannot prove uniform), hence the same
// sequence of delimiters. Accesses they make between the k-th delimiter
// and the next are both reached from that delimiter's statement without
// passing a delimiter: they have it as a common start. So a read with no
// start in common with any write of its array is never between the same
// delimiters as one; a __local array is not shared across groups. A
// kernel with divergence fails its divergence check in the same proof.
//
// Left alone: kernels with calls (--no-inline: accesses of the callee are
// not in this graph), reads of async copies, and arrays an annotation
// mentions (__read(A), barrier invariants reading A, ...), whose logs or
// cells the annotation may read.
func MarkQuietReads(f *Function) int {
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			if ld, ok := s.(*Load); ok {
				ld.Quiet = false
			}
		}
	}
	if len(f.Blocks) == 0 || HasCalls(f) {
		return 0
	}
	excluded := quietExclusions(f)
	starts := intervalStarts(f)
	n := 0
	starts.each(f, func(seg int, s Stmt) {
		ld, ok := s.(*Load)
		if !ok || excluded[ld.Array] || ld.Async != nil {
			return
		}
		switch ld.Array.Space {
		case Global:
			ld.Quiet = !starts.written[ld.Array]
		case Local:
			ld.Quiet = !intersects(starts.out[seg], starts.ws[ld.Array])
		}
		if ld.Quiet {
			n++
		}
	})
	return n
}

// stmtKey is a statement by its block and index.
type stmtKey struct {
	b *Block
	i int
}

// quietExclusions lists the arrays whose reads stay checked: those a
// specification mentions (a Read or an ArrayRef, which only annotations
// and the assignments feeding them contain) and those an async copy reads
// or writes.
func quietExclusions(f *Function) map[*Array]bool {
	excluded := map[*Array]bool{}
	mentions := func(e Expr) {
		WalkExpr(e, func(x Expr) {
			switch x := x.(type) {
			case *ArrayRef:
				excluded[x.Array] = true
			case *Read:
				excluded[x.Array] = true
			}
		})
	}
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			for _, in := range p.In {
				mentions(in.Val)
			}
		}
		for _, e := range TermExprs(b.Term) {
			mentions(e)
		}
		for _, s := range b.Stmts {
			for _, e := range StmtExprs(s) {
				mentions(e)
			}
			switch s := s.(type) {
			case *Load:
				if s.Async != nil {
					excluded[s.Array] = true
				}
			case *Store:
				if s.Async != nil {
					excluded[s.Array] = true
				}
			}
		}
	}
	return excluded
}

// quietStarts is the interval-start analysis of a function: for each
// segment of the segment graph (intervals.go), the delimiters it may be
// reached from without passing another.
type quietStarts struct {
	first map[*Block]int          // the segment a block starts with
	at    map[stmtKey]int         // the segment a barrier starts
	out   []map[int]bool          // the starts of the code in each segment
	ws    map[*Array]map[int]bool // the starts of each array's writes
	// written are the arrays something writes or updates atomically.
	written map[*Array]bool
}

// entryStart names the kernel's entry among the starts (segment numbers
// are 0 and up).
const entryStart = -1

func intervalStarts(f *Function) *quietStarts {
	g := newSegmentGraph(f)
	q := &quietStarts{first: map[*Block]int{}, at: map[stmtKey]int{}, ws: map[*Array]map[int]bool{}, written: map[*Array]bool{}}
	delim := make([]bool, len(g.points))
	for v, p := range g.points {
		switch {
		case p.Block == nil:
		case p.Stmt < 0:
			q.first[p.Block] = v
		default:
			q.at[stmtKey{p.Block, p.Stmt}] = v
			bar := p.Block.Stmts[p.Stmt].(*Barrier)
			delim[v] = bar.LocalFence && !bar.Dynamic()
		}
	}
	q.out = make([]map[int]bool, len(g.points))
	for v := range q.out {
		q.out[v] = map[int]bool{}
		if delim[v] {
			q.out[v][v] = true
		}
	}
	q.out[q.first[f.Blocks[0]]][entryStart] = true
	for changed := true; changed; {
		changed = false
		for v, ws := range g.succ {
			for _, w := range ws {
				if delim[w] {
					continue
				}
				for s := range q.out[v] {
					if !q.out[w][s] {
						q.out[w][s] = true
						changed = true
					}
				}
			}
		}
	}
	q.each(f, func(seg int, s Stmt) {
		var a *Array
		switch s := s.(type) {
		case *Store:
			a = s.Array
		case *Atomic:
			a = s.Array
		default:
			return
		}
		q.written[a] = true
		if q.ws[a] == nil {
			q.ws[a] = map[int]bool{}
		}
		for st := range q.out[seg] {
			q.ws[a][st] = true
		}
	})
	return q
}

// each calls fn on every statement of f with the segment it is in (a
// barrier starts its own).
func (q *quietStarts) each(f *Function, fn func(seg int, s Stmt)) {
	for _, b := range f.Blocks {
		seg := q.first[b]
		for i, s := range b.Stmts {
			if _, ok := s.(*Barrier); ok {
				seg = q.at[stmtKey{b, i}]
			}
			fn(seg, s)
		}
	}
}

func intersects(a, b map[int]bool) bool {
	for x := range a {
		if b[x] {
			return true
		}
	}
	return false
}

// HasCalls reports whether f calls a procedure (under --no-inline).
func HasCalls(f *Function) bool {
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			if _, ok := s.(*Call); ok {
				return true
			}
		}
	}
	return false
}
