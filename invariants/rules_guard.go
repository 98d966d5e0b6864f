package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Guards of accesses in loops with a barrier.
//
// The rewound-offset candidate says which offset an access of the
// iteration that just ended left in the log. Without the condition under
// which the access ran, a work item that skipped the access (t >= d in the
// Blelloch up-sweep) still "could have" logged offset*(2t+2)-1, which wraps
// around 32 bits once n reaches 2^17 and meets another work item's access:
// a race that does not exist (issue 17). The guard, rewound like the
// offset, rules those phantom accesses out.

// blockGuard is the conjunction of the branch conditions on the way from
// the loop header to b: each block on b's dominator chain inside the loop
// whose only predecessor is its immediate dominator, ending in a
// conditional branch with one edge to it, adds that edge's condition (not
// the header's: the iteration was entered). It is nil when no such edge is
// found.
func (a *analysis) blockGuard(b *ir.Block) ir.Expr {
	var conds []ir.Expr
	for _, e := range a.guardEdges(b, a.l) {
		if e.from != a.l.Header {
			conds = append(conds, e.taken())
		}
	}
	if len(conds) == 0 {
		return nil
	}
	return andAll(conds)
}

// guardEdge is a conditional branch at from whose one edge leads to the
// block it dominates on a dominator chain: then says which edge.
type guardEdge struct {
	from *ir.Block
	cond ir.Expr
	then bool
}

// taken is the condition as it holds on the edge.
func (e guardEdge) taken() ir.Expr {
	if e.then {
		return e.cond
	}
	return &ir.Unary{Op: ir.Not, X: e.cond}
}

// guardEdges walks b's dominator chain up to the function's entry (or,
// with within set, while inside that loop, not past its header) and gives
// each block on it whose only predecessor is its immediate dominator,
// ending in a conditional branch with one edge to it: the branches b runs
// under.
func (a *analysis) guardEdges(b *ir.Block, within *ir.Loop) []guardEdge {
	var out []guardEdge
	for cur := b; within == nil || (cur != within.Header && within.Contains(cur)); {
		p := a.idom[cur]
		if p == nil || p == cur {
			break
		}
		if br, ok := p.Term.(*ir.Branch); ok && len(cur.Preds) == 1 && cur.Preds[0] == p && br.Then != br.Else {
			switch cur {
			case br.Then:
				out = append(out, guardEdge{from: p, cond: br.Cond, then: true})
			case br.Else:
				out = append(out, guardEdge{from: p, cond: br.Cond})
			}
		}
		cur = p
	}
	return out
}

// rewoundGuard is blockGuard(b) expressed at the following loop head, or
// nil when there is none or it cannot be expressed there.
func (a *analysis) rewoundGuard(b *ir.Block) ir.Expr {
	c := a.blockGuard(b)
	if c == nil {
		return nil
	}
	r, ok := a.rewindBy(c, a.previousForGuard)
	if !ok {
		return nil
	}
	r = a.fold(r)
	if !a.expressible(r) {
		return nil
	}
	return r
}

// guardedOffsets is, for each distinct (offset, guard) pair, "off == x"
// conjoined with the guard when there is one, for the first work item; nil
// when some offset cannot be translated. A guard that cannot be translated
// is left out (the candidate is then weaker, never wrong).
func (g *gen) guardedOffsets(off bpl.Expr, es, guards []ir.Expr) []bpl.Expr {
	var out []bpl.Expr
	seen := map[string]bool{}
	for i, e := range es {
		x, err := g.a.lp.Translate(e, 1)
		if err != nil {
			return nil
		}
		var d bpl.Expr = bpl.Eq(off, x)
		if guards[i] != nil {
			if c, err := g.a.lp.Translate(guards[i], 1); err == nil {
				d = bpl.And(d, c)
			}
		}
		if text := bpl.PrintExpr(d); !seen[text] {
			seen[text] = true
			out = append(out, d)
		}
	}
	return out
}

