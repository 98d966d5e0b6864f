package twothread

import (
	"fmt"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// The layout pass decides how each kernel's memory is represented: which
// arrays' contents are modelled at all (contentRelevant, relevance.go) and
// each array's Boogie map (computeLayouts, layout.go): cell size, one copy
// or one per work item, race-checked or not; and which arrays some work
// item may write (writtenArrays), the only ones a barrier makes arbitrary.

// memory is the representation of the arrays of one kernel and its
// procedures; an array has one layout everywhere.
type memory struct {
	layouts map[*ir.Array]*memLayout
	seq     []*memLayout // in order of first use, for deterministic output
	// relevant are the arrays whose contents are modelled.
	relevant map[*ir.Array]bool
	// written are the arrays some work item may write (writtenArrays);
	// nil means every array.
	written map[*ir.Array]bool
	// boundsChecked: --check-array-bounds reads every access's offset.
	boundsChecked bool
}

// codeExprs are the expressions of s that the emitted code reads: all of
// them, except the offset of a quiet read (ir.MarkQuietReads) of an array
// whose contents are not modelled, which nothing checks and selects no
// value, and the value a store leaves in a private array whose contents
// are not modelled (the store is dropped). What only they read is dead:
// AES's ten rounds, computed in private arrays, index only its S-box.
func (m *memory) codeExprs(fi *fnInst, s ir.Stmt) []ir.Expr {
	switch s := s.(type) {
	case *ir.Load:
		if s.Quiet && !m.boundsChecked && !m.relevant[fi.actual(s.Array)] {
			return nil // a quiet read has no async copy (ir.MarkQuietReads)
		}
	case *ir.Store:
		if a := fi.actual(s.Array); a.Space == ir.Private && !m.relevant[a] && !m.boundsChecked && s.Async == nil {
			return []ir.Expr{s.Off}
		}
	}
	return ir.StmtExprs(s)
}

// mayBeWritten reports whether some work item may write array a.
func (m *memory) mayBeWritten(a *ir.Array) bool { return m.written == nil || m.written[a] }

func runLayout(st *state) error {
	for _, ks := range st.kernels {
		all := ks.insts.all
		mem := &memory{relevant: contentRelevant(all, !st.opts.NoBenign && st.opts.Equality, st.opts.CheckArrayBounds),
			boundsChecked: st.opts.CheckArrayBounds}
		mem.layouts, mem.seq = computeLayouts(all, st.opts.sameGroupAlways(), ks.prefix)
		mem.written = writtenArrays(ks.insts)
		for _, fi := range all {
			for _, a := range fi.arrMap {
				if l := mem.layouts[a]; l != nil && a.Space == ir.Private {
					l.Escapes = true
				}
			}
		}
		ks.mem = mem
	}
	return nil
}

// checkLayout: every array an instance accesses has a layout whose cell
// size is a power of two of at most 8 bytes, and map names are distinct.
func checkLayout(st *state) error {
	for _, ks := range st.kernels {
		names := map[string]bool{}
		for _, l := range ks.mem.seq {
			if l.CellBytes < 1 || l.CellBytes > 8 || l.CellBytes&(l.CellBytes-1) != 0 {
				return fmt.Errorf("array %s: cell size %d", l.Array.Name, l.CellBytes)
			}
			if names[l.Name] {
				return fmt.Errorf("two arrays with map %s", l.Name)
			}
			names[l.Name] = true
		}
		for _, fi := range ks.insts.all {
			for _, b := range fi.f.Blocks {
				for _, s := range b.Stmts {
					if a := accessedArray(s); a != nil && ks.mem.layouts[fi.actual(a)] == nil {
						return fmt.Errorf("%s: array %s has no layout", fi.name, a.Name)
					}
				}
			}
		}
	}
	return nil
}

// writtenArrays returns the arrays that some work item may write in a
// launch of the kernel whose procedure instances are all, as the caller's
// actual arrays, or nil (every array) when a statement's effect on memory
// is not known here. A barrier havocs shared memory to stand for the
// writes of the work items outside the pair (GPUVerify havocs only the
// arrays the kernel may modify): an array no work item ever writes keeps
// the contents it had at the kernel's start, so its havoc would only lose
// what the preconditions say of it. Every write is one of these
// statements, in the kernel or in a helper instance (--no-inline; a
// helper's writes go to its caller's arrays): a store (also of async
// copies, memcpy/memset, image writes, and one per candidate array of a
// store through a pointer that may point into several), an atomic, an
// __array_snapshot into its destination, and a call of a function without
// a body or instance, which may write every array it is given a pointer
// into.
func writtenArrays(is *instances) map[*ir.Array]bool {
	w := map[*ir.Array]bool{}
	for _, fi := range is.all {
		for _, b := range fi.f.Blocks {
			for _, s := range b.Stmts {
				switch s := s.(type) {
				case *ir.Store, *ir.Atomic:
					w[fi.actual(accessedArray(s))] = true
				case *ir.Annot:
					switch s.Kind {
					case ir.AnnotArraySnapshot:
						dst, _ := snapshotArrays(s)
						w[fi.actual(dst)] = true
					case ir.AnnotHavocArray: // a callee without a body (or a __spec_ function) wrote it
						if r, ok := s.Args[len(s.Args)-1].(*ir.ArrayRef); ok {
							w[fi.actual(r.Array)] = true
						} else {
							return nil
						}
					}
				case *ir.Call:
					if len(s.Callee.Blocks) > 0 && is.of(fi, s) != nil {
						continue // its instance is scanned
					}
					for _, arg := range s.Args {
						ir.WalkExpr(arg, func(x ir.Expr) {
							if r, ok := x.(*ir.ArrayRef); ok {
								w[fi.actual(r.Array)] = true
							}
						})
					}
				case *ir.Assign, *ir.Load, *ir.Barrier, *ir.Havoc, *ir.AsyncEvent, *ir.AsyncWait:
				default:
					return nil // a statement this analysis does not know: any array may change
				}
			}
		}
	}
	return w
}

// barrierHavoc is what a barrier covering l's memory does to its
// contents: makes them arbitrary (the same for two work items of one
// group when each has a copy), unless no work item writes the array.
//
// Two copies of a __local array (the pair may be in two groups) stand for
// one memory when the two are in one group: the barrier says so, also of
// an array nobody writes, whose copies then both hold the group's initial
// contents.
func (k *kernelTr) barrierHavoc(l *memLayout) []bpl.Stmt {
	written := k.mem.mayBeWritten(l.Array)
	switch {
	case l.PerThread:
		same := &bpl.Assume{Cond: bpl.Implies(k.sameGroupExpr(), bpl.Eq(bpl.Id(l.Name+"$1"), bpl.Id(l.Name+"$2")))}
		if !written {
			return []bpl.Stmt{same}
		}
		return []bpl.Stmt{&bpl.Havoc{Vars: []string{l.Name + "$1", l.Name + "$2"}}, same}
	case !written:
		return nil
	}
	return []bpl.Stmt{&bpl.Havoc{Vars: []string{l.Name}}}
}

func dumpLayout(st *state) string {
	var b strings.Builder
	for _, ks := range st.kernels {
		fmt.Fprintf(&b, "kernel %s\n", ks.f.Name)
		for _, l := range ks.mem.seq {
			var props []string
			if l.Shared {
				props = append(props, "race-checked")
			}
			if l.PerThread {
				props = append(props, "per work item")
			}
			if !ks.mem.relevant[l.Array] {
				props = append(props, "contents not modelled")
			}
			if l.Escapes {
				props = append(props, "passed to a procedure")
			}
			if !ks.mem.mayBeWritten(l.Array) {
				props = append(props, "never written")
			}
			fmt.Fprintf(&b, "  %s %s: map %s of %d-byte cells", l.Array.Space, l.Array.Name, l.Name, l.CellBytes)
			if len(props) > 0 {
				fmt.Fprintf(&b, " (%s)", strings.Join(props, ", "))
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// accessedArray is the array a load, store or atomic accesses (nil for
// other statements).
func accessedArray(s ir.Stmt) *ir.Array {
	switch s := s.(type) {
	case *ir.Load:
		return s.Array
	case *ir.Store:
		return s.Array
	case *ir.Atomic:
		return s.Array
	}
	return nil
}
