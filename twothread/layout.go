package twothread

import (
	"fmt"

	"github.com/bvgen/bvgen/ir"
)

// memLayout says how an array is represented in Boogie: a map from cell
// index (bv32) to cells of CellBytes bytes. A cell is the array's element
// when every access reads or writes one whole element at an offset that is
// a multiple of its size; otherwise it is the largest size that divides
// every access.
type memLayout struct {
	Array     *ir.Array
	CellBytes int
	Name      string // Boogie map name, without thread suffix
	// PerThread: each work item has its own copy (private arrays, and
	// __local arrays when the two work items may be in different groups).
	PerThread bool
	Shared    bool // subject to race checking (__local and __global)
	// Escapes: a private array that a procedure other than its owner
	// accesses through a pointer (--no-inline). It is a pair of global
	// maps, havocked when its owner starts (fresh contents per call), so
	// that the callee can name it.
	Escapes bool
}

// computeLayouts picks the cell size of every array the kernel and its
// procedures touch; an array has one layout everywhere.
func computeLayouts(insts []*fnInst, sameGroup bool, prefix string) (map[*ir.Array]*memLayout, []*memLayout) {
	acc := collectAccesses(insts)
	byArray := map[*ir.Array]*memLayout{}
	var list []*memLayout
	taken := map[string]bool{}
	for _, a := range acc.order {
		l := &memLayout{Array: a, CellBytes: acc.cellBytes(a), Name: mapName(taken, "$$"+prefix+a.Name),
			Shared: a.Space.Shared(), PerThread: a.Space == ir.Private || (a.Space == ir.Local && !sameGroup)}
		byArray[a] = l
		list = append(list, l)
	}
	return byArray, list
}

// mapName is the Boogie map of an array named base: base itself, or the
// first of base.1, base.2, ... not yet taken when another array has the
// same name (private arrays of two procedures, or of two scopes of one
// function). Every candidate is checked against the names taken, so a
// suffixed name never meets an array whose own name ends in one (a
// function's arrays velocity, velocity and velocity.1).
func mapName(taken map[string]bool, base string) string {
	name := base
	for n := 1; taken[name]; n++ {
		name = fmt.Sprintf("%s.%d", base, n)
	}
	taken[name] = true
	return name
}

// arrayAccesses are the widths and byte offsets of every access to each
// array, arrays in order of first mention.
type arrayAccesses struct {
	order  []*ir.Array
	seen   map[*ir.Array]bool
	widths map[*ir.Array][]int
	offs   map[*ir.Array][]offAt
}

// offAt is an offset with the alignments of the function it is in.
type offAt struct {
	off   ir.Expr
	align map[*ir.Var]int
}

func (acc *arrayAccesses) add(a *ir.Array) {
	if !acc.seen[a] {
		acc.seen[a] = true
		acc.order = append(acc.order, a)
	}
}

// cellBytes is the largest power of two of at most 8 bytes (and at most
// the element size) that divides every access's width and offset; an
// array never accessed keeps its element size.
func (acc *arrayAccesses) cellBytes(a *ir.Array) int {
	cell := a.ElemBytes
	if cell <= 0 || cell > 8 || cell&(cell-1) != 0 {
		cell = 8
	}
	for _, w := range acc.widths[a] {
		for cell > 1 && w%cell != 0 {
			cell /= 2
		}
	}
	for _, o := range acc.offs[a] {
		for cell > 1 && !divisible(o.off, cell, o.align) {
			cell /= 2
		}
	}
	if len(acc.widths[a]) == 0 && a.ElemBytes > 0 && a.ElemBytes <= 8 {
		cell = a.ElemBytes
	}
	return cell
}

