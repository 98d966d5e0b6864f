package frontend

import (
	"fmt"

	llvm "github.com/llir/llvm/ir"

	"github.com/bvgen/bvgen/ir"
)

// ptrBlocks records how accesses through dynamic pointers split the IR
// blocks of LLVM blocks: the phis of a successor take their values from the
// last block of the split, not the first.
type ptrBlocks struct {
	exits  map[*ir.Block]*ir.Block // first block of an LLVM block -> its last
	origin map[*ir.Block]*ir.Block // a block made by a split -> the first block
	n      int
	// entryFacts are assumptions about the base parameters of a helper,
	// put at the start of its entry block.
	entryFacts []ir.Stmt
}

// exitOf is the IR block that ends the LLVM block whose first IR block is
// blk.
func (fl *funcLowerer) exitOf(blk *ir.Block) *ir.Block {
	if e, ok := fl.split.exits[blk]; ok {
		return e
	}
	return blk
}

// exitBlock is the IR block that ends LLVM block b.
func (fl *funcLowerer) exitBlock(b *llvm.Block) *ir.Block { return fl.exitOf(fl.blocks[b]) }

// newBlock makes a block for a split of the current block; insertSplit
// puts the blocks of one split after it.
func (fl *funcLowerer) newBlock() *ir.Block {
	fl.split.n++
	first := fl.cur
	if o, ok := fl.split.origin[fl.cur]; ok {
		first = o
	}
	b := &ir.Block{Name: fmt.Sprintf("%s.p%d", first.Name, fl.split.n)}
	if fl.split.origin == nil {
		fl.split.origin = map[*ir.Block]*ir.Block{}
		fl.split.exits = map[*ir.Block]*ir.Block{}
	}
	fl.split.origin[b] = first
	return b
}

// insertSplit places blocks after at in the function (keeping the order of
// the source) and makes the last one the exit of at's LLVM block.
func (fl *funcLowerer) insertSplit(at *ir.Block, blocks []*ir.Block) {
	var out []*ir.Block
	for _, b := range fl.fn.Blocks {
		out = append(out, b)
		if b == at {
			out = append(out, blocks...)
		}
	}
	fl.fn.Blocks = out
	last := blocks[len(blocks)-1]
	fl.split.exits[fl.split.origin[last]] = last
}

// nullCheck asserts, before an access, that a dynamic base is one of its
// candidate arrays: not null, not undefined.
func (fl *funcLowerer) nullCheck(d *dynBase) {
	var ok ir.Expr = &ir.BoolConst{Val: false}
	for i, a := range d.cands {
		eq := &ir.Binary{Op: ir.Eq, X: d.id, Y: i32c(fl.baseID(a))}
		if i == 0 {
			ok = eq
		} else {
			ok = &ir.Binary{Op: ir.Or, X: ok, Y: eq}
		}
	}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Annot{Pos: fl.pos, Kind: ir.AnnotNullCheck, Args: []ir.Expr{ok}})
}

// access emits a memory access through p; emit makes it on one array at a
// byte offset and returns its value (nil for a store). Through a dynamic
// base it is a branch per candidate array, the values joined by a phi of
// type t, after a null check when p may be null or undefined.
func (fl *funcLowerer) access(p ptrVal, t ir.Type, name string, emit func(a *ir.Array, off ir.Expr) ir.Expr) (ir.Expr, error) {
	if err := fl.notOpaque(p); err != nil {
		return nil, err
	}
	if p.dyn == nil {
		return emit(p.arr, p.off), nil
	}
	d := p.dyn
	if d.null || d.any {
		fl.nullCheck(d)
	}
	switch len(d.cands) {
	case 0:
		// The null check fails: nothing after it matters, but the value
		// must be defined.
		if t == nil {
			return nil, nil
		}
		v := fl.fn.NewVar(name, t)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v})
		return &ir.VarRef{V: v}, nil
	case 1:
		return emit(d.cands[0], p.off), nil
	}
	at := fl.cur
	var made []*ir.Block
	join := fl.newBlock()
	var ins []ir.PhiIn
	for i, a := range d.cands {
		if i < len(d.cands)-1 {
			then, next := fl.newBlock(), fl.newBlock()
			made = append(made, then, next)
			fl.cur.Term = &ir.Branch{Pos: fl.pos, Cond: &ir.Binary{Op: ir.Eq, X: d.id, Y: i32c(fl.baseID(a))}, Then: then, Else: next}
			fl.cur = then
			val := emit(a, p.off)
			fl.cur.Term = &ir.Jump{Pos: fl.pos, Target: join}
			ins = append(ins, ir.PhiIn{Pred: fl.cur, Val: val})
			fl.cur = next
			continue
		}
		// The last candidate: the base is none of the others.
		val := emit(a, p.off)
		fl.cur.Term = &ir.Jump{Pos: fl.pos, Target: join}
		ins = append(ins, ir.PhiIn{Pred: fl.cur, Val: val})
	}
	fl.insertSplit(at, append(made, join))
	fl.cur = join
	if t == nil {
		return nil, nil
	}
	v := fl.fn.NewVar(name, t)
	join.Phis = append(join.Phis, &ir.Phi{Pos: fl.pos, Dst: v, In: ins})
	return &ir.VarRef{V: v}, nil
}

