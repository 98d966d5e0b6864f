package frontend

import (
	"fmt"
	"sort"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/bvgen/bvgen/ir"
)

// Known contents of program-scope __constant arrays. Nothing can write
// constant memory, so the value a load reads from an initialised
// __constant array is the initialiser's value at that offset. The loaded
// value becomes "off == o1 ? v1 : off == o2 ? v2 : ... : loaded", over the
// initialiser's scalars of the load's type: exact where the offset hits
// such a scalar, and the (arbitrary) loaded value elsewhere (a misaligned
// or out-of-bounds offset, a scalar of another type), so the model stays
// an over-approximation. The same holds for the hidden constant arrays
// clang makes for private array initialisers ("int a[4] = {1, 2, 3, 4}"),
// which reach the kernel through llvm.memcpy (lower_memcpy.go). Every read
// of such an array gets the known value: scalar and vector loads (a vector
// lane by lane, at the lanes' offsets; an int3 element takes 16 bytes, its
// padding lane unknown), loads through dynamic pointers, and reads in
// annotations.

// maxKnownCells bounds the select chain of one load; a larger table keeps
// arbitrary contents (sound, just less precise).
const maxKnownCells = 1024

// maxLeaves bounds the scalars a type is flattened into.
const maxLeaves = 1 << 16

// recordInit stores the scalars of a __constant global's initialiser by
// byte offset; an initialiser bvgen cannot read leaves the array arbitrary.
func (l *lowerer) recordInit(a *ir.Array, g *llvm.Global) {
	if a.Space != ir.Constant || g.Init == nil || !g.Immutable {
		return
	}
	cells := map[int]ir.Expr{}
	if err := flattenConst(g.Init, 0, cells); err != nil {
		return
	}
	if l.constInit == nil {
		l.constInit = map[*ir.Array]map[int]ir.Expr{}
	}
	l.constInit[a] = cells
}

// flattenConst adds the scalars of constant c, placed at byte offset base,
// to out. Undefined parts stay absent (arbitrary).
func flattenConst(c constant.Constant, base int, out map[int]ir.Expr) error {
	if len(out) > maxLeaves {
		return fmt.Errorf("initialiser too large")
	}
	switch c := c.(type) {
	case *constant.Int, *constant.Float:
		if it, ok := c.Type().(*types.IntType); ok && it.BitSize == 1 {
			return fmt.Errorf("boolean in memory")
		}
		e, err := (&funcLowerer{}).val(c)
		if err != nil {
			return err
		}
		out[base] = e
	case *constant.CharArray:
		for i, b := range c.X {
			out[base+i] = &ir.Const{Val: uint64(b), T: ir.Int(8)}
		}
	case *constant.Array:
		return flattenElems(c.Typ.ElemType, c.Elems, base, out)
	case *constant.Vector:
		return flattenElems(c.Typ.ElemType, c.Elems, base, out)
	case *constant.Struct:
		st := c.Typ
		for i, f := range c.Fields {
			off, err := fieldOffset(st, i)
			if err != nil {
				return err
			}
			if err := flattenConst(f, base+off, out); err != nil {
				return err
			}
		}
	case *constant.ZeroInitializer:
		return leaves(c.Typ, base, func(off int, t ir.Type) error {
			out[off] = zeroOf(t)
			return nil
		})
	case *constant.Undef, *constant.Poison:
	default:
		return fmt.Errorf("constant %s", c.Ident())
	}
	return nil
}

func flattenElems(elem types.Type, elems []constant.Constant, base int, out map[int]ir.Expr) error {
	size, err := sizeOf(elem)
	if err != nil {
		return err
	}
	for i, e := range elems {
		if err := flattenConst(e, base+i*size, out); err != nil {
			return err
		}
	}
	return nil
}

// leaves calls f for each scalar of type t placed at byte offset base, in
// offset order (the lanes of a vector, the fields of a struct, the
// elements of an array). Pointers and booleans are errors.
func leaves(t types.Type, base int, f func(off int, t ir.Type) error) error {
	switch t := t.(type) {
	case *types.ArrayType:
		size, err := sizeOf(t.ElemType)
		if err != nil {
			return err
		}
		if int(t.Len) > maxLeaves {
			return fmt.Errorf("array of %d elements", t.Len)
		}
		for i := 0; i < int(t.Len); i++ {
			if err := leaves(t.ElemType, base+i*size, f); err != nil {
				return err
			}
		}
		return nil
	case *types.VectorType:
		size, err := sizeOf(t.ElemType)
		if err != nil {
			return err
		}
		for i := 0; i < int(t.Len); i++ {
			if err := leaves(t.ElemType, base+i*size, f); err != nil {
				return err
			}
		}
		return nil
	case *types.StructType:
		for i, ft := range t.Fields {
			off, err := fieldOffset(t, i)
			if err != nil {
				return err
			}
			if err := leaves(ft, base+off, f); err != nil {
				return err
			}
		}
		return nil
	}
	st, ok := scalarType(t)
	if it, isInt := t.(*types.IntType); !ok || (isInt && it.BitSize == 1) {
		return fmt.Errorf("%s in memory", t)
	}
	return f(base, st)
}

// knownValue is the value read at byte offset off of an array with the
// known scalars cells, given the loaded (arbitrary) value.
func knownValue(cells map[int]ir.Expr, off, loaded ir.Expr) ir.Expr {
	t := loaded.Type()
	if cells == nil {
		return loaded
	}
	var offs []int
	for o, v := range cells {
		if ir.SameType(v.Type(), t) {
			offs = append(offs, o)
		}
	}
	if len(offs) == 0 || len(offs) > maxKnownCells {
		return loaded
	}
	sort.Ints(offs)
	if c, ok := ir.Fold(off).(*ir.Const); ok {
		if v, hit := cells[int(int32(uint32(c.Val)))]; hit && ir.SameType(v.Type(), t) {
			return v
		}
		return loaded
	}
	e := loaded
	for i := len(offs) - 1; i >= 0; i-- {
		e = &ir.Select{Cond: &ir.Binary{Op: ir.Eq, X: off, Y: i32(offs[i])}, X: cells[offs[i]], Y: e}
	}
	return e
}
