package frontend

import (
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// llvm.memcpy, llvm.memmove and llvm.memset: clang's code for struct
// copies, private array initialisers ("int a[4] = {1, 2, 3, 4}", "= {0}")
// and string initialisers. A copy of constant length becomes one load and
// one store per scalar of the copied type (the type of the pointers before
// clang cast them to i8*; bytes when there is none, padding bytes too), so
// every byte copied is read and written by an access that is logged and
// race-checked like any other. All loads come before all stores, which is
// memmove's meaning and also memcpy's (its regions do not overlap). A copy
// of symbolic length, or longer than maxCopyScalars scalars, is
// unsupported: unrolling is the model, and a loop would need an invariant
// bvgen cannot state for the user.

// maxCopyScalars bounds the accesses one copy unrolls into.
const maxCopyScalars = 1024

// memChunk is one scalar of a copy: its byte offset and type.
type memChunk struct {
	off int
	t   ir.Type
}

// isMemIntrinsic recognises llvm.memcpy.*, llvm.memmove.* and llvm.memset.*.
func isMemIntrinsic(raw string) bool {
	return strings.HasPrefix(raw, "llvm.memcpy.") || strings.HasPrefix(raw, "llvm.memmove.") || strings.HasPrefix(raw, "llvm.memset.")
}

func (fl *funcLowerer) lowerMemIntrinsic(x *llvm.InstCall, raw string) error {
	what := strings.Split(raw, ".")[1]
	if len(x.Args) != 4 {
		return fl.unsupported("%s with %d arguments", what, len(x.Args))
	}
	n, err := fl.constArg(x, 2, what+" (copy of symbolic length)")
	if err != nil {
		return err
	}
	dst, err := fl.pointer(x.Args[0])
	if err != nil {
		return err
	}
	set := what == "memset"
	t := pointeeBeforeCast(x.Args[0])
	if t == nil && !set {
		t = pointeeBeforeCast(x.Args[1])
	}
	var fill ir.Expr
	if set {
		if fill, err = fl.val(x.Args[1]); err != nil {
			return err
		}
		if _, isConst := fill.(*ir.Const); !isConst {
			t = nil // a symbolic byte: set byte by byte
		}
	}
	chunks, ok := copyChunks(t, int(n))
	if !ok {
		return fl.unsupported("%s of %d bytes (more than %d scalars, or a struct holding a pointer)", what, n, maxCopyScalars)
	}
	if set {
		for _, c := range chunks {
			if err := fl.copyStore(dst, c.off, memsetValue(fill, c.t)); err != nil {
				return err
			}
		}
		return nil
	}
	src, err := fl.pointer(x.Args[1])
	if err != nil {
		return err
	}
	vals := make([]ir.Expr, len(chunks))
	for i, c := range chunks {
		at := src
		at.off = addOff(src.off, i32(c.off))
		if vals[i], err = fl.copyLoad(at, c.t); err != nil {
			return err
		}
	}
	for i, c := range chunks {
		if err := fl.copyStore(dst, c.off, vals[i]); err != nil {
			return err
		}
	}
	return nil
}

// copyLoad reads one scalar of a copy at p: a load from p's array, or
// through a dynamic base one load per candidate array, joined (access).
func (fl *funcLowerer) copyLoad(p ptrVal, t ir.Type) (ir.Expr, error) {
	return fl.access(p, t, "copy", func(a *ir.Array, off ir.Expr) ir.Expr {
		v := fl.fn.NewVar("copy", t)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: v, Array: a, Off: off})
		return knownValue(fl.constInit[a], off, &ir.VarRef{V: v})
	})
}

// copyStore writes one scalar of a copy at byte k of p: a store into p's
// array, or through a dynamic base one store per candidate array (access).
func (fl *funcLowerer) copyStore(p ptrVal, k int, v ir.Expr) error {
	at := p
	at.off = addOff(p.off, i32(k))
	_, err := fl.access(at, nil, "", func(a *ir.Array, off ir.Expr) ir.Expr {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Store{Pos: fl.pos, Array: a, Off: off, Val: v})
		return nil
	})
	return err
}

// pointeeBeforeCast is the element type of the pointer an i8* argument of
// a memory intrinsic was cast from, or nil.
func pointeeBeforeCast(v value.Value) types.Type {
	v = unwrapArg(v)
	var from value.Value
	switch c := v.(type) {
	case *llvm.InstBitCast:
		from = c.From
	case *constant.ExprBitCast:
		from = c.From
	case *llvm.InstAddrSpaceCast:
		from = c.From
	default:
		return nil
	}
	pt, ok := from.Type().(*types.PointerType)
	if !ok {
		return nil
	}
	if it, isInt := pt.ElemType.(*types.IntType); isInt && it.BitSize == 8 {
		return nil
	}
	return pt.ElemType
}

// copyChunks splits n bytes into the scalars of t repeated (bytes where t
// is nil, does not divide n, or leaves gaps: struct padding).
func copyChunks(t types.Type, n int) ([]memChunk, bool) {
	bytes := func() ([]memChunk, bool) {
		if n > maxCopyScalars {
			return nil, false
		}
		out := make([]memChunk, n)
		for i := range out {
			out[i] = memChunk{off: i, t: ir.Int(8)}
		}
		return out, true
	}
	if t == nil {
		return bytes()
	}
	size, err := sizeOf(t)
	if err != nil || size == 0 || n%size != 0 {
		return bytes()
	}
	var one []memChunk
	next := 0
	err = leaves(t, 0, func(off int, lt ir.Type) error {
		one = append(one, padding(next, off)...)
		one = append(one, memChunk{off: off, t: lt})
		next = off + ir.Bits(lt)/8
		return nil
	})
	if err != nil {
		return nil, false // e.g. a struct holding a pointer
	}
	one = append(one, padding(next, size)...)
	if len(one)*(n/size) > maxCopyScalars {
		return nil, false
	}
	var out []memChunk
	for k := 0; k < n/size; k++ {
		for _, c := range one {
			out = append(out, memChunk{off: k*size + c.off, t: c.t})
		}
	}
	return out, true
}

// memsetValue is the scalar of type t whose every byte is the byte fill
// (a constant unless t is i8).
func memsetValue(fill ir.Expr, t ir.Type) ir.Expr {
	c, ok := fill.(*ir.Const)
	if !ok {
		return fill
	}
	var bits uint64
	for i := 0; i < ir.Bits(t)/8; i++ {
		bits = bits<<8 | (c.Val & 0xff)
	}
	switch t := t.(type) {
	case *ir.FloatType:
		return &ir.FloatConst{Bits: bits, T: t}
	case *ir.IntType:
		return &ir.Const{Val: bits, T: t}
	}
	return fill
}

// padding covers the bytes from..to-1 (struct padding) with the largest
// aligned integers of at most 8 bytes.
func padding(from, to int) []memChunk {
	var out []memChunk
	for from < to {
		w := 8
		for w > 1 && (from%w != 0 || from+w > to) {
			w /= 2
		}
		out = append(out, memChunk{off: from, t: ir.Int(w * 8)})
		from += w
	}
	return out
}
