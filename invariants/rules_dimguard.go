package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// addDimGuard adds `has ==> (index_k(off) + d op e && ...) || ...` when
// each access of the log runs under branch conditions X op e whose X is
// its index in dimension k plus a constant d and whose e reads only
// kernel arguments (and constants, sizes): PolyBench's Floyd-Warshall as
// PPCG compiles it, one launch per step k, updates path[i][j] only under
// t0 + c0 != k and c1 + c3 != k and reads the pivot column path[i][k]
// and row path[k][j]; that the logged write's row and column are not k is
// what keeps a work item's pivot read from another's write. The guard
// held where the access ran and e is fixed for the launch, so it still
// holds of the logged index. None when some access has no such guard
// (its disjunct would say nothing).
func (g *gen) addDimGuard(l *logSite, tg dimTarget, k int, split [][]ir.Expr) {
	t := tg.t
	type fact struct {
		op ir.BinOp
		d  uint64
		e  ir.Expr
	}
	facts := make([][]fact, len(l.accs))
	for i, acc := range l.accs {
		idx := g.a.fold(split[i][k])
		for _, c := range g.a.pathConds(acc.blk) {
			b, ok := c.(*ir.Binary)
			// Only (in)equalities: the order comparisons PPCG guards
			// every access with (n >= t0 + c0 + 1) are bounds the spans
			// state, and a candidate each cost Floyd-Warshall 40 s.
			if !ok || (b.Op != ir.Ne && b.Op != ir.Eq) || ir.Bits(b.X.Type()) != t.Bits {
				continue
			}
			for _, side := range [2]struct {
				op   ir.BinOp
				x, e ir.Expr
			}{{b.Op, b.X, b.Y}, {swapOrder(b.Op), b.Y, b.X}} {
				if d, ok := constDiff(side.x, idx, t); ok && g.a.argumentsOnly(side.e) {
					facts[i] = append(facts[i], fact{side.op, d, g.a.fold(side.e)})
					break
				}
			}
		}
		if len(facts[i]) == 0 {
			return
		}
	}
	pred := g.logPred(func(x ir.Expr) ir.Expr {
		idx := tg.index(x)
		var alts []ir.Expr
		for _, fs := range facts {
			var conj []ir.Expr
			for _, f := range fs {
				lhs := idx
				if f.d != 0 {
					lhs = &ir.Binary{Op: ir.Add, X: idx, Y: &ir.Const{Val: f.d, T: t}}
				}
				conj = append(conj, &ir.Binary{Op: f.op, X: lhs, Y: f.e})
			}
			alts = append(alts, andAll(conj))
		}
		return orDistinct(alts)
	}, t, tg.at)
	if pred != nil {
		g.add(bpl.Implies(l.has, pred))
	}
}

// pathConds are the branch conditions on b's dominator chain in the
// function, each as it holds on the edge taken (as choiceGuard walks it),
// through condition variables' definitions.
func (a *analysis) pathConds(b *ir.Block) []ir.Expr {
	var conds []ir.Expr
	for _, e := range a.guardEdges(b, nil) {
		if a.isLoopTest(e.from) {
			continue
		}
		cond := a.fold(ir.Substitute(e.cond, a.defs))
		if e.then {
			conds = append(conds, splitAnd(cond)...)
		} else if n := negateOrder(cond); n != nil {
			conds = append(conds, n)
		}
	}
	return conds
}

// constDiff is x - y when it is a constant: the two sums' terms
// (linearTerms) cancel but for constants.
func constDiff(x, y ir.Expr, t *ir.IntType) (uint64, bool) {
	minusOne := &ir.Const{Val: ir.Mask(t.Bits), T: t}
	coef := map[string]uint64{}
	for _, tm := range linearTerms(&ir.Binary{Op: ir.Add, X: x, Y: &ir.Binary{Op: ir.Mul, X: y, Y: minusOne}}, t) {
		key := ""
		if tm.e != nil {
			key = ir.ExprString(tm.e)
		}
		coef[key] = (coef[key] + tm.k) & ir.Mask(t.Bits)
	}
	for key, k := range coef {
		if key != "" && k != 0 {
			return 0, false
		}
	}
	return coef[""], true
}

// splitAnd is the conjuncts of e.
func splitAnd(e ir.Expr) []ir.Expr {
	if b, ok := e.(*ir.Binary); ok && b.Op == ir.And {
		return append(splitAnd(b.X), splitAnd(b.Y)...)
	}
	return []ir.Expr{e}
}

// argumentsOnly reports whether e reads no variable but the kernel's
// scalar arguments: fixed for the launch, so a guard on it that held when
// an access ran holds at every later head.
func (a *analysis) argumentsOnly(e ir.Expr) bool {
	ok := a.expressible(e)
	ir.WalkExpr(e, func(x ir.Expr) {
		if r, isRef := x.(*ir.VarRef); isRef && !a.params[r.V] {
			ok = false
		}
	})
	return ok
}

var orderSwap = map[ir.BinOp]ir.BinOp{
	ir.Eq: ir.Eq, ir.Ne: ir.Ne, ir.Ult: ir.Ugt, ir.Ugt: ir.Ult, ir.Ule: ir.Uge, ir.Uge: ir.Ule,
	ir.Slt: ir.Sgt, ir.Sgt: ir.Slt, ir.Sle: ir.Sge, ir.Sge: ir.Sle,
}

var orderNegation = map[ir.BinOp]ir.BinOp{
	ir.Eq: ir.Ne, ir.Ne: ir.Eq, ir.Ult: ir.Uge, ir.Uge: ir.Ult, ir.Ule: ir.Ugt, ir.Ugt: ir.Ule,
	ir.Slt: ir.Sge, ir.Sge: ir.Slt, ir.Sle: ir.Sgt, ir.Sgt: ir.Sle,
}

func isOrder(op ir.BinOp) bool { _, ok := orderSwap[op]; return ok }

// swapOrder is op with its operands exchanged (x < y is y > x).
func swapOrder(op ir.BinOp) ir.BinOp { return orderSwap[op] }

// negateOrder is the comparison !e, or nil when e is none.
func negateOrder(e ir.Expr) ir.Expr {
	if u, ok := e.(*ir.Unary); ok && u.Op == ir.Not {
		return u.X
	}
	b, ok := e.(*ir.Binary)
	if !ok || !isOrder(b.Op) {
		return nil
	}
	return &ir.Binary{Op: orderNegation[b.Op], X: b.X, Y: b.Y}
}
