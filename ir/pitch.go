package ir

// Pitch is a cell index written row-major with a symbolic row pitch:
// Cell = trunc?(Row * P + Col), P a scalar parameter (possibly extended to
// the arithmetic's width W), or a constant multiple of one when the whole
// row-major index is scaled (a float4 image in 4-byte cells: P = width * 4,
// Col = x * 4 + lane). PPCG's ex[(t0 + c0) * ny + (c1 + c3)] and AMD's
// output[y * width + x] have it. Cell is the index with the
// definitions of its sum, products and truncation substituted.
// Cell equals trunc?(Row * P + Col) by ring identities alone (the terms
// of a sum regrouped, P factored out, truncation being a ring
// homomorphism), and, the function being in SSA form, equals the index
// wherever the index is read: each definition substituted still holds
// there (twothread/pitch.go relies on both).
type Pitch struct {
	Row, Col Expr // of width W
	P        Expr // the pitch: a parameter, possibly cast to width W
	Cell     Expr // the index with its structural definitions substituted
	W        int  // the width of the arithmetic (Cell may truncate it)
}

// SplitPitch splits cell (an index of width at most 32) as Pitch says,
// seeing through the definitions in defs of its sums, products,
// truncation and of the pitch's casts. isParam tells the variables that
// may be the pitch (a kernel's scalar parameters); want, when not nil, is
// the pitch the split must use: a constant want (of any width) is a row
// width, and a product with a multiple of it goes to the row. ok is false
// when no term of the sum is a product with a pitch (but for a wanted one
// rowZero accepts: the sum is then row 0 of it), or two terms use
// different pitches.
func SplitPitch(cell Expr, defs map[*Var]Expr, isParam func(*Var) bool, want Expr) (*Pitch, bool) {
	s := &pitchSplitter{defs: defs, isParam: isParam}
	if want != nil {
		s.p, s.key = want, ExprString(want)
	}
	if c, ok := want.(*Const); ok {
		// A constant pitch (a declared row width, shared_ex[32][33]):
		// its width is the arithmetic's, set by the first multiple.
		s.key = ""
		s.p = &Const{Val: c.Val, T: Int(64)}
	}
	if Bits(cell.Type()) > 32 {
		return nil, false
	}
	inl := s.inline(cell, 0, true)
	sum, w := inl, Bits(inl.Type())
	if c, ok := inl.(*Cast); ok && c.Op == Trunc {
		sum, w = c.X, Bits(c.X.Type())
	}
	rows, cols := s.collect(sum, w)
	if len(rows) == 0 {
		if sp, ok := s.scaled(sum, inl, w, want); ok || !s.rowZero(want) {
			return sp, ok
		}
		// The pitch is wanted (an access of an array pitched by another):
		// a sum without a multiple of it is in row 0 (PPCG's v[t0 + c0
		// + 1] beside v[c2 * n + t0 + c0 + 1]).
		rows = []Expr{&Const{Val: 0, T: Int(w)}}
	}
	if c, ok := s.p.(*Const); ok && s.key == "" {
		// A constant pitch no product named, only a constant multiple
		// of it (a row's cell with its counter at its exit value,
		// 660 + lid + 1 for rows of 66): the arithmetic's width.
		s.p, s.key = &Const{Val: c.Val, T: Int(w)}, ExprString(&Const{Val: c.Val, T: Int(w)})
	}
	if s.p == nil || Bits(s.p.Type()) != w {
		return nil, false
	}
	return &Pitch{Row: sumOf(rows), Col: colOf(cols, w), P: s.p, Cell: inl, W: w}, true
}

// rowZero reports whether a sum without a multiple of the pitch is row 0
// of it: the pitch is wanted, and neither a scaled one (whose column is a
// multiple of its scale) nor a structure's size (under MaxStructStride).
func (s *pitchSplitter) rowZero(want Expr) bool {
	switch w := want.(type) {
	case nil:
		return false
	case *Binary:
		return w.Op != Mul
	case *Const:
		return w.Val >= MaxStructStride
	}
	return true
}

// MaxStructStride bounds the constant strides that are a structure's size
// or a count of interleaved channels (i * 48 + k, 3 * p + c); a larger one
// is a row width. twothread pitches an array by such a stride for what it
// is (its offsets' bits do not tell the rows apart), and an index without
// a multiple of it is no row 0 of it (rowZero): the other indices of such
// an array are no fields of its first element. SHOC's S3D, pitched by 3,
// had its thirty accesses rf(i) = RF[(i - 1) * 65536 + gid] checked
// against the pitched column, and its proof took 30 s instead of 16.
const MaxStructStride = 256

