package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// benignValue (scope perLog): under benign-race tolerance the write log
// records the value written, and a loop head forgets it with the rest of
// the log. When a write the loop makes stores a value the loop does not
// change (every work item writes 42 to A[0], or a kernel parameter), the
// logged value is that value: _WRITE_HAS_OCCURRED_$$A ==>
// _WRITE_VALUE_$$A == v, one candidate per distinct value. Houdini drops
// those that other writes to the array falsify.
func benignValue(g *gen, s site) bool {
	l := s.log
	if l.key.kind != "WRITE" {
		return false
	}
	a := g.a
	for _, acc := range l.accs {
		st, ok := acc.stmt.(*ir.Store)
		if !ok || !acc.in {
			continue
		}
		vlog, ok := a.lp.LogValue(l.key.arr, ir.Bits(st.Val.Type())/8)
		if !ok {
			continue
		}
		v := a.fold(ir.Substitute(st.Val, a.defs))
		if !a.expressible(v) || !a.invariantIn(v) {
			continue
		}
		x, err := a.lp.Translate(v, 1)
		if err != nil {
			continue
		}
		g.add(bpl.Implies(l.has, bpl.Eq(vlog, x)))
	}
	return false
}
