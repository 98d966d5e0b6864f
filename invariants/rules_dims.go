package invariants

import (
	"slices"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// dimResidueRule (scope perLog) breaks the accesses of a multi-dimensional
// array into their indices, one per dimension (GPUVerify's "access
// breaking"), and for each dimension proposes that the logged offset's
// index there is congruent to the access's index at the start of all its
// loops, modulo the greatest common divisor of how far the index moves
// when any of those loops' counters steps. PPCG stages a tile with
// `for (c2 = t0; ...; c2 += 32) for (c3 = t1; ...; c3 += 16)
// tile[c2][c3] = ...`: the flattened cell c2 * 34 + c3 moves by 34 * 32
// and by 16, which says little, while the row is t0 modulo 32 and the
// column t1 modulo 16, which tell the work items apart. The index of
// dimension k is (off / the product of the later dimensions) % its size.
// Accesses of the log that do not move at all contribute their own index;
// every access must split and agree on the modulus.
func dimResidueRule(g *gen, s site) bool {
	l := s.log
	split, targets, ok := g.dimSplit(l)
	if !ok {
		return false
	}
	for k, tg := range targets {
		var mod uint64
		var starts []ir.Expr
		var fixed []bool
		good, agree, outerMoves, moves := true, true, false, false
		for i, acc := range l.accs {
			start, inner, outer, ok := g.a.residueMoves(acc, split[i][k])
			d := gcd(inner, outer)
			outerMoves = outerMoves || outer != 0
			moves = moves || d != 0
			switch {
			case !ok:
				good = false
			case d == 0: // does not move: its own index
			case mod == 0 || mod == d:
				mod = d
			default:
				agree = false
			}
			starts = append(starts, start)
			fixed = append(fixed, ok && d == 0)
		}
		if !good {
			continue
		}
		if agree && mod != 1 {
			// mod 0: no access moves the index (a row a work item owns,
			// the others moving along it): the candidate is an equality.
			g.addDimResidue(l, tg, mod, starts, fixed)
			if mod == 0 {
				g.addGuardedIndexEq(l, tg, starts)
			}
		}
		// The span is over the innermost loop, for the current iteration
		// of the loops around it: where those move a pitched log's index,
		// the log holds their earlier iterations' cells too (PPCG's
		// fdtd-2d: four such candidates, each a Houdini round of 2.5 s),
		// and dim-window states what holds across them. An index that
		// moves by 1 has no residue but a span (SHOC's stencil: the rows
		// r0 + i, i = 1..8, of a group's tile tell the groups apart).
		if moves {
			g.addDimSpan(l, tg, k, split, !(l.pitched && outerMoves))
		}
		g.addDimGuard(l, tg, k, split)
	}
	return false
}

// dimTarget is where the index of one dimension of the logged offset is:
// a function of the offset (at is the log's OFFSET; index divides it by
// the later dimensions' sizes) or, in a pitched log, the row or column
// field itself (index is the identity). t is the index's type.
type dimTarget struct {
	at    bpl.Expr
	index func(x ir.Expr) ir.Expr
	t     *ir.IntType
}

// dimSplit splits each access of the log into its indices, one per
// dimension (split[i][k]), and says where each dimension's index of the
// logged offset is: by the array's declared dimensions, by those a
// flattened buffer's coefficients suggest, or by a pitched log's row and
// column.
func (g *gen) dimSplit(l *logSite) (split [][]ir.Expr, targets []dimTarget, ok bool) {
	if len(l.accs) == 0 {
		return nil, nil, false
	}
	if split, targets, ok := g.pitchSplit(l); ok {
		return split, targets, true
	}
	t, isInt := l.accs[0].cell.Type().(*ir.IntType)
	if !isInt {
		return nil, nil, false
	}
	dims := l.key.arr.Dims
	if len(dims) < 2 {
		// A buffer flattened by hand (PPCG's C[(t0 + c0) * n + t1 + c1]
		// with n pinned): the dimensions its first access suggests. At
		// most maxFlatAccesses accesses: with more (covariance's mirrored
		// writes, four) the disjunctions cost more than they told apart
		// (its proof went from 42 s to 73 s and still failed).
		if len(l.accs) > maxFlatAccesses {
			return nil, nil, false
		}
		if dims = flatDims(l.accs[0].cell, t); dims == nil {
			return nil, nil, false
		}
	}
	split = make([][]ir.Expr, len(l.accs))
	for i, acc := range l.accs {
		parts, ok := splitCell(acc.cell, dims, t)
		if !ok {
			return nil, nil, false
		}
		split[i] = parts
	}
	for k := range dims {
		targets = append(targets, dimTarget{at: l.off, t: t, index: func(x ir.Expr) ir.Expr { return dimIndex(x, dims, k, t) }})
	}
	return split, targets, true
}

// addDimSpan adds `has ==> lo <= index_k(off) <= hi || ...` when each
// access's index in dimension k spans an interval over its innermost loop
// (span-offset, one dimension at a time) or does not move: PPCG's tile
// column c1 + c4 with c4 = t1, t1 + 16 while c4 <= min(31, n - c1 - 1) is
// in [c1 + t1, c1 + 31], which tells apart groups that the residue modulo
// 16 does not, while the whole cell's span is lost to the rows' loops.
//
// An index that only one loop moves spans an interval over all of that
// loop's iterations (spanWhole: Parboil SAD's row, which only the loop
// around the innermost one moves); inner says whether an index that
// loops around its innermost loop also move gets its span over the
// innermost loop, the current iteration of the others.
func (g *gen) addDimSpan(l *logSite, tg dimTarget, k int, split [][]ir.Expr, inner bool) {
	t := tg.t
	type rng struct{ lo, hi, guard ir.Expr }
	var rs []rng
	spanned, guarded := false, false
	for i, acc := range l.accs {
		e := split[i][k]
		lo, hi, ok := g.a.spanWhole(acc.blk, e)
		if !ok && inner {
			lo, hi, ok = g.a.spanOf(acc.blk, e)
		}
		switch {
		case ok:
			spanned = true
		case !acc.ok || (acc.in && g.a.moves(e)) || !g.a.expressible(e):
			return
		default:
			lo, hi = e, e
		}
		if ir.Bits(lo.Type()) != t.Bits || ir.Bits(hi.Type()) != t.Bits {
			return
		}
		r := rng{lo: lo, hi: hi}
		if c := g.a.choiceGuard(acc.blk, true); c != nil && g.a.expressible(c) {
			r.guard, guarded = c, true
		}
		rs = append(rs, r)
	}
	if !spanned {
		return
	}
	// The spans, and where some access runs under a comparison of a
	// fixed variable with a constant, the spans with their guards:
	// Rodinia's LU perimeter has its first 16 work items (tx < 16) write
	// rows 0 to 7 of dia and the others rows 8 to 15.
	add := func(withGuards bool) {
		pred := g.logPred(func(x ir.Expr) ir.Expr {
			idx := tg.index(x)
			var ins []ir.Expr
			for _, r := range rs {
				var in ir.Expr = &ir.Binary{Op: ir.And, X: &ir.Binary{Op: ir.Ule, X: r.lo, Y: idx}, Y: &ir.Binary{Op: ir.Ule, X: idx, Y: r.hi}}
				if withGuards && r.guard != nil {
					in = &ir.Binary{Op: ir.And, X: in, Y: r.guard}
				}
				ins = append(ins, in)
			}
			return orDistinct(ins)
		}, t, tg.at)
		if pred != nil {
			g.add(bpl.Implies(l.has, pred))
		}
	}
	add(false)
	if guarded {
		add(true)
	}
}

// dimIndex is the index of dimension k of a flattened cell x:
// (x / the product of the later dimensions) % dims[k].
func dimIndex(x ir.Expr, dims []int, k int, t *ir.IntType) ir.Expr {
	c := func(v uint64) ir.Expr { return &ir.Const{Val: v, T: t} }
	inner := uint64(1)
	for _, d := range dims[k+1:] {
		inner *= uint64(d)
	}
	idx := x
	if inner > 1 {
		idx = &ir.Binary{Op: ir.UDiv, X: idx, Y: c(inner)}
	}
	if k > 0 {
		idx = &ir.Binary{Op: ir.URem, X: idx, Y: c(uint64(dims[k]))}
	}
	return idx
}

// addDimResidue adds `has ==> index_k(off) % mod == start % mod || ...`
// (for mod 0, `index_k(off) == start || ...`). An access whose index does
// not move (fixed) contributes `index_k(off) == start` whatever mod is:
// PPCG's LU update reads the pivot row A[c0][j] beside the moving
// update's own cell, and with `row % 1024 == c0 % 1024` the logged row
// of the pivot row read could be any row a work item writes.
func (g *gen) addDimResidue(l *logSite, tg dimTarget, mod uint64, starts []ir.Expr, fixed []bool) {
	g.addIndexEq(l, tg, starts, fixed, func(x ir.Expr) ir.Expr {
		if mod == 0 {
			return x
		}
		return &ir.Binary{Op: ir.URem, X: x, Y: &ir.Const{Val: mod, T: tg.t}}
	})
}

// addIndexEq adds `has ==> f(index(off)) == f(start) || ...` over the
// distinct f(start); `index(off) == start` for a start marked exact.
func (g *gen) addIndexEq(l *logSite, tg dimTarget, starts []ir.Expr, exact []bool, f func(ir.Expr) ir.Expr) {
	pred := g.logPred(func(x ir.Expr) ir.Expr {
		idx := tg.index(x)
		lf := f(idx)
		var eqs []ir.Expr
		for i, s := range starts {
			var eq ir.Expr = &ir.Binary{Op: ir.Eq, X: lf, Y: f(s)}
			if i < len(exact) && exact[i] {
				eq = &ir.Binary{Op: ir.Eq, X: idx, Y: s}
			}
			eqs = append(eqs, eq)
		}
		return orDistinct(eqs)
	}, tg.t, tg.at)
	if pred != nil {
		g.add(bpl.Implies(l.has, pred))
	}
}

// addGuardedIndexEq adds `has ==> index(off) == start && guard || ...`
// when some access of the log runs under comparisons of a variable with
// a constant (choiceGuard, with order comparisons): SHOC's 2-D stencil stages the halo columns 0
// and 65 of each row only in the work items lc == 0 and lc == 63, and the
// inner columns lc + 1 in every one; that the logged column is 0 only
// when the logging work item is lc == 0 is what keeps it from work item
// 0's inner column 1... of another work item's halo. Without a guard the
// equality is addDimResidue's. (The guard v == c has v fixed in the
// loop, so it held where the access ran and still holds at the head.)
func (g *gen) addGuardedIndexEq(l *logSite, tg dimTarget, starts []ir.Expr) {
	guards := make([]ir.Expr, len(l.accs))
	any := false
	for i, acc := range l.accs {
		if c := g.a.choiceGuard(acc.blk, true); c != nil && g.a.expressible(c) {
			guards[i], any = c, true
		}
	}
	if !any {
		return
	}
	pred := g.logPred(func(x ir.Expr) ir.Expr {
		idx := tg.index(x)
		var eqs []ir.Expr
		for i, s := range starts {
			var d ir.Expr = &ir.Binary{Op: ir.Eq, X: idx, Y: s}
			if guards[i] != nil {
				d = &ir.Binary{Op: ir.And, X: d, Y: guards[i]}
			}
			eqs = append(eqs, d)
		}
		return orDistinct(eqs)
	}, tg.t, tg.at)
	if pred != nil {
		g.add(bpl.Implies(l.has, pred))
	}
}

// term is k * e in a cell's sum of terms (e nil: the constant k).
type term struct {
	k uint64
	e ir.Expr
}

// linearTerms writes a cell as a sum of terms with constant coefficients,
// distributing products with constants ((c2 * 128 + r) * 128 + col is
// c2 * 16384 + r * 128 + col). Inside a truncation to the cell's type
// the terms are truncated: truncation is a ring homomorphism (modulo 2^64
// to modulo 2^32), so trunc(x * 4096 + y) is trunc(x) * 4096 + trunc(y),
// and PPCG's 64-bit row-major cells split like 32-bit ones.
func linearTerms(cell ir.Expr, t *ir.IntType) []term {
	var terms []term
	var collect func(e ir.Expr, k uint64, narrow bool)
	collect = func(e ir.Expr, k uint64, narrow bool) {
		switch e := e.(type) {
		case *ir.Const:
			terms = append(terms, term{k: k * e.Val & ir.Mask(t.Bits)})
			return
		case *ir.Cast:
			if it, ok := e.X.Type().(*ir.IntType); ok && e.Op == ir.Trunc && ir.Bits(e.To) == t.Bits && it.Bits > t.Bits && !narrow {
				collect(e.X, k, true)
				return
			}
		case *ir.Binary:
			switch e.Op {
			case ir.Add:
				collect(e.X, k, narrow)
				collect(e.Y, k, narrow)
				return
			case ir.Mul:
				if c, ok := e.Y.(*ir.Const); ok {
					collect(e.X, k*c.Val, narrow)
					return
				}
				if c, ok := e.X.(*ir.Const); ok {
					collect(e.Y, k*c.Val, narrow)
					return
				}
			case ir.Shl:
				if c, ok := e.Y.(*ir.Const); ok && c.Val < 63 {
					collect(e.X, k<<c.Val, narrow)
					return
				}
			}
		}
		if narrow {
			e = &ir.Cast{Op: ir.Trunc, X: e, To: t}
		}
		terms = append(terms, term{k & ir.Mask(t.Bits), e})
	}
	collect(cell, 1, false)
	return terms
}

// splitCell splits a flattened cell index of an array with dims into one
// index per dimension: cell = i0 * (d1 * ... ) + i1 * (d2 * ...) + ... .
// The terms of the sum are grouped by their constant coefficient; what
// cannot be grouped fails.
func splitCell(cell ir.Expr, dims []int, t *ir.IntType) ([]ir.Expr, bool) {
	terms := linearTerms(cell, t)
	parts := make([]ir.Expr, len(dims))
	stride := make([]uint64, len(dims))
	s := uint64(1)
	for k := len(dims) - 1; k >= 0; k-- {
		if dims[k] <= 0 {
			return nil, false
		}
		stride[k] = s
		s *= uint64(dims[k])
	}
	add := func(k int, x ir.Expr) {
		if parts[k] == nil {
			parts[k] = x
		} else {
			parts[k] = &ir.Binary{Op: ir.Add, X: parts[k], Y: x}
		}
	}
	for _, tm := range terms {
		if tm.k == 0 {
			continue
		}
		// The largest dimension whose stride divides the coefficient.
		placed := false
		for k := 0; k < len(dims); k++ {
			if tm.k%stride[k] != 0 {
				continue
			}
			q := tm.k / stride[k]
			var x ir.Expr = &ir.Const{Val: q, T: t}
			if tm.e != nil {
				x = tm.e
				if q != 1 {
					x = &ir.Binary{Op: ir.Mul, X: tm.e, Y: &ir.Const{Val: q, T: t}}
				}
			}
			add(k, x)
			placed = true
			break
		}
		if !placed {
			return nil, false
		}
	}
	for k := range parts {
		if parts[k] == nil {
			parts[k] = &ir.Const{Val: 0, T: t}
		}
	}
	return parts, true
}

// maxFlatAccesses bounds the accesses of a log whose buffer flatDims
// splits: three for Rodinia's LU perimeter, whose work items each solve
// their own row of peri_col[idx * 16 + j] with three reads of it (with
// four, PPCG's covariance, the disjunctions cost more than they told
// apart: see dimSplit).
const maxFlatAccesses = 3

// flatDims guesses the dimensions of an array flattened by hand from the
// coefficients of a cell's terms: when they form a chain in which each
// divides the next larger by a power of two (PPCG's doitgen: 16384, 128,
// 1), the rows of each level are as wide as the quotients ([1, 128,
// 128]); nil when there is no coefficient above 1 or no such chain. A
// guess: the candidates built on it are checked like any other.
func flatDims(cell ir.Expr, t *ir.IntType) []int {
	seen := map[uint64]bool{1: true}
	for _, tm := range linearTerms(cell, t) {
		if tm.e != nil && tm.k > 0 && tm.k < 1<<31 {
			seen[tm.k] = true
		}
	}
	var ks []uint64
	for k := range seen {
		ks = append(ks, k)
	}
	if len(ks) < 2 {
		return nil
	}
	slices.Sort(ks)
	dims := []int{1}
	for i := len(ks) - 1; i > 0; i-- {
		q := ks[i] / ks[i-1]
		if ks[i]%ks[i-1] != 0 || q&(q-1) != 0 {
			// Not a power of two: dividing by it bit-blasts into a
			// divider circuit in every query (jacobi2d's rows of 2050
			// went from 21 s to over 80 s).
			return nil
		}
		dims = append(dims, int(q))
	}
	return dims
}

// residueAcross gives an index's value with every loop counter it
// depends on at its start, and the greatest common divisor of how far it
// moves when each of those counters steps (0 when it does not move). A
// counter's start may mention an outer counter, whose motion then counts
// too. Counters must step by a constant; the start must be expressible at
// the current head.
func (a *analysis) residueAcross(acc *access, idx ir.Expr) (ir.Expr, uint64, bool) {
	start, inner, outer, ok := a.residueMoves(acc, idx)
	return start, gcd(inner, outer), ok
}

// residueMoves is residueAcross with the moves of the counters of the
// access's innermost loop (inner) apart from those of the loops around it
// (outer).
func (a *analysis) residueMoves(acc *access, idx ir.Expr) (start ir.Expr, inner, outer uint64, ok bool) {
	start, moves, ok := a.counterMoves(acc, idx)
	for _, m := range moves {
		if m.innermost {
			inner = gcd(inner, m.by)
		} else {
			outer = gcd(outer, m.by)
		}
	}
	return start, inner, outer, ok
}

// move is how far an index moves when one counter of a loop around its
// access steps.
type move struct {
	by        uint64
	innermost bool // a counter of the access's innermost loop
}

// counterMoves gives an index's value with every loop counter it depends
// on at its start (residueAcross), and how far it moves when each of those
// counters steps.
func (a *analysis) counterMoves(acc *access, idx ir.Expr) (start ir.Expr, moves []move, ok bool) {
	counters := map[*ir.Var]*loopVar{}
	innermost := map[*ir.Var]bool{}
	for l := a.innermost(acc.blk); l != nil; l = l.Parent {
		la := a.loopAnalysis(l)
		if la == nil {
			continue
		}
		for _, v := range la.vars {
			counters[v.v] = v
			innermost[v.v] = l == a.innermost(acc.blk)
		}
	}
	x := idx
	for round := 0; round < 8; round++ {
		var lv *loopVar
		for v, c := range counters {
			if mentions(x, v) {
				lv = c
				break
			}
		}
		if lv == nil {
			break
		}
		if lv.step != stepAdd || lv.init == nil {
			return nil, nil, false
		}
		step, ok := a.constValue(a.fold(lv.by))
		if !ok || step == 0 {
			return nil, nil, false
		}
		d, ok := a.moveBy(x, lv, step)
		if !ok {
			return nil, nil, false
		}
		moves = append(moves, move{by: d, innermost: innermost[lv.v]})
		x = a.fold(substVar(x, lv.v, lv.init))
	}
	for v := range counters {
		if mentions(x, v) {
			return nil, nil, false
		}
	}
	if !a.expressible(x) {
		return nil, nil, false
	}
	return x, moves, true
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
