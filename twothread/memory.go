package twothread

import (
	"fmt"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// The layout pass decides how each kernel's memory is represented: which
// arrays' contents are modelled at all (contentRelevant, relevance.go) and
// each array's Boogie map (computeLayouts, layout.go): cell size, one copy
// or one per work item, race-checked or not.

// memory is the representation of the arrays of one kernel and its
// procedures; an array has one layout everywhere.
type memory struct {
	layouts map[*ir.Array]*memLayout
	seq     []*memLayout // in order of first use, for deterministic output
	// relevant are the arrays whose contents are modelled.
	relevant map[*ir.Array]bool
}

func runLayout(st *state) error {
	for _, ks := range st.kernels {
		all := ks.insts.all
		mem := &memory{relevant: contentRelevant(all, st.opts.BenignTolerance && st.opts.Equality)}
		mem.layouts, mem.seq = computeLayouts(all, st.opts.sameGroupAlways(), ks.prefix)
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