// collect sorts the terms of an inlined sum into rows (the factors of
// products with the pitch, constant multiples of a constant one) and
// columns (the rest).
func (s *pitchSplitter) collect(sum Expr, w int) (rows, cols []Expr) {
	var walk func(e Expr)
	walk = func(e Expr) {
		if b, ok := e.(*Binary); ok {
			switch {
			case b.Op == Add:
				walk(b.X)
				walk(b.Y)
				return
			case b.Op == Mul && s.isPitch(b.Y):
				rows = append(rows, b.X)
				return
			case b.Op == Mul && s.isPitch(b.X):
				rows = append(rows, b.Y)
				return
			}
		}
		if q, ok := s.constRows(e, w); ok {
			// (t0 + 1) * 33 + c3 folded to t0 * 33 + 33 + c3.
			rows = append(rows, q)
			return
		}
		cols = append(cols, e)
	}
	walk(sum)
	return rows, cols
}

// scaled splits a sum one of whose terms is a constant multiple k of a
// row-major index, k * (row * P + col) + d: the cell of a float4 image
// in 4-byte cells, 4 * (y * width + x) + lane (AMD's recursive Gaussian).
// The pitch is then P * k, the row row and the column col * k + d (ring
// identities: k * (r * P + c) + d == r * (P * k) + (c * k + d)). want,
// when not nil, must be such a scaled pitch. Constant pitches are not
// scaled: their multiples are rows already (constMultiple).
func (s *pitchSplitter) scaled(sum, inl Expr, w int, want Expr) (*Pitch, bool) {
	var inner Expr
	var k uint64
	if want != nil {
		b, ok := want.(*Binary)
		if !ok || b.Op != Mul {
			return nil, false
		}
		c, ok := b.Y.(*Const)
		if !ok {
			return nil, false
		}
		inner, k = b.X, c.Val
	}
	var rest []Expr
	var found *Pitch
	for _, t := range addTerms(sum) {
		if found == nil {
			if x, c, ok := s.constFactor(t); ok && c >= 2 && (k == 0 || c == k) {
				in := &pitchSplitter{defs: s.defs, isParam: s.isParam}
				if inner != nil {
					in.p, in.key = inner, ExprString(inner)
				}
				xi := in.inline(x, 0, false)
				if rows, cols := in.collect(xi, w); len(rows) > 0 && in.p != nil && in.key != "" && Bits(in.p.Type()) == w {
					kc := &Const{Val: c, T: Int(w)}
					found = &Pitch{Row: sumOf(rows), Col: &Binary{Op: Mul, X: colOf(cols, w), Y: kc},
						P: &Binary{Op: Mul, X: in.p, Y: kc}}
					continue
				}
			}
		}
		rest = append(rest, t)
	}
	if found == nil {
		return nil, false
	}
	if len(rest) > 0 {
		found.Col = &Binary{Op: Add, X: found.Col, Y: sumOf(rest)}
	}
	found.Cell, found.W = inl, w
	return found, true
}

// constFactor is a product term x * c (or c * x) with c a constant
// (through its definitions).
func (s *pitchSplitter) constFactor(t Expr) (Expr, uint64, bool) {
	b, ok := t.(*Binary)
	if !ok || b.Op != Mul {
		return nil, 0, false
	}
	if c, ok := s.folded(b.Y).(*Const); ok {
		return b.X, c.Val, true
	}
	if c, ok := s.folded(b.X).(*Const); ok {
		return b.Y, c.Val, true
	}
	return nil, 0, false
}

// addTerms flattens a sum.
func addTerms(e Expr) []Expr {
	if b, ok := e.(*Binary); ok && b.Op == Add {
		return append(addTerms(b.X), addTerms(b.Y)...)
	}
	return []Expr{e}
}

// colOf is the sum of the column terms (0 when there are none).
func colOf(cols []Expr, w int) Expr {
	if len(cols) == 0 {
		return &Const{Val: 0, T: Int(w)}
	}
	return sumOf(cols)
}

func sumOf(es []Expr) Expr {
	x := es[0]
	for _, e := range es[1:] {
		x = &Binary{Op: Add, X: x, Y: e}
	}
	return x
}

