package ir

// Exponents of power-of-two counters (issue 17, "flat in n").
//
// Tree-shaped kernels (the Blelloch and Brent-Kung scans, reductions with a
// doubling stride) index memory with `offset * (2*t + 1) - 1` where offset
// runs through powers of two. Bit-blasted, each such product is a 32x32-bit
// multiplier, and z3's time on the race proof grows with the width of the
// values involved, i.e. with n (POPL14 Table 3 has GPUVerify flat in n).
// A power of two times x is x shifted by the exponent, and a barrel shifter
// is far cheaper than a multiplier. So AddExponents gives every variable
// built from power-of-two constants by multiplying or dividing by powers of
// two a companion variable that follows its base-2 exponent (offset *= 2
// adds one, offset /= 2 subtracts one), and the two-thread translation
// turns `v * x` into `v == 1 << e ? x << e : v * x`, which is `v * x` in
// every state (the guard is checked, not assumed), and fast once the loop
// invariant `v == 1 << e` (rule counter-exponent, a Houdini candidate like
// any other) tells z3 which branch is taken.

// AddExponents adds the exponent companions of f's power-of-two variables
// (see above) and records them in f.Exponents. It runs once per function:
// a second call does nothing.
func AddExponents(f *Function) {
	if f.Exponents != nil {
		return
	}
	f.Exponents = map[*Var]*Var{}
	tracked := pow2Vars(f)
	if len(tracked) == 0 {
		return
	}
	// Companions first, so that phis can refer to companions defined later.
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			if tracked[p.Dst] {
				f.Exponents[p.Dst] = f.NewVar(p.Dst.Name+".log2", p.Dst.T)
			}
		}
		for _, s := range b.Stmts {
			if a, ok := s.(*Assign); ok && tracked[a.Dst] {
				f.Exponents[a.Dst] = f.NewVar(a.Dst.Name+".log2", a.Dst.T)
			}
		}
	}
	for _, b := range f.Blocks {
		var phis []*Phi
		for _, p := range b.Phis {
			phis = append(phis, p)
			if e, ok := f.Exponents[p.Dst]; ok {
				in := make([]PhiIn, len(p.In))
				for i, x := range p.In {
					in[i] = PhiIn{Pred: x.Pred, Val: f.ExponentOf(x.Val)}
				}
				phis = append(phis, &Phi{Pos: p.Pos, Dst: e, In: in})
			}
		}
		b.Phis = phis
		var stmts []Stmt
		for _, s := range b.Stmts {
			stmts = append(stmts, s)
			if a, ok := s.(*Assign); ok {
				if e, ok := f.Exponents[a.Dst]; ok {
					stmts = append(stmts, &Assign{Pos: a.Pos, Dst: e, Src: f.ExponentOf(a.Src)})
				}
			}
		}
		b.Stmts = stmts
	}
}

// pow2Vars are the integer variables whose every definition is a
// power-of-two constant, or another such variable multiplied or divided by
// a power of two: the greatest set closed under those definitions.
func pow2Vars(f *Function) map[*Var]bool {
	defs := map[*Var][]Expr{} // the values a variable may take its value from
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			if _, ok := p.Dst.T.(*IntType); ok {
				for _, x := range p.In {
					defs[p.Dst] = append(defs[p.Dst], x.Val)
				}
			}
		}
		for _, s := range b.Stmts {
			if a, ok := s.(*Assign); ok {
				if _, isInt := a.Dst.T.(*IntType); isInt && scaledVar(a.Src) != nil {
					defs[a.Dst] = []Expr{a.Src}
				}
			}
		}
	}
	in := map[*Var]bool{}
	for v := range defs {
		in[v] = true
	}
	for changed := true; changed; {
		changed = false
		for v, ds := range defs {
			if in[v] && !allPow2(ds, in) {
				delete(in, v)
				changed = true
			}
		}
	}
	// A set without a phi is a chain of constants clang has folded already.
	hasPhi := false
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			hasPhi = hasPhi || in[p.Dst]
		}
	}
	if !hasPhi {
		return nil
	}
	return in
}

func allPow2(ds []Expr, in map[*Var]bool) bool {
	for _, d := range ds {
		if c, ok := d.(*Const); ok {
			if !isPow2(c.Val) {
				return false
			}
			continue
		}
		r := scaledVar(d)
		if r == nil || !in[r.V] {
			return false
		}
	}
	return true
}

func isPow2(v uint64) bool { return v != 0 && v&(v-1) == 0 }

// scaledVar is v when e is v, or v times, shifted left, divided or shifted
// right (unsigned) by a power of two below the width; nil otherwise.
func scaledVar(e Expr) *VarRef {
	if v, ok := e.(*VarRef); ok {
		return v
	}
	v, _, ok := scaleStep(e)
	if !ok {
		return nil
	}
	return v
}

// scaleStep splits e into v and the change k of its exponent (v * 2^k,
// v << k: +k; v /u 2^k, v >>u k: -k).
func scaleStep(e Expr) (*VarRef, int64, bool) {
	b, ok := e.(*Binary)
	if !ok {
		return nil, 0, false
	}
	x, c := b.X, b.Y
	if b.Op == Mul {
		if _, isConst := x.(*Const); isConst {
			x, c = c, x
		}
	}
	v, okV := x.(*VarRef)
	k, okK := c.(*Const)
	if !okV || !okK {
		return nil, 0, false
	}
	w := uint64(Bits(v.Type()))
	switch b.Op {
	case Mul, UDiv:
		if !isPow2(k.Val) {
			return nil, 0, false
		}
		n := int64(Log2(k.Val))
		if b.Op == UDiv {
			n = -n
		}
		return v, n, true
	case Shl, LShr:
		if k.Val >= w {
			return nil, 0, false
		}
		if b.Op == LShr {
			return v, -int64(k.Val), true
		}
		return v, int64(k.Val), true
	}
	return nil, 0, false
}

// ExponentOf is the exponent of e when e is a power-of-two constant, a
// variable with an exponent companion, or such a variable scaled by a
// power of two; nil otherwise. Where e is not a power of two (a counter
// that overflowed), 1 << ExponentOf(e) need not equal e: users guard on it.
func (f *Function) ExponentOf(e Expr) Expr {
	t, ok := e.Type().(*IntType)
	if !ok {
		return nil
	}
	switch e := e.(type) {
	case *Const:
		if !isPow2(e.Val) {
			return nil
		}
		return &Const{Val: uint64(Log2(e.Val)), T: t}
	case *VarRef:
		if c, ok := f.Exponents[e.V]; ok {
			return &VarRef{V: c}
		}
		return nil
	}
	v, k, ok := scaleStep(e)
	if !ok {
		return nil
	}
	base := f.ExponentOf(v)
	if base == nil {
		return nil
	}
	switch {
	case k > 0:
		return &Binary{Op: Add, X: base, Y: &Const{Val: uint64(k), T: t}}
	case k < 0:
		return &Binary{Op: Sub, X: base, Y: &Const{Val: uint64(-k), T: t}}
	}
	return base
}
