package twothread

import (
	"fmt"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// The access pass plans the race instrumentation (OOPSLA13 §3, DESIGN.md
// §5): it numbers the accesses of race-checked arrays per array and kind
// (the number is what the first work item's log records as SOURCE, so a
// report can name the statement), decides which arrays keep access logs,
// and which arrays have their accessed cells tracked for barrier
// invariants (barrierinv.go).

// accessPlan is the race instrumentation of one kernel and its procedures.
type accessPlan struct {
	sites    map[*memLayout]map[accessKind][]*site
	siteOf   map[siteKey]int
	nextSite int
	// logsUsed are the arrays with access logs: those with access sites,
	// and (added by the reduce pass) those an annotation's log builtins
	// name.
	logsUsed map[*memLayout]bool
	tracked  map[*memLayout]bool // arrays whose accessed cells are tracked (barrier invariants)
	// benign: logs record values, and races whose values agree are
	// tolerated (benign.go).
	benign bool
	// counters are the arrays whose atomics return distinct values
	// (refined atomic abstraction, atomics.go).
	counters map[*memLayout]bool
	// pitch are the arrays whose logs keep an access's row and column
	// beside its offset (pitch.go).
	pitch map[*memLayout]*pitchPlan
}

type accessKind int

const (
	accRead accessKind = iota
	accWrite
	accAtomic
)

var accNames = [...]string{accRead: "READ", accWrite: "WRITE", accAtomic: "ATOMIC"}
var accWords = [...]string{accRead: "read", accWrite: "write", accAtomic: "atomic"}

// site is an access of the first work item that may be logged.
type site struct {
	id   int
	pos  ir.Pos
	kind accessKind
}

// siteKey names an access of one function instance (a helper specialised
// twice has its accesses twice).
type siteKey struct {
	inst *fnInst
	s    ir.Stmt
}

func runAccess(st *state) error {
	for _, ks := range st.kernels {
		acc := &accessPlan{sites: map[*memLayout]map[accessKind][]*site{}, siteOf: map[siteKey]int{},
			logsUsed: map[*memLayout]bool{}, tracked: map[*memLayout]bool{}, benign: !st.opts.NoBenign,
			pitch: map[*memLayout]*pitchPlan{}}
		for _, fi := range ks.insts.all {
			if err := acc.trackCells(ks.facts[fi], ks.mem); err != nil {
				return err
			}
			if !st.opts.NoRaceChecking {
				acc.collectSites(fi, ks.mem, &st.opts)
			}
		}
		for _, fi := range ks.insts.all {
			acc.planPitches(ks.facts[fi], ks.mem)
		}
		for _, l := range ks.mem.seq {
			if l.Shared && len(acc.sites[l]) > 0 {
				acc.logsUsed[l] = true
			}
		}
		ks.acc = acc
		acc.counters = refinedCounters(ks, &st.opts)
	}
	return nil
}

// checkAccess: sites are numbered 1, 2, ... without gaps and only arrays
// that are race-checked have them.
func checkAccess(st *state) error {
	for _, ks := range st.kernels {
		seen := map[int]bool{}
		for l, byKind := range ks.acc.sites {
			if !l.Shared {
				return fmt.Errorf("array %s has access sites but is not race-checked", l.Array.Name)
			}
			for _, ss := range byKind {
				for _, s := range ss {
					seen[s.id] = true
				}
			}
		}
		for i := 1; i <= ks.acc.nextSite; i++ {
			if !seen[i] {
				return fmt.Errorf("access site %d missing", i)
			}
		}
	}
	return nil
}

func dumpAccess(st *state) string {
	var b strings.Builder
	for _, ks := range st.kernels {
		fmt.Fprintf(&b, "kernel %s\n", ks.f.Name)
		for _, l := range ks.mem.seq {
			if !ks.acc.logsUsed[l] && !ks.acc.tracked[l] {
				continue
			}
			fmt.Fprintf(&b, "  %s:", l.Array.Name)
			if ks.acc.tracked[l] {
				b.WriteString(" accessed cells tracked (barrier invariants);")
			}
			for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
				for _, s := range ks.acc.sites[l][kind] {
					fmt.Fprintf(&b, " %s#%d %s", accWords[kind], s.id, s.pos)
				}
			}
			if ks.acc.counters[l] {
				b.WriteString(" counter (refined atomics);")
			}
			if p := ks.acc.pitch[l]; p != nil {
				fmt.Fprintf(&b, " pitched by %s;", ir.ExprString(p.p))
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// collectSites numbers the accesses of shared arrays, per array and kind.
func (acc *accessPlan) collectSites(fi *fnInst, mem *memory, opts *Options) {
	for _, b := range fi.f.Blocks {
		for _, s := range b.Stmts {
			var kind accessKind
			switch s := s.(type) {
			case *ir.Load:
				if s.Quiet {
					continue // no write can meet it (ir.MarkQuietReads)
				}
				kind = accRead
			case *ir.Store:
				kind = accWrite
			case *ir.Atomic:
				kind = accAtomic
			default:
				continue
			}
			l := mem.layouts[fi.actual(accessedArray(s))]
			if !l.Shared || !opts.raceChecked(l) {
				continue
			}
			acc.nextSite++
			id := acc.nextSite
			if acc.sites[l] == nil {
				acc.sites[l] = map[accessKind][]*site{}
			}
			acc.sites[l][kind] = append(acc.sites[l][kind], &site{id: id, pos: s.Position(), kind: kind})
			acc.siteOf[siteKey{fi, s}] = id
		}
	}
}

// trackCells decides which arrays the barrier invariants of a function
// read need their accessed cells tracked: the shared arrays something
// writes. Arrays nothing writes (read-only inputs) hold the same values
// in every state: their unaccessed cells are not unknown.
func (acc *accessPlan) trackCells(ff *funcFacts, mem *memory) error {
	if len(ff.barInvs) == 0 {
		return nil
	}
	layout := func(a *ir.Array) *memLayout { return mem.layouts[ff.inst.actual(a)] }
	written := map[*memLayout]bool{}
	for _, b := range ff.f.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Store:
				written[layout(s.Array)] = true
			case *ir.Atomic:
				written[layout(s.Array)] = true
			case *ir.Call:
				return &TranslationError{Pos: s.Pos, Msg: "barrier invariants with procedures (--no-inline) are not supported; verify without --no-inline"}
			}
		}
	}
	for _, invs := range ff.barInvs {
		for _, a := range invs {
			ir.WalkExpr(ff.annotTree(a.Args[0]), func(x ir.Expr) {
				if r, ok := x.(*ir.Read); ok {
					if l := layout(r.Array); l != nil && l.Shared && written[l] {
						acc.tracked[l] = true
					}
				}
			})
		}
	}
	return nil
}
