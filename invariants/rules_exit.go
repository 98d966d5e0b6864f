package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Rules about the predicates of the encoding (scopes perExit and perLoop).

// exitSite is an edge leaving the loop from a conditional branch: for each
// distinct exit accumulator, that the work item entered the loop, and
// (when the edge's condition can be written at the head) that it holds.
type exitSite struct {
	entered, holds []bpl.Expr
	from, to       *ir.Block
}

// exitSites lists the exit edges of the loop's conditional branches.
func (g *gen) exitSites() []*exitSite {
	a := g.a
	lp := a.lp
	var out []*exitSite
	for _, b := range a.l.Blocks {
		br, ok := b.Term.(*ir.Branch)
		if !ok || br.Then == br.Else {
			continue
		}
		for _, s := range []*ir.Block{br.Then, br.Else} {
			if a.l.Contains(s) {
				continue
			}
			cond := ir.Substitute(br.Cond, a.defs)
			if s == br.Else {
				cond = &ir.Unary{Op: ir.Not, X: cond}
			}
			x := &exitSite{from: b, to: s}
			seen := map[string]bool{}
			for _, t := range []int{1, 2} {
				acc := lp.ExitAccumulator(b, s, t)
				if acc == nil || seen[bpl.PrintExpr(acc)] {
					continue
				}
				seen[bpl.PrintExpr(acc)] = true
				// Only a work item that entered the loop can have left it
				// (the accumulator is havocked with the loop's variables
				// even when the loop runs zero times).
				x.entered = append(x.entered, bpl.Implies(acc, lp.Entered(t)))
				if c, err := lp.Translate(cond, t); err == nil && a.expressible(cond) {
					x.holds = append(x.holds, bpl.Implies(acc, c))
				}
			}
			out = append(out, x)
		}
	}
	return out
}

func exitEntered(g *gen, s site) bool {
	if len(s.exit.entered) > 0 {
		g.add(bpl.And(s.exit.entered...))
	}
	return false
}

func exitCondition(g *gen, s site) bool {
	x := s.exit
	if len(x.holds) == len(x.entered) && len(x.holds) > 0 {
		g.add(bpl.And(x.holds...))
	}
	return false
}

// loopLeft: a work item that entered the loop is still in it or left along
// an exit edge: without this, after a loop the abstraction may lose the
// work items that left (their accumulators are havocked too).
func loopLeft(g *gen, _ site) bool {
	a := g.a
	lp := a.lp
	var left []bpl.Expr
	seen := ""
	for _, t := range []int{1, 2} {
		disj := []bpl.Expr{lp.Predicate(t)}
		for _, b := range a.l.Blocks {
			for _, s := range b.Term.Succs() {
				if acc := lp.ExitAccumulator(b, s, t); acc != nil {
					disj = append(disj, acc)
				}
			}
		}
		c := bpl.Implies(lp.Entered(t), bpl.Or(disj...))
		if text := bpl.PrintExpr(c); text != seen {
			left = append(left, c)
			seen = text
		}
	}
	g.add(bpl.And(left...))
	return false
}

// predicateUniform: two work items are in a non-uniform loop alike, which
// a barrier in it needs (its divergence check). Only loops with a barrier
// get it: over the real-world corpus it was kept 34 times and dropped 218,
// each drop a Houdini round on loops whose trip count depends on the work
// item (PPCG's tile loops), where no barrier check needs it.
func predicateUniform(g *gen, _ site) bool {
	if lp := g.a.lp; !lp.HeaderUniform() && g.a.barriers {
		g.add(bpl.Eq(lp.Predicate(1), lp.Predicate(2)))
	}
	return false
}

// groupUniform: a loop whose condition depends only on values a work
// group shares (its group id, __local memory read after a barrier) runs
// alike for two work items of one group, though not for two of different
// groups: its predicates and counters agree when the two are in one group
// (what the barrier divergence check of a barrier in the loop needs; only
// loops with a barrier get them).
func groupUniform(g *gen, _ site) bool {
	lp := g.a.lp
	hasBarrier := g.a.barrier.local || g.a.barrier.global
	if lp.HeaderUniform() || lp.SameGroup() || !hasBarrier {
		return false
	}
	same := []bpl.Expr{bpl.Eq(lp.Predicate(1), lp.Predicate(2))}
	for _, lv := range g.a.vars {
		if _, isInt := lv.v.T.(*ir.IntType); !isInt || lp.VarUniform(lv.v) || lv.init == nil || lv.next == nil {
			continue
		}
		x1, err1 := lp.Translate(&ir.VarRef{V: lv.v}, 1)
		x2, err2 := lp.Translate(&ir.VarRef{V: lv.v}, 2)
		if err1 == nil && err2 == nil {
			same = append(same, bpl.Eq(x1, x2))
		}
	}
	for _, e := range same {
		g.add(bpl.Implies(lp.SameGroupCond(), e))
	}
	return false
}

// groupMemory: a work group has one __local memory, which the reduction
// keeps per work item when the two may be in different groups; a loop
// with a barrier on local memory that writes it only between barriers
// keeps the copies of two work items of one group equal at its head.
func groupMemory(g *gen, _ site) bool {
	lp := g.a.lp
	if lp.SameGroup() || !g.a.barrier.local {
		return false
	}
	for _, m := range lp.GroupMaps() {
		g.add(bpl.Implies(lp.SameGroupCond(), bpl.Eq(m[0], m[1])))
	}
	return false
}
