package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// dimRes is dim-residue's finding for one dimension of a log: the
// modulus the moving accesses agree on (0: none moves), each access's
// index with every counter at its start, and which of them no loop
// moves; ok is false when the dimension has no residue candidate.
type dimRes struct {
	ok     bool
	mod    uint64
	starts []ir.Expr
	fixed  []bool
}

// addPivotPairs adds, for a dimension k in which some accesses of the log
// are fixed (a pivot row or column) and others move, and another
// dimension j with a residue, `has ==> index_k == start_k(pivot) || ...
// || index_j % m_j == start_j(other) % m_j || ...`: a logged access is
// either a pivot access, told by its fixed index, or one of the others,
// told by its residue in j. The per-dimension candidates lose the pairing:
// PPCG's Cholesky update reads the pivot column A[t0 + c0 + c1 + 1][c0]
// and A[t0 + c0 + c2 + 1][c0] and the cell it updates, A[t0 + c0 + c1 +
// 1][c0 + c2 + c4 + 1]; a row of the second pivot read (b1 in place of
// b0) with a column of the update met another work item's update, while
// `col == c0 || row % 1024 == (t0 + c0 + 32 * b0 + 1) % 1024` tells the
// update's cells apart.
func (g *gen) addPivotPairs(l *logSite, targets []dimTarget, res []dimRes) {
	for k := range targets {
		if !res[k].ok || !mixed(res[k].fixed) {
			continue
		}
		for j := range targets {
			if j == k || !res[j].ok {
				continue
			}
			g.addPivotPair(l, targets[k], targets[j], res[k], res[j])
		}
	}
}

// addPivotPair is addPivotPairs for the pivot dimension k and the other
// dimension j.
func (g *gen) addPivotPair(l *logSite, tk, tj dimTarget, rk, rj dimRes) {
	pred := g.logPredN(func(xs []ir.Expr) ir.Expr {
		ik, ij := tk.index(xs[0]), tj.index(xs[1])
		var eqs []ir.Expr
		seen := map[string]bool{}
		for i := range rk.starts {
			var eq ir.Expr
			switch {
			case rk.fixed[i]:
				eq = &ir.Binary{Op: ir.Eq, X: ik, Y: rk.starts[i]}
			case rj.fixed[i] || rj.mod == 0:
				eq = &ir.Binary{Op: ir.Eq, X: ij, Y: rj.starts[i]}
			default:
				m := &ir.Const{Val: rj.mod, T: tj.t}
				eq = &ir.Binary{Op: ir.Eq, X: &ir.Binary{Op: ir.URem, X: ij, Y: m}, Y: &ir.Binary{Op: ir.URem, X: rj.starts[i], Y: m}}
			}
			if key := ir.ExprString(eq); !seen[key] {
				seen[key] = true
				eqs = append(eqs, eq)
			}
		}
		return orAll(eqs)
	}, []*ir.IntType{tk.t, tj.t}, []bpl.Expr{tk.at, tj.at})
	if pred != nil {
		g.add(bpl.Implies(l.has, pred))
	}
}

// mixed reports whether some but not all of fixed are set.
func mixed(fixed []bool) bool {
	some, all := false, true
	for _, f := range fixed {
		some = some || f
		all = all && f
	}
	return some && !all
}