// previousForGuard is previous, made exact for a counter halved each
// iteration: d /= 2 reaches 0 from 1, not from 0 << 1. For a power of two
// (counter-pow2) the value before d is d == 0 ? 1 : d << 1; other
// divisions give no guard.
func (a *analysis) previousForGuard(lv *loopVar) ir.Expr {
	if lv.step != stepDiv {
		return a.previous(lv)
	}
	t, isInt := lv.v.T.(*ir.IntType)
	if !isInt || lv.shift != 1 {
		return nil
	}
	v := &ir.VarRef{V: lv.v}
	zero, one := &ir.Const{Val: 0, T: t}, &ir.Const{Val: 1, T: t}
	return &ir.Select{Cond: &ir.Binary{Op: ir.Eq, X: v, Y: zero}, X: one, Y: a.previous(lv)}
}

// accessGuard (scope perLog): the log holds an access only if the
// conditions that choose its array held, for the work item that made it.
// An access through a pointer that may point into several arrays is a
// branch on the pointer's base id per candidate array (docs/pointers.md):
// with p = lid < 16 ? A : B and p[i] = ... in a loop, the log of B is
// written only where p.base$1 is B's id, and without saying so a work item
// writing A seems to race with one writing B at the same offset. The
// candidate is _W_H ==> g1 || g2 ..., gi the conjunction of the
// comparisons of an integer variable with a constant on the way to access
// i that do not change in the loop; none when some access has no such
// comparison (the candidate would say nothing).
func accessGuard(g *gen, s site) bool {
	l := s.log
	var gs []bpl.Expr
	seen := map[string]bool{}
	for _, acc := range l.accs {
		c := g.a.choiceGuard(acc.blk, false)
		if c == nil {
			return false
		}
		x, err := g.a.lp.Translate(c, 1)
		if err != nil {
			return false
		}
		if text := bpl.PrintExpr(x); !seen[text] {
			seen[text] = true
			gs = append(gs, x)
		}
	}
	if len(gs) > 0 {
		g.add(bpl.Implies(l.has, bpl.Or(gs...)))
	}
	return false
}

// choiceGuard is the conjunction of the conditions v == c and !(v == c),
// v an integer variable that does not change in the loop and c a
// constant, of the branch edges on b's dominator chain in the function
// (as blockGuard), or nil when there is none. Conditions are the
// branches' own expressions (a pointer's base id compared); loose also
// sees through a condition variable's definition (clang's t = lc == 0;
// if t ...) and takes order comparisons with a constant (tx < 16).
func (a *analysis) choiceGuard(b *ir.Block, loose bool) ir.Expr {
	var conds []ir.Expr
	for _, e := range a.guardEdges(b, nil) {
		if r, isRef := e.cond.(*ir.VarRef); isRef && loose {
			if d, found := a.defs[r.V]; found {
				e.cond = d
			}
		}
		if (isChoice(e.cond) || (loose && isConstCompare(e.cond) && !a.isLoopTest(e.from))) && a.invariantIn(e.cond) {
			conds = append(conds, e.taken())
		}
	}
	if len(conds) == 0 {
		return nil
	}
	return andAll(conds)
}

// isLoopTest reports whether b is a loop's header or leaves a loop: its
// branch is the loop's condition (i < 10), which says nothing of where an
// access after the loop ran.
func (a *analysis) isLoopTest(b *ir.Block) bool {
	for _, l := range a.f.Loops {
		if l.Header == b {
			return true
		}
		if l.Contains(b) {
			for _, s := range b.Term.Succs() {
				if !l.Contains(s) {
					return true
				}
			}
		}
	}
	return false
}

// isConstCompare recognises v < c, v <= c, v > c, v >= c (signed or
// not): a variable ordered against a constant.
func isConstCompare(e ir.Expr) bool {
	bin, ok := e.(*ir.Binary)
	if !ok {
		return false
	}
	switch bin.Op {
	case ir.Ult, ir.Ule, ir.Ugt, ir.Uge, ir.Slt, ir.Sle, ir.Sgt, ir.Sge:
	default:
		return false
	}
	_, isVar := bin.X.(*ir.VarRef)
	_, isConst := bin.Y.(*ir.Const)
	return isVar && isConst
}

// isChoice recognises v == c: a variable compared with a constant.
func isChoice(e ir.Expr) bool {
	bin, ok := e.(*ir.Binary)
	if !ok || bin.Op != ir.Eq {
		return false
	}
	_, isVar := bin.X.(*ir.VarRef)
	_, isConst := bin.Y.(*ir.Const)
	return isVar && isConst
}
