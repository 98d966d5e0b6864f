package twothread

import (
	"fmt"
	"math/bits"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Refined atomic abstraction (GPUVERIFY.md §4.2; GPUVerify's default, off
// with --vcgen-opt=/noRefinedAtomics). An atomic returns an arbitrary old
// value: other work items may update the cell at any time. A counter is an
// array every atomic of which is the same monotonic update by the same
// non-zero constant (atomic_inc, atomic_dec, atomic_add(p, c),
// atomic_sub(p, c)): within one barrier interval the values such updates
// of one cell return are pairwise distinct, so two work items that take
// indices with idx = atomic_inc(&count) write different cells.
//
// The reduction records, per work item, the values it took from each cell
// of a counter since the last barrier that orders the counter's memory
// (_ATOMIC_TAKEN$1_$$C[cell, value]); an atomic of one work item assumes
// its value is not one the other took from the same cell (of the same
// memory: __local counters only within one group).
//
// Why the values are distinct. The counter moves by c at each update. Two
// updates of the cell in one interval return equal values only if (a) the
// cell was written by something other than the updates in between, or (b)
// the updates wrapped around. (a) A plain write in the interval, unordered
// with one of the two atomics, is a race that bvgen reports (write-atomic
// or atomic-write), and an atomic of another kind is excluded by the
// definition of a counter; writes ordered by barriers end the interval:
// the recorded values are forgotten there, where the access logs are reset.
// (b) is excluded by a bound: every atomic on the counter is outside loops
// and in the kernel itself (not a helper), so a cell is updated at most
// (work items that share it) x (atomics on it) times per interval, and the
// refinement is made only when that number times the step's power-of-two
// factor is below 2^width (the launch geometry must be known).
//
// Whether a value was taken is reset by assigning the empty set
// (_ATOMIC_NONE_k, a constant map an axiom makes false everywhere).

// refinedCounters finds the counters of a kernel (nil under
// --vcgen-opt=/noRefinedAtomics).
func refinedCounters(ks *kernelState, opts *Options) map[*memLayout]bool {
	if opts.NoRefinedAtomics {
		return nil
	}
	type use struct {
		op   ir.AtomicOp
		step uint64
		n    int64
		bad  bool
	}
	uses := map[*memLayout]*use{}
	for i, fi := range ks.insts.all {
		ff := ks.facts[fi]
		for _, b := range fi.f.Blocks {
			for _, s := range b.Stmts {
				a, ok := s.(*ir.Atomic)
				if !ok {
					continue
				}
				l := ks.mem.layouts[fi.actual(a.Array)]
				u := uses[l]
				step, okStep := counterStep(a)
				if u == nil {
					u = &use{op: a.Op, step: step}
					uses[l] = u
				}
				u.n++
				if !okStep || a.Op != u.op || step != u.step || i > 0 || ff.loopOf[b] != nil {
					u.bad = true
				}
			}
		}
	}
	out := map[*memLayout]bool{}
	for l, u := range uses {
		if u.bad || !l.Shared {
			continue
		}
		items := sharers(opts.Geometry, l.Array.Space)
		if items <= 0 {
			continue
		}
		width := 8 * l.CellBytes
		// Updates per interval, times the power of two dividing the step,
		// must stay below 2^width.
		if width < 64 && uint64(items)*uint64(u.n) >= (uint64(1)<<(width-bits.TrailingZeros64(u.step))) {
			continue
		}
		out[l] = true
	}
	return out
}

// counterStep is the constant an atomic moves its cell by (1 for inc and
// dec), false when it is not a monotonic update by a non-zero constant.
func counterStep(a *ir.Atomic) (uint64, bool) {
	switch a.Op {
	case ir.AtomicInc, ir.AtomicDec:
		return 1, true
	case ir.AtomicAdd, ir.AtomicSub:
		if c, ok := a.Args[0].(*ir.Const); ok && c.Val != 0 {
			return c.Val, true
		}
	}
	return 0, false
}

// sharers is the number of work items that update one cell of an array
// of the space (the launch for __global, a group for __local); 0 when the
// geometry leaves it open.
func sharers(g ir.Geometry, space ir.AddrSpace) int64 {
	n := int64(1)
	for i := 0; i < 3; i++ {
		d := g.LocalSize.Dim(i)
		if space == ir.Global {
			ng := g.NumGroups.Dim(i)
			if ng <= 0 {
				return 0
			}
			d *= ng
		}
		if d <= 0 || n > (1<<40)/d {
			return 0
		}
		n *= d
	}
	return n
}

// takenName names the values work item t took from counter l.
func takenName(l *memLayout, t thread) string {
	return fmt.Sprintf("_ATOMIC_TAKEN%s_%s", t.suffix(), l.Name)
}

// noneName names the empty set of taken values of l's cell and value type.
func noneName(l *memLayout) string { return fmt.Sprintf("_ATOMIC_NONE_%d", 8*l.CellBytes) }

func takenType(l *memLayout) bpl.Type {
	return bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}, bpl.BV{W: 8 * l.CellBytes}}, Rng: bpl.BoolType{}}
}

