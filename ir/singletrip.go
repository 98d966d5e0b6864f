package ir

import (
	"fmt"
)

// Loops that run at most once (issue 30: compiler-generated kernels).
// PPCG writes every loop over a dimension of the data as a grid-stride
// loop, `for (c0 = 32 * b0; c0 < n; c0 += 4096)`, and with the sizes
// pinned (n == 4096) and 128 groups of 32, each work item runs it exactly
// once. As a loop it needs invariants that pin c0 to 32 * b0 inside and
// that relate the logged accesses to it, for every nesting level;
// Houdini's queries over 64-bit counters did not finish. As a conditional
// it needs none.
//
// PeelSingleTripLoops rewrites such a loop: the back edge goes to a new
// block that asserts the header's condition is false again (so the loop
// runs once at most) and leaves the loop as the header would. A loop
// qualifies when its header only computes its condition (pure
// assignments and a branch out of the loop), its one latch jumps back
// unconditionally, nothing after the loop reads what the header defines
// but the exit's phis, and the condition at the header's second visit,
// with every header phi at the value one iteration gives it, evaluates to
// false by interval arithmetic over constants and the launch geometry,
// with no wrap-around. The assertion re-checks that in the proof: a loop
// bvgen misjudged fails to verify, it is never assumed.

// interval is a closed range of integers, the signed reading of a value,
// strictly between -2^62 and 2^62 (so sums and differences of two stay
// in int64). A value's interval is exact arithmetic: the operation did not
// wrap in its type (PPCG's floord(32 * b1 - c0 + 31, 2048) goes negative
// and back).
type interval struct{ lo, hi int64 }

const intervalMax = 1 << 62

func inRange(v int64) bool { return v > -intervalMax && v < intervalMax }

func point(v int64) (interval, bool) { return interval{v, v}, inRange(v) }

// nonNeg reports whether every value of r is >= 0: its signed and unsigned
// readings agree.
func (r interval) nonNeg() bool { return r.lo >= 0 }

// signedValue is a constant's signed reading in its type.
func signedValue(c *Const) int64 {
	bits := 64
	if c.T != nil {
		bits = c.T.Bits
	}
	if bits >= 64 {
		return int64(c.Val)
	}
	v := c.Val & (1<<bits - 1)
	if v >= 1<<(bits-1) {
		return int64(v) - 1<<bits
	}
	return int64(v)
}

// rangeOf is the range of e over every work item of the launch, or false
// when it is unknown or may wrap.
func rangeOf(e Expr, g Geometry) (interval, bool) {
	switch e := e.(type) {
	case *Const:
		return point(signedValue(e))
	case *Builtin:
		return builtinRange(e, g)
	case *Cast:
		x, ok := rangeOf(e.X, g)
		if !ok {
			return interval{}, false
		}
		switch e.Op {
		case ZExt:
			// Non-negative in the narrow type: the extension keeps it.
			return x, x.nonNeg()
		case SExt:
			return x, true
		case Trunc:
			t, isInt := e.To.(*IntType)
			return x, isInt && fitsSigned(x, t.Bits)
		}
	case *Binary:
		return binaryRange(e, g)
	case *Select:
		x, okx := rangeOf(e.X, g)
		y, oky := rangeOf(e.Y, g)
		return interval{min(x.lo, y.lo), max(x.hi, y.hi)}, okx && oky
	}
	return interval{}, false
}

// fitsSigned reports whether r is within the signed range of a bits-wide
// integer (and the interval bound).
func fitsSigned(r interval, bits int) bool {
	if !inRange(r.lo) || !inRange(r.hi) {
		return false
	}
	if bits >= 63 {
		return true
	}
	return r.lo >= -(1<<(bits-1)) && r.hi < 1<<(bits-1)
}

