package frontend

import (
	"fmt"
	"regexp"

	"github.com/llir/llvm/ir/types"

	"github.com/bvgen/bvgen/ir"
)

// ccField matches the "cc:" field of !DISubroutineType, which llir v0.3.6
// cannot parse (DESIGN.md §2). The field only describes the calling
// convention in debug info, so removing it loses nothing bvgen uses.
var ccField = regexp.MustCompile(`cc: DW_CC_[A-Za-z_]+, `)

// fixForLLIR applies the one textual workaround llir needs.
func fixForLLIR(ll string) string { return ccField.ReplaceAllString(ll, "") }

// scalarType maps an LLVM first-class scalar type to an IR type.
func scalarType(t types.Type) (ir.Type, bool) {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize == 1 {
			return ir.Bool, true
		}
		if t.BitSize >= 2 && t.BitSize <= 64 {
			return ir.Int(int(t.BitSize)), true
		}
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return ir.Float16, true
		case types.FloatKindFloat:
			return ir.Float32, true
		case types.FloatKindDouble:
			return ir.Float64, true
		}
	}
	return nil, false
}

// layout gives sizes and alignments for the SPIR data layout
// ("e-p:32:32-i64:64-v16:16-..."): natural alignment, 32-bit pointers.
func sizeOf(t types.Type) (int, error) {
	size, _, err := sizeAlign(t)
	return size, err
}

func sizeAlign(t types.Type) (size, align int, err error) {
	switch t := t.(type) {
	case *types.IntType:
		n := int((t.BitSize + 7) / 8)
		if n == 0 {
			n = 1
		}
		p := 1
		for p < n {
			p *= 2
		}
		return p, p, nil
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 2, 2, nil
		case types.FloatKindFloat:
			return 4, 4, nil
		case types.FloatKindDouble:
			return 8, 8, nil
		}
	case *types.PointerType:
		return 4, 4, nil
	case *types.ArrayType:
		s, a, err := sizeAlign(t.ElemType)
		return s * int(t.Len), a, err
	case *types.VectorType:
		s, _, err := sizeAlign(t.ElemType)
		n := int(t.Len)
		if n == 3 {
			n = 4
		}
		return s * n, s * n, err
	case *types.StructType:
		off, maxAlign := 0, 1
		for _, f := range t.Fields {
			s, a, err := sizeAlign(f)
			if err != nil {
				return 0, 0, err
			}
			if t.Packed {
				a = 1
			}
			off = (off + a - 1) / a * a
			off += s
			if a > maxAlign {
				maxAlign = a
			}
		}
		off = (off + maxAlign - 1) / maxAlign * maxAlign
		return off, maxAlign, nil
	}
	return 0, 0, fmt.Errorf("type %s", t)
}

// fieldOffset returns the byte offset of field i of struct t.
func fieldOffset(t *types.StructType, i int) (int, error) {
	off := 0
	for k, f := range t.Fields {
		s, a, err := sizeAlign(f)
		if err != nil {
			return 0, err
		}
		if t.Packed {
			a = 1
		}
		off = (off + a - 1) / a * a
		if k == i {
			return off, nil
		}
		off += s
	}
	return 0, fmt.Errorf("field %d of %s", i, t)
}

// arrayShape describes memory of LLVM type t as an array: the innermost
// scalar element (nil for structs), its size and the dimensions.
func arrayShape(t types.Type) (elem ir.Type, elemBytes int, dims []int, err error) {
	for {
		at, ok := t.(*types.ArrayType)
		if !ok {
			break
		}
		dims = append(dims, int(at.Len))
		t = at.ElemType
	}
	elemBytes, err = sizeOf(t)
	if st, ok := scalarType(t); ok {
		elem = st
	}
	if _, ok := t.(*types.IntType); ok && elem == ir.Bool {
		elem = ir.Int(8) // bools in memory are bytes
	}
	return elem, elemBytes, dims, err
}
