package frontend

import (
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Pointers in memory. A pointer stored to __global or __local memory is
// stored as its byte offset (an i32: SPIR pointers are 32 bits), so the
// store is an access like any other and races on it are found. A pointer
// loaded from __global or __local memory is opaque: bvgen does not follow
// pointers through shared memory, so it may only be copied (stored again);
// dereferencing or comparing it is unsupported. Pointers kept in private
// memory (a struct or array of pointers, a pointer whose address is taken)
// keep their base and offset (private_ptr.go).

func (fl *funcLowerer) loadPointer(x *llvm.InstLoad) error {
	p, err := fl.sharedPointer(x.Src, "load of a pointer")
	if err != nil {
		return err
	}
	if private, err := fl.privateTargets(p, "load of a pointer"); err != nil || private {
		if err != nil {
			return err
		}
		return fl.loadPrivatePointer(x, p)
	}
	v, err := fl.loadVia(p, ir.Int(32), fl.varName(x))
	if err != nil {
		return err
	}
	fl.ptrs[x] = ptrVal{off: v, dyn: &dynBase{id: zero32, any: true, opaque: true}}
	return nil
}

func (fl *funcLowerer) storePointer(x *llvm.InstStore) error {
	p, err := fl.sharedPointer(x.Dst, "store of a pointer")
	if err != nil {
		return err
	}
	if private, err := fl.privateTargets(p, "store of a pointer"); err != nil || private {
		if err != nil {
			return err
		}
		return fl.storePrivatePointer(x, p)
	}
	if _, err := fl.pointer(x.Src); err != nil {
		return err
	}
	// A pointer read back from shared memory is opaque (only copied), so
	// the stored word need not encode it; it is arbitrary rather than the
	// offset alone, since two work items storing pointers into different
	// arrays at one offset would otherwise write "the same value", a
	// benign race, although the pointers differ.
	w := fl.fn.NewVar("stored.ptr", ir.Int(32))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: w})
	return fl.storeVia(p, &ir.VarRef{V: w})
}

// sharedPointer resolves the address of a load or store of a pointer: it
// must be in __global or __local memory, or private memory holding
// pointers (privateTargets decides which).
func (fl *funcLowerer) sharedPointer(v value.Value, what string) (ptrVal, error) {
	p, err := fl.pointer(v)
	if err != nil {
		return p, err
	}
	if err := fl.notOpaque(p); err != nil {
		return p, err
	}
	for _, a := range p.targets().arrs {
		if !a.Space.Shared() && fl.heldShadow(a) == nil {
			return p, fl.unsupported("%s in %s memory (%s): bvgen keeps pointers in SSA values, private variables and shared memory only", what, a.Space, a.Name)
		}
	}
	return p, nil
}

// loadedTargets: a pointer loaded from shared memory is opaque; one loaded
// from private memory is what was stored there (privateLoadedTargets).
func (fl *funcLowerer) loadedTargets(x *llvm.InstLoad, visiting map[value.Value]bool) (targets, error) {
	t, err := fl.targetsOf(x.Src, visiting)
	if err != nil || fl.priv == nil {
		return targets{any: true, opaque: true}, nil
	}
	var private []*ir.Array
	for _, a := range t.arrs {
		if a.Space == ir.Private {
			private = append(private, a)
		}
	}
	if len(private) == 0 {
		return targets{any: true, opaque: true}, nil
	}
	return fl.privateLoadedTargets(x, private), nil
}