func builtinRange(e *Builtin, g Geometry) (interval, bool) {
	if !e.Fn.Primitive() {
		return rangeOf(e.Expand(), g)
	}
	size := func(d Dims) (int64, bool) {
		if e.Dim >= len(d) {
			return 1, true
		}
		if d[e.Dim] < 0 {
			return 0, false
		}
		return int64(d[e.Dim]), true
	}
	l, okl := size(g.LocalSize)
	n, okn := size(g.NumGroups)
	off := int64(0)
	if e.Dim < len(g.GlobalOffset) {
		if g.GlobalOffset[e.Dim] < 0 {
			return interval{}, false
		}
		off = int64(g.GlobalOffset[e.Dim])
	}
	switch e.Fn {
	case LocalID:
		return interval{0, l - 1}, okl && l > 0
	case GroupID:
		return interval{0, n - 1}, okn && n > 0
	case LocalSize:
		return interval{l, l}, okl
	case NumGroups:
		return interval{n, n}, okn
	case GlobalOffset:
		return interval{off, off}, true
	}
	return interval{}, false
}

// corners is the hull of f over the corners of x and y; f reports false
// when a corner is out of range.
func corners(x, y interval, f func(a, b int64) (int64, bool)) (interval, bool) {
	r := interval{intervalMax, -intervalMax}
	for _, a := range [2]int64{x.lo, x.hi} {
		for _, b := range [2]int64{y.lo, y.hi} {
			v, ok := f(a, b)
			if !ok || !inRange(v) {
				return interval{}, false
			}
			r.lo, r.hi = min(r.lo, v), max(r.hi, v)
		}
	}
	return r, true
}

func mulExact(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	return p, p/b == a && inRange(p)
}

func binaryRange(e *Binary, g Geometry) (interval, bool) {
	x, okx := rangeOf(e.X, g)
	y, oky := rangeOf(e.Y, g)
	if !okx || !oky {
		return interval{}, false
	}
	t, isInt := e.Type().(*IntType)
	if !isInt {
		return interval{}, false
	}
	fits := func(r interval, ok bool) (interval, bool) { return r, ok && fitsSigned(r, t.Bits) }
	switch e.Op {
	case Add:
		return fits(interval{x.lo + y.lo, x.hi + y.hi}, true)
	case Sub:
		return fits(interval{x.lo - y.hi, x.hi - y.lo}, true)
	case Mul:
		return fits(corners(x, y, mulExact))
	case Shl:
		if y.lo != y.hi || y.lo < 0 || y.hi >= 62 {
			return interval{}, false
		}
		return fits(corners(x, y, func(a, b int64) (int64, bool) { return mulExact(a, 1<<b) }))
	case LShr, AShr:
		if y.lo < 0 || y.hi >= 64 || (e.Op == LShr && !x.nonNeg()) {
			return interval{}, false
		}
		// Go's >> on int64 is arithmetic: floor division by 2^k.
		return corners(x, y, func(a, b int64) (int64, bool) { return a >> b, true })
	case UDiv, SDiv:
		if y.lo <= 0 || (e.Op == UDiv && !x.nonNeg()) {
			return interval{}, false
		}
		// Truncating division by a positive divisor is monotone in each
		// argument: the extremes are at the corners.
		return corners(x, y, func(a, b int64) (int64, bool) { return a / b, true })
	case URem, SRem:
		if y.lo <= 0 || (e.Op == URem && !x.nonNeg()) {
			return interval{}, false
		}
		if x.nonNeg() {
			return interval{0, min(x.hi, y.hi-1)}, true
		}
		return interval{max(x.lo, -(y.hi - 1)), max(0, min(x.hi, y.hi-1))}, true
	case And:
		if !x.nonNeg() || !y.nonNeg() {
			return interval{}, false
		}
		return interval{0, min(x.hi, y.hi)}, true
	}
	return interval{}, false
}