type pitchSplitter struct {
	defs    map[*Var]Expr
	isParam func(*Var) bool
	p       Expr // the pitch, once a product names it
	key     string
}

// maxPitchDepth bounds the definitions substituted on one path.
const maxPitchDepth = 12

// inline substitutes the definitions of the sums, the products with a
// pitch and, at the top, of a truncation; a product's pitch becomes the
// pitch itself.
func (s *pitchSplitter) inline(e Expr, depth int, top bool) Expr {
	if depth > maxPitchDepth {
		return e
	}
	if r, ok := e.(*VarRef); ok {
		if c, ok := s.constOf(e, depth); ok {
			// A constant computed from constants ((1000 - 1) * 1000,
			// n pinned): a row of a constant pitch (constRows).
			return c
		}
		if d, ok := s.defs[r.V]; ok && s.structural(d, top) {
			return s.inline(d, depth+1, top)
		}
		return e
	}
	switch e := e.(type) {
	case *Cast:
		if top && e.Op == Trunc {
			return &Cast{Op: Trunc, X: s.inline(e.X, depth+1, false), To: e.To}
		}
	case *Binary:
		switch e.Op {
		case Add:
			return &Binary{Op: Add, X: s.inline(e.X, depth+1, false), Y: s.inline(e.Y, depth+1, false)}
		case Mul:
			e = &Binary{Op: Mul, X: s.folded(e.X), Y: s.folded(e.Y)}
			if p := s.pitchOf(e.Y, depth); p != nil {
				return &Binary{Op: Mul, X: e.X, Y: p}
			}
			if p := s.pitchOf(e.X, depth); p != nil {
				return &Binary{Op: Mul, X: e.Y, Y: p}
			}
			if x, p := s.constMultiple(e); p != nil {
				return &Binary{Op: Mul, X: x, Y: p}
			}
		}
	}
	return e
}

// constMultiple writes x * c, for a constant pitch p dividing c, as
// (x * (c / p)) * p.
func (s *pitchSplitter) constMultiple(e *Binary) (Expr, Expr) {
	want, ok := s.p.(*Const)
	if !ok || want.Val < 2 {
		return nil, nil
	}
	x, c := e.X, e.Y
	if k, isConst := e.X.(*Const); isConst {
		x, c = e.Y, k
	}
	k, isConst := c.(*Const)
	if !isConst || k.Val == 0 || k.Val%want.Val != 0 {
		return nil, nil
	}
	t := k.T
	p := &Const{Val: want.Val, T: t}
	if q := k.Val / want.Val; q != 1 {
		x = &Binary{Op: Mul, X: x, Y: &Const{Val: q, T: t}}
	}
	s.p, s.key = p, ExprString(p)
	return x, p
}

// constRows gives a constant term of a constant pitch's multiple as rows
// (two's complement, exact division: (v / p) * p == v).
func (s *pitchSplitter) constRows(e Expr, w int) (Expr, bool) {
	c, ok := e.(*Const)
	p, isConst := s.p.(*Const)
	if !ok || !isConst || c.Val == 0 {
		return nil, false
	}
	v := signed(c.Val, w)
	if v%int64(p.Val) != 0 {
		return nil, false
	}
	return &Const{Val: uint64(v/int64(p.Val)) & Mask(w), T: c.T}, true
}

// structural reports whether a definition is substituted: a sum, a
// product with a pitch, or (at the top) a truncation.
func (s *pitchSplitter) structural(d Expr, top bool) bool {
	switch d := d.(type) {
	case *Cast:
		return top && d.Op == Trunc
	case *Binary:
		switch d.Op {
		case Add:
			return true
		case Mul:
			if _, p := s.constMultiple(&Binary{Op: Mul, X: s.folded(d.X), Y: s.folded(d.Y)}); p != nil {
				return true
			}
			return s.pitchOf(d.X, 0) != nil || s.pitchOf(d.Y, 0) != nil
		}
	}
	return false
}

// folded is e as a constant when its definitions compute one from
// constants (a size pinned by __requires: t15 = 257 * 16), else e: the
// split sees the constant multiples invariants' folded indices show.
func (s *pitchSplitter) folded(e Expr) Expr {
	if c, ok := s.constOf(e, 0); ok {
		return c
	}
	return e
}