// readThrough is the value at p in an annotation: a read of memory, not an
// access, so a dynamic base is a select over its candidates.
func (fl *funcLowerer) readThrough(p ptrVal, t ir.Type) (ir.Expr, error) {
	// __constant initialisers give the value read (lower_const.go).
	read := func(a *ir.Array) ir.Expr {
		return knownValue(fl.constInit[a], p.off, &ir.Read{Array: a, Off: p.off, T: t})
	}
	if p.dyn == nil {
		return read(p.arr), nil
	}
	if err := fl.notOpaque(p); err != nil {
		return nil, err
	}
	if len(p.dyn.cands) == 0 {
		return nil, fl.unsupported("read of memory through %s in an annotation", p.describe())
	}
	n := len(p.dyn.cands)
	e := read(p.dyn.cands[n-1])
	for i := n - 2; i >= 0; i-- {
		a := p.dyn.cands[i]
		e = &ir.Select{Cond: &ir.Binary{Op: ir.Eq, X: p.dyn.id, Y: i32c(fl.baseID(a))}, X: read(a), Y: e}
	}
	return e, nil
}

// loadVia loads a value of type t named name through p: one load per
// candidate array (access), joined.
func (fl *funcLowerer) loadVia(p ptrVal, t ir.Type, name string) (ir.Expr, error) {
	return fl.access(p, t, name, func(a *ir.Array, off ir.Expr) ir.Expr {
		v := fl.fn.NewVar(name, t)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: v, Array: a, Off: off})
		return knownValue(fl.constInit[a], off, &ir.VarRef{V: v}) // lower_const.go
	})
}

// storeVia stores v through p: one store per candidate array (access).
func (fl *funcLowerer) storeVia(p ptrVal, v ir.Expr) error {
	_, err := fl.access(p, nil, "", func(a *ir.Array, off ir.Expr) ir.Expr {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Store{Pos: fl.pos, Array: a, Off: off, Val: v})
		fl.markNotPointer(a, off, bytesOf(v.Type())) // private_ptr.go
		return nil
	})
	return err
}

// throughEach makes a call with the pointer arguments ptrs (at their
// index in args, from index i on; a zero ptrVal is no pointer): where a
// pointer has a dynamic base (candidate arrays only: the caller refuses
// null and undefined ones), one call per candidate array, chosen by
// branching on the base as for an access, the results of type t (nil:
// none) joined by a phi. mk emits one call with its array arguments.
func (fl *funcLowerer) throughEach(ptrs []ptrVal, i int, args []ir.Expr, t ir.Type, name string, mk func([]ir.Expr) ir.Expr) (ir.Expr, error) {
	for i < len(ptrs) && ptrs[i].dyn == nil {
		i++
	}
	if i == len(ptrs) {
		return mk(args), nil
	}
	var inner error
	r, err := fl.access(ptrs[i], t, name, func(a *ir.Array, off ir.Expr) ir.Expr {
		one := append([]ir.Expr(nil), args...)
		one[i] = &ir.ArrayRef{Array: a, Offset: off}
		v, err := fl.throughEach(ptrs, i+1, one, t, name, mk)
		if err != nil && inner == nil {
			inner = err
		}
		return v
	})
	if err != nil {
		return nil, err
	}
	return r, inner
}