// decide evaluates a condition over the launch: its value when it is the
// same for every work item.
func decide(e Expr, g Geometry) (value, ok bool) {
	switch e := e.(type) {
	case *BoolConst:
		return e.Val, true
	case *Unary:
		if e.Op == Not {
			v, ok := decide(e.X, g)
			return !v, ok
		}
	case *Binary:
		switch e.Op {
		case And, Or:
			if _, isBool := e.Type().(*BoolType); !isBool {
				return false, false
			}
			a, oka := decide(e.X, g)
			b, okb := decide(e.Y, g)
			switch {
			case e.Op == And && ((oka && !a) || (okb && !b)):
				return false, true
			case e.Op == Or && ((oka && a) || (okb && b)):
				return true, true
			}
			return a, oka && okb
		}
		if !e.Op.IsCompare() {
			return false, false
		}
		rng := rangeOf
		switch e.Op {
		case Ult, Ule, Ugt, Uge:
			rng = unsignedRangeOf
		}
		x, okx := rng(e.X, g)
		y, oky := rng(e.Y, g)
		if !okx || !oky {
			return false, false
		}
		return compare(e.Op, x, y)
	}
	return false, false
}

// unsignedRangeOf is rangeOf for an operand of an unsigned comparison: a
// constant with its top bit set is its unsigned value there (i <u
// 4294967295:i32), not -1.
func unsignedRangeOf(e Expr, g Geometry) (interval, bool) {
	if c, ok := e.(*Const); ok {
		v := c.Val
		if c.T != nil && c.T.Bits < 64 {
			v &= 1<<c.T.Bits - 1
		}
		if v < intervalMax {
			return point(int64(v))
		}
		return interval{}, false
	}
	return rangeOf(e, g)
}

// compare decides x op y when every pair of values agrees. The intervals
// are signed readings; an unsigned comparison needs both non-negative,
// where the two readings coincide.
func compare(op BinOp, x, y interval) (bool, bool) {
	switch op {
	case Ult, Ule, Ugt, Uge:
		if !x.nonNeg() || !y.nonNeg() {
			return false, false
		}
	}
	switch op {
	case Ult, Slt:
		return x.hi < y.lo, x.hi < y.lo || x.lo >= y.hi
	case Ule, Sle:
		return x.hi <= y.lo, x.hi <= y.lo || x.lo > y.hi
	case Ugt, Sgt:
		return compare(Slt, y, x)
	case Uge, Sge:
		return compare(Sle, y, x)
	case Eq:
		same := x.lo == x.hi && y.lo == y.hi && x.lo == y.lo
		return same, same || x.hi < y.lo || y.hi < x.lo
	case Ne:
		v, ok := compare(Eq, x, y)
		return !v, ok
	}
	return false, false
}

// PeelSingleTripLoops turns the loops of f that run at most once into
// conditionals (see above) and returns how many. The caller recomputes
// loops (FindLoops) when it is not zero.
func PeelSingleTripLoops(f *Function, g Geometry) int {
	n := 0
	for _, l := range f.Loops {
		if peel(f, l, g) {
			n++
		}
	}
	return n
}

