package ir

import (
	"fmt"
	"slices"
)

// Private lookup tables (issue 30: SHOC's FFT). A kernel that declares
// `int reversed[8] = {0, 4, 2, 6, 1, 5, 3, 7};` and indexes a __local
// buffer with reversed[j] * 72 + tid races unless the table's values are
// known: loaded from memory, reversed[j] is any 32-bit value, and
// 72 * r + tid of one work item meets another's for some r modulo 2^32.
//
// FoldPrivateTables turns each load of such a table into its value: a
// select over the initialised offsets, `off == 0 ? 0 : off == 4 ? 4 :
// ...`, a pure definition that loop invariants and race checks can read.
// It applies to a private array of integers whose only stores are in the
// entry block, at constant offsets, of constants of its element type,
// whose loads come after them (in other blocks, or later in the entry
// block) and read one element each, and whose address is never taken or
// read by an annotation. Each load first asserts that its offset is one
// of the initialised ones: reading outside them (undefined in C, or an
// element never written) is a failure with the load's position, never a
// value bvgen assumed.
func FoldPrivateTables(f *Function) int {
	n := 0
	for _, a := range f.Arrays {
		if a.Kind != ArrayPrivate {
			continue
		}
		if cells, ok := tableCells(f, a); ok {
			foldTable(f, a, cells)
			n++
		}
	}
	return n
}

// tableCell is an initialised element: its byte offset and value.
type tableCell struct {
	off uint64
	val *Const
}

// tableCells lists a's initialised elements when a qualifies (see
// FoldPrivateTables).
func tableCells(f *Function, a *Array) ([]tableCell, bool) {
	t, isInt := a.Elem.(*IntType)
	if !isInt || Bits(t)/8 != a.ElemBytes || len(f.Blocks) == 0 {
		return nil, false
	}
	var cells []tableCell
	seen := map[uint64]bool{}
	lastStore, firstLoad := -1, -1
	ok := true
	mentions := func(e Expr) {
		WalkExpr(e, func(x Expr) {
			switch x := x.(type) {
			case *ArrayRef:
				ok = ok && x.Array != a
			case *Read:
				ok = ok && x.Array != a
			}
		})
	}
	for bi, b := range f.Blocks {
		BlockExprs(b, mentions)
		for si, s := range b.Stmts {
			switch s := s.(type) {
			case *Store:
				if s.Array != a {
					continue
				}
				off, isOff := s.Off.(*Const)
				val, isVal := s.Val.(*Const)
				if bi != 0 || !isOff || !isVal || s.Async != nil || Bits(val.T) != Bits(t) || off.Val%uint64(a.ElemBytes) != 0 || seen[off.Val] {
					return nil, false
				}
				seen[off.Val] = true
				cells = append(cells, tableCell{off.Val, &Const{Val: val.Val, T: t}})
				lastStore = si
			case *Load:
				if s.Array != a {
					continue
				}
				_, intOff := s.Off.Type().(*IntType)
				dt, intDst := s.Dst.T.(*IntType)
				if s.Async != nil || !intOff || !intDst || Bits(dt) != Bits(t) {
					// A float read of the bits, or a vector: not one
					// element of the table as it was written.
					return nil, false
				}
				if bi == 0 && firstLoad < 0 {
					firstLoad = si
				}
			case *Atomic:
				ok = ok && s.Array != a
			}
		}
	}
	if !ok || len(cells) == 0 || (firstLoad >= 0 && firstLoad < lastStore) {
		return nil, false
	}
	slices.SortFunc(cells, func(x, y tableCell) int { return int(x.off) - int(y.off) })
	return cells, true
}

// foldTable replaces each load of a by an assertion that its offset is an
// initialised one and the select of the value there.
func foldTable(f *Function, a *Array, cells []tableCell) {
	for _, b := range f.Blocks {
		var out []Stmt
		for _, s := range b.Stmts {
			ld, isLoad := s.(*Load)
			if !isLoad || ld.Array != a {
				out = append(out, s)
				continue
			}
			ot, _ := ld.Off.Type().(*IntType)
			at := func(c tableCell) Expr {
				return &Binary{Op: Eq, X: ld.Off, Y: &Const{Val: c.off, T: ot}}
			}
			var in Expr = at(cells[0])
			val := Expr(cells[len(cells)-1].val)
			for i, c := range cells {
				if i > 0 {
					in = &Binary{Op: Or, X: in, Y: at(c)}
				}
			}
			for i := len(cells) - 2; i >= 0; i-- {
				val = &Select{Cond: at(cells[i]), X: cells[i].val, Y: val}
			}
			out = append(out,
				&Annot{Pos: ld.Pos, Kind: AnnotAssert, Args: []Expr{in},
					Msg: fmt.Sprintf("bvgen reads the private array %s as the constants it is initialised with: the index must be one of its %d initialised elements", a.Name, len(cells))},
				&Assign{Pos: ld.Pos, Dst: ld.Dst, Src: val})
		}
		b.Stmts = out
	}
}
