package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// loggedEnabled (scope perLog): only the first work item logs, and only
// while it is enabled. At the head of a loop the two work items need not
// be in together (a loop of a procedure, whose work items arrive with
// their own predicates, or a loop whose condition depends on the work
// item), and the head forgets that a logged access was made by a work
// item that entered the loop: _WRITE_HAS_OCCURRED_$$A ==> $e$1. A race
// check needs it when the offsets of the two work items agree only when
// both are enabled (a procedure's pointer parameter is the same array
// offset for both only under the precondition $en$1 && $en$2 ==> ...).
// This is GPUVerify's candidate that an access has occurred only if the
// work item is enabled in the enclosing scopes
// (LoopInvariantGenerator's "accessOnlyIfEnabledInEnclosingScopes",
// exercised by its inference_tests/access_means_enabled). Houdini drops it
// when the loop is entered with an access of a work item that does not
// enter it still in the log. A kernel's outermost loop that every work
// item reaches needs none: the work item entered it. Nor does a pitched
// log (rules_pitch.go).
//
// The scope is the outermost loop reached from this one through enclosing
// loops that are not uniform and hold no barrier (enabledScope): in such
// a loop the log keeps what the first work item wrote in its earlier
// iterations, and an inner loop is entered with it while the first work
// item may have left the outer loop before the second (PPCG's tile
// staging, for c3 = t0; c3 <= min(31, n - c2 - 1); c3 += 16 around a loop
// over c4: the trip counts agree only through the sizes' arithmetic). The
// inner loop's own flag would then be refuted one Houdini round at a time,
// each taking the candidates of the enclosing loops with it
// (ppcg_3mm_ok's kernel0: eight rounds of 6 s).
func loggedEnabled(g *gen, s site) bool {
	l := s.log
	// A pitched log's checks compare rows and columns, which its residue
	// and window candidates bound without the work item's counters (and
	// in PPCG's grid-stride nests, without barriers, this was dropped at
	// every inner head).
	if !l.logged || l.pitched || g.a.lp.HeaderUniform() {
		return false
	}
	scope := g.a.enabledScope()
	if g.a.alwaysEntered(scope) {
		return false
	}
	entered, ok := g.a.lp.EnteredAt(scope, 1)
	if !ok {
		return false
	}
	// Unguarded even for a __local log (raw, not has): a barrier resets
	// the log under the first work item's predicate, whatever the groups,
	// so an unguarded no-access (or the user's __no_write) after the
	// loop's barrier needs it for two groups too (GPUVerify's
	// inference_tests/access_means_enabled).
	g.add(bpl.Implies(l.raw, entered))
	return false
}

// enabledScope is the outermost loop reached from the analysed one through
// enclosing loops whose header is not uniform and whose blocks hold no
// barrier and no call (a callee may hold one).
func (a *analysis) enabledScope() *ir.Loop {
	l := a.l
	for p := l.Parent; p != nil; p = p.Parent {
		if _, ok := a.lp.EnteredAt(p, 1); !ok || holdsBarrier(p) {
			break
		}
		l = p
	}
	return l
}

// holdsBarrier reports whether a block of l has a barrier or a call.
func holdsBarrier(l *ir.Loop) bool {
	for _, b := range l.Blocks {
		for _, s := range b.Stmts {
			switch s.(type) {
			case *ir.Barrier, *ir.Call:
				return true
			}
		}
	}
	return false
}

// alwaysEntered reports whether every work item of the kernel enters loop
// l: it is a kernel's outermost loop and its header post-dominates the
// entry.
func (a *analysis) alwaysEntered(l *ir.Loop) bool {
	if !a.f.Kernel || l.Parent != nil || len(a.f.Blocks) == 0 {
		return false
	}
	ipdom := ir.PostDominators(a.f)
	for b := a.f.Blocks[0]; b != nil; b = ipdom[b] {
		if b == l.Header {
			return true
		}
	}
	return false
}
