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
func loggedEnabled(g *gen, s site) bool {
	l := s.log
	// A pitched log's checks compare rows and columns, which its residue
	// and window candidates bound without the work item's counters (and
	// in PPCG's grid-stride nests, without barriers, this was dropped at
	// every inner head).
	if !l.logged || l.pitched || g.a.lp.HeaderUniform() || g.a.alwaysEntered() {
		return false
	}
	// Unguarded even for a __local log (raw, not has): a barrier resets
	// the log under the first work item's predicate, whatever the groups,
	// so an unguarded no-access (or the user's __no_write) after the
	// loop's barrier needs it for two groups too (GPUVerify's
	// inference_tests/access_means_enabled).
	g.add(bpl.Implies(l.raw, g.a.lp.Entered(1)))
	return false
}

// alwaysEntered reports whether every work item of the kernel enters the
// loop: it is a kernel's outermost loop and its header post-dominates the
// entry.
func (a *analysis) alwaysEntered() bool {
	if !a.f.Kernel || a.l.Parent != nil || len(a.f.Blocks) == 0 {
		return false
	}
	ipdom := ir.PostDominators(a.f)
	for b := a.f.Blocks[0]; b != nil; b = ipdom[b] {
		if b == a.l.Header {
			return true
		}
	}
	return false
}
