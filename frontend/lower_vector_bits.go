package frontend

import (
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// vectorBitcast reinterprets the bits of a vector or scalar as another
// vector or scalar of the same total width (as_uchar4(int), as_double(float2),
// as_int4(float4), ...). Lanes are little-endian: lane 0 holds the least
// significant bits. Integer lanes are split and concatenated exactly; a
// float lane goes through the uninterpreted float <-> integer bitcast the
// scalar lowering uses.
func (fl *funcLowerer) vectorBitcast(x value.Value, from value.Value, to types.Type) error {
	if _, isPtr := to.(*types.PointerType); isPtr {
		return fl.unsupported("bit cast of a vector of pointers")
	}
	src, srcT, err := fl.bitcastSource(from)
	if err != nil {
		return err
	}
	dstT, dstN, ok := laneShape(to)
	if !ok {
		return fl.unsupported("bit cast of %s to %s", from.Type(), to)
	}
	if _, isBool := srcT.(*ir.BoolType); isBool {
		return fl.unsupported("bit cast of %s", from.Type())
	}
	if _, isBool := dstT.(*ir.BoolType); isBool {
		return fl.unsupported("bit cast to %s", to)
	}
	sb, db := ir.Bits(srcT), ir.Bits(dstT)
	if sb*len(src) != db*dstN {
		return fl.unsupported("bit cast of %s to %s", from.Type(), to)
	}
	var out []ir.Expr
	if ir.SameType(srcT, dstT) || sb == db && isInt(srcT) == isInt(dstT) {
		out = src
	} else if sb == db {
		for _, e := range src {
			out = append(out, &ir.Cast{Op: ir.Bitcast, X: e, To: dstT})
		}
	} else {
		ints := make([]ir.Expr, len(src))
		for i, e := range src {
			ints[i] = toIntBits(e)
		}
		for _, e := range regroupBits(ints, sb, db) {
			if !isInt(dstT) {
				e = &ir.Cast{Op: ir.Bitcast, X: e, To: dstT}
			}
			out = append(out, e)
		}
	}
	if isVector(to) {
		fl.defineLanes(x, out)
		return nil
	}
	fl.define(x, out[0])
	return nil
}

// bitcastSource returns the lanes of a vector, or a scalar as one lane,
// with undefined lanes havocked.
func (fl *funcLowerer) bitcastSource(v value.Value) ([]ir.Expr, ir.Type, error) {
	if isVector(v.Type()) {
		return fl.definedLanes(v)
	}
	e, err := fl.val(v)
	if err != nil {
		return nil, nil, err
	}
	return []ir.Expr{e}, e.Type(), nil
}

// laneShape is the lane type and count of a vector type, or t and 1.
func laneShape(t types.Type) (ir.Type, int, bool) {
	if vt, lt, ok := vectorType(t); ok {
		return lt, int(vt.Len), true
	}
	st, ok := scalarType(t)
	return st, 1, ok
}

func isInt(t ir.Type) bool {
	_, ok := t.(*ir.IntType)
	return ok
}

func toIntBits(e ir.Expr) ir.Expr {
	if ft, ok := e.Type().(*ir.FloatType); ok {
		return &ir.Cast{Op: ir.Bitcast, X: e, To: ir.Int(ft.Bits)}
	}
	return e
}

// regroupBits turns integer lanes of sb bits into lanes of db bits (both
// powers of two): a wide lane is split into its parts, narrow lanes are
// concatenated, lowest lane lowest.
func regroupBits(src []ir.Expr, sb, db int) []ir.Expr {
	var out []ir.Expr
	if sb > db {
		for _, e := range src {
			for m := 0; m < sb/db; m++ {
				part := e
				if m > 0 {
					part = &ir.Binary{Op: ir.LShr, X: e, Y: &ir.Const{Val: uint64(m * db), T: ir.Int(sb)}}
				}
				out = append(out, &ir.Cast{Op: ir.Trunc, X: part, To: ir.Int(db)})
			}
		}
		return out
	}
	k := db / sb
	for i := 0; i < len(src); i += k {
		var acc ir.Expr
		for m := 0; m < k; m++ {
			part := ir.Expr(&ir.Cast{Op: ir.ZExt, X: src[i+m], To: ir.Int(db)})
			if m > 0 {
				part = &ir.Binary{Op: ir.Shl, X: part, Y: &ir.Const{Val: uint64(m * sb), T: ir.Int(db)}}
			}
			if acc == nil {
				acc = part
			} else {
				acc = &ir.Binary{Op: ir.Or, X: acc, Y: part}
			}
		}
		out = append(out, acc)
	}
	return out
}
