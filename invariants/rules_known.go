package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// knownCells (scope perLoop): the check of a barrier invariant treats the
// cells of an array that neither work item accessed since the last
// barrier as unknown (a ghost set _UNKNOWN_$$A, chosen at each barrier;
// every plain access assumes its cell is not in it; twothread/
// barrierinv.go). A loop head forgets those assumptions with the rest of
// what the loop modifies, so a barrier invariant checked in the loop
// (all_different_loop: A[tid] != A[__other_int(tid)] at a barrier after
// A[tid]++) finds even the cells the two work items just wrote unknown,
// an "insufficient permission" that is not there. For each plain access
// that can reach the head without passing a barrier (in a loop with a
// barrier, only one in the loop: the barrier chooses a new set, so an
// access before the loop is known on the first iteration only), its cell
// is known:
// !_UNKNOWN_$$A[c] for the first work item, and for the second when the
// two are in one group (another group's accesses are to its own copy).
// This is the permission counterpart of access-offset: GPUVerify's access
// checks read the access logs, whose candidates say which offsets they
// hold; bvgen's set is separate, so it gets candidates of its own.
func knownCells(g *gen, _ site) bool {
	a := g.a
	keys, by := g.accesses()
	facts := a.logFacts(keys)
	for _, k := range keys {
		if k.kind == "ATOMIC" {
			continue // atomics do not make a cell known
		}
		u, ok := a.lp.Unknown(k.arr)
		if !ok || facts.reach[k] == nil {
			continue
		}
		for _, acc := range by[k] {
			if !facts.reach[k][acc.stmt] || !acc.ok {
				continue
			}
			if !acc.in && g.barrierCovers(k.arr) {
				continue
			}
			g.knownCell(u, acc.cell)
		}
	}
	return false
}

// knownCell proposes that cell c of the set u is known for each work item.
func (g *gen) knownCell(u bpl.Expr, c ir.Expr) {
	lp := g.a.lp
	x1, err1 := lp.Translate(c, 1)
	x2, err2 := lp.Translate(c, 2)
	if err1 != nil || err2 != nil {
		return
	}
	g.add(bpl.Not(bpl.Sel(u, x1)))
	var second bpl.Expr = bpl.Not(bpl.Sel(u, x2))
	if !lp.SameGroup() {
		second = bpl.Implies(lp.SameGroupCond(), second)
	}
	g.add(second)
}
