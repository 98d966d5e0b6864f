package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Benign-race tolerance (GPUVERIFY.md §4.1; GPUVerify's default, off with
// --no-benign-tolerance). A race is harmless when every order of the two
// accesses leaves the same memory and lets the reader read the same
// value. The access log of each kind records, per cell, the value the
// first work item's access read or wrote (VALUE), and the write log also
// records whether a read of the logged cell by the second work item
// returns the same value whether or not the logged write has happened
// (SAME). The second work item's access then races only when:
//
//   - write-write: its write stores a value other than the logged write's
//     (both orders leave the same value in the cell otherwise);
//   - read-write: its write stores a value other than the one the logged
//     read returned (the read returns that value in either order);
//   - write-read: SAME is false. SAME is set when the write is logged, to
//     "the write stores the value the cell already held", and becomes true
//     when the second work item itself writes the logged cell after the
//     logged write (that write is checked against the log: it stores the
//     same value or is reported, so the second work item's later reads of
//     the cell return that value whichever write came last).
//
// Atomics are never tolerated. A value that is not known exactly (a read
// of an array whose contents are not modelled, or any read under
// --adversarial-abstraction) is logged as an arbitrary value, and SAME
// as false: the comparison then fails for some choice and the race is
// reported, so tolerance never hides a race whose values can differ.
// Loop heads and calls havoc VALUE and SAME with the rest of the log,
// which keeps every state the kernel can reach (inference may add
// invariants about them, as about the offsets).

// benign reports whether races are tolerated when their values agree.
func (k *kernelTr) benign() bool { return k.acc.benign }

// benignLogFields are the log fields benign tolerance adds, per kind: the
// value (a cell) and, for writes, SAME.
func benignLogFields(l *memLayout, kind accessKind) []logField {
	if kind == accAtomic {
		return nil
	}
	out := []logField{{"VALUE", bpl.BV{W: 8 * l.CellBytes}}}
	if kind == accWrite {
		out = append(out, logField{"SAME", bpl.BoolType{}})
	}
	return out
}

// cellValue is the value thread t's access reads or writes in its i-th
// cell, or nil when it is not known exactly. val is the stored value
// (writes); a read's value is the cell's content, when modelled.
func (k *kernelTr) cellValue(l *memLayout, idx bpl.Expr, bytes int, kind accessKind, val bpl.Expr, i int, t thread) bpl.Expr {
	n := bytes / l.CellBytes
	switch {
	case kind == accAtomic || bytes%l.CellBytes != 0 || k.calledInst != nil:
		return nil
	case kind == accWrite:
		if val == nil {
			return nil
		}
		if n <= 1 {
			return val
		}
		cw := l.CellBytes * 8
		return &bpl.Extract{X: val, Hi: (i + 1) * cw, Lo: i * cw}
	}
	return k.cellContent(l, idx, i, t)
}

// cellContent is the content of cell idx+i as thread t sees it, or nil
// when the array's contents are not modelled or reads are arbitrary.
func (k *kernelTr) cellContent(l *memLayout, idx bpl.Expr, i int, t thread) bpl.Expr {
	if !k.mem.relevant[l.Array] || (k.opts.Adversarial && l.Array.Space.Shared()) {
		return nil
	}
	return bpl.Sel(bpl.Id(k.mapName(l, t)), k.addConst(idx, i))
}

// benignLog is what the first work item's log of cell idx+i records
// besides the offset: the value, and for a write whether it leaves the
// cell unchanged.
func (k *kernelTr) benignLog(l *memLayout, idx bpl.Expr, bytes int, kind accessKind, val bpl.Expr, i int) []bpl.Stmt {
	if !k.benign() || kind == accAtomic {
		return nil
	}
	var out []bpl.Stmt
	valueVar := logVar(accNames[kind], "VALUE", l)
	if v := k.cellValue(l, idx, bytes, kind, val, i, 1); v != nil {
		out = append(out, assign(valueVar, v))
	} else {
		out = append(out, &bpl.Havoc{Vars: []string{valueVar}})
	}
	if kind == accWrite {
		same := bpl.Expr(bpl.Bool(false))
		if v, old := k.cellValue(l, idx, bytes, kind, val, i, 1), k.cellContent(l, idx, i, 1); v != nil && old != nil {
			same = bpl.Eq(old, v)
		}
		out = append(out, assign(logVar("WRITE", "SAME", l), same))
	}
	return out
}

// benignCond is the extra conjunct of the race condition of the second
// work item's access of cell idx+i (of kind kind) against the log of
// kind other: the race is harmless unless it holds. nil: no tolerance.
func (k *kernelTr) benignCond(l *memLayout, idx bpl.Expr, bytes int, kind, other accessKind, val bpl.Expr, i int) bpl.Expr {
	if !k.benign() {
		return nil
	}
	switch {
	case other == accWrite && kind == accWrite, other == accRead && kind == accWrite:
		v := k.cellValue(l, idx, bytes, kind, val, i, 2)
		if v == nil {
			return nil
		}
		return bpl.Neq(bpl.Id(logVar(accNames[other], "VALUE", l)), v)
	case other == accWrite && kind == accRead:
		return bpl.Not(bpl.Id(logVar("WRITE", "SAME", l)))
	}
	return nil
}

// benignUpdate follows the second work item's write of cell idx+i: a
// later read of the logged write's cell by it returns its own value,
// which the write-write check has compared with the logged one.
func (k *kernelTr) benignUpdate(l *memLayout, idx bpl.Expr, kind accessKind, i int) []bpl.Stmt {
	if !k.benign() || kind != accWrite || len(k.acc.sites[l][accWrite]) == 0 {
		return nil
	}
	hit := bpl.And(bpl.Id(logVar("WRITE", "HAS_OCCURRED", l)), bpl.Eq(bpl.Id(logVar("WRITE", "OFFSET", l)), k.addConst(idx, i)))
	return []bpl.Stmt{&bpl.If{Cond: hit, Then: []bpl.Stmt{assign(logVar("WRITE", "SAME", l), bpl.Bool(true))}}}
}

// sameLocalMemory starts the kernel with one __local memory per work
// group: a __local array kept per work item (the pair may be in two
// groups) holds the same contents for both when they are in one group,
// as after a barrier. Benign tolerance compares the values two work
// items of a group read from it.
func (ks *kernelState) sameLocalMemory() []bpl.Stmt {
	if !ks.acc.benign {
		return nil
	}
	var out []bpl.Stmt
	for _, l := range ks.mem.seq {
		if l.PerThread && l.Array.Space == ir.Local && ks.mem.relevant[l.Array] {
			out = append(out, &bpl.Assume{Cond: bpl.Implies(sameGroupCond(), bpl.Eq(bpl.Id(l.Name+"$1"), bpl.Id(l.Name+"$2")))})
		}
	}
	return out
}
