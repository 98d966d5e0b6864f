package twothread

import (
	"fmt"
	"slices"
	"strconv"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
)

// GPUVerify's options that change what the reduce pass checks and how it
// models memory (GPUVERIFY.md §2.2, §4.3, §4.8): array bounds checks,
// the adversarial abstraction, race checks restricted to some arrays.

// BoundsOrigin is a bounds check: the access at the Origin's position
// stays inside Array, whose CellVar ghost holds the cell index the first
// work item accessed.
type BoundsOrigin struct {
	Array                string
	CellBytes, ElemBytes int
	CellVar              string
}

// raceChecked reports whether the races on an array are checked: every
// __local and __global array, unless /checkArrays names others.
func (o *Options) raceChecked(l *memLayout) bool {
	return o.CheckArrays == nil || slices.Contains(o.CheckArrays, l.Array.Name)
}

// adversarial reports whether code reads of array a return arbitrary
// values (--adversarial-abstraction: every __local and __global array).
// Annotations still read the modelled contents: the code's reads are
// over-approximated either way, so the model stays sound.
func (k *kernelTr) adversarial(a *ir.Array) bool {
	return k.opts.Adversarial && k.inst.actual(a).Space.Shared()
}

// withBoundsCheck appends to pre, under --check-array-bounds, the check
// that an access of `bytes` bytes at byte offset off by work item t stays
// inside its array, when the array's size is known (declared with a size:
// __local, private and program-scope arrays, as in GPUVerify; pointer
// parameters only by --kernel-arrays). The check is made for the first work item only:
// the pair is arbitrary, so that covers every work item, as assertions do.
// The offset is a 32-bit value, so a negative index wraps to a huge
// unsigned cell index and one unsigned comparison checks both bounds.
func (k *kernelTr) withBoundsCheck(pre []bpl.Stmt, s ir.Stmt, l *memLayout, off ir.Expr, bytes int, t thread) ([]bpl.Stmt, error) {
	size := l.Array.Bytes()
	if size <= 0 {
		size = k.inst.actual(l.Array).BoundBytes // --kernel-arrays
	}
	if !k.opts.CheckArrayBounds || t != 1 || size <= 0 {
		return pre, nil
	}
	idx, err := k.cellIndexExpr(l, off, exprCtx{t: t})
	if err != nil {
		return nil, err
	}
	cells := size / l.CellBytes // floor: a partial last cell is out of bounds
	n := bytes / l.CellBytes
	if n < 1 {
		n = 1
	}
	ghost := k.local(fmt.Sprintf("$oob.cell.%d", k.tmp()), bpl.BV{W: 32})
	var cond bpl.Expr = bpl.Bool(false)
	if cells >= n {
		cond = bpl.Fn(k.pre.BV(bpl.BVUle, 32), bpl.Id(ghost), bpl.BVConst(uint64(cells-n), 32))
	}
	check := &bpl.Assert{Attrs: []*bpl.Attr{bpl.NewAttr("array_bounds"), k.sourceloc(s.Position())}, Cond: cond}
	o := &Origin{Kind: KindOutOfBounds, Pos: s.Position(),
		Bounds: &BoundsOrigin{Array: l.Array.Name, CellBytes: l.CellBytes, ElemBytes: l.Array.ElemBytes, CellVar: ghost}}
	// The ghost is havocked and constrained rather than assigned, so that
	// Boogie keeps it in the counterexample model (as the race checks'
	// ghosts).
	return append(pre, &bpl.Havoc{Vars: []string{ghost}}, &bpl.Assume{Cond: bpl.Eq(bpl.Id(ghost), idx)},
		plant(k.origins, check, o)), nil
}

// explainBounds reports a failed bounds check in GPUVerify's words
// (GPUVERIFY.md §5.7): the array with the element index accessed, and the
// work item.
func explainBounds(f prover.Failure, o *Origin) diag.Diagnostic {
	b := o.Bounds
	index := "?"
	if v, ok := lastIncarnation(f.Model, b.CellVar); ok {
		elem := uint64(b.ElemBytes)
		if elem == 0 {
			elem = uint64(b.CellBytes)
		}
		// A negative index shows as the signed 32-bit value it is.
		index = strconv.FormatInt(int64(int32(uint32(v*uint64(b.CellBytes))))/int64(elem), 10)
	}
	return diag.Diagnostic{Kind: diag.OutOfBounds, Pos: o.Pos,
		Msg: fmt.Sprintf("possible array out-of-bounds access on array %s[%s] by %s", b.Array, index, workItem(f.Model, 1))}
}