// refineAtomic follows work item t's atomic of counter l at cell idx
// returning dst: its value is not one the other work item took from the
// cell in this interval, and becomes one it took.
func (k *kernelTr) refineAtomic(l *memLayout, idx bpl.Expr, dst string, t thread) []bpl.Stmt {
	if !k.acc.counters[l] {
		return nil
	}
	other := thread(3 - t)
	fresh := bpl.Expr(bpl.Not(bpl.Sel(bpl.Id(takenName(l, other)), idx, bpl.Id(dst))))
	if l.Array.Space == ir.Local && !k.sameGroup {
		fresh = bpl.Implies(k.sameGroupExpr(), fresh)
	}
	mine := takenName(l, t)
	return []bpl.Stmt{
		&bpl.Assume{Attrs: []*bpl.Attr{bpl.NewAttr("refined_atomic")}, Cond: fresh},
		&bpl.Assign{Lhs: []bpl.Expr{bpl.Sel(bpl.Id(mine), idx, bpl.Id(dst))}, Rhs: []bpl.Expr{bpl.Bool(true)}},
	}
}

// forgetTaken empties the taken values of counter l (kernel start, and
// barriers that reset l's logs).
func forgetTaken(l *memLayout) []bpl.Stmt {
	return []bpl.Stmt{assign(takenName(l, 1), bpl.Id(noneName(l))), assign(takenName(l, 2), bpl.Id(noneName(l)))}
}

// counterGlobals declares the taken sets of the kernel's counters and
// returns their names.
func (ks *kernelState) counterGlobals(globals map[string]bpl.Type) []string {
	var names []string
	for _, l := range ks.mem.seq {
		if ks.acc.counters[l] {
			for _, t := range []thread{1, 2} {
				globals[takenName(l, t)] = takenType(l)
				names = append(names, takenName(l, t))
			}
		}
	}
	return names
}

// noneDecls declares the empty sets the counters of the kernels use.
func noneDecls(kernels []*kernelState) []bpl.Decl {
	var out []bpl.Decl
	seen := map[string]bool{}
	for _, ks := range kernels {
		for _, l := range ks.mem.seq {
			if !ks.acc.counters[l] || seen[noneName(l)] {
				continue
			}
			seen[noneName(l)] = true
			w := 8 * l.CellBytes
			out = append(out, &bpl.ConstDecl{Name: noneName(l), Type: takenType(l)},
				&bpl.Axiom{Expr: &bpl.Quant{Kind: bpl.Forall, Vars: []bpl.Var{{Name: "c", Type: bpl.BV{W: 32}}, {Name: "v", Type: bpl.BV{W: w}}},
					Body: bpl.Not(bpl.Sel(bpl.Id(noneName(l)), bpl.Id("c"), bpl.Id("v")))}})
		}
	}
	return out
}