// collectAccesses finds every access of the instances: loads, stores,
// atomics, reads in expressions, and pointer arguments (passed in cells,
// so their offsets must divide too). Arrays declared but never accessed
// still get a map (annotations may name them).
func collectAccesses(insts []*fnInst) *arrayAccesses {
	acc := &arrayAccesses{seen: map[*ir.Array]bool{}, widths: map[*ir.Array][]int{}, offs: map[*ir.Array][]offAt{}}
	for _, fi := range insts {
		align := alignments(fi.f)
		note := func(a *ir.Array, off ir.Expr, width int) {
			a = fi.actual(a)
			acc.add(a)
			acc.widths[a] = append(acc.widths[a], width)
			acc.offs[a] = append(acc.offs[a], offAt{off, align})
		}
		visitExpr := func(e ir.Expr) {
			ir.WalkExpr(e, func(x ir.Expr) {
				if r, ok := x.(*ir.Read); ok {
					note(r.Array, r.Off, ir.Bits(r.T)/8)
				}
			})
		}
		for _, p := range fi.f.Params {
			if p.Array != nil {
				acc.add(fi.actual(p.Array))
			}
		}
		for _, b := range fi.f.Blocks {
			for _, s := range b.Stmts {
				switch s := s.(type) {
				case *ir.Call:
					for _, a := range s.Args {
						if ref, ok := a.(*ir.ArrayRef); ok {
							arr := fi.actual(ref.Array)
							acc.add(arr)
							acc.offs[arr] = append(acc.offs[arr], offAt{ref.Offset, align})
						}
					}
				case *ir.Load:
					note(s.Array, s.Off, bytesOf(s.Dst.T))
				case *ir.Store:
					note(s.Array, s.Off, bytesOf(s.Val.Type()))
				case *ir.Atomic:
					note(s.Array, s.Off, bytesOf(s.Dst.T))
				case *ir.Annot:
					if s.Kind == ir.AnnotArraySnapshot {
						dst, src := snapshotArrays(s)
						acc.add(fi.actual(dst))
						acc.add(fi.actual(src))
					}
				}
				for _, e := range ir.StmtExprs(s) {
					visitExpr(e)
				}
			}
			for _, p := range b.Phis {
				for _, in := range p.In {
					visitExpr(in.Val)
				}
			}
			for _, e := range ir.TermExprs(b.Term) {
				visitExpr(e)
			}
		}
	}
	return acc
}

func bytesOf(t ir.Type) int {
	n := ir.Bits(t) / 8
	if n == 0 {
		return 1
	}
	return n
}

// alignments computes, for each i32 variable, a power of two that always
// divides it (1 when nothing is known), by a fixpoint over the definitions.
func alignments(f *ir.Function) map[*ir.Var]int {
	al := map[*ir.Var]int{}
	defs := map[*ir.Var][]ir.Expr{}
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			for _, in := range p.In {
				defs[p.Dst] = append(defs[p.Dst], in.Val)
			}
		}
		for _, s := range b.Stmts {
			if a, ok := s.(*ir.Assign); ok {
				defs[a.Dst] = append(defs[a.Dst], a.Src)
			}
		}
	}
	// Optimistic start (2^31) for defined variables, then decrease.
	for v := range defs {
		al[v] = 1 << 31
	}
	// A helper's pointer parameter arrives in whole cells of its array,
	// which are at most an element.
	for _, p := range f.Params {
		if p.Array != nil && p.Var != nil && p.Array.ElemBytes > 0 && p.Array.ElemBytes&(p.Array.ElemBytes-1) == 0 {
			al[p.Var] = min(p.Array.ElemBytes, 8)
		}
	}
	for changed := true; changed; {
		changed = false
		for v, es := range defs {
			a := al[v]
			for _, e := range es {
				if x := exprAlign(e, al); x < a {
					a = x
				}
			}
			if a != al[v] {
				al[v] = a
				changed = true
			}
		}
	}
	return al
}

