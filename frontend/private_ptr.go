package frontend

import (
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Pointers in private memory (issue 12): a pointer stored into a private
// variable, a field of a private struct (a by-value struct parameter of a
// kernel lives in private memory too) or an element of a private array,
// and loaded back, keeps its meaning: base id and byte offset.
//
// A private array that holds pointers (found before the function is
// lowered: the address of a pointer load or store may point into it) gets
// a shadow array "A.base" of i32, one cell per 4 bytes of A. Storing a
// pointer at byte offset o stores its offset (i32) into A at o, as a
// pointer is 32 bits in SPIR, and its base id into the shadow at o; loading
// one reads both back. Private memory is per work item, so none of this is
// an access checked for races. Any other store into A marks the 4-byte
// cells it covers as "not a pointer" (notPtrBase, an id of no array), and
// any other load from A is arbitrary unless every cell it covers is marked
// so: the bits of a pointer are not its offset, and reading them is
// implementation-defined.
//
// A pointer loaded back may point into whatever was stored into such an
// array (a flow-insensitive set: privPtrs.stored, to a fixed point since
// stored pointers may themselves be loaded ones), is null-checked when
// dereferenced (a cell never written, or written with something else,
// holds no valid base), and for a by-value struct parameter may also be
// whatever the host passed: a pointer into any of the kernel's buffers of
// its address space. The shadows of local variables start as notPtrBase,
// so dereferencing an uninitialised pointer is reported as with an
// undefined SSA pointer; the shadow of a by-value parameter is arbitrary.
//
// Soundness needs every use of such an array to be one of these loads and
// stores: any other use (memcpy, a call, an atomic, a vector access, the
// address of the array stored as a value) is an error with its position,
// as is a pointer-holding array reached through a helper's parameter (the
// candidates would be the caller's) or a load whose address may be either
// private or shared memory.

// notPtrBase is the base id in a shadow cell that holds no pointer.
const notPtrBase = 0xFFFFFFFF

// initShadowMax bounds the cells of a local shadow initialised one store
// each at function entry; larger ones are rejected.
const initShadowMax = 256

// privPtrs is the state of a function's pointer-holding private arrays.
type privPtrs struct {
	shadow map[*ir.Array]*ir.Array // pointer-holding array -> its shadow
	stored map[*ir.Array]targets   // what was stored into it (flow-insensitive)
}

// privatePointers finds the private arrays of the function that hold
// pointers, makes their shadows and checks that nothing else uses them.
// It runs before any instruction is lowered, so that every store into such
// an array maintains the shadow.
func (fl *funcLowerer) privatePointers() error {
	fl.priv = &privPtrs{shadow: map[*ir.Array]*ir.Array{}, stored: map[*ir.Array]targets{}}
	var held []*ir.Array
	seen := map[*ir.Array]bool{}
	for _, inst := range fl.insts() {
		addr, _, ok := pointerMemOp(inst)
		if !ok {
			continue
		}
		t, err := fl.targetsOf(addr, map[value.Value]bool{})
		if err != nil {
			continue // lowering the instruction reports it, at its position
		}
		for _, a := range t.arrs {
			if a.Space != ir.Private || seen[a] {
				continue
			}
			seen[a] = true
			fl.pos = fl.instPos(inst)
			if a.Kind == ir.ArrayFormal {
				return fl.unsupported("pointer kept in private memory a helper receives (%s): bvgen follows pointers in private memory only within the function that owns it", a.Name)
			}
			held = append(held, a)
		}
	}
	if len(held) == 0 {
		return nil
	}
	for _, a := range held {
		if err := fl.makeShadow(a); err != nil {
			return err
		}
	}
	if err := fl.checkPrivateUses(); err != nil {
		return err
	}
	return fl.collectStored()
}

// insts lists the function's instructions in order.
func (fl *funcLowerer) insts() []llvm.Instruction {
	var out []llvm.Instruction
	for _, b := range fl.src.Blocks {
		out = append(out, b.Insts...)
	}
	return out
}

// pointerMemOp returns the address of a load or store of a pointer (not
// of an OpenCL opaque type: events, images, samplers) and, for a store,
// the stored pointer.
func pointerMemOp(inst llvm.Instruction) (addr, stored value.Value, ok bool) {
	isPtr := func(t types.Type) bool {
		_, p := t.(*types.PointerType)
		return p && !isOpenCLOpaque(t)
	}
	switch x := inst.(type) {
	case *llvm.InstLoad:
		return x.Src, nil, isPtr(x.ElemType)
	case *llvm.InstStore:
		return x.Dst, x.Src, isPtr(x.Src.Type())
	}
	return nil, nil, false
}

// makeShadow makes the shadow of a pointer-holding array; a local
// variable's starts as notPtrBase (entry stores), a parameter's is what
// the host passed: arbitrary.
func (fl *funcLowerer) makeShadow(a *ir.Array) error {
	cells := (fl.privateBytes(a) + 3) / 4
	if cells == 0 {
		fl.pos = a.Pos
		return fl.unsupported("private memory holding pointers of unknown size (%s)", a.Name)
	}
	name := a.Name + ".base"
	for taken := true; taken; {
		taken = false
		for _, x := range fl.fn.Arrays {
			if x.Name == name {
				name, taken = name+"_", true
			}
		}
	}
	sh := &ir.Array{Name: name, Space: ir.Private, Kind: ir.ArrayPrivate, Elem: ir.Int(32), ElemBytes: 4,
		Dims: []int{cells}, Pos: a.Pos, TypeName: "pointer base"}
	fl.fn.Arrays = append(fl.fn.Arrays, sh)
	fl.priv.shadow[a] = sh
	if a.Kind != ir.ArrayPrivate {
		return nil
	}
	if cells > initShadowMax {
		fl.pos = a.Pos
		return fl.unsupported("private array %s of more than %d pointers", a.Name, initShadowMax)
	}
	entry := fl.blocks[fl.src.Blocks[0]]
	for i := 0; i < cells; i++ {
		entry.Stmts = append(entry.Stmts, &ir.Store{Pos: a.Pos, Array: sh, Off: i32c(uint64(4 * i)), Val: i32c(notPtrBase)})
	}
	return nil
}

// privateBytes is the size of a private array: declared, or for a
// by-value parameter the size of its type.
func (fl *funcLowerer) privateBytes(a *ir.Array) int {
	if n := a.Bytes(); n > 0 || a.Kind != ir.ArrayParam {
		return n
	}
	for _, prm := range fl.src.Params {
		if q, ok := fl.ptrs[prm]; ok && q.dyn == nil && q.arr == a {
			if pt, ok := prm.Typ.(*types.PointerType); ok {
				n, _ := sizeOf(pt.ElemType)
				return n
			}
		}
	}
	return 0
}

// heldShadow is the shadow of a when a holds pointers, else nil.
func (fl *funcLowerer) heldShadow(a *ir.Array) *ir.Array {
	if fl.priv == nil {
		return nil
	}
	return fl.priv.shadow[a]
}

// holdsPointers reports whether t may point into a pointer-holding array.
func (fl *funcLowerer) holdsPointers(t targets) *ir.Array {
	for _, a := range t.arrs {
		if fl.heldShadow(a) != nil {
			return a
		}
	}
	return nil
}

// collectStored computes, to a fixed point, what the pointers stored into
// each pointer-holding array may point to.
func (fl *funcLowerer) collectStored() error {
	for changed := true; changed; {
		changed = false
		for _, inst := range fl.insts() {
			addr, src, ok := pointerMemOp(inst)
			if !ok || src == nil {
				continue
			}
			at, err := fl.targetsOf(addr, map[value.Value]bool{})
			if err != nil {
				continue
			}
			st, err := fl.targetsOf(src, map[value.Value]bool{})
			if err != nil {
				continue
			}
			for _, a := range at.arrs {
				if fl.heldShadow(a) == nil {
					continue
				}
				old := fl.priv.stored[a]
				if grewTargets(old, st) {
					old.add(st)
					fl.priv.stored[a] = old
					changed = true
				}
			}
		}
	}
	return nil
}

// grewTargets reports whether u has a fact t lacks.
func grewTargets(t, u targets) bool {
	for _, a := range u.arrs {
		found := false
		for _, b := range t.arrs {
			found = found || a == b
		}
		if !found {
			return true
		}
	}
	return (u.null && !t.null) || (u.any && !t.any) || (u.opaque && !t.opaque)
}

// checkPrivateUses refuses every use of a pointer-holding array other
// than scalar and pointer loads and stores through addresses into it (and
// the address arithmetic, comparisons and debug intrinsics that lead
// there): the shadow would not follow a memcpy, a call or a vector access.
func (fl *funcLowerer) checkPrivateUses() error {
	for _, inst := range fl.insts() {
		switch x := inst.(type) {
		case *llvm.InstGetElementPtr, *llvm.InstBitCast, *llvm.InstAddrSpaceCast, *llvm.InstPhi, *llvm.InstSelect, *llvm.InstICmp:
			continue
		case *llvm.InstCall:
			if n := calleeName(x); n == "llvm.dbg.declare" || n == "llvm.dbg.value" || strings.HasPrefix(n, "llvm.lifetime.") {
				continue
			}
		}
		for _, op := range inst.Operands() {
			if op == nil || *op == nil {
				continue
			}
			if _, isPtr := (*op).Type().(*types.PointerType); !isPtr {
				continue
			}
			t, err := fl.targetsOf(*op, map[value.Value]bool{})
			if err != nil {
				continue // lowering the instruction reports it
			}
			a := fl.holdsPointers(t)
			if a == nil || fl.plainAccess(inst, *op) {
				continue
			}
			fl.pos = fl.instPos(inst)
			return fl.unsupported("use of private memory holding pointers (%s) other than a load or store of a scalar or a pointer: bvgen keeps the base of a pointer in private memory only through those", a.Name)
		}
	}
	return nil
}

// plainAccess reports whether op is the address of a scalar or pointer
// load or store (a pointer one aligned to its 4 bytes, so that it is one
// shadow cell).
func (fl *funcLowerer) plainAccess(inst llvm.Instruction, op value.Value) bool {
	ok := func(t types.Type, align uint64) bool {
		if _, isPtr := t.(*types.PointerType); isPtr {
			return !isOpenCLOpaque(t) && (align == 0 || align%4 == 0)
		}
		_, scalar := scalarType(t)
		return scalar
	}
	switch x := inst.(type) {
	case *llvm.InstLoad:
		return x.Src == op && ok(x.ElemType, uint64(x.Align))
	case *llvm.InstStore:
		return x.Dst == op && x.Src != op && ok(x.Src.Type(), uint64(x.Align))
	}
	return false
}