func peel(f *Function, l *Loop, g Geometry) bool {
	h := l.Header
	br, isBranch := h.Term.(*Branch)
	if !isBranch || len(l.Latches) != 1 {
		return false
	}
	latch := l.Latches[0]
	if j, ok := latch.Term.(*Jump); !ok || j.Target != h {
		return false
	}
	exit := br.Else
	if l.Contains(exit) {
		exit = br.Then
	}
	if l.Contains(exit) || (!l.Contains(br.Then) && !l.Contains(br.Else)) {
		return false
	}
	// The header only computes its condition.
	defs := map[*Var]Expr{}
	for _, s := range h.Stmts {
		a, ok := s.(*Assign)
		if !ok {
			return false
		}
		defs[a.Dst] = a.Src
	}
	// The header at its second visit: phis at their latch values, and
	// every phi of the latch values at its entry value (one iteration).
	entry, next := map[*Var]Expr{}, map[*Var]Expr{}
	for _, p := range h.Phis {
		for _, in := range p.In {
			if in.Pred == latch {
				next[p.Dst] = in.Val
			} else if l.Contains(in.Pred) {
				return false
			} else if prev, ok := entry[p.Dst]; ok && ExprString(prev) != ExprString(in.Val) {
				return false // different entry values from several preds
			} else {
				entry[p.Dst] = in.Val
			}
		}
	}
	// Values computed by assignments (before the loop or in its first
	// iteration) and the header's phis at their entry values.
	first := f.Defs()
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			if len(p.In) == 1 {
				// A copy: the header phi of an enclosing loop this pass
				// has peeled (c0 in PPCG's for (c1 = 32 * b1; c1 <=
				// min(n - 1, c0 + 31); c1 += 2048)).
				first[p.Dst] = p.In[0].Val
			}
		}
	}
	for v, e := range entry {
		first[v] = e
	}
	cond := MapExpr(Substitute(br.Cond, defs), func(x Expr) (Expr, bool) {
		if r, ok := x.(*VarRef); ok {
			if v, ok := next[r.V]; ok {
				return v, true
			}
		}
		return nil, false
	})
	cond = Substitute(cond, first)
	stay := l.Contains(br.Then)
	if v, ok := decide(cond, g); !ok || v == stay {
		return false // the second visit may stay in the loop
	}
	// Nothing after the loop may read the header's values: on the new path
	// they would be the first visit's. (Nor may the exit merge values.)
	if len(exit.Phis) > 0 || !headerValuesStayInside(f, l) {
		return false
	}
	// The new block: assert the loop is left, then leave as the header
	// would.
	once := &Block{Name: uniqueBlockName(f, h.Name+".once")}
	leave := cond
	if stay {
		leave = &Unary{Op: Not, X: cond}
	}
	once.Stmts = []Stmt{&Annot{Pos: br.Pos, Kind: AnnotAssert, Args: []Expr{leave},
		Msg: fmt.Sprintf("bvgen turned the loop at line %d into a conditional: it runs at most once", br.Pos.Line)}}
	once.Term = &Jump{Pos: br.Pos, Target: exit}
	latch.Term = &Jump{Pos: latch.Term.Position(), Target: once}
	for _, p := range h.Phis {
		var in []PhiIn
		for _, x := range p.In {
			if x.Pred != latch {
				in = append(in, x)
			}
		}
		p.In = in
	}
	f.Blocks = append(f.Blocks, once)
	f.ComputePreds()
	return true
}

// uniqueBlockName is name, or name with a number, unused in f.
func uniqueBlockName(f *Function, name string) string {
	used := map[string]bool{}
	for _, b := range f.Blocks {
		used[b.Name] = true
	}
	out := name
	for i := 1; used[out]; i++ {
		out = fmt.Sprintf("%s.%d", name, i)
	}
	return out
}

// headerValuesStayInside reports whether the variables the header defines
// are read only inside the loop.
func headerValuesStayInside(f *Function, l *Loop) bool {
	defined := map[*Var]bool{}
	for _, p := range l.Header.Phis {
		defined[p.Dst] = true
	}
	for _, s := range l.Header.Stmts {
		if v := Defined(s); v != nil {
			defined[v] = true
		}
	}
	reads := func(e Expr) bool {
		found := false
		WalkExpr(e, func(x Expr) {
			if r, ok := x.(*VarRef); ok && defined[r.V] {
				found = true
			}
		})
		return found
	}
	for _, b := range f.Blocks {
		if l.Contains(b) {
			continue
		}
		for _, p := range b.Phis {
			for _, in := range p.In {
				if reads(in.Val) {
					return false
				}
			}
		}
		for _, s := range b.Stmts {
			for _, e := range StmtExprs(s) {
				if reads(e) {
					return false
				}
			}
		}
		if b.Term != nil {
			for _, e := range TermExprs(b.Term) {
				if reads(e) {
					return false
				}
			}
		}
	}
	return true
}
