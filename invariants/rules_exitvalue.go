package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// The exit-value rule: what a variable the loop computes holds when a work
// item leaves by a break.
//
// The reduction runs a loop on predicates: a work item that leaves along
// an exit edge sets that edge's accumulator and idles, its variables
// untouched, until the loop ends. At the loop cut, though, every variable
// the loop assigns is havocked, so after the loop a value computed in the
// iteration that left (Rodinia HotSpot's `computed` flag, set in the last
// time step before the break) is unknown unless an invariant ties it to
// the accumulator. The candidate says: a work item that left along this
// edge holds in v the value v's definition gives, written with the values
// at the head (the counters do not move after the exit, since the work
// item idles). A phi of the loop body is the value of the edge it came
// along: nested selects over the edges' path conditions.

// maxValueSize bounds the nodes of an exit-value expression: path
// conditions are copied into every select, so a body with many branches
// would give a candidate too large to help.
const maxValueSize = 400

// exitValue proposes acc ==> v == value(v) for each variable the loop
// defines, that code after the loop reads and whose definition dominates
// the exit edge's source.
func exitValue(g *gen, s site) bool {
	a, x := g.a, s.exit
	if x.from == nil {
		return false
	}
	vc := &valueCtx{a: a, reach: map[*ir.Block]ir.Expr{}}
	for _, v := range a.liveOut() {
		if !ir.Dominates(a.idom, a.defBlock[v], x.from) {
			continue
		}
		val, ok := vc.value(v)
		if !ok || exprSize(val) > maxValueSize {
			continue
		}
		var cs []bpl.Expr
		for _, t := range []int{1, 2} {
			acc := a.lp.ExitAccumulator(x.from, x.to, t)
			eq, err := a.lp.Translate(&ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: v}, Y: val}, t)
			if acc == nil || err != nil {
				cs = nil
				break
			}
			cs = append(cs, bpl.Implies(acc, eq))
		}
		if len(cs) == 2 && bpl.PrintExpr(cs[0]) == bpl.PrintExpr(cs[1]) {
			cs = cs[:1]
		}
		if len(cs) > 0 {
			g.add(bpl.And(cs...))
		}
	}
	return false
}

// liveOut lists, in definition order, the variables defined in the loop
// body (not header phis, which are expressible at the head already) that a
// block outside the loop reads.
func (a *analysis) liveOut() []*ir.Var {
	used := map[*ir.Var]bool{}
	mark := func(e ir.Expr) {
		ir.WalkExpr(e, func(x ir.Expr) {
			if r, ok := x.(*ir.VarRef); ok {
				used[r.V] = true
			}
		})
	}
	for _, b := range a.f.Blocks {
		if a.l.Contains(b) {
			continue
		}
		ir.BlockExprs(b, mark)
	}
	var out []*ir.Var
	for _, b := range a.l.Blocks {
		if b == a.l.Header {
			continue
		}
		for _, p := range b.Phis {
			if used[p.Dst] {
				out = append(out, p.Dst)
			}
		}
		for _, s := range b.Stmts {
			if v := ir.Defined(s); v != nil && used[v] {
				out = append(out, v)
			}
		}
	}
	return out
}

// valueCtx expresses values of one iteration of the loop body at its head.
type valueCtx struct {
	a     *analysis
	reach map[*ir.Block]ir.Expr // path conditions, memoised; nil: not expressible
}

// value is v's value in the iteration, written at the head: its pure
// definition, or for a phi of the body, the select of its incoming values
// by their edges' conditions (the last incoming value is the default:
// exactly one edge was taken).
func (vc *valueCtx) value(v *ir.Var) (ir.Expr, bool) {
	a := vc.a
	b := a.defBlock[v]
	var phi *ir.Phi
	for _, p := range b.Phis {
		if p.Dst == v {
			phi = p
		}
	}
	if phi == nil {
		e := ir.Substitute(&ir.VarRef{V: v}, a.defs)
		if r, ok := e.(*ir.VarRef); ok && r.V == v || !a.expressible(e) {
			return nil, false
		}
		return e, true
	}
	if b == a.l.Header || len(phi.In) == 0 {
		return nil, false
	}
	n := len(phi.In)
	out := ir.Substitute(phi.In[n-1].Val, a.defs)
	if !a.expressible(out) {
		return nil, false
	}
	for i := n - 2; i >= 0; i-- {
		in := phi.In[i]
		val := ir.Substitute(in.Val, a.defs)
		if ir.ExprString(val) == ir.ExprString(out) {
			continue
		}
		c, ok := vc.edge(in.Pred, b)
		if !ok || !a.expressible(val) {
			return nil, false
		}
		out = &ir.Select{Cond: c, X: val, Y: out}
	}
	return out, true
}

// edge is the condition, at the head, under which an iteration takes the
// edge from -> to of the body.
func (vc *valueCtx) edge(from, to *ir.Block) (ir.Expr, bool) {
	c, ok := vc.reached(from)
	if !ok {
		return nil, false
	}
	var cond ir.Expr
	switch t := from.Term.(type) {
	case *ir.Jump:
	case *ir.Branch:
		if t.Then == t.Else {
			break
		}
		cond = ir.Substitute(t.Cond, vc.a.defs)
		if to == t.Else {
			cond = &ir.Unary{Op: ir.Not, X: cond}
		}
		if !vc.a.expressible(cond) {
			return nil, false
		}
	default:
		return nil, false
	}
	switch {
	case cond == nil:
		return c, true
	case c == nil:
		return cond, true
	}
	return &ir.Binary{Op: ir.And, X: c, Y: cond}, true
}

// reached is the condition under which an iteration reaches b (nil: always,
// for the header).
func (vc *valueCtx) reached(b *ir.Block) (ir.Expr, bool) {
	if b == vc.a.l.Header {
		return nil, true
	}
	if c, ok := vc.reach[b]; ok {
		return c, c != nil
	}
	vc.reach[b] = nil // a cycle inside the body (an inner loop): not expressible
	var c ir.Expr
	for _, p := range b.Preds {
		if !vc.a.l.Contains(p) {
			return nil, false
		}
		e, ok := vc.edge(p, b)
		if !ok {
			return nil, false
		}
		if e == nil {
			e = &ir.BoolConst{Val: true}
		}
		if c == nil {
			c = e
		} else {
			c = &ir.Binary{Op: ir.Or, X: c, Y: e}
		}
	}
	if c != nil && exprSize(c) <= maxValueSize {
		vc.reach[b] = c
	}
	return c, c != nil && exprSize(c) <= maxValueSize
}

// exprSize counts the nodes of e.
func exprSize(e ir.Expr) int {
	n := 0
	ir.WalkExpr(e, func(ir.Expr) { n++ })
	return n
}
