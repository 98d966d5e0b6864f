package invariants

import (
	"github.com/bvgen/bvgen/ir"
)

// counterLinear (scope perLoop): two counters of a loop that step by
// constants move in lockstep, v - v0 == (i - i0) * (sv / si) when i's
// step si divides v's sv (or (v - v0) * (si / sv) == i - i0 the other way
// round). SHOC's sgemm writes C[0] in for (i = 0; i < 16; i++, C += ldc):
// the pointer's offset is C0 + 4096 * i, so the bound on i bounds it, and
// its range and start facts become inductive (without it C may wrap around
// for all Houdini knows). The relation holds modulo 2^n whatever the
// values (each iteration adds sv on the left and si * (sv / si) on the
// right), so it fails only on entry. i is a counter the loop's condition
// reads; a counter a rule traced exactly (counter-values) needs none.
func counterLinear(g *gen, _ site) bool {
	a := g.a
	if a.stay == nil {
		return false
	}
	for _, i := range a.vars {
		if !linearStep(g, i) || !mentions(a.stay, i.v) {
			continue
		}
		for _, v := range a.vars {
			if v == i || !linearStep(g, v) || !sameType(i.v.T, v.v.T) {
				continue
			}
			if e := g.linearRelation(i, v); e != nil {
				g.add(g.forThreads(e))
			}
		}
	}
	return false
}

// linearStep reports whether lv is an untraced counter stepped by adding
// a constant from a start that can be written at the head.
func linearStep(g *gen, lv *loopVar) bool {
	if !g.stepping(lv) || lv.step != stepAdd || lv.init == nil {
		return false
	}
	_, ok := g.a.constValue(g.a.fold(lv.by))
	return ok
}

// linearRelation is v - v0 == (i - i0) * k, or (v - v0) * k == i - i0,
// for the steps' ratio k; nil when neither step divides the other.
func (g *gen) linearRelation(i, v *loopVar) ir.Expr {
	a := g.a
	t := i.v.T.(*ir.IntType)
	si, _ := a.constValue(a.fold(i.by))
	sv, _ := a.constValue(a.fold(v.by))
	if si == 0 || sv == 0 {
		return nil
	}
	// Steps as signed values: clang writes i-- as i + -1.
	ssi, ssv := signedOf(si, t.Bits), signedOf(sv, t.Bits)
	c := func(k int64) ir.Expr { return &ir.Const{Val: uint64(k) & ir.Mask(t.Bits), T: t} }
	di := &ir.Binary{Op: ir.Sub, X: &ir.VarRef{V: i.v}, Y: a.fold(i.init)}
	dv := &ir.Binary{Op: ir.Sub, X: &ir.VarRef{V: v.v}, Y: a.fold(v.init)}
	switch {
	case ssv%ssi == 0:
		return &ir.Binary{Op: ir.Eq, X: dv, Y: &ir.Binary{Op: ir.Mul, X: di, Y: c(ssv / ssi)}}
	case ssi%ssv == 0:
		return &ir.Binary{Op: ir.Eq, X: &ir.Binary{Op: ir.Mul, X: dv, Y: c(ssi / ssv)}, Y: di}
	}
	return nil
}

// signedOf reads a w-bit constant as a signed value.
func signedOf(v uint64, w int) int64 {
	if w < 64 && v&(1<<(w-1)) != 0 {
		return int64(v) - int64(1)<<w
	}
	return int64(v)
}