// constOf evaluates e through its definitions with Fold, when every leaf
// is a constant.
func (s *pitchSplitter) constOf(e Expr, depth int) (*Const, bool) {
	if depth > maxPitchDepth {
		return nil, false
	}
	var folded Expr
	switch e := e.(type) {
	case *Const:
		return e, true
	case *VarRef:
		if d, ok := s.defs[e.V]; ok {
			return s.constOf(d, depth+1)
		}
	case *Binary:
		x, okX := s.constOf(e.X, depth+1)
		y, okY := s.constOf(e.Y, depth+1)
		if okX && okY {
			folded = Fold(&Binary{Op: e.Op, X: x, Y: y})
		}
	case *Cast:
		if x, ok := s.constOf(e.X, depth+1); ok {
			folded = Fold(&Cast{Op: e.Op, X: x, To: e.To})
		}
	}
	c, ok := folded.(*Const)
	return c, ok
}

// pitchOf gives e as a pitch (a parameter, or an extension of one,
// definitions substituted) when it is one, and the split has no other.
func (s *pitchSplitter) pitchOf(e Expr, depth int) Expr {
	p := s.resolve(e, depth)
	if p == nil {
		return nil
	}
	key := ExprString(p)
	if s.p == nil {
		s.p, s.key = p, key
	}
	if key != s.key {
		return nil
	}
	return s.p
}

func (s *pitchSplitter) resolve(e Expr, depth int) Expr {
	if depth > maxPitchDepth {
		return nil
	}
	switch e := e.(type) {
	case *VarRef:
		if s.isParam(e.V) {
			return e
		}
		if d, ok := s.defs[e.V]; ok {
			return s.resolve(d, depth+1)
		}
	case *Cast:
		if e.Op == ZExt || e.Op == SExt {
			if x := s.resolve(e.X, depth+1); x != nil {
				return &Cast{Op: e.Op, X: x, To: e.To}
			}
		}
	}
	return nil
}

// isPitch reports whether e, after inline, is the pitch.
func (s *pitchSplitter) isPitch(e Expr) bool {
	return s.p != nil && s.key != "" && ExprString(e) == s.key
}

// ConstStride is the constant factor of a product term of cell's sum (the
// definitions of its sums, products and casts substituted) when it is not
// a power of two: the size of the elements of an array of structures that
// is read and written by the byte or the word (ps[i] of a 48-byte struct,
// copied field by field: i * 48 + 16), or of interleaved channels (RGB:
// 3 * i + c). It is the row width to try with SplitPitch; whether the
// index splits by it is SplitPitch's to say. (A power of two needs no
// pitch: the offsets' bits tell their rows apart.)
func ConstStride(cell Expr, defs map[*Var]Expr) (uint64, bool) {
	var walk func(e Expr, depth int) (uint64, bool)
	walk = func(e Expr, depth int) (uint64, bool) {
		if depth > maxPitchDepth {
			return 0, false
		}
		switch e := e.(type) {
		case *VarRef:
			if d, ok := defs[e.V]; ok {
				return walk(d, depth+1)
			}
		case *Cast:
			if e.Op == Trunc || e.Op == ZExt || e.Op == SExt {
				return walk(e.X, depth+1)
			}
		case *Binary:
			switch e.Op {
			case Add:
				if c, ok := walk(e.X, depth+1); ok {
					return c, true
				}
				return walk(e.Y, depth+1)
			case Mul:
				for _, x := range []Expr{e.X, e.Y} {
					if k, ok := x.(*Const); ok && k.Val >= 3 && k.Val&(k.Val-1) != 0 && k.Val < 1<<16 {
						return k.Val, true
					}
				}
			}
		}
		return 0, false
	}
	return walk(cell, 0)
}

// SplitRow splits the row of a split with a constant pitch once more by
// the same pitch: an array of three dimensions of extent P flattened
// row-major, ((i * P + j) * P + k) (PPCG's heat-3d with n pinned), has
// the row i * P + j. hi is the sum of the row's multiples of P (their
// factors) and lo the rest, so that Row == hi * P + lo by ring identities.
// ok is false when the pitch is not a constant or no term of the row is
// a multiple of it.
func SplitRow(sp *Pitch) (hi, lo Expr, ok bool) {
	c, isConst := sp.P.(*Const)
	if !isConst || c.Val < 2 {
		return nil, nil, false
	}
	s := &pitchSplitter{p: c, key: ExprString(c)}
	rows, cols := s.collect(sp.Row, sp.W)
	if len(rows) == 0 {
		return nil, nil, false
	}
	return sumOf(rows), colOf(cols, sp.W), true
}
