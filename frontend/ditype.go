package frontend

import (
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
)

// diElemTypeName returns the source spelling of the element type of a
// debug-info type: through array types and const/volatile/restrict
// qualifiers to the first named type (a typedef name such as "TYPE"'s
// expansion, or a basic type such as "unsigned int"). It fills
// ir.Array.TypeName for declared and private arrays, as kernel_arg_type
// does for kernel parameters; "" when the type has no name.
func diElemTypeName(f metadata.Field) string {
	for i := 0; i < 16 && f != nil; i++ {
		switch t := f.(type) {
		case *metadata.DICompositeType:
			if t.Tag != enum.DwarfTagArrayType {
				return t.Name
			}
			f = t.BaseType
		case *metadata.DIDerivedType:
			switch t.Tag {
			case enum.DwarfTagConstType, enum.DwarfTagVolatileType, enum.DwarfTagRestrictType, enum.DwarfTagAtomicType:
				f = t.BaseType
			default:
				return t.Name
			}
		case *metadata.DIBasicType:
			return t.Name
		default:
			return ""
		}
	}
	return ""
}