// exprAlign returns a power of two dividing e's value.
func exprAlign(e ir.Expr, al map[*ir.Var]int) int {
	switch e := e.(type) {
	case *ir.Const:
		if e.Val == 0 {
			return 1 << 31
		}
		a := 1
		for e.Val%uint64(a*2) == 0 && a < 1<<31 {
			a *= 2
		}
		return a
	case *ir.VarRef:
		if a, ok := al[e.V]; ok {
			return a
		}
		return 1
	case *ir.Binary:
		x, y := exprAlign(e.X, al), exprAlign(e.Y, al)
		switch e.Op {
		case ir.Add, ir.Sub:
			return min(x, y)
		case ir.Mul:
			p := x * y
			if p > 1<<31 || p <= 0 {
				return 1 << 31
			}
			return p
		case ir.Shl:
			if c, ok := e.Y.(*ir.Const); ok && c.Val < 31 {
				p := x << c.Val
				if p > 1<<31 || p <= 0 {
					return 1 << 31
				}
				return p
			}
		case ir.And:
			return max(x, y)
		}
	case *ir.Select:
		return min(exprAlign(e.X, al), exprAlign(e.Y, al))
	}
	return 1
}

func divisible(off ir.Expr, k int, al map[*ir.Var]int) bool {
	return exprAlign(off, al)%k == 0
}

// cellIndex divides a byte offset by the cell size exactly. Constants and
// products with constants divide symbolically, which keeps indices readable
// ("tid" rather than "(tid * 4) / 4"); other offsets, known to be
// multiples of k, are shifted arithmetically.
func cellIndex(off ir.Expr, k int, al map[*ir.Var]int) ir.Expr {
	if k == 1 {
		return off
	}
	if q, ok := divExact(off, k); ok {
		return q
	}
	if exprAlign(off, al)%k != 0 {
		panic(fmt.Sprintf("twothread: offset %s is not a multiple of %d", ir.ExprString(off), k))
	}
	return &ir.Binary{Op: ir.AShr, X: off, Y: &ir.Const{Val: uint64(ir.Log2(uint64(k))), T: ir.Int(32)}}
}

func divExact(e ir.Expr, k int) (ir.Expr, bool) {
	switch e := e.(type) {
	case *ir.Const:
		if int64(int32(uint32(e.Val)))%int64(k) == 0 {
			return &ir.Const{Val: uint64(uint32(int32(uint32(e.Val)) / int32(k))), T: e.T}, true
		}
	case *ir.Binary:
		switch e.Op {
		case ir.Add, ir.Sub:
			x, ok1 := divExact(e.X, k)
			y, ok2 := divExact(e.Y, k)
			if ok1 && ok2 {
				return ir.DropIdentity(&ir.Binary{Op: e.Op, X: x, Y: y}), true
			}
		case ir.Mul:
			if c, ok := e.Y.(*ir.Const); ok && c.Val%uint64(k) == 0 {
				return ir.DropIdentity(&ir.Binary{Op: ir.Mul, X: e.X, Y: &ir.Const{Val: c.Val / uint64(k), T: c.T}}), true
			}
			if c, ok := e.X.(*ir.Const); ok && c.Val%uint64(k) == 0 {
				return ir.DropIdentity(&ir.Binary{Op: ir.Mul, X: &ir.Const{Val: c.Val / uint64(k), T: c.T}, Y: e.Y}), true
			}
			if x, ok := divExact(e.X, k); ok {
				return &ir.Binary{Op: ir.Mul, X: x, Y: e.Y}, true
			}
		case ir.Shl:
			if c, ok := e.Y.(*ir.Const); ok && int(c.Val) >= ir.Log2(uint64(k)) && c.Val < 32 {
				return ir.DropIdentity(&ir.Binary{Op: ir.Shl, X: e.X, Y: &ir.Const{Val: c.Val - uint64(ir.Log2(uint64(k))), T: c.T}}), true
			}
		}
	case *ir.Select:
		x, ok1 := divExact(e.X, k)
		y, ok2 := divExact(e.Y, k)
		if ok1 && ok2 {
			return &ir.Select{Cond: e.Cond, X: x, Y: y}, true
		}
	}
	return nil, false
}
