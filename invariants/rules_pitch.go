package invariants

import (
	"slices"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Pitched logs (twothread/pitch.go). The log of an array indexed
// row * P + col with P a kernel argument keeps each access's row and
// column and PITCHED, whether they stand for its offset; a race check
// compares rows and columns, which is linear, when the logged access and
// its own are pitched. pitched-log proposes that every logged access was
// (has ==> PITCHED); dim-residue and dim-window then state their facts
// about the row and the column fields, as they do about a constant-width
// array's indices, where the offset divided by a symbolic P would be a
// divider circuit in every query.

// pitchSplit splits each access of a pitched log into its row and column
// (split[i] = {row, col}) and gives the two fields as the dimensions'
// targets; false when the log is not pitched or an access does not split
// by its pitch.
func (g *gen) pitchSplit(l *logSite) (split [][]ir.Expr, targets []dimTarget, ok bool) {
	row, col, _, p, ok := g.a.lp.Pitch(l.key.arr, l.key.kind)
	if !ok || len(l.accs) == 0 {
		return nil, nil, false
	}
	t, isInt := p.Type().(*ir.IntType)
	if !isInt {
		return nil, nil, false
	}
	params := map[*ir.Var]bool{}
	for _, prm := range g.a.f.Params {
		if prm.Var != nil && prm.Array == nil {
			params[prm.Var] = true
		}
	}
	isParam := func(v *ir.Var) bool { return params[v] }
	cube, cubeSplit := true, [][]ir.Expr{}
	var pv uint64
	for _, acc := range l.accs {
		sp, ok := ir.SplitPitch(acc.cell, g.a.defs, isParam, p)
		if !ok || sp.W != t.Bits {
			return nil, nil, false
		}
		split = append(split, []ir.Expr{sp.Row, sp.Col})
		hi, lo, ok := ir.SplitRow(sp)
		if cube = cube && ok; cube {
			cubeSplit, pv = append(cubeSplit, []ir.Expr{hi, lo, sp.Col}), sp.P.(*ir.Const).Val
		}
	}
	if cube {
		return cubeSplit, cubeTargets(row, col, pv, t), true
	}
	return split, []dimTarget{{at: row, index: fieldIndex, t: t}, {at: col, index: fieldIndex, t: t}}, true
}

// fieldIndex is the index of a dimension that is a log field itself (a
// pitched log's row or column).
func fieldIndex(x ir.Expr) ir.Expr { return x }

// cubeTargets are the dimensions of a pitched log whose every access's
// row splits by the constant pitch P once more (ir.SplitRow: a cube
// flattened with one extent, PPCG's heat-3d ((i * n + j) * n + k) with n
// pinned): ROW / P, ROW % P and COL. The row's residue modulo 4 alone
// told neither i's work items nor j's groups apart. The divisions are at
// 32 bits where the arithmetic is wider: a candidate over them is Houdini's
// to check as any other (false where a row exceeds 32 bits), and 64-bit
// dividers made heat-3d's Houdini queries take 22 s each instead of 5.6 s.
func cubeTargets(row, col bpl.Expr, pv uint64, t *ir.IntType) []dimTarget {
	i32 := ir.Int(32)
	narrow := func(op ir.BinOp) func(x ir.Expr) ir.Expr {
		return func(x ir.Expr) ir.Expr {
			if t.Bits <= 32 {
				return &ir.Binary{Op: op, X: x, Y: &ir.Const{Val: pv, T: t}}
			}
			q := &ir.Binary{Op: op, X: &ir.Cast{Op: ir.Trunc, X: x, To: i32}, Y: &ir.Const{Val: pv, T: i32}}
			return &ir.Cast{Op: ir.ZExt, X: q, To: t}
		}
	}
	return []dimTarget{{at: row, index: narrow(ir.UDiv), t: t}, {at: row, index: narrow(ir.URem), t: t}, {at: col, index: fieldIndex, t: t}}
}

// pitchedLogRule (scope perLog): has ==> PITCHED, when every access of a
// pitched log splits by its pitch (whether it stays within the bounds that
// make its row and column stand for its offset is Houdini's to check).
func pitchedLogRule(g *gen, s site) bool {
	l := s.log
	if _, _, ok := g.pitchSplit(l); !ok {
		return false
	}
	_, _, pitched, _, _ := g.a.lp.Pitch(l.key.arr, l.key.kind)
	g.add(bpl.Implies(l.has, pitched))
	return false
}

// dimWindowRule (scope perLog): in PPCG's grid-stride tile loops
//
//	for (c1 = 32 * b1; c1 < ny; c1 += 2048)
//	  for (c3 = t1; c3 <= min(31, ...); c3 += 16) ... A[...][c1 + c3]
//
// the column c1 + c3 stays within the group's window of 32 columns of
// each stride of 2048: (col % 2048) / 32 == b1. dim-residue says the
// column is t1 modulo 16, which tells apart the work items of a group but
// not the groups; this tells apart the groups. Per dimension, when the
// index at the start of all the loops has a group id with a power-of-two
// coefficient G, the counters that move it by G or more move it by
// multiples of a power of two M that G divides (the grid strides), and
// some counter moves it by less than G (within the window): has ==>
// (index % M) / G == (start % M) / G. The moves within the window may be
// of the innermost loop (c3 above) or of a loop around it: PPCG with
// 16x16 blocks on 32x32 tiles writes back E[(t0 + c0 + 16 * c2) * nj +
// ...] with c2 = 0, 1 around the loop over the columns. (When nothing
// moves the index within the window, dim-residue's residue modulo M is
// exact.)
func dimWindowRule(g *gen, s site) bool {
	l := s.log
	split, targets, ok := g.dimSplit(l)
	if !ok {
		return false
	}
	for k, tg := range targets {
		m, gw, starts, fixed, ok := g.windowStarts(l, split, k, tg)
		if !ok {
			continue
		}
		var moving []ir.Expr
		for i, st := range starts {
			if !fixed[i] {
				moving = append(moving, st)
			}
		}
		shift, ok := uniformShift(moving, tg.t)
		if !ok {
			continue
		}
		g.addWindow(l, tg, m, gw, starts, fixed, shift)
	}
	return false
}

// windowStarts gives, for dimension k of the log's accesses, the window
// stride m and the group's width gw the moving accesses agree on, and each
// access's start; fixed marks the accesses no loop moves (LU's pivot
// column c0), whose index is their start whatever the others' windows.
// ok is false when some access fits neither or none moves.
func (g *gen) windowStarts(l *logSite, split [][]ir.Expr, k int, tg dimTarget) (m, gw uint64, starts []ir.Expr, fixed []bool, ok bool) {
	moved := false
	for i, acc := range l.accs {
		start, moves, good := g.a.counterMoves(acc, split[i][k])
		if !good {
			return 0, 0, nil, nil, false
		}
		if !slices.ContainsFunc(moves, func(mv move) bool { return mv.by != 0 }) {
			starts, fixed = append(starts, start), append(fixed, true)
			continue
		}
		c := groupCoef(start, tg.t)
		if c < 2 || c&(c-1) != 0 || (gw != 0 && c != gw) {
			return 0, 0, nil, nil, false
		}
		stride, within := windowMoves(moves, c)
		if !within || stride < 2 || stride&(stride-1) != 0 || stride%c != 0 || (m != 0 && stride != m) {
			return 0, 0, nil, nil, false
		}
		m, gw, moved = stride, c, true
		starts, fixed = append(starts, start), append(fixed, false)
	}
	return m, gw, starts, fixed, moved
}

// uniformShift is the part of the starts that is not the work item's
// ids, the same in every start (nil when it is 0): PPCG's trailing update
// of LU, A[...][c0 + c2 + c4 + 1] with c2 = 32 * b1, c4 = t1, t1 + 16,
// has its windows at c0 + 1 + 32 * b1, not at a multiple of 32. false
// when the starts disagree on it.
func uniformShift(starts []ir.Expr, t *ir.IntType) (ir.Expr, bool) {
	var shift ir.Expr
	key := ""
	for i, st := range starts {
		var rest []ir.Expr
		for _, tm := range linearTerms(st, t) {
			if tm.e != nil && mentionsWorkItem(tm.e) {
				continue
			}
			c := &ir.Const{Val: tm.k, T: t}
			switch {
			case tm.k == 0:
			case tm.e == nil:
				rest = append(rest, c)
			case tm.k == 1:
				rest = append(rest, tm.e)
			default:
				rest = append(rest, &ir.Binary{Op: ir.Mul, X: tm.e, Y: c})
			}
		}
		var u ir.Expr
		if len(rest) > 0 {
			u = rest[0]
			for _, r := range rest[1:] {
				u = &ir.Binary{Op: ir.Add, X: u, Y: r}
			}
		}
		k := ""
		if u != nil {
			k = ir.ExprString(u)
		}
		if i > 0 && k != key {
			return nil, false
		}
		shift, key = u, k
	}
	return shift, true
}

// mentionsWorkItem reports whether e reads a local, group or global id.
func mentionsWorkItem(e ir.Expr) bool {
	found := false
	ir.WalkExpr(e, func(x ir.Expr) {
		if b, ok := x.(*ir.Builtin); ok && (b.Fn == ir.LocalID || b.Fn == ir.GroupID || b.Fn == ir.GlobalID) {
			found = true
		}
	})
	return found
}

// windowMoves sorts an index's moves by a window of c: stride is the
// greatest common divisor of those of c or more (0 when there are none),
// within whether some counter moves it by less.
func windowMoves(moves []move, c uint64) (stride uint64, within bool) {
	for _, mv := range moves {
		switch {
		case mv.by == 0:
		case mv.by < c:
			within = true
		default:
			stride = gcd(stride, mv.by)
		}
	}
	return stride, within
}

// addWindow adds has ==> ((index - shift) % m) / w == ((start - shift) %
// m) / w || ... (shift nil: none), index == start for a fixed start.
func (g *gen) addWindow(l *logSite, tg dimTarget, m, w uint64, starts []ir.Expr, fixed []bool, shift ir.Expr) {
	c := func(v uint64) ir.Expr { return &ir.Const{Val: v, T: tg.t} }
	g.addIndexEq(l, tg, starts, fixed, func(x ir.Expr) ir.Expr {
		if shift != nil {
			x = &ir.Binary{Op: ir.Sub, X: x, Y: shift}
		}
		return &ir.Binary{Op: ir.UDiv, X: &ir.Binary{Op: ir.URem, X: x, Y: c(m)}, Y: c(w)}
	})
}

// groupCoef is the coefficient of a group id in a sum (0 when there is
// none, or two).
func groupCoef(e ir.Expr, t *ir.IntType) uint64 {
	var k uint64
	for _, tm := range linearTerms(e, t) {
		if tm.e == nil || !isGroupID(tm.e) {
			continue
		}
		if k != 0 {
			return 0
		}
		k = tm.k
	}
	return k
}

// isGroupID reports whether e is a group id, possibly extended.
func isGroupID(e ir.Expr) bool {
	switch e := e.(type) {
	case *ir.Builtin:
		return e.Fn == ir.GroupID
	case *ir.Cast:
		return (e.Op == ir.ZExt || e.Op == ir.SExt) && isGroupID(e.X)
	}
	return false
}
